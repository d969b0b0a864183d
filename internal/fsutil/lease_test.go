package fsutil

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestOpenInGivesUpOnALease: a file another process holds a write lease on
// (a file server's, or an editor's) answers a non-blocking open with
// EWOULDBLOCK until the lease is given up, up to the kernel's
// lease-break-time (45 s by default). The read opens without blocking, so
// it must fail at once, not retry: before, openBeneath retried EAGAIN
// without end and spun a core until the lease was broken.
func TestOpenInGivesUpOnALease(t *testing.T) {
	repo := t.TempDir()
	path := filepath.Join(repo, "spkit.yaml")
	if err := os.WriteFile(path, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	holder, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	if _, err := unix.FcntlInt(holder.Fd(), unix.F_SETLEASE, unix.F_WRLCK); err != nil {
		t.Skipf("no lease on this file system: %v", err)
	}
	defer unix.FcntlInt(holder.Fd(), unix.F_SETLEASE, unix.F_UNLCK)
	done := make(chan error, 1)
	go func() {
		f, err := OpenRegularIn(repo, path)
		if err == nil {
			f.Close()
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Fatal("opened a leased file without waiting for the lease")
		}
		t.Logf("refused: %v", err)
	case <-time.After(3 * time.Second):
		t.Fatal("OpenRegularIn still retrying a leased file after 3s")
	}
}
