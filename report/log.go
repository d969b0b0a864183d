// Package report reads spkit run's JSON-lines memory log (docs/run.md) and
// turns it into what a user reads after a run, or during one: the summary
// (peaks, when, by what, guard events, exit), the timeline plot, and the
// text of spkit top.
package report

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/supervisor"
)

// LogName is where spkit run writes its memory log by default, under the
// output folder (the image's $SPKIT_OUTPUT_DIR, the host's volumes.output):
// on the mount, so the log survives the container.
const LogName = supervisor.MemoryLogName

// DefaultLog is the memory log's default path under an output folder.
func DefaultLog(outputDir string) string { return supervisor.DefaultMemoryLog(outputDir) }

// Log is a memory log read back: every line, in order.
type Log struct {
	Lines []supervisor.LogLine
}

// Samples returns the sample lines (and the trip's, which is a sample too).
func (l *Log) Samples() []supervisor.Sample {
	var out []supervisor.Sample
	for _, ln := range l.Lines {
		if ln.Sample != nil && (ln.Event == "sample" || ln.Event == "trip") {
			out = append(out, *ln.Sample)
		}
	}
	return out
}

// Events returns the lines of one event.
func (l *Log) Events(event string) []supervisor.LogLine {
	var out []supervisor.LogLine
	for _, ln := range l.Lines {
		if ln.Event == event {
			out = append(out, ln)
		}
	}
	return out
}

// ReadFile reads the memory log at path.
func ReadFile(path string) (*Log, error) {
	// Without blocking on a named pipe, and refusing what is not a file.
	f, err := fsutil.OpenRegular(path)
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
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	var bad error
	n := 1
	for ; sc.Scan(); n++ {
		if bad != nil {
			return nil, bad
		}
		if len(sc.Bytes()) == 0 {
			continue
		}
		var ln supervisor.LogLine
		if err := json.Unmarshal(sc.Bytes(), &ln); err != nil || ln.Event == "" || ln.Sample == nil {
			bad = fmt.Errorf("line %d is not a memory log line (docs/run.md): %.60q", n, sc.Text())
			var syntax *json.SyntaxError
			if !errors.As(err, &syntax) {
				// Whole JSON, but not a log line: no run writes that.
				return nil, bad
			}
			continue // cut short, if it is the last line
		}
		l.Lines = append(l.Lines, ln)
	}
	if err := sc.Err(); errors.Is(err, bufio.ErrTooLong) {
		return nil, fmt.Errorf("line %d is longer than %d MiB: not a memory log line (docs/run.md)", n, maxLine>>20)
	} else if err != nil {
		return nil, err
	}
	if len(l.Lines) == 0 {
		return nil, fmt.Errorf("no memory log lines: %w", ErrEmpty)
	}
	return l, nil
}

// ErrEmpty is a log with no lines yet.
var ErrEmpty = fmt.Errorf("empty memory log")
