package images

import (
	"bytes"
	"context"
	"io"
	"strings"
	"sync"

	bkclient "github.com/moby/buildkit/client"
	"github.com/moby/buildkit/util/progress/progressui"
	digest "github.com/opencontainers/go-digest"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// ProgressModes are the --progress values.
var ProgressModes = []string{"auto", "tty", "plain", "rawjson", "quiet"}

// LogTail is how many log lines of a failed step spkit shows.
const LogTail = 15

// Step is one vertex of a solve as the status stream described it.
type Step struct {
	Digest   digest.Digest
	Name     string
	Cached   bool
	Started  bool
	Finished bool
	Error    string
	logs     bytes.Buffer
}

// LastLines returns the last n lines the step logged.
func (s *Step) LastLines(n int) []string {
	lines := strings.Split(strings.TrimRight(s.logs.String(), "\n"), "\n")
	if len(lines) == 1 && lines[0] == "" {
		return nil
	}
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return lines
}

// Logged returns the first of subs the step's log contains ("" for none).
func (s *Step) Logged(subs ...string) string {
	text := s.logs.String()
	for _, sub := range subs {
		if strings.Contains(text, sub) {
			return sub
		}
	}
	return ""
}

// Recorder keeps what the status stream said about each step, for error
// messages, tests and benchmarks.
type Recorder struct {
	mu    sync.Mutex
	steps map[digest.Digest]*Step
	order []digest.Digest
	// contextBytes is the most the "transferring context" status reached.
	contextBytes int64
}

// NewRecorder returns an empty Recorder.
func NewRecorder() *Recorder { return &Recorder{steps: map[digest.Digest]*Step{}} }

func (r *Recorder) step(d digest.Digest) *Step {
	s, ok := r.steps[d]
	if !ok {
		s = &Step{Digest: d}
		r.steps[d] = s
		r.order = append(r.order, d)
	}
	return s
}

// Record adds one status update.
func (r *Recorder) Record(ss *bkclient.SolveStatus) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, v := range ss.Vertexes {
		s := r.step(v.Digest)
		s.Name, s.Cached = v.Name, v.Cached
		s.Started = s.Started || v.Started != nil
		s.Finished = s.Finished || v.Completed != nil
		if v.Error != "" {
			s.Error = v.Error
		}
	}
	for _, st := range ss.Statuses {
		if strings.HasPrefix(st.ID, "transferring context") && st.Current > r.contextBytes {
			r.contextBytes = st.Current
		}
	}
	for _, l := range ss.Logs {
		s := r.step(l.Vertex)
		if s.logs.Len() < 1<<20 {
			s.logs.Write(l.Data)
		}
	}
}

// Steps returns the steps in the order they first appeared.
func (r *Recorder) Steps() []*Step {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := make([]*Step, 0, len(r.order))
	for _, d := range r.order {
		out = append(out, r.steps[d])
	}
	return out
}

// ContextBytes is how many bytes of build context BuildKit received.
func (r *Recorder) ContextBytes() int64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.contextBytes
}

// Failed returns the step that failed (the last one with an error that is
// not just a cancellation), or nil.
func (r *Recorder) Failed() *Step {
	steps := r.Steps()
	for i := len(steps) - 1; i >= 0; i-- {
		if e := steps[i].Error; e != "" && !strings.Contains(e, "context canceled") {
			return steps[i]
		}
	}
	return nil
}

// Executed returns the names of steps that ran (started and not cached).
func (r *Recorder) Executed() []string {
	var out []string
	for _, s := range r.Steps() {
		if s.Started && !s.Cached {
			out = append(out, s.Name)
		}
	}
	return out
}

// Progress shows the status stream with BuildKit's progressui and records
// it. Run it in its own goroutine; it returns when ch is closed.
func Progress(ctx context.Context, w io.Writer, mode string, rec *Recorder, ch chan *bkclient.SolveStatus) error {
	if mode == "" {
		mode = "auto"
	}
	d, err := progressui.NewDisplay(w, progressui.DisplayMode(mode))
	if err != nil {
		for range ch {
		}
		return errdefs.Wrap(errdefs.Usage, err, "--progress "+mode+" needs a terminal", "use --progress plain")
	}
	tee := make(chan *bkclient.SolveStatus)
	go func() {
		defer close(tee)
		for ss := range ch {
			rec.Record(ss)
			tee <- ss
		}
	}()
	// Not ctx: on Ctrl-C the display keeps draining until the solve ends.
	_, err = d.UpdateFrom(context.WithoutCancel(ctx), tee)
	for range tee {
	}
	return err
}
