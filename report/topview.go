package report

import (
	"fmt"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/supervisor"
)

// ANSI colours of the bar's parts.
const (
	ansiReset  = "\x1b[0m"
	ansiTree   = "\x1b[32m" // green: the trainer's host memory
	ansiGPU    = "\x1b[35m" // magenta: its GPU memory
	ansiOther  = "\x1b[34m" // blue: the OS, other processes, page cache kept
	ansiLimit  = "\x1b[31m" // red: the guard's limit
	ansiBold   = "\x1b[1m"
	sparkRunes = "▁▂▃▄▅▆▇█"
)

// View is the full-screen view of a frame, width columns wide (ANSI
// colours when color is set). It is a pure function of the frame.
func View(f Frame, width int, color bool) string {
	width = max(width, 40)
	var b strings.Builder
	c := func(code string) string {
		if color {
			return code
		}
		return ""
	}
	fmt.Fprintf(&b, "%sspkit top%s  %s  %s  up %s\n", c(ansiBold), c(ansiReset), f.Source, f.State,
		f.Now.Sub(f.Started).Round(time.Second))
	if len(f.Samples) == 0 {
		b.WriteString("waiting for the first sample...\n")
		return b.String()
	}
	g := gaugeOf(&f.Samples[len(f.Samples)-1])
	b.WriteString(bar(g, width-2, c) + "\n")
	fmt.Fprintf(&b, "%s█%s trainer %s  %s█%s GPU %s  %s█%s OS & others %s  ░ available %s  of %s\n",
		c(ansiTree), c(ansiReset), size(g.tree), c(ansiGPU), c(ansiReset), size(g.gpu),
		c(ansiOther), c(ansiReset), size(g.other), size(g.avail), size(g.total))
	b.WriteString(headroom(g, c) + "\n")
	n := min(len(f.Samples), width-12)
	for _, s := range []struct {
		name string
		v    func(*supervisor.Sample) uint64
	}{
		{"used", func(s *supervisor.Sample) uint64 { return s.MemUsed }},
		{"trainer", func(s *supervisor.Sample) uint64 { return s.TreeRSS }},
		{"GPU", func(s *supervisor.Sample) uint64 { return s.GPUBytes }},
	} {
		fmt.Fprintf(&b, "%-8s %s %s\n", s.name, Sparkline(f.Samples[len(f.Samples)-n:], g.total, s.v), size(s.v(&f.Samples[len(f.Samples)-1])))
	}
	fmt.Fprintf(&b, "last %s", f.Samples[len(f.Samples)-1].Time.Sub(f.Samples[len(f.Samples)-n].Time).Round(time.Second))
	if f.StepRate > 0 {
		fmt.Fprintf(&b, "  trainer %.2f steps/s", f.StepRate)
	}
	b.WriteString(stateSuffix(f) + "\n")
	return b.String()
}

// bar draws used memory split by part, with the guard's limit as a red |.
func bar(g gauge, width int, c func(string) string) string {
	if g.total == 0 {
		return "[" + strings.Repeat(" ", width) + "]"
	}
	cells := func(n uint64) int { return int(float64(n) / float64(g.total) * float64(width)) }
	parts := []struct {
		n    int
		code string
		r    string
	}{{cells(g.tree), ansiTree, "█"}, {cells(g.gpu), ansiGPU, "█"}, {cells(g.other), ansiOther, "█"}}
	limitAt := -1
	if g.limit > 0 {
		limitAt = min(cells(g.limit), width-1)
	}
	var b strings.Builder
	b.WriteString("[")
	pos := 0
	for _, p := range parts {
		for i := 0; i < p.n && pos < width; i++ {
			b.WriteString(cell(pos, limitAt, c(p.code)+p.r+c(ansiReset), c))
			pos++
		}
	}
	for ; pos < width; pos++ {
		b.WriteString(cell(pos, limitAt, "░", c))
	}
	b.WriteString("]")
	return b.String()
}

func cell(pos, limitAt int, s string, c func(string) string) string {
	if pos == limitAt {
		return c(ansiLimit) + "|" + c(ansiReset)
	}
	return s
}

func headroom(g gauge, c func(string) string) string {
	s := fmt.Sprintf("headroom: %s to the machine's end", size(g.avail))
	if g.hasLimit {
		s = fmt.Sprintf("headroom: %s%s%s to the guard's limit, %s to the machine's end", c(ansiLimit), size(g.toLimit), c(ansiReset), size(g.avail))
	}
	return s
}

// Sparkline draws v over the samples, scaled to top (the machine's total).
func Sparkline(samples []supervisor.Sample, top uint64, v func(*supervisor.Sample) uint64) string {
	runes := []rune(sparkRunes)
	var b strings.Builder
	for i := range samples {
		x := v(&samples[i])
		if top == 0 {
			b.WriteRune(runes[0])
			continue
		}
		k := int(float64(x) / float64(top) * float64(len(runes)-1))
		b.WriteRune(runes[min(max(k, 0), len(runes)-1)])
	}
	return b.String()
}
