package report

import "gonum.org/v1/plot"

// PlainTicksFor exposes the plot's tick labels to the tests.
func PlainTicksFor(min, max float64) []plot.Tick { return plainTicks{}.Ticks(min, max) }

// MaxBuckets is the timeline's bound, for the tests.
const MaxBuckets = maxBuckets

// Reading is a plotted point, for the tests.
type Reading struct {
	Seq   int
	Bytes uint64
}

// UsedPoints are the points the plot draws of used memory.
func UsedPoints(l *Log) []Reading {
	var out []Reading
	for _, r := range l.timeline.points(figUsed) {
		out = append(out, Reading{r.seq, r.v})
	}
	return out
}

// LinesParsed is how many lines the follower has parsed.
func (f *Follower) LinesParsed() int { return f.lines }
