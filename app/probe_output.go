package app

import (
	"bytes"
	"io"
	"sync"

	"github.com/spkit-dev/spkit/probe"
	"github.com/spkit-dev/spkit/report"
)

// stepWatch is an io.Writer over a trainer's output that notes whether a
// line showed an optimizer step, and keeps its last lines (where a CUDA
// out-of-memory error would be).
type stepWatch struct {
	mu      sync.Mutex
	partial []byte
	seen    bool
	tail    []string
}

// maxLine bounds a line stepWatch keeps.
const maxLine = 4 << 10

func (w *stepWatch) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.partial = append(w.partial, b...)
	for {
		i := bytes.IndexByte(w.partial, '\n')
		if i < 0 {
			break
		}
		w.line(w.partial[:i])
		w.partial = w.partial[i+1:]
	}
	if len(w.partial) > 64<<10 {
		w.partial = w.partial[len(w.partial)-4<<10:]
	}
	return len(b), nil
}

func (w *stepWatch) line(b []byte) {
	line := string(b[:min(len(b), maxLine)])
	if !w.seen && report.ShowsStep(line) {
		w.seen = true
	}
	if w.tail = append(w.tail, line); len(w.tail) > tailLines {
		w.tail = w.tail[len(w.tail)-tailLines:]
	}
}

// stepped reports whether a step was seen, the last unfinished line too.
func (w *stepWatch) stepped() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.seen || report.ShowsStep(string(w.partial))
}

// lines are the last lines seen, the unfinished one too.
func (w *stepWatch) lines() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := append([]string(nil), w.tail...)
	if len(w.partial) > 0 {
		out = append(out, string(w.partial[:min(len(w.partial), maxLine)]))
	}
	return out
}

// printableWriter passes a trainer's output on with its terminal escape
// sequences removed (probe.Printable), as it comes.
type printableWriter struct{ w io.Writer }

func (p printableWriter) Write(b []byte) (int, error) {
	if _, err := io.WriteString(p.w, probe.Printable(string(b))); err != nil {
		return 0, err
	}
	return len(b), nil
}
