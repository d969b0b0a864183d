package report_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/cmd/cli"
	"github.com/spkit-dev/spkit/report"
)

// The test binary plays spkit (the real CLI) and the trainer, a process
// that grows 4 MiB every 50 ms, in child processes.
func TestMain(m *testing.M) {
	switch os.Getenv("SPKIT_REPORT_TEST_ROLE") {
	case "spkit":
		os.Args = append([]string{"spkit"}, os.Args[1:]...)
		os.Exit(cli.Main())
	case "hog":
		var held [][]byte
		for i := 0; i < 200; i++ {
			b := make([]byte, 4<<20)
			for j := 0; j < len(b); j += 4096 {
				b[j] = 1
			}
			held = append(held, b)
			time.Sleep(50 * time.Millisecond)
		}
		runtime.KeepAlive(held)
		os.Exit(0)
	}
	// The fixtures' logs run into 2027: far in the future is later still.
	report.Now = func() time.Time { return time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC) }
	os.Exit(m.Run())
}

// realLog runs `spkit run` with a 256 MiB limit on the trainer's tree
// over a growing trainer, so the guard trips, and returns its memory log.
func realLog(t *testing.T) string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "mem.jsonl")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, "run", "--sources", "tree", "--max-memory", "256MB", "--grace", "5s",
		"--memory-log", log, "--", "env", "SPKIT_REPORT_TEST_ROLE=hog", self)
	cmd.Env = append(os.Environ(), "SPKIT_REPORT_TEST_ROLE=spkit", "SPKIT_STATE_DIR="+dir)
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 7 {
		t.Fatalf("spkit run: %v (want exit code 7)\n%s", err, out)
	}
	return log
}

func TestReportAndPlotOfARealRun(t *testing.T) {
	path := realLog(t)
	l, err := report.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sum := l.Summary()
	text := sum.Text()
	t.Log("\n" + text)
	for _, want := range []string{"peak used memory:", "peak trainer tree RSS:", "guard limit: tree max-used at 256.0 MiB",
		"guard tripped at +", "tree max-used reached", "exit: code 7"} {
		if !strings.Contains(text, want) {
			t.Errorf("the summary lacks %q", want)
		}
	}
	if sum.TreeRSS.Bytes < 200<<20 || sum.Trip == nil || sum.Exit == nil {
		t.Errorf("summary: tree peak %d, trip %v, exit %v", sum.TreeRSS.Bytes, sum.Trip, sum.Exit)
	}
	var svg bytes.Buffer
	if err := report.Plot(&svg, l, "svg"); err != nil {
		t.Fatal(err)
	}
	// The run lasts seconds, so the axis counts seconds; the marks carry
	// what tripped and the exit code.
	for _, want := range []string{"<svg", "guard limit (tree max-used)", "guard trip: tree max-used", "exit 7", "seconds since start"} {
		if !strings.Contains(svg.String(), want) {
			t.Errorf("the SVG lacks %q", want)
		}
	}
	img := plotPNG(t, l)
	// The limit line and the trip mark are the only red things drawn.
	red, b := 0, img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if isRed(img, x, y) {
				red++
			}
		}
	}
	t.Logf("red pixels: %d", red)
	if red < 300 {
		t.Errorf("the PNG has %d red pixels: no limit line", red)
	}
	assertLimitLineUnbroken(t, img)
}

// plotPNG draws l as a PNG and decodes it.
func plotPNG(t *testing.T, l *report.Log) image.Image {
	t.Helper()
	var buf bytes.Buffer
	if err := report.Plot(&buf, l, "png"); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatalf("the PNG does not decode: %v", err)
	}
	return img
}

// assertLimitLineUnbroken finds the limit line (the row with the most red
// pixels) and checks it runs over half the image's width with no gap:
// nothing drawn over it, the legend included.
func assertLimitLineUnbroken(t *testing.T, img image.Image) {
	t.Helper()
	b := img.Bounds()
	bestRow, bestCount := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		n := 0
		for x := b.Min.X; x < b.Max.X; x++ {
			if isRed(img, x, y) {
				n++
			}
		}
		if n > bestCount {
			bestRow, bestCount = y, n
		}
	}
	first, last, gap, widest := -1, -1, 0, 0
	for x := b.Min.X; x < b.Max.X; x++ {
		if !isRed(img, x, bestRow) {
			gap++
			continue
		}
		if first < 0 {
			first = x
		} else {
			widest = max(widest, gap)
		}
		last, gap = x, 0
	}
	if last-first < b.Dx()/2 || widest > 1 {
		t.Errorf("the limit line (row %d) runs from x=%d to %d of %d with a gap of %d pixels: something covers it", bestRow, first, last, b.Dx(), widest)
	}
}

func isRed(img image.Image, x, y int) bool {
	c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
	return c.R > 0xb0 && c.G < 0x50 && c.B < 0x50
}

// A headroom limit sits near the machine's total, at the plot's top, where
// a legend drawn inside the plot would cover it; a stop and the exit come
// 10 ms apart at the end, and their labels must not share a row.
func TestPlotKeepsLabelsOffTheLines(t *testing.T) {
	var log strings.Builder
	start := time.Date(2026, 11, 24, 1, 0, 0, 0, time.UTC)
	line := func(at time.Duration, event, extra string) {
		fmt.Fprintf(&log, `{"event":%q,"time":%q,"mem_total":25276026880,"mem_available":24596090880,"mem_used":679936000,"checks":[{"source":"meminfo","limit":"headroom","used":679936000,"limit_bytes":22748424192}]%s}`+"\n",
			event, start.Add(at).Format(time.RFC3339Nano), extra)
	}
	line(0, "start", "")
	for i := range 50 {
		line(time.Duration(i)*time.Second, "sample", "")
	}
	line(50*time.Second, "stop", `,"signal":"SIGTERM"`)
	line(50*time.Second+10*time.Millisecond, "exit", `,"signal":"SIGTERM","exit_code":143`)
	l, err := report.Read(strings.NewReader(log.String()))
	if err != nil {
		t.Fatal(err)
	}
	var svg bytes.Buffer
	if err := report.Plot(&svg, l, "svg"); err != nil {
		t.Fatal(err)
	}
	// Each label is a text element of its own, at its own height.
	ys := map[string]string{}
	for _, label := range []string{"stop: SIGTERM", "exit 143"} {
		m := regexp.MustCompile(`<text x="[^"]*" y="([^"]*)"[^>]*>` + regexp.QuoteMeta(label) + `</text>`).FindStringSubmatch(svg.String())
		if m == nil {
			t.Fatalf("the SVG has no label %q", label)
		}
		ys[label] = m[1]
	}
	if ys["stop: SIGTERM"] == ys["exit 143"] {
		t.Errorf("the stop's and the exit's labels share a row (y=%s)", ys["exit 143"])
	}
	img := plotPNG(t, l)
	assertLimitLineUnbroken(t, img)
}

func TestReadRefusesAForeignFile(t *testing.T) {
	if _, err := report.Read(strings.NewReader("{\"event\":\"sample\",\"time\":\"2026-11-22T04:00:00Z\"}\nnot json\n{}\n")); err == nil ||
		!strings.Contains(err.Error(), "line 2") {
		t.Errorf("Read = %v, want an error naming line 2", err)
	}
	// A last line cut short (a run still writing) is dropped.
	l, err := report.Read(strings.NewReader("{\"event\":\"sample\",\"time\":\"2026-11-22T04:00:00Z\",\"mem_total\":10,\"mem_used\":5}\n{\"event\":\"sam"))
	if err != nil || l.Lines != 1 {
		t.Errorf("Read of a cut log = %v, %v", l, err)
	}
	// A whole JSON line that is not a log line is no cut-short line, even
	// last: the file is not a memory log.
	if _, err := report.Read(strings.NewReader("{\"a\":1}\n")); err == nil || !strings.Contains(err.Error(), "line 1 is not a memory log line") {
		t.Errorf("Read of a foreign JSON line = %v, want an error naming line 1", err)
	}
	if _, err := report.FormatOf("x.jpg"); err == nil {
		t.Error("FormatOf(x.jpg) is not an error")
	}
}

// The plot's axes are labelled "25", not "25.00", and never with a float's
// rounding error.
func TestPlainTicksTrimZeros(t *testing.T) {
	for _, c := range []struct {
		min, max float64
		want     []string
	}{
		{0, 50, []string{"0", "25", "50"}},
		// Steps of 0.1 have values like 0.30000000000000004.
		{0, 0.35, []string{"0", "0.1", "0.2", "0.3"}},
		{0, 1.3, []string{"0", "0.4", "0.8", "1.2"}},
	} {
		var got []string
		for _, tk := range report.PlainTicksFor(c.min, c.max) {
			if tk.Label != "" {
				got = append(got, tk.Label)
			}
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("ticks of %g-%g = %q, want %q", c.min, c.max, got, c.want)
		}
	}
}
