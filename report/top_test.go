package report_test

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/supervisor"
)

var t0 = time.Date(2026, 11, 22, 4, 0, 0, 0, time.UTC)

// sparkRun is a DGX Spark run: 128 GiB, a 100 GiB guard limit, the trainer
// growing 1 GiB of RSS and 2 GiB of GPU memory a second.
func sparkRun(tr *report.Tracker, seconds int) {
	tr.Add(supervisor.LogLine{Event: "start", Sample: &supervisor.Sample{Time: t0}})
	for i := 1; i <= seconds; i++ {
		tree, g := uint64(i)<<30, uint64(2*i)<<30
		used := tree + g + 10<<30
		tr.Add(supervisor.LogLine{Event: "sample", Sample: &supervisor.Sample{Time: t0.Add(time.Duration(i) * time.Second),
			MemTotal: 128 << 30, MemUsed: used, MemAvailable: 128<<30 - used, TreeRSS: tree, GPUBytes: g,
			Checks: []supervisor.Check{{Source: guardspec.Meminfo, Kind: supervisor.LimitHeadroom, Used: used, Limit: 100 << 30}}}})
	}
}

func TestTopLineMode(t *testing.T) {
	tr := &report.Tracker{Keep: 300}
	if got := report.Line(tr.Frame()); !strings.Contains(got, "waiting: no sample yet") {
		t.Errorf("before any line: %q", got)
	}
	sparkRun(tr, 20)
	f := tr.Frame()
	f.Now = t0.Add(21 * time.Second)
	want := "04:00:21 running used 70.0 GiB/128.0 GiB avail 58.0 GiB trainer 20.0 GiB gpu 40.0 GiB other 10.0 GiB to-limit 30.0 GiB"
	if got := report.Line(f); got != want {
		t.Errorf("Line =\n%q, want\n%q", got, want)
	}
	code := 7
	tr.Add(supervisor.LogLine{Event: "exit", Sample: &supervisor.Sample{Time: t0.Add(30 * time.Second)}, ExitCode: &code,
		Trip: &supervisor.LogTrip{Source: "meminfo", Limit: "headroom", Used: 101 << 30, Bytes: 100 << 30}})
	f = tr.Frame()
	if got := report.Line(f); f.State != "exited" || !strings.HasSuffix(got, "guard: tripped on meminfo headroom at 101.0 GiB exit 7") {
		t.Errorf("after exit (%s): %q", f.State, got)
	}
}

func TestTopViewIsPlainWithoutColour(t *testing.T) {
	tr := &report.Tracker{Keep: 300}
	sparkRun(tr, 30)
	f := tr.Frame()
	f.Now, f.Source = t0.Add(31*time.Second), "dgx-spark"
	v := report.View(f, 80, false)
	t.Log("\n" + v)
	if strings.Contains(v, "\x1b") {
		t.Error("escape codes without colour")
	}
	lines := strings.Split(v, "\n")
	if len(lines) < 8 || !strings.HasPrefix(lines[0], "spkit top  dgx-spark  running  up 31s") {
		t.Fatalf("view:\n%s", v)
	}
	bar := lines[1]
	// 78 cells: trainer 30/128, GPU 60/128, others 10/128; limit at 100/128.
	if n := len([]rune(bar)); n != 80 || strings.Count(bar, "|") != 1 || strings.Index(string([]rune(bar)[61:]), "|") != 0 {
		t.Errorf("bar %q: %d runes, want 80 with the limit at cell 61", bar, n)
	}
	for _, want := range []string{"trainer 30.0 GiB", "GPU 60.0 GiB", "OS & others 10.0 GiB", "headroom: 0 B to the guard's limit, 28.0 GiB to the machine's end", "used     ▁"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q", want)
		}
	}
	if c := report.View(f, 80, true); !strings.Contains(c, "\x1b[31m|") {
		t.Error("the coloured view has no red limit mark")
	}
}

// A trainer of a few hundred MiB on a 23.5 GiB machine: its sparkline
// climbs to the highest mark (scaled to its own peak, which
// the view prints), where one scaled to the machine stayed flat; no row is
// wider than the screen.
func TestTopSparklineShowsASmallTrainersClimb(t *testing.T) {
	tr := &report.Tracker{Keep: 300}
	tr.Add(supervisor.LogLine{Event: "start", Sample: &supervisor.Sample{Time: t0}})
	for i := 1; i <= 60; i++ {
		tree := uint64(i) * 6 << 20
		used := tree + 800<<20
		tr.Add(supervisor.LogLine{Event: "sample", Sample: &supervisor.Sample{Time: t0.Add(time.Duration(i) * time.Second),
			MemTotal: 23 << 30, MemUsed: used, MemAvailable: 23<<30 - used, TreeRSS: tree}})
	}
	f := tr.Frame()
	f.Now = t0.Add(61 * time.Second)
	v := report.View(f, 80, false)
	t.Log("\n" + v)
	var row string
	for _, l := range strings.Split(v, "\n") {
		if n := len([]rune(l)); n > 80 {
			t.Errorf("row of %d columns on an 80-column screen: %q", n, l)
		}
		if strings.HasPrefix(l, "trainer  ") {
			row = l
		}
	}
	spark := []rune(strings.Fields(row)[1])
	levels := map[rune]bool{}
	for i, r := range spark {
		levels[r] = true
		if i > 0 && r < spark[i-1] {
			t.Errorf("trainer sparkline %q falls at %d on a steady climb", string(spark), i)
		}
	}
	if len(spark) < 20 || len(levels) < 4 || spark[len(spark)-1] != '█' {
		t.Errorf("trainer sparkline %q: want a climb over at least 4 levels to █", string(spark))
	}
	if !strings.HasSuffix(row, "360.0 MiB (peak 360.0 MiB)") {
		t.Errorf("trainer row %q lacks its value and peak", row)
	}
}

// Issue #31 item 12: lines that are not memory log lines, or cannot be
// true, are skipped by top and said so, never shown as a sample.
func TestFollowerCountsLinesThatCannotBeTrue(t *testing.T) {
	path := t.TempDir() + "/mem.jsonl"
	good := `{"event":"sample","time":"2026-11-22T04:00:10Z","mem_total":100,"mem_available":60,"mem_used":40}`
	lines := []string{
		"garbage",
		good,
		`{"event":"sample","time":"2026-11-22T03:00:00Z","mem_total":100,"mem_available":60,"mem_used":40}`,  // back in time
		`{"event":"sample","time":"2026-11-22T04:00:11Z","mem_total":100,"mem_available":0,"mem_used":1000}`, // used past total
		`{"event":"sample","time":"2199-01-01T00:00:00Z","mem_total":100,"mem_available":60,"mem_used":40}`,  // the future
	}
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tr := &report.Tracker{Keep: 10}
	fol := &report.Follower{Path: path, Tracker: tr}
	if err := fol.Poll(); err != nil {
		t.Fatal(err)
	}
	f := tr.Frame()
	f.Invalid = fol.Invalid
	if fol.Invalid != 4 || len(f.Samples) != 1 || !strings.Contains(report.Line(f), "(4 lines of the log are not memory log lines: skipped)") {
		t.Errorf("invalid %d, samples %d, line %q", fol.Invalid, len(f.Samples), report.Line(f))
	}
}
