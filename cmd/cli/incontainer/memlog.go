package incontainer

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/spkit-dev/spkit/supervisor"
)

// runMemoryLog opens the run's memory log. A --memory-log the user gave
// must be created (openMemoryLog: a usage error otherwise). The default
// one, under the output folder, is spkit's choice, so it never stops the
// run: where the container's user cannot create it (an OUTPUT/.spkit that
// root made, issue 42) the run goes on under the guard without a log, and
// one warning line on w says what to change on the host. It sets
// opts.MemoryLog to the log's path ("" for none).
func runMemoryLog(w io.Writer, opts *RunOptions, getenv func(string) string) (*supervisor.MemoryLog, error) {
	if opts.MemoryLog != "" {
		return openMemoryLog(opts.MemoryLog)
	}
	path := defaultMemoryLog(getenv)
	if path == "" {
		return nil, nil
	}
	l, err := supervisor.OpenMemoryLog(path)
	if err != nil {
		fmt.Fprintf(w, "spkit: warning: no memory log for this run (%v; the container runs as uid %d): on the host, run sudo chown -R %d:%d output/%s (output: spkit.yaml's volumes.output)\n",
			err, os.Getuid(), os.Getuid(), os.Getgid(), filepath.Base(filepath.Dir(path)))
		return nil, nil
	}
	opts.MemoryLog = path
	return l, nil
}
