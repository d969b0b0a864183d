package hostmem

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestFindAndReadCgroup(t *testing.T) {
	cases := []struct {
		root       string
		dir        string // relative to root; "" = none found
		version    int
		usage      uint64
		limit      uint64
		workingSet uint64
	}{
		{"v1-host", "sys/fs/cgroup/memory/system.slice/trainer.scope", 1, 6442450944, 0, 6442450944 - 1610612736},
		{"v1-container", "sys/fs/cgroup/memory", 1, 1048576000, 2147483648, 1048576000 - 52428800},
		{"v2", "sys/fs/cgroup", 2, 3221225472, 4294967296, 3221225472 - 268435456},
		{"v2-nested", "sys/fs/cgroup/user.slice/user-1000.slice/session-3.scope", 2, 524288000, 0, 524288000},
		{"v2-root", "", 0, 0, 0, 0},
	}
	for _, c := range cases {
		root := filepath.Join("testdata", c.root)
		dir, files, err := FindCgroup(root)
		if err != nil {
			t.Fatalf("%s: %v", c.root, err)
		}
		want := ""
		if c.dir != "" {
			want = filepath.Join(root, c.dir)
		}
		if dir != want {
			t.Errorf("%s: dir = %q, want %q", c.root, dir, want)
			continue
		}
		if dir == "" {
			continue
		}
		if files.Version != c.version {
			t.Errorf("%s: version %d, want %d", c.root, files.Version, c.version)
		}
		r, err := OpenCgroup(dir, files)
		if err != nil {
			t.Fatalf("%s: %v", c.root, err)
		}
		got, err := r.Read()
		r.Close()
		if err != nil {
			t.Fatalf("%s: %v", c.root, err)
		}
		if got.Usage != c.usage || got.Limit != c.limit || got.WorkingSet() != c.workingSet {
			t.Errorf("%s: got %+v (working set %d), want usage %d limit %d working set %d", c.root, got, got.WorkingSet(), c.usage, c.limit, c.workingSet)
		}
	}
}

func TestParseLimit(t *testing.T) {
	cases := map[string]uint64{"max\n": 0, "9223372036854771712\n": 0, "2147483648\n": 2147483648}
	for in, want := range cases {
		if got, err := parseLimit([]byte(in)); err != nil || got != want {
			t.Errorf("parseLimit(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	if _, err := parseLimit([]byte("lots")); err == nil {
		t.Error("parseLimit accepted garbage")
	}
}

// This machine's own cgroup, whatever version it runs: the reader must
// find something readable or nothing, never fail.
func TestFindCgroupHere(t *testing.T) {
	dir, files, err := FindCgroup("/")
	if err != nil {
		t.Skipf("no /proc/self/cgroup: %v", err)
	}
	if dir == "" {
		t.Skip("no memory cgroup visible here")
	}
	r, err := OpenCgroup(dir, files)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	c, err := r.Read()
	if err != nil || c.Usage == 0 {
		t.Errorf("cgroup v%d at %s: %+v, %v", files.Version, dir, c, err)
	}
}

// A real child tree: sh with a sleeping child. The tree holds both pids and
// their RSS adds up to more than either alone.
func TestTreeReadsDescendants(t *testing.T) {
	cmd := exec.Command("sh", "-c", "sleep 30 & sleep 30; wait")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	tree := NewTree("/")
	var pids []int
	var rss uint64
	for i := 0; i < 100 && len(pids) < 3; i++ {
		rss, pids = tree.Read(cmd.Process.Pid)
		if len(pids) < 3 {
			sleepMs(10)
		}
	}
	if len(pids) != 3 || pids[0] != cmd.Process.Pid {
		t.Fatalf("tree of sh = %v, want sh and its two sleeps", pids)
	}
	if own := tree.rss(cmd.Process.Pid); rss <= own || own == 0 {
		t.Errorf("tree RSS %d, sh alone %d", rss, own)
	}
	if scanned := tree.descendantsByScan(cmd.Process.Pid, time.Now()); len(scanned) != 3 {
		t.Errorf("scan fallback found %v", scanned)
	}
}

func sleepMs(n int) { time.Sleep(time.Duration(n) * time.Millisecond) }

// Issue #31 item 4: a /proc file that exists but cannot be read (here a
// directory where statm should be; in the attack, no file descriptor left)
// is an error, not a tree of 0 bytes.
func TestTreeReportsUnreadableProc(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"proc/42/task/42", "proc/42/statm"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "proc/42/task/42/children"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tree := NewTree(root)
	if _, pids := tree.Read(42); len(pids) != 1 || tree.Err() == nil || !strings.Contains(tree.Err().Error(), "statm") {
		t.Errorf("pids %v, err %v: want the statm failure", pids, tree.Err())
	}
	// A process that is gone is no error.
	if tree.Read(43); tree.Err() != nil {
		t.Errorf("a gone process: %v", tree.Err())
	}
}
