package report

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"time"

	"github.com/spkit-dev/spkit/supervisor"
)

// maxLine bounds a memory log line: Read refuses a longer one, and the
// follower stops waiting for it to end.
const maxLine = 4 << 20

// CatchUp bounds what spkit top reads of a long log when it attaches: the
// first line (the run's start) and the last CatchUp bytes, thousands of
// samples, more than a Tracker keeps. A month's log is a gigabyte: read
// whole, the screen would show hours-old samples while it caught up.
const CatchUp = 8 << 20

// Follower reads a memory log as it grows, from where it last stopped:
// complete lines only, starting over when the file is replaced or
// truncated (a new run). Attaching to a log longer than CatchUp, it reads
// the first line and the tail.
type Follower struct {
	Path string
	// Root, when set, is the tree the log must lie in (the repository, for
	// a log spkit found there itself: the trainer shares its folder and may
	// have left a link): it is opened under fsutil's rule for a user's tree.
	Root    string
	Tracker *Tracker
	off     int64
	partial []byte
	// skip: drop bytes up to the next newline (the tail began mid-line).
	skip bool
	// lines counts the lines parsed, for the tests.
	lines int
	// Invalid counts the lines that are not memory log lines or cannot be
	// true (implausible, or back in time): skipped, and told in the frame.
	Invalid int
	latest  time.Time
}

// Poll reads what was appended since the last call into the tracker. A
// missing file is not an error (the run has not started yet).
func (f *Follower) Poll() error {
	// Without blocking on a named pipe, and refusing what is not a file.
	fh, err := openLog(f.Root, f.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return err
	}
	if st.Size() < f.off {
		f.off, f.partial, f.skip, f.Invalid, f.latest = 0, nil, false, 0, time.Time{}
		*f.Tracker = Tracker{Keep: f.Tracker.Keep}
	}
	if f.off == 0 && st.Size() > CatchUp {
		// The run's start line, then the tail from mid-line.
		if head, err := bufio.NewReader(io.LimitReader(fh, maxLine)).ReadBytes('\n'); err == nil {
			f.feed(head)
		}
		f.off, f.skip = st.Size()-CatchUp, true
	}
	if _, err := fh.Seek(f.off, io.SeekStart); err != nil {
		return err
	}
	b, err := io.ReadAll(io.LimitReader(fh, 16<<20))
	if err != nil {
		return err
	}
	f.off += int64(len(b))
	if f.skip {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			return nil // still inside the cut line
		}
		b, f.skip = b[i+1:], false
	}
	f.feed(append(f.partial, b...))
	return nil
}

// Feed takes the next bytes of a log that arrives as a stream (from a
// container, through the engine) instead of from Path.
func (f *Follower) Feed(b []byte) { f.feed(append(f.partial, b...)) }

func (f *Follower) feed(b []byte) {
	for {
		i := bytes.IndexByte(b, '\n')
		if i < 0 {
			if len(b) > maxLine {
				b = nil // no log line is this long: not a memory log
			}
			f.partial = append([]byte(nil), b...)
			return
		}
		f.lines++
		var ln supervisor.LogLine
		switch {
		case len(bytes.TrimSpace(b[:i])) == 0:
		case json.Unmarshal(b[:i], &ln) != nil || ln.Event == "" || ln.Sample == nil || implausible(&ln, Now()) != nil,
			!f.latest.IsZero() && ln.Time.Before(f.latest.Add(-BackInTime)):
			f.Invalid++
		default:
			if ln.Time.After(f.latest) {
				f.latest = ln.Time
			}
			f.Tracker.Add(ln)
		}
		b = b[i+1:]
	}
}
