package hostmem

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
)

func TestParseSystem(t *testing.T) {
	cases := []struct {
		file                   string
		total, available, used uint64
		wantErr                bool
	}{
		{file: "meminfo-gb10", total: 128452012 * 1024, available: 31250448 * 1024, used: (128452012 - 31250448) * 1024},
		{file: "meminfo-no-available", wantErr: true},
	}
	for _, c := range cases {
		b, err := os.ReadFile(filepath.Join("testdata", c.file))
		if err != nil {
			t.Fatal(err)
		}
		s, err := ParseSystem(b)
		if (err != nil) != c.wantErr {
			t.Fatalf("%s: err = %v, want error %v", c.file, err, c.wantErr)
		}
		if c.wantErr {
			continue
		}
		if s.Total != c.total || s.Available != c.available || s.Used() != c.used {
			t.Errorf("%s: got total %d available %d used %d, want %d %d %d", c.file, s.Total, s.Available, s.Used(), c.total, c.available, c.used)
		}
	}
}

func TestSystemReaderFixtureAndReplace(t *testing.T) {
	root := t.TempDir()
	write := func(avail int) {
		text := "MemTotal: 1000 kB\nMemFree: 10 kB\nMemAvailable: " + strconv.Itoa(avail) + " kB\n"
		os.MkdirAll(filepath.Join(root, "proc"), 0o755)
		tmp := filepath.Join(root, "proc", "meminfo.tmp")
		if err := os.WriteFile(tmp, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, filepath.Join(root, "proc", "meminfo")); err != nil {
			t.Fatal(err)
		}
	}
	write(900)
	r, err := OpenSystem(root)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	for _, avail := range []int{900, 400, 50} {
		write(avail)
		s, err := r.Read()
		if err != nil {
			t.Fatal(err)
		}
		if s.Available != uint64(avail)*1024 {
			t.Errorf("after replacing the file: available = %d, want %d", s.Available, avail*1024)
		}
	}
}

// The real /proc/meminfo through the pread path, and the no-allocation
// promise the guard's fast path relies on.
func TestSystemReaderProc(t *testing.T) {
	r, err := OpenSystem("/")
	if err != nil {
		t.Skipf("no /proc/meminfo: %v", err)
	}
	defer r.Close()
	s, err := r.Read()
	if err != nil {
		t.Fatal(err)
	}
	if s.Total == 0 || s.Available == 0 || s.Available > s.Total {
		t.Fatalf("implausible sample %+v", s)
	}
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := r.Read(); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("Read allocates %.1f times per sample, want 0", allocs)
	}
}

func BenchmarkSystemReader(b *testing.B) {
	r, err := OpenSystem("/")
	if err != nil {
		b.Skip(err)
	}
	defer r.Close()
	for b.Loop() {
		if _, err := r.Read(); err != nil {
			b.Fatal(err)
		}
	}
}

func TestParseStatPPID(t *testing.T) {
	cases := []struct {
		in   string
		want int
		ok   bool
	}{
		{"1234 (python3) S 77 1234 1234 0 -1", 77, true},
		{"99 (a) b (c) R 5 99 99", 5, true},
		{"garbage", 0, false},
	}
	for _, c := range cases {
		got, ok := ParseStatPPID([]byte(c.in))
		if got != c.want || ok != c.ok {
			t.Errorf("ParseStatPPID(%q) = %d, %v; want %d, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
