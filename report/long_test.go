package report_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/report"
)

// longLog streams a memory log of n samples a second apart without holding
// it: used memory is a slow sawtooth between 4 and 5 GiB with one sample
// at spike GiB at sample spikeAt, and a stop request every stopEvery
// samples (0: none).
type longLog struct {
	n, i, spikeAt, stopEvery int
	spike                    uint64
	buf                      bytes.Buffer
}

var longStart = time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)

func (g *longLog) Read(p []byte) (int, error) {
	for g.buf.Len() < len(p) && g.i < g.n {
		used := uint64(4<<30) + uint64(g.i%600)<<20
		if g.i == g.spikeAt {
			used = g.spike << 30
		}
		at := longStart.Add(time.Duration(g.i) * time.Second).Format(time.RFC3339Nano)
		fmt.Fprintf(&g.buf, `{"event":"sample","time":%q,"mem_total":25276026880,"mem_available":%d,"mem_used":%d,"tree_rss":%d,"checks":[{"source":"meminfo","limit":"max-used","used":%d,"limit_bytes":21474836480}]}`+"\n",
			at, 25276026880-used, used, used/2, used)
		if g.stopEvery > 0 && g.i%g.stopEvery == g.stopEvery-1 {
			fmt.Fprintf(&g.buf, `{"event":"stop","time":%q,"signal":"SIGINT"}`+"\n", at)
		}
		g.i++
	}
	if g.buf.Len() == 0 {
		return 0, io.EOF
	}
	return g.buf.Read(p)
}

// retained reads a generated log and returns it with the heap it keeps
// alive, in bytes.
func retained(t *testing.T, g *longLog) (*report.Log, uint64) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	l, err := report.Read(g)
	if err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(l)
	if after.HeapAlloc < before.HeapAlloc {
		return l, 0
	}
	return l, after.HeapAlloc - before.HeapAlloc
}

// A month's run at a sample a second is 2.6 million lines: spkit report
// must read it in memory that does not grow with its length.
func TestReadKeepsMemoryBoundedWhateverTheLogsLength(t *testing.T) {
	n := 300_000
	if testing.Short() {
		n = 60_000
	}
	_, small := retained(t, &longLog{n: 5_000, spikeAt: -1})
	_, large := retained(t, &longLog{n: n, spikeAt: -1, stopEvery: 100})
	t.Logf("heap kept: %d KiB for 5000 samples, %d KiB for %d samples and %d stops", small>>10, large>>10, n, n/100)
	// Holding every line took ~400 bytes a sample: 100+ MiB here.
	if large > small+2<<20 {
		t.Errorf("reading %d samples keeps %d KiB, 5000 keep %d KiB: the log is held, not streamed", n, large>>10, small>>10)
	}
}

// Thinning the timeline keeps every peak: a one-sample spike in a long
// run is in the plotted points, at its sample, and in the summary.
func TestLongRunPlotKeepsItsOneSampleSpike(t *testing.T) {
	const n, spikeAt = 100_003, 77_777
	l, err := report.Read(&longLog{n: n, spikeAt: spikeAt, spike: 19, stopEvery: 1000})
	if err != nil {
		t.Fatal(err)
	}
	sum := l.Summary()
	if sum.Samples != n || sum.Used.Bytes != 19<<30 || !sum.Used.At.Equal(longStart.Add(spikeAt*time.Second)) {
		t.Errorf("summary: %d samples, peak %d at %s; want %d, %d at +%ds", sum.Samples, sum.Used.Bytes, sum.Used.At, n, uint64(19)<<30, spikeAt)
	}
	pts := report.UsedPoints(l)
	if len(pts) > 2*report.MaxBuckets || len(pts) < report.MaxBuckets/2 {
		t.Errorf("%d points plotted of %d samples, want %d to %d", len(pts), n, report.MaxBuckets/2, 2*report.MaxBuckets)
	}
	found, low := false, uint64(1<<63)
	for i, p := range pts {
		if i > 0 && p.Seq <= pts[i-1].Seq {
			t.Fatalf("points out of order: sample %d after %d", p.Seq, pts[i-1].Seq)
		}
		found = found || (p.Seq == spikeAt && p.Bytes == 19<<30)
		low = min(low, p.Bytes)
	}
	if !found {
		t.Error("the spike is not among the plotted points")
	}
	if low != 4<<30 {
		t.Errorf("the lowest plotted point is %d, want the sawtooth's floor %d", low, uint64(4)<<30)
	}
	// 100 stops: the summary tells the first and counts the rest, and the
	// plot labels a bounded number.
	text := sum.Text()
	// The run ends days after it starts: the end says which day.
	if !strings.Contains(text, "run: 2026-11-24 00:00:00 to 2026-11-25 03:46:42 (27h46m42s)") {
		t.Errorf("the summary's first line does not date the end:\n%s", text)
	}
	if len(sum.Stops) > 16 || !strings.Contains(text, fmt.Sprintf("and %d more stop requests", 100-len(sum.Stops))) {
		t.Errorf("%d stops kept; summary:\n%s", len(sum.Stops), text)
	}
	var svg bytes.Buffer
	if err := report.Plot(&svg, l, "svg"); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg.String(), "hours since start") || svg.Len() > 1<<20 {
		t.Errorf("the SVG is %d KiB (want under 1 MiB) with axis %v", svg.Len()>>10, strings.Contains(svg.String(), "hours since start"))
	}
	t.Logf("%d samples: %d points a line, SVG %d KiB", n, len(pts), svg.Len()>>10)
}

// At and around the points where the timeline halves, every sample is
// counted, the points stay in order, and the first and last samples and
// the spike are drawn.
func TestTimelineAtItsBounds(t *testing.T) {
	for _, n := range []int{1, 2, report.MaxBuckets, report.MaxBuckets + 1, 2 * report.MaxBuckets, 2*report.MaxBuckets + 1, 5000} {
		l, err := report.Read(&longLog{n: n, spikeAt: n / 2, spike: 9})
		if err != nil {
			t.Fatal(err)
		}
		pts := report.UsedPoints(l)
		if l.Summary().Samples != n || len(pts) > 2*report.MaxBuckets {
			t.Errorf("n=%d: %d samples counted, %d points", n, l.Summary().Samples, len(pts))
			continue
		}
		seen := map[int]bool{}
		for i, p := range pts {
			if i > 0 && p.Seq <= pts[i-1].Seq {
				t.Errorf("n=%d: point %d (sample %d) after sample %d", n, i, p.Seq, pts[i-1].Seq)
			}
			seen[p.Seq] = true
		}
		if !seen[n/2] || !seen[0] && n > 1 {
			t.Errorf("n=%d: spike drawn %v, first sample drawn %v", n, seen[n/2], seen[0])
		}
	}
}

// A log whose only sample has no meminfo figures says so, instead of a
// peak of 0 B at a time before the run.
func TestSummaryWithoutMeminfo(t *testing.T) {
	l, err := report.Read(strings.NewReader(`{"event":"sample","time":"2026-01-01T00:00:10Z","tree_rss":1024}` + "\n"))
	if err != nil {
		t.Fatal(err)
	}
	text := l.Summary().Text()
	for _, want := range []string{"(0s), 1 sample\n", "used memory: no reading in the log\n", "peak trainer tree RSS: 1.0 KiB at +0s\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("the summary lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "least available") {
		t.Errorf("the summary tells a least available memory it never read:\n%s", text)
	}
}

// spkit top attaching to a long log reads the run's start line and the
// tail, not the whole file: the screen is current at the first poll, and
// lines appended later are read as they come.
func TestFollowerAttachesToTheTailOfALongLog(t *testing.T) {
	path := filepath.Join(t.TempDir(), "memory.jsonl")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	started := longStart.Add(-time.Minute)
	fmt.Fprintf(f, `{"event":"start","time":%q,"command":["python","train.py"]}`+"\n", started.Format(time.RFC3339Nano))
	const n = 100_000 // ~24 MiB, past CatchUp
	if _, err := io.Copy(f, &longLog{n: n, spikeAt: -1}); err != nil {
		t.Fatal(err)
	}
	f.Close()
	if st, _ := os.Stat(path); st.Size() < 2*report.CatchUp {
		t.Fatalf("the log is %d bytes, want over %d", st.Size(), 2*report.CatchUp)
	}
	fol := &report.Follower{Path: path, Tracker: &report.Tracker{Keep: 600}}
	if err := fol.Poll(); err != nil {
		t.Fatal(err)
	}
	fr := fol.Tracker.Frame()
	last := longStart.Add((n - 1) * time.Second)
	if !fr.Started.Equal(started) || len(fr.Samples) != 600 || !fr.Samples[599].Time.Equal(last) || fr.State != "running" {
		t.Errorf("first poll: started %s, %d samples, last at %s, state %s; want %s, 600, %s, running",
			fr.Started, len(fr.Samples), fr.Samples[len(fr.Samples)-1].Time, fr.State, started, last)
	}
	if fol.LinesParsed() > n/2 {
		t.Errorf("the first poll parsed %d of %d lines: it read the whole log", fol.LinesParsed(), n+1)
	}
	f, err = os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(f, `{"event":"exit","time":%q,"exit_code":0}`+"\n", last.Add(time.Second).Format(time.RFC3339Nano))
	f.Close()
	if err := fol.Poll(); err != nil {
		t.Fatal(err)
	}
	if fr := fol.Tracker.Frame(); fr.State != "exited" || fr.ExitCode == nil || *fr.ExitCode != 0 {
		t.Errorf("after the exit line: state %s", fr.State)
	}
}
