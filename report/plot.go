package report

import (
	"fmt"
	"image/color"
	"io"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/spkit-dev/spkit/internal/plotstyle"
	"github.com/spkit-dev/spkit/supervisor"
)

// The palette is plotstyle's, shared with probe's plot.
var (
	blue, green, purple = plotstyle.Blue, plotstyle.Green, plotstyle.Purple
	orange, red, grey   = plotstyle.Orange, plotstyle.Red, plotstyle.Grey
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
	name string
	c    color.Color
	fig  int
}

// Plot draws memory against time since the start: used memory, the
// trainer's RSS, its GPU memory and the cgroup's working set; the machine's
// total and each guard limit as lines; stops, the trip and the exit as
// labelled vertical marks. The legend sits right of the plot, never over
// a line. format is "png" or "svg".
func Plot(w io.Writer, l *Log, format string) error {
	sum := l.Summary()
	p := plot.New()
	p.Title.Text = "spkit run: memory over time"
	ax := axisFor(sum.End.Sub(sum.Start))
	p.X.Label.Text = ax.name + " since start"
	p.Y.Label.Text = "GiB"
	p.Y.Min = 0
	if err := addSeries(p, l, sum, ax); err != nil {
		return err
	}
	end := ax.at(sum, sum.End)
	addHLine(p, "machine total", float64(sum.Total)/gib, end, grey)
	for _, c := range sum.Limits {
		l := addHLine(p, fmt.Sprintf("guard limit (%s %s)", c.Source, c.Kind), float64(c.Limit)/gib, end, red)
		if l != nil {
			l.Dashes, l.Width = nil, vg.Points(2)
		}
	}
	top := float64(max(sum.Total, sum.Used.Bytes)) / gib
	if err := addEvents(p, sum, ax, top); err != nil {
		return err
	}
	p.X.Tick.Marker, p.Y.Tick.Marker = plainTicks{}, plainTicks{}
	c, err := draw.NewFormattedCanvas(10*vg.Inch, 4.5*vg.Inch, format)
	if err != nil {
		return err
	}
	drawBesideLegend(p, draw.New(c))
	_, err = c.WriteTo(w)
	return err
}

// maxEventLabels bounds the labelled marks: each label takes a row of its
// own under the plot's top, so marks close in time stay readable.
const maxEventLabels = 8

// addEvents marks stops, the trip and the exit with vertical lines, each
// labelled (its signal, what tripped, the exit code) right-aligned to its
// line, one row per label, in a band the y axis gains above top so that no
// label covers a line.
func addEvents(p *plot.Plot, sum *Summary, ax timeAxis, top float64) error {
	events := append([]supervisor.LogLine(nil), sum.Stops...)
	if sum.Trip != nil && sum.Trip.Event == "trip" {
		events = append(events, *sum.Trip)
	}
	if sum.Exit != nil {
		events = append(events, *sum.Exit)
	}
	// In the log's order: a stop may follow the trip.
	sort.SliceStable(events, func(i, j int) bool { return events[i].Time.Before(events[j].Time) })
	if len(events) == 0 {
		return nil
	}
	rows := min(len(events), maxEventLabels)
	// A row is ~12 pt of a plot area ~270 pt high.
	p.Y.Max = top / (1 - 0.05*float64(rows))
	seen := map[string]bool{}
	for row, ln := range events {
		x := ax.at(sum, ln.Time)
		addVLine(p, ln.Event, x, top, !seen[ln.Event])
		seen[ln.Event] = true
		if row >= rows {
			continue
		}
		labels, err := plotter.NewLabels(plotter.XYLabels{XYs: plotter.XYs{{X: x, Y: p.Y.Max}}, Labels: []string{eventLabel(ln)}})
		if err != nil {
			return err
		}
		st := &labels.TextStyle[0]
		// Left of the mark: a mark at the run's end would put its label
		// past the axis.
		st.XAlign, st.YAlign = draw.XRight, draw.YTop
		labels.Offset = vg.Point{X: -vg.Points(2), Y: -vg.Points(1) - vg.Length(row)*(st.Font.Size+vg.Points(2))}
		p.Add(labels)
	}
	return nil
}

// plainTicks are the default ticks labelled without trailing zeros
// ("25", not "25.00").
type plainTicks struct{}

func (plainTicks) Ticks(min, max float64) []plot.Tick {
	ticks := plot.DefaultTicks{}.Ticks(min, max)
	for i := range ticks {
		// Trimmed from the default's label, not printed from the value:
		// a step of 0.1 makes values like 0.30000000000000004.
		if l := ticks[i].Label; strings.Contains(l, ".") {
			ticks[i].Label = strings.TrimSuffix(strings.TrimRight(l, "0"), ".")
		}
	}
	return ticks
}

// drawBesideLegend draws the plot on the left of dc and its legend in a
// column on the right, level with the plot's top.
func drawBesideLegend(p *plot.Plot, dc draw.Canvas) {
	legend := p.Legend
	p.Legend = plot.NewLegend() // empty: Plot.Draw draws no legend
	gap := vg.Points(8)
	width := legend.Rectangle(dc).Size().X + gap
	p.Draw(draw.Crop(dc, 0, -width, 0, 0))
	legend.Top, legend.Left = true, true
	title := p.Title.TextStyle.Rectangle(p.Title.Text).Size().Y + p.Title.Padding
	legend.Draw(draw.Crop(dc, dc.Size().X-width+gap, 0, 0, -title))
	p.Legend = legend
}

// timeAxis is the time unit the plot counts in: seconds for a short run,
// minutes, then hours, so the ticks read as whole numbers.
type timeAxis struct {
	name string
	unit time.Duration
}

func axisFor(d time.Duration) timeAxis {
	switch {
	case d < 3*time.Minute:
		return timeAxis{"seconds", time.Second}
	case d < 3*time.Hour:
		return timeAxis{"minutes", time.Minute}
	default:
		return timeAxis{"hours", time.Hour}
	}
}

// at is t's place on the axis: time since the start, in the axis's unit.
func (a timeAxis) at(sum *Summary, t time.Time) float64 {
	return float64(t.Sub(sum.Start)) / float64(a.unit)
}

// eventLabel names an event mark: the signal of a stop, what tripped, the
// exit code.
func eventLabel(ln supervisor.LogLine) string {
	switch ln.Event {
	case "stop":
		if ln.Signal != "" {
			return "stop: " + ln.Signal
		}
		return "stop"
	case "trip":
		if ln.Trip != nil {
			return fmt.Sprintf("guard trip: %s %s", ln.Trip.Source, ln.Trip.Limit)
		}
		return "guard trip"
	default:
		if ln.ExitCode != nil {
			return fmt.Sprintf("exit %d", *ln.ExitCode)
		}
		return "exit"
	}
}

func addSeries(p *plot.Plot, l *Log, sum *Summary, ax timeAxis) error {
	for _, s := range []series{
		{"used (MemTotal - MemAvailable)", blue, figUsed},
		{"trainer RSS", green, figTree},
		{"trainer GPU memory", purple, figGPU},
		{"cgroup working set", orange, figCgroup},
	} {
		var xys plotter.XYs
		nonzero := false
		for _, r := range l.timeline.points(s.fig) {
			y := float64(r.v) / gib
			nonzero = nonzero || y > 0
			xys = append(xys, plotter.XY{X: ax.at(sum, r.at), Y: y})
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

// addHLine draws a horizontal line at y GiB from the start to end.
func addHLine(p *plot.Plot, name string, y, end float64, c color.Color) *plotter.Line {
	if y <= 0 {
		return nil
	}
	line, err := plotter.NewLine(plotter.XYs{{X: 0, Y: y}, {X: max(end, 1e-9), Y: y}})
	if err != nil {
		return nil
	}
	line.Color, line.Dashes = c, []vg.Length{vg.Points(5), vg.Points(3)}
	p.Add(line)
	p.Legend.Add(name, line)
	return line
}

// addVLine marks an event at x; legend adds it to the legend (once per
// event name).
func addVLine(p *plot.Plot, name string, x, top float64, legend bool) {
	line, err := plotter.NewLine(plotter.XYs{{X: x, Y: 0}, {X: x, Y: top}})
	if err != nil {
		return
	}
	line.Color, line.Dashes = eventStyle(name)
	p.Add(line)
	if legend {
		p.Legend.Add(name, line)
	}
}

// eventStyle tells the marks apart: the trip red, a stop grey, the exit
// black with longer dashes.
func eventStyle(event string) (color.Color, []vg.Length) {
	switch event {
	case "trip":
		return red, []vg.Length{vg.Points(2), vg.Points(2)}
	case "exit":
		return color.Black, []vg.Length{vg.Points(6), vg.Points(3)}
	default:
		return grey, []vg.Length{vg.Points(2), vg.Points(2)}
	}
}
