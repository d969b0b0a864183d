// Package report reads spkit run's JSON-lines memory log (docs/run.md) and
// turns it into what a user reads after a run, or during one: the summary
// (peaks, when, by what, guard events, exit), the timeline plot, and the
// text of spkit top.
package report

import (
	"fmt"
	"io"
	"os"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/supervisor"
)

// Log is a memory log read back in one pass, in memory bounded whatever
// its length (a month's run at a sample a second is millions of lines):
// the summary, and the timeline thinned to at most maxBuckets buckets,
// each keeping its lowest and highest reading of every figure, so that no
// peak is lost from the plot.
type Log struct {
	// Lines is how many log lines were read.
	Lines    int
	summary  Summary
	timeline timeline
}

// Summary is what the log says about the run.
func (l *Log) Summary() *Summary { return &l.summary }

// ReadFile reads the memory log at path.
func ReadFile(path string) (*Log, error) { return ReadFileIn("", path) }

// ReadFileIn reads the memory log at path, which must lie in root (its
// real path, no link out: fsutil.OpenRegularIn) unless root is "".
func ReadFileIn(root, path string) (*Log, error) {
	f, err := openLog(root, path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return Read(f)
}

// Read reads a memory log. A last line cut short (the run is still being
// written, or was killed mid-line) is dropped; a bad line elsewhere, or a
// whole JSON line that is not a log line, is an error naming it.
func Read(r io.Reader) (*Log, error) {
	l := &Log{}
	if err := readLines(r, l.add); err != nil {
		return nil, err
	}
	if l.Lines == 0 {
		return nil, fmt.Errorf("no memory log lines: %w", ErrEmpty)
	}
	return l, nil
}

func (l *Log) add(ln supervisor.LogLine) {
	if l.Lines == 0 {
		l.summary.Start = ln.Time
	}
	if l.Lines > 0 && ln.Time.Before(l.summary.End) {
		l.summary.Backwards++ // within BackInTime: readLines refuses more
	}
	l.Lines++
	l.summary.End = ln.Time
	switch ln.Event {
	case "sample", "trip":
		// The trip's line is a sample too.
		l.summary.add(*ln.Sample)
		l.timeline.add(ln.Sample)
	}
	l.summary.addEvent(ln)
}

// ErrEmpty is a log with no lines yet.
var ErrEmpty = fmt.Errorf("empty memory log")

// openLog opens a log without blocking on a named pipe, refusing what is
// not a file and, with a root, a real path outside it.
func openLog(root, path string) (*os.File, error) {
	if root == "" {
		return fsutil.OpenRegular(path)
	}
	return fsutil.OpenRegularIn(root, path)
}
