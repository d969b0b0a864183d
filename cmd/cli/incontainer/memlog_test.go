package incontainer

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/supervisor"
)

// TestRunGoesOnWithoutADefaultMemoryLogItCannotCreate: an OUTPUT/.spkit
// the container's user cannot write (issue 42: root's, copied from the
// README's try-it run) stopped every rank with a usage error before the
// trainer started. The default log is spkit's choice: the run goes on
// without it, and one warning says what to change; a --memory-log the user
// gave still stops the run.
func TestRunGoesOnWithoutADefaultMemoryLogItCannotCreate(t *testing.T) {
	good, out := t.TempDir(), t.TempDir()
	// A directory where the log should be fails to open for root too (the
	// tests run as root, for whom a root-owned folder is writable).
	bad := supervisor.DefaultMemoryLog(out)
	if err := os.MkdirAll(bad, 0o755); err != nil {
		t.Fatal(err)
	}
	env := func(dir string) func(string) string {
		return func(k string) string {
			if k == imageenv.OutputDir {
				return dir
			}
			return ""
		}
	}
	var w bytes.Buffer
	opts := &RunOptions{}
	if l, err := runMemoryLog(&w, opts, env(good)); err != nil || l == nil || opts.MemoryLog != supervisor.DefaultMemoryLog(good) {
		t.Fatalf("writable output folder: log %v, %v, path %q; want the default log", l, err, opts.MemoryLog)
	} else {
		l.Close()
	}

	opts = &RunOptions{}
	l, err := runMemoryLog(&w, opts, env(out))
	if err != nil || l != nil || opts.MemoryLog != "" {
		t.Fatalf("unwritable default log: %v, %v, path %q; want no log and no error (the run goes on)", l, err, opts.MemoryLog)
	}
	got := w.String()
	if strings.Count(got, "\n") != 1 || !strings.HasPrefix(got, "spkit: warning: no memory log for this run (") ||
		!strings.Contains(got, "sudo chown -R ") || !strings.Contains(got, " output/.spkit ") {
		t.Errorf("want one warning line naming the chown of output/.spkit; got:\n%s", got)
	}

	_, err = runMemoryLog(&w, &RunOptions{MemoryLog: bad}, env(out))
	if errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "--memory-log "+bad) {
		t.Errorf("--memory-log %s (a directory): %v, want a usage error naming the flag", bad, err)
	}
}
