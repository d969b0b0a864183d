package probe

import (
	"fmt"
	"image/color"
	"io"
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/spkit-dev/spkit/internal/plotstyle"
)

// Plot draws one parameter's trials: peak memory (GiB) against the value,
// the fit, the ceiling and the target, each trial marked by its status;
// beside the judged peaks, the host peaks (and, on unified memory, where
// the judged peak is their sum, the GPU peaks). format is "svg" or "png".
func (r *Results) Plot(w io.Writer, param, format string) error {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("spkit probe %s: peak memory against %s", r.Profile, param)
	p.X.Label.Text = param
	p.Y.Label.Text = "peak memory (GiB)"
	if r.Memory == Discrete {
		p.Y.Label.Text = "peak memory (GiB; judged: the fullest GPU's)"
	}
	p.Legend.Top, p.Legend.Left = true, true
	maxX := 1.0
	for _, t := range r.Trials {
		maxX = math.Max(maxX, float64(t.Values[param]))
	}
	if err := r.addTrials(p, param); err != nil {
		return err
	}
	r.addLine(p, "ceiling (guard stops)", float64(r.Ceiling), maxX, plotstyle.Red)
	r.addLine(p, "target (ceiling less margin)", float64(r.Target), maxX, plotstyle.Orange)
	if f, ok := r.Fits[param]; ok {
		fn := plotter.NewFunction(func(x float64) float64 { return float64(f.Predict(int(math.Round(x)))) / gib })
		fn.XMin, fn.XMax, fn.Samples = 1, maxX, 200
		fn.Color, fn.Dashes = plotstyle.Grey, []vg.Length{vg.Points(4), vg.Points(3)}
		p.Add(fn)
		p.Legend.Add("fit", fn)
	}
	wt, err := p.WriterTo(7*vg.Inch, 4.5*vg.Inch, format)
	if err != nil {
		return err
	}
	_, err = wt.WriteTo(w)
	return err
}

const gib = 1 << 30

// addTrials adds one scatter per status.
func (r *Results) addTrials(p *plot.Plot, param string) error {
	groups := []struct {
		name  string
		match func(Trial) bool
		y     func(Trial) uint64
		shape draw.GlyphDrawer
		color color.Color
	}{
		{"fits", func(t Trial) bool { return t.Status == OK && t.Fits }, peakOf, draw.CircleGlyph{}, plotstyle.Green},
		{"does not fit", func(t Trial) bool { return t.Status == OK && !t.Fits }, peakOf, draw.CircleGlyph{}, plotstyle.Orange},
		{"stopped by the guard", func(t Trial) bool { return t.Status == Stopped }, peakOf, draw.CrossGlyph{}, plotstyle.Red},
		{"CUDA OOM (its last sample)", func(t Trial) bool { return t.Status == OOM && r.lastSample(t) > 0 }, r.lastSample, draw.PyramidGlyph{}, plotstyle.Red},
		{"skipped (predicted)", func(t Trial) bool { return t.Status == Skipped }, func(t Trial) uint64 { return t.Predicted }, draw.RingGlyph{}, plotstyle.Grey},
		{"host peak", func(t Trial) bool { return t.HostPeak > 0 && r.Memory != "" && r.Memory != Host }, hostOf, draw.BoxGlyph{}, plotstyle.Blue},
		{"GPU peak", func(t Trial) bool { return t.GPUPeak > 0 && r.Memory == Unified }, gpuOf, draw.SquareGlyph{}, plotstyle.Purple},
	}
	for _, g := range groups {
		var xys plotter.XYs
		for _, t := range r.Trials {
			if v, ok := t.Values[param]; ok && g.match(t) {
				xys = append(xys, plotter.XY{X: float64(v), Y: float64(g.y(t)) / gib})
			}
		}
		if len(xys) == 0 {
			continue
		}
		s, err := plotter.NewScatter(xys)
		if err != nil {
			return err
		}
		s.GlyphStyle.Shape, s.GlyphStyle.Color, s.GlyphStyle.Radius = g.shape, g.color, vg.Points(4)
		p.Add(s)
		p.Legend.Add(g.name, s)
	}
	return nil
}

func peakOf(t Trial) uint64 { return t.Peak }

// lastSample is what the guard last saw of a trial the GPU refused (a
// CUDA OOM has no judged peak).
func (r *Results) lastSample(t Trial) uint64 {
	if r.Memory == Discrete {
		return t.GPUPeak
	}
	return t.HostPeak + t.GPUPeak
}
func hostOf(t Trial) uint64 { return t.HostPeak }
func gpuOf(t Trial) uint64  { return t.GPUPeak }

func (r *Results) addLine(p *plot.Plot, name string, y, maxX float64, c color.Color) {
	l, err := plotter.NewLine(plotter.XYs{{X: 1, Y: y / gib}, {X: maxX, Y: y / gib}})
	if err != nil {
		return
	}
	l.Color = c
	p.Add(l)
	p.Legend.Add(name, l)
}
