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
)

var (
	green  = color.RGBA{R: 0x2e, G: 0x7d, B: 0x32, A: 0xff}
	orange = color.RGBA{R: 0xef, G: 0x6c, B: 0x00, A: 0xff}
	red    = color.RGBA{R: 0xc6, G: 0x28, B: 0x28, A: 0xff}
	grey   = color.RGBA{R: 0x75, G: 0x75, B: 0x75, A: 0xff}
)

// Plot draws one parameter's trials: peak memory (GiB) against the value,
// the fit, the ceiling and the target, each trial marked by its status.
// format is "svg" or "png".
func (r *Results) Plot(w io.Writer, param, format string) error {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("spkit probe %s: peak memory against %s", r.Profile, param)
	p.X.Label.Text = param
	p.Y.Label.Text = "peak memory (GiB)"
	p.Legend.Top, p.Legend.Left = true, true
	maxX := 1.0
	for _, t := range r.Trials {
		maxX = math.Max(maxX, float64(t.Values[param]))
	}
	if err := r.addTrials(p, param); err != nil {
		return err
	}
	r.addLine(p, "ceiling (guard stops)", float64(r.Ceiling), maxX, red)
	r.addLine(p, "target (ceiling less margin)", float64(r.Target), maxX, orange)
	if f, ok := r.Fits[param]; ok {
		fn := plotter.NewFunction(func(x float64) float64 { return float64(f.Predict(int(math.Round(x)))) / gib })
		fn.XMin, fn.XMax, fn.Samples = 1, maxX, 200
		fn.Color, fn.Dashes = grey, []vg.Length{vg.Points(4), vg.Points(3)}
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
		{"fits", func(t Trial) bool { return t.Status == OK && t.Fits }, peakOf, draw.CircleGlyph{}, green},
		{"over the target", func(t Trial) bool { return t.Status == OK && !t.Fits }, peakOf, draw.CircleGlyph{}, orange},
		{"stopped by the guard", func(t Trial) bool { return t.Status == Stopped }, peakOf, draw.CrossGlyph{}, red},
		{"skipped (predicted)", func(t Trial) bool { return t.Status == Skipped }, func(t Trial) uint64 { return t.Predicted }, draw.RingGlyph{}, grey},
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

func (r *Results) addLine(p *plot.Plot, name string, y, maxX float64, c color.Color) {
	l, err := plotter.NewLine(plotter.XYs{{X: 1, Y: y / gib}, {X: maxX, Y: y / gib}})
	if err != nil {
		return
	}
	l.Color = c
	p.Add(l)
	p.Legend.Add(name, l)
}
