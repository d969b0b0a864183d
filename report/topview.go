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
	if f.Invalid > 0 {
		fmt.Fprintf(&b, "%d lines of the log are not memory log lines (or cannot be true): skipped\n", f.Invalid)
	}
	if len(f.Samples) == 0 {
		b.WriteString("waiting for the first sample...\n")
		return b.String()
	}
	g := gaugeOf(&f.Samples[len(f.Samples)-1])
	b.WriteString(bar(g, width-2, c) + "\n")
	key := []struct{ code, text string }{
		{ansiTree, "█ trainer " + size(g.tree)}, {ansiGPU, "█ GPU " + size(g.gpu)},
		{ansiOther, "█ OS & others " + size(g.other)}, {"", "░ available " + size(g.avail) + " of " + size(g.total)},
	}
	// The key of the bar's parts, wrapped to the screen's width.
	col := 0
	for _, k := range key {
		n := len([]rune(k.text))
		switch {
		case col == 0:
		case col+2+n > width:
			b.WriteString("\n")
			col = 0
		default:
			b.WriteString("  ")
			col += 2
		}
		if k.code != "" {
			// Only the swatch is coloured.
			b.WriteString(c(k.code) + "█" + c(ansiReset) + strings.TrimPrefix(k.text, "█"))
		} else {
			b.WriteString(k.text)
		}
		col += n
	}
	b.WriteString("\n")
	b.WriteString(headroom(g, c) + "\n")
	// A sparkline's row: the 8-column name and a space, the line, then
	// up to 29 columns of " 1023.9 MiB (peak 1023.9 MiB)".
	n := max(1, min(len(f.Samples), width-9-29))
	for _, s := range []struct {
		name string
		v    func(*supervisor.Sample) uint64
	}{
		{"used", func(s *supervisor.Sample) uint64 { return s.MemUsed }},
		{"trainer", func(s *supervisor.Sample) uint64 { return s.TreeRSS }},
		{"GPU", func(s *supervisor.Sample) uint64 { return s.GPUBytes }},
	} {
		window := f.Samples[len(f.Samples)-n:]
		line, peak := Sparkline(window, s.v)
		fmt.Fprintf(&b, "%-8s %s %s (peak %s)\n", s.name, line, size(s.v(&f.Samples[len(f.Samples)-1])), size(peak))
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

// Sparkline draws v over the samples from zero to its peak in them, which
// it returns: a trainer of a few GiB on a 128 GiB machine still shows its
// climb, and the peak printed beside it gives the scale.
func Sparkline(samples []supervisor.Sample, v func(*supervisor.Sample) uint64) (string, uint64) {
	runes := []rune(sparkRunes)
	var peak uint64
	for i := range samples {
		peak = max(peak, v(&samples[i]))
	}
	var b strings.Builder
	for i := range samples {
		k := 0
		if peak > 0 {
			k = int(float64(v(&samples[i])) / float64(peak) * float64(len(runes)-1))
		}
		b.WriteRune(runes[min(max(k, 0), len(runes)-1)])
	}
	return b.String(), peak
}
