package fsutil

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// readWithin runs ReadFile and fails the test if it does not return in time:
// a FIFO or /dev/zero must be refused, not read.
func readWithin(t *testing.T, path string, max int64) ([]byte, error) {
	t.Helper()
	type result struct {
		data []byte
		err  error
	}
	ch := make(chan result, 1)
	go func() {
		data, err := ReadFile(context.Background(), path, max)
		ch <- result{data, err}
	}()
	select {
	case r := <-ch:
		return r.data, r.err
	case <-time.After(5 * time.Second):
		t.Fatalf("ReadFile(%s) did not return within 5s", path)
		return nil, nil
	}
}

func TestReadFileRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	zero := filepath.Join(dir, "zero.yaml")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "dir.yaml")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	for path, kind := range map[string]string{fifo: "a named pipe", zero: "a device", sub: "a directory"} {
		_, err := readWithin(t, path, MaxConfigBytes)
		var nr *NotRegularError
		if !errors.As(err, &nr) || nr.Kind != kind {
			t.Errorf("%s: err = %v, want %s", path, err, kind)
		}
		if !strings.Contains(err.Error(), "is "+kind+", not a file") {
			t.Errorf("%s: message %q", path, err)
		}
	}
}

func TestReadFileCapsSize(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.yaml")
	if err := os.WriteFile(path, make([]byte, 1<<20+1), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := readWithin(t, path, 1<<20)
	var tl *TooLargeError
	if !errors.As(err, &tl) || !strings.Contains(err.Error(), "larger than 1MiB") {
		t.Fatalf("err = %v, want TooLargeError naming 1MiB", err)
	}
	data, err := readWithin(t, path, 2<<20)
	if err != nil || len(data) != 1<<20+1 {
		t.Fatalf("len %d, err %v", len(data), err)
	}
}

func TestReadFileMissingAndCancelled(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x")
	if _, err := ReadFile(context.Background(), path, 10); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing: err = %v", err)
	}
	if err := os.WriteFile(path, []byte("ok"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ReadFile(ctx, path, 10); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v", err)
	}
}
