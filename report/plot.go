package report

import (
	"fmt"
	"image/color"
	"io"
	"path/filepath"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
)

var (
	blue   = color.RGBA{R: 0x15, G: 0x65, B: 0xc0, A: 0xff}
	green  = color.RGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}
	purple = color.RGBA{R: 0x6a, G: 0x1b, B: 0x9a, A: 0xff}
	orange = color.RGBA{R: 0xef, G: 0x6c, B: 0x00, A: 0xff}
	red    = color.RGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}
	grey   = color.RGBA{R: 0x75, G: 0x75, B: 0x75, A: 0xff}
)

const gib = 1 << 30

// FormatOf picks the plot's format from a file name: "png" or "svg".
func FormatOf(path string) (string, error) {
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".png", ".svg":
		return ext[1:], nil
	default:
		return "", fmt.Errorf("%s: the plot is written as .png or .svg, not %q", path, ext)
	}
}

// series is one figure of the samples over time.
type series struct {
	name  string
	c     color.Color
	value func(s *sampleView) float64
}

type sampleView struct{ used, tree, gpu, cgroup float64 }

// Plot draws memory against time (minutes since the start): used memory,
// the trainer's RSS, its GPU memory and the cgroup's working set; the
// machine's total and each guard limit as lines; stops, the trip and the
// exit as vertical marks. format is "png" or "svg".
func Plot(w io.Writer, l *Log, format string) error {
	sum := Summarize(l)
	p := plot.New()
	p.Title.Text = "spkit run: memory over time"
	p.X.Label.Text = "minutes since start"
	p.Y.Label.Text = "GiB"
	p.Legend.Top, p.Legend.Left = true, true
	p.Y.Min = 0
	if err := addSeries(p, l, sum); err != nil {
		return err
	}
	end := minutes(sum, sum.End)
	addHLine(p, "machine total", float64(sum.Total)/gib, end, grey)
	for _, c := range sum.Limits {
		l := addHLine(p, fmt.Sprintf("guard limit (%s %s)", c.Source, c.Kind), float64(c.Limit)/gib, end, red)
		if l != nil {
			l.Dashes, l.Width = nil, vg.Points(2)
		}
	}
	top := float64(max(sum.Total, sum.Used.Bytes)) / gib
	for _, ln := range l.Lines {
		switch ln.Event {
		case "stop", "trip", "exit":
			addVLine(p, ln.Event, minutes(sum, ln.Time), top, eventColor(ln.Event))
		}
	}
	wt, err := p.WriterTo(8*vg.Inch, 4.5*vg.Inch, format)
	if err != nil {
		return err
	}
	_, err = wt.WriteTo(w)
	return err
}

func addSeries(p *plot.Plot, l *Log, sum *Summary) error {
	for _, s := range []series{
		{"used (MemTotal - MemAvailable)", blue, func(v *sampleView) float64 { return v.used }},
		{"trainer RSS", green, func(v *sampleView) float64 { return v.tree }},
		{"trainer GPU memory", purple, func(v *sampleView) float64 { return v.gpu }},
		{"cgroup working set", orange, func(v *sampleView) float64 { return v.cgroup }},
	} {
		var xys plotter.XYs
		nonzero := false
		for _, smp := range l.Samples() {
			v := sampleView{float64(smp.MemUsed) / gib, float64(smp.TreeRSS) / gib, float64(smp.GPUBytes) / gib, float64(smp.CgroupWS) / gib}
			y := s.value(&v)
			nonzero = nonzero || y > 0
			xys = append(xys, plotter.XY{X: minutes(sum, smp.Time), Y: y})
		}
		if !nonzero {
			continue
		}
		line, err := plotter.NewLine(xys)
		if err != nil {
			return err
		}
		line.Color, line.Width = s.c, vg.Points(1.5)
		p.Add(line)
		p.Legend.Add(s.name, line)
	}
	return nil
}

func minutes(sum *Summary, t time.Time) float64 { return t.Sub(sum.Start).Minutes() }

// addHLine draws a horizontal line at y GiB from 0 to end minutes.
func addHLine(p *plot.Plot, name string, y, end float64, c color.Color) *plotter.Line {
	if y <= 0 {
		return nil
	}
	line, err := plotter.NewLine(plotter.XYs{{X: 0, Y: y}, {X: max(end, 1.0/60), Y: y}})
	if err != nil {
		return nil
	}
	line.Color, line.Dashes = c, []vg.Length{vg.Points(5), vg.Points(3)}
	p.Add(line)
	p.Legend.Add(name, line)
	return line
}

// addVLine marks an event at x minutes, once per name in the legend.
func addVLine(p *plot.Plot, name string, x, top float64, c color.Color) {
	line, err := plotter.NewLine(plotter.XYs{{X: x, Y: 0}, {X: x, Y: top}})
	if err != nil {
		return
	}
	line.Color, line.Dashes = c, []vg.Length{vg.Points(2), vg.Points(2)}
	p.Add(line)
	p.Legend.Add(name, line)
}

func eventColor(event string) color.Color {
	if event == "trip" {
		return red
	}
	return grey
}
