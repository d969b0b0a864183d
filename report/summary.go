package report

import (
	"fmt"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/supervisor"
)

// Peak is the highest reading of one figure, and when.
type Peak struct {
	Bytes uint64
	At    time.Time
}

// Summary is what a memory log says about a run.
type Summary struct {
	Start, End time.Time
	Samples    int
	Total      uint64
	// Used is MemTotal - MemAvailable at its peak, with what made it up
	// at that sample: the trainer's tree RSS, its GPU memory, the rest
	// (the OS, other processes and the page cache).
	Used           Peak
	UsedTree       uint64
	UsedGPU        uint64
	LeastAvailable Peak
	CgroupWS       Peak
	TreeRSS        Peak
	GPU            Peak
	// Limits are the guard's limits, in used terms, as last applied.
	Limits []supervisor.Check
	// Stops are the first maxStops stop requests; MoreStops counts the
	// rest.
	Stops     []supervisor.LogLine
	MoreStops int
	// Trip is the first trip (or the exit's, when the log has no trip
	// line); Exit the last exit.
	Trip *supervisor.LogLine
	Exit *supervisor.LogLine
	// Sources are the first maxStops "source" lines: a source that stopped
	// answering, or answers again; MoreSources counts the rest.
	Sources     []supervisor.LogLine
	MoreSources int
	// Backwards counts the lines dated before the line above them (a
	// clock stepped back, by less than BackInTime: more is refused).
	Backwards int
}

// maxStops bounds the stops a summary keeps: a run asked to stop more
// often than this is told as a count.
const maxStops = 16

// maxLimits bounds the limits kept: a guard has one per watched source
// and kind, a handful.
const maxLimits = 16

// addEvent takes a stop, trip or exit line.
func (s *Summary) addEvent(ln supervisor.LogLine) {
	if ln.Sample != nil {
		smp := *ln.Sample
		smp.GPU, smp.Checks = nil, nil // not shown, and unbounded
		ln.Sample = &smp
	}
	switch ln.Event {
	case "stop":
		if len(s.Stops) < maxStops {
			s.Stops = append(s.Stops, ln)
		} else {
			s.MoreStops++
		}
	case "source":
		if len(s.Sources) < maxStops {
			s.Sources = append(s.Sources, ln)
		} else {
			s.MoreSources++
		}
	case "trip":
		if s.Trip == nil || s.Trip.Event != "trip" {
			s.Trip = &ln
		}
	case "exit":
		s.Exit = &ln
		if s.Trip == nil && ln.Trip != nil {
			s.Trip = &ln
		}
	}
}

func (s *Summary) add(smp supervisor.Sample) {
	s.Samples++
	if smp.MemTotal > 0 {
		s.Total = smp.MemTotal
		if smp.MemUsed > s.Used.Bytes {
			s.Used = Peak{smp.MemUsed, smp.Time}
			s.UsedTree, s.UsedGPU = smp.TreeRSS, smp.GPUBytes
		}
		if s.LeastAvailable.At.IsZero() || smp.MemAvailable < s.LeastAvailable.Bytes {
			s.LeastAvailable = Peak{smp.MemAvailable, smp.Time}
		}
	}
	raise(&s.CgroupWS, smp.CgroupWS, smp.Time)
	raise(&s.TreeRSS, smp.TreeRSS, smp.Time)
	raise(&s.GPU, smp.GPUBytes, smp.Time)
	if len(smp.Checks) > 0 {
		s.Limits = smp.Checks[:min(len(smp.Checks), maxLimits)]
	}
}

func raise(p *Peak, v uint64, at time.Time) {
	if v > p.Bytes {
		*p = Peak{v, at}
	}
}

// Text is the summary as `spkit report` prints it.
func (s *Summary) Text() string {
	var b strings.Builder
	end := s.End.Format(time.TimeOnly)
	if y, m, d := s.End.Date(); y != s.Start.Year() || m != s.Start.Month() || d != s.Start.Day() {
		end = s.End.Format(time.DateTime) // a run past midnight
	}
	fmt.Fprintf(&b, "run: %s to %s (%s), %s\n", s.Start.Format(time.DateTime), end,
		s.End.Sub(s.Start).Round(time.Second), plural(s.Samples, "sample"))
	at := func(p Peak) string {
		d := p.At.Sub(s.Start).Round(time.Second)
		if d < 0 { // a log whose lines are out of order: no run writes that
			return d.String()
		}
		return "+" + d.String()
	}
	if s.Total == 0 {
		// Only samples without meminfo's figures: a log cut short at the start.
		b.WriteString("used memory: no reading in the log\n")
	} else {
		fmt.Fprintf(&b, "peak used memory: %s of %s at %s (trainer RSS %s, GPU %s, OS and page cache %s)\n",
			size(s.Used.Bytes), size(s.Total), at(s.Used), size(s.UsedTree), size(s.UsedGPU), size(rest(s.Used.Bytes, s.UsedTree+s.UsedGPU)))
		fmt.Fprintf(&b, "least available: %s at %s\n", size(s.LeastAvailable.Bytes), at(s.LeastAvailable))
	}
	for _, p := range []struct {
		name string
		p    Peak
	}{{"trainer tree RSS", s.TreeRSS}, {"GPU memory", s.GPU}, {"cgroup working set", s.CgroupWS}} {
		if p.p.Bytes > 0 {
			fmt.Fprintf(&b, "peak %s: %s at %s\n", p.name, size(p.p.Bytes), at(p.p))
		}
	}
	for _, c := range s.Limits {
		fmt.Fprintf(&b, "guard limit: %s %s at %s (peak use %s of it)\n", c.Source, c.Kind, size(c.Limit), pct(s.peakOf(string(c.Source)), c.Limit))
	}
	if len(s.Limits) == 0 {
		b.WriteString("guard: no limit (watched only)\n")
	}
	s.writeEvents(&b, at)
	return b.String()
}

func (s *Summary) writeEvents(b *strings.Builder, at func(Peak) string) {
	for _, st := range s.Stops {
		fmt.Fprintf(b, "stop requested at %s: %s\n", at(Peak{At: st.Time}), orDefault(st.Signal, "cancelled"))
	}
	if s.MoreStops > 0 {
		fmt.Fprintf(b, "and %d more stop requests\n", s.MoreStops)
	}
	for _, src := range s.Sources {
		if src.SourceError != "" {
			fmt.Fprintf(b, "guard source %s failed at %s: %s\n", src.Source, at(Peak{At: src.Time}), src.SourceError)
		} else {
			fmt.Fprintf(b, "guard source %s answered again at %s\n", src.Source, at(Peak{At: src.Time}))
		}
	}
	if s.MoreSources > 0 {
		fmt.Fprintf(b, "and %d more source failures and recoveries\n", s.MoreSources)
	}
	if s.Backwards > 0 {
		fmt.Fprintf(b, "warning: %s dated before the line above (the clock stepped back; times and durations are as written)\n", plural(s.Backwards, "line"))
	}
	if t := s.Trip; t != nil && t.Trip != nil {
		how := "the trainer exited within the grace"
		if t.Trip.Killed || (s.Exit != nil && s.Exit.Trip != nil && s.Exit.Trip.Killed) {
			how = "SIGKILL was needed after the grace"
		}
		if t.Trip.Limit == string(supervisor.LimitBlind) {
			fmt.Fprintf(b, "guard stopped the trainer at %s: none of its sources could be read (%s first); SIGTERM, %s\n",
				at(Peak{At: t.Time}), t.Trip.Source, how)
		} else {
			fmt.Fprintf(b, "guard tripped at %s: %s %s reached %s past %s; SIGTERM, %s\n",
				at(Peak{At: t.Time}), t.Trip.Source, t.Trip.Limit, size(t.Trip.Used), size(t.Trip.Bytes), how)
		}
	}
	switch e := s.Exit; {
	case e == nil:
		b.WriteString("exit: none logged (still running, or spkit was killed)\n")
	case e.Signal != "":
		fmt.Fprintf(b, "exit: code %d (trainer killed by %s)\n", deref(e.ExitCode), e.Signal)
	default:
		fmt.Fprintf(b, "exit: code %d (trainer's %d)\n", deref(e.ExitCode), deref(e.TrainerExitCode))
	}
}

// peakOf is a source's peak in its used terms.
func (s *Summary) peakOf(source string) uint64 {
	switch source {
	case "cgroup":
		return s.CgroupWS.Bytes
	case "tree":
		return s.TreeRSS.Bytes
	case "gpu":
		return s.GPU.Bytes
	}
	return s.Used.Bytes
}

func size(n uint64) string { return memsize.Size(n).String() }

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func pct(used, limit uint64) string {
	if limit == 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(used)/float64(limit))
}

func rest(total, part uint64) uint64 {
	if part >= total {
		return 0
	}
	return total - part
}

func deref(p *int) int {
	if p == nil {
		return -1
	}
	return *p
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}
