//go:build integration

package app

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/testenv"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/supervisor"
)

// Issue #18: `spkit top` finds the running trainer through the engine (no
// --log, no path), follows its memory log and shows the step rate its
// output implies; on an engine elsewhere the log streams in through the
// engine instead.
func TestTopFindsTheRunThroughTheEngine(t *testing.T) {
	c := testenv.Engine(t)
	spkit := testenv.BuildSpkit(t)
	out := testenv.WritableDir(t)
	dir := t.TempDir()
	name := fmt.Sprintf("spkittop%d", os.Getpid())
	if err := os.WriteFile(filepath.Join(dir, "spkit.yaml"), []byte("name: "+name+"\ncopy: [\"*\"]\ntrain:\n  command: [python3, train.py]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	// Four steps a second for 15 s (slower on a busy machine: the trainer
	// writes when it printed its first and last step, for the rate top must
	// show), under spkit run, labelled as compose labels profile cpu of the
	// project.
	trainer := `i=0; while [ $i -lt 60 ]; do i=$((i+1)); echo "step $i/60 loss 1.0"; ` +
		`case $i in 1|60) date +%s.%N >/out/step$i.time;; esac; sleep 0.25; done`
	cfg := &container.Config{Image: testenv.DebianBase(t), User: testenv.User(),
		Env:    []string{"SPKIT_OUTPUT_DIR=/out", "SPKIT_GPU_COUNT=0"},
		Labels: map[string]string{api.ProjectLabel: name, api.ServiceLabel: "cpu"},
		Cmd:    []string{"/spkit", "run", "--interval", "200ms", "--", "sh", "-c", trainer}}
	hc := &container.HostConfig{Mounts: []mount.Mount{
		{Type: mount.TypeBind, Source: spkit, Target: "/spkit", ReadOnly: true},
		{Type: mount.TypeBind, Source: out, Target: "/out"},
	}}
	testenv.Start(t, c, cfg, hc)

	var stdout, stderr bytes.Buffer
	conn := &Docker{In: os.Stdin, Out: &stdout, ErrOut: &stderr}
	d := &Deps{Dir: dir, Runs: conn.Runs, Out: &stdout, ErrOut: &stderr, Now: time.Now}
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	run, _, err := lookupTopRun(ctx, d, "")
	if err != nil || run == nil {
		t.Fatalf("lookupTopRun = %v, %v; want the running cpu container", run, err)
	}
	remote := *run // as on an engine elsewhere: the log's path in the container
	remote.HostLog = ""
	if want := "cpu (" + supervisor.DefaultMemoryLog(out) + ")"; run.Describe() != want ||
		!strings.HasSuffix(remote.Describe(), ":/out/.spkit/memory.jsonl)") {
		t.Errorf("found %q (remote: %q); want %q, and the log in the container", run.Describe(), remote.Describe(), want)
	}

	// The log through the engine (as for a remote engine): tail -F in the
	// container feeds the tracker.
	tr := &report.Tracker{Keep: 100}
	fol := &report.Follower{Tracker: tr}
	var mu sync.Mutex
	sctx, stop := context.WithCancel(ctx)
	go func() { _ = run.StreamLog(sctx, lockedFeed{fol, &mu}) }()
	deadline := time.Now().Add(time.Minute)
	for {
		mu.Lock()
		n := len(tr.Frame().Samples)
		mu.Unlock()
		if n >= 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no samples streamed through the engine in a minute")
		}
		time.Sleep(200 * time.Millisecond)
	}
	stop()

	// A long log (past report.CatchUp) streams its start line and its
	// tail, not the whole file: the frame is current at once.
	testStreamOfALongLog(t, ctx, c)

	// The whole use case, no TTY: one line per interval until the run
	// ends, with the step rate once the output shows steps.
	w, err := Top(ctx, d, TopRequest{})
	if err != nil {
		t.Fatalf("spkit top: %v\n%s", err, stderr.String())
	}
	if err := w.Lines(ctx, 500*time.Millisecond); err != nil {
		t.Fatalf("spkit top: %v\n%s", err, stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	t.Logf("spkit top printed %d lines, the last: %s", len(lines), lines[len(lines)-1])
	if !strings.Contains(lines[len(lines)-1], "exit 0") {
		t.Errorf("top did not end with the run's exit:\n%s", stdout.String())
	}
	rate := regexp.MustCompile(`steps/s ([0-9.]+)`)
	var rates []float64
	for _, l := range lines {
		if m := rate.FindStringSubmatch(l); m != nil {
			v, _ := strconv.ParseFloat(m[1], 64)
			rates = append(rates, v)
		}
	}
	if len(rates) == 0 {
		t.Fatalf("no step rate in top's lines:\n%s", stdout.String())
	}
	// Relative to the rate the trainer ran at on this machine, now: a busy
	// machine slows the trainer and top alike (issue 42: 0.89 steps/s
	// failed a fixed 2-6 under load).
	ran := measuredRate(t, out, 60)
	if r := rates[len(rates)/2]; r < ran/2 || r > ran*2 {
		t.Errorf("step rate %v, want about the %.2f steps/s the trainer ran at (%v)", r, ran, rates)
	}
}

// measuredRate is the step rate the top test's trainer ran at: steps-1
// steps between the times it wrote when it printed step 1 and the last.
func measuredRate(t *testing.T, out string, steps int) float64 {
	t.Helper()
	var at [2]float64
	for i, n := range []int{1, steps} {
		b, err := os.ReadFile(filepath.Join(out, fmt.Sprintf("step%d.time", n)))
		if err == nil {
			at[i], err = strconv.ParseFloat(strings.TrimSpace(string(b)), 64)
		}
		if err != nil {
			t.Fatalf("the trainer's time of step %d: %v", n, err)
		}
	}
	if at[1] <= at[0] {
		t.Fatalf("the trainer printed step %d at %v, not after step 1 at %v", steps, at[1], at[0])
	}
	rate := float64(steps-1) / (at[1] - at[0])
	t.Logf("the trainer ran at %.2f steps/s (4 on an idle machine)", rate)
	return rate
}

// countingWriter counts what crosses it.
type countingWriter struct {
	w io.Writer
	n *atomic.Int64
}

func (c countingWriter) Write(b []byte) (int, error) {
	c.n.Add(int64(len(b)))
	return c.w.Write(b)
}

// testStreamOfALongLog: a second run, whose memory log is a long one
// already (it sleeps; nothing writes the log), found as top finds it.
func testStreamOfALongLog(t *testing.T, ctx context.Context, c client.APIClient) {
	t.Helper()
	started := time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC)
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"event":"start","time":%q,"command":["python","train.py"]}`+"\n", started.Format(time.RFC3339Nano))
	const n = 100_000
	for i := range n {
		fmt.Fprintf(&b, `{"event":"sample","time":%q,"mem_total":25276026880,"mem_available":%d,"mem_used":%d,"tree_rss":%d,"checks":[{"source":"meminfo","limit":"max-used","used":%d,"limit_bytes":21474836480}]}`+"\n",
			started.Add(time.Minute+time.Duration(i)*time.Second).Format(time.RFC3339Nano), 20<<30, 5<<30+i, 1<<30, 5<<30+i)
	}
	out := testenv.WritableDir(t)
	logPath := supervisor.DefaultMemoryLog(out)
	if err := os.MkdirAll(filepath.Dir(logPath), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(logPath, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	name := fmt.Sprintf("spkittoplong%d", os.Getpid())
	testenv.Start(t, c, &container.Config{Image: testenv.DebianBase(t), User: testenv.User(),
		Env: []string{"SPKIT_OUTPUT_DIR=/out"}, Labels: map[string]string{api.ProjectLabel: name, api.ServiceLabel: "cpu"},
		Cmd: []string{"sleep", "300"}},
		&container.HostConfig{Mounts: []mount.Mount{{Type: mount.TypeBind, Source: out, Target: "/out"}}})
	long, _, err := compose.Finder{API: c}.Find(ctx, name, "")
	if err != nil || long == nil {
		t.Fatalf("long log: Find = %v, %v; want the sleeping run", long, err)
	}
	tr := &report.Tracker{Keep: 100}
	fol := &report.Follower{Tracker: tr}
	var mu sync.Mutex
	var streamed atomic.Int64
	sctx, stop := context.WithCancel(ctx)
	defer stop()
	go func() { _ = long.StreamLog(sctx, countingWriter{lockedFeed{fol, &mu}, &streamed}) }()
	last := started.Add(time.Minute + (n-1)*time.Second)
	deadline := time.Now().Add(time.Minute)
	for {
		mu.Lock()
		fr := tr.Frame()
		mu.Unlock()
		if len(fr.Samples) > 0 && fr.Samples[len(fr.Samples)-1].Time.Equal(last) {
			if !fr.Started.Equal(started) || len(fr.Samples) != 100 {
				t.Errorf("long log: started %s, %d samples; want %s and 100", fr.Started, len(fr.Samples), started)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("long log: the last sample did not arrive in a minute (%d bytes streamed)", streamed.Load())
		}
		time.Sleep(100 * time.Millisecond)
	}
	if got, size := streamed.Load(), int64(b.Len()); got > report.CatchUp+64<<10 {
		t.Errorf("streamed %d bytes of a %d-byte log: want its first line and its last %d bytes", got, size, report.CatchUp)
	} else {
		t.Logf("long log: streamed %d of %d bytes", got, size)
	}
}
