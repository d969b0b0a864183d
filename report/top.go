package report

import (
	"fmt"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/supervisor"
)

// Frame is what spkit top shows at one moment: the recent samples (oldest
// first) and the run's state as the memory log tells it.
type Frame struct {
	Now     time.Time
	Samples []supervisor.Sample
	// State is "running", "stopping" (a stop or trip line), "exited" or
	// "waiting" (no line yet).
	State    string
	Trip     *supervisor.LogTrip
	ExitCode *int
	Started  time.Time
	// StepRate is the trainer's steps per second when its output shows
	// them (0: unknown).
	StepRate float64
	Source   string
	// Invalid counts the log's lines that are not memory log lines, or
	// cannot be true (Follower.Invalid): they are skipped, and said so.
	Invalid int
}

// Tracker folds memory log lines into the Frame spkit top draws, keeping
// the last Keep samples.
type Tracker struct {
	Keep  int
	frame Frame
}

// Add takes one memory log line.
func (t *Tracker) Add(ln supervisor.LogLine) {
	f := &t.frame
	switch ln.Event {
	case "start":
		f.State, f.Started, f.Trip, f.ExitCode, f.Samples = "running", ln.Time, nil, nil, nil
	case "sample", "trip":
		if f.State == "" || f.State == "waiting" {
			f.State = "running"
		}
		f.Samples = append(f.Samples, *ln.Sample)
		if keep := max(t.Keep, 1); len(f.Samples) > keep {
			f.Samples = f.Samples[len(f.Samples)-keep:]
		}
		if ln.Trip != nil {
			f.State, f.Trip = "stopping", ln.Trip
		}
	case "stop":
		f.State = "stopping"
	case "exit":
		f.State, f.ExitCode = "exited", ln.ExitCode
		if ln.Trip != nil {
			f.Trip = ln.Trip
		}
	}
	if f.Started.IsZero() {
		f.Started = ln.Time
	}
}

// Frame returns the current frame.
func (t *Tracker) Frame() Frame {
	f := t.frame
	if f.State == "" {
		f.State = "waiting"
	}
	return f
}

// gauge is the figures a frame shows, from its last sample.
type gauge struct {
	total, used, avail, tree, gpu, other uint64
	limit, toLimit                       uint64
	hasLimit                             bool
}

func gaugeOf(s *supervisor.Sample) gauge {
	g := gauge{total: s.MemTotal, used: s.MemUsed, avail: s.MemAvailable, tree: s.TreeRSS, gpu: s.GPUBytes}
	g.other = rest(g.used, g.tree+g.gpu)
	for _, c := range s.Checks {
		left := rest(c.Limit, c.Used)
		if !g.hasLimit || left < g.toLimit {
			g.toLimit, g.hasLimit = left, true
			if c.Source == "meminfo" {
				g.limit = c.Limit
			}
		}
	}
	return g
}

// Line is the one-line view (no TTY): one line per interval.
func Line(f Frame) string {
	if len(f.Samples) == 0 {
		return fmt.Sprintf("%s %s: no sample yet%s", f.Now.Format(time.TimeOnly), f.State, invalidNote(f))
	}
	g := gaugeOf(&f.Samples[len(f.Samples)-1])
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s used %s/%s avail %s trainer %s gpu %s other %s", f.Now.Format(time.TimeOnly), f.State,
		size(g.used), size(g.total), size(g.avail), size(g.tree), size(g.gpu), size(g.other))
	if g.hasLimit {
		fmt.Fprintf(&b, " to-limit %s", size(g.toLimit))
	}
	if f.StepRate > 0 {
		fmt.Fprintf(&b, " steps/s %.2f", f.StepRate)
	}
	b.WriteString(stateSuffix(f))
	b.WriteString(invalidNote(f))
	return b.String()
}

func invalidNote(f Frame) string {
	switch f.Invalid {
	case 0:
		return ""
	case 1:
		return " (1 line of the log is not a memory log line: skipped)"
	}
	return fmt.Sprintf(" (%d lines of the log are not memory log lines: skipped)", f.Invalid)
}

func stateSuffix(f Frame) string {
	var b strings.Builder
	if f.Trip != nil {
		fmt.Fprintf(&b, " guard: tripped on %s %s at %s", f.Trip.Source, f.Trip.Limit, size(f.Trip.Used))
	}
	if f.ExitCode != nil {
		fmt.Fprintf(&b, " exit %d", *f.ExitCode)
	}
	return b.String()
}
