//go:build integration

package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"

	"github.com/spkit-dev/spkit/internal/testenv"
	"github.com/spkit-dev/spkit/report"
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
	// Four steps a second for 15 s, under spkit run, labelled as compose
	// labels profile cpu of the project.
	cfg := &container.Config{Image: testenv.DebianBase(t), User: testenv.User(),
		Env:    []string{"SPKIT_OUTPUT_DIR=/out", "SPKIT_GPU_COUNT=0"},
		Labels: map[string]string{api.ProjectLabel: name, api.ServiceLabel: "cpu"},
		Cmd:    []string{"/spkit", "run", "--interval", "200ms", "--", "sh", "-c", "i=0; while [ $i -lt 60 ]; do i=$((i+1)); echo \"step $i/60 loss 1.0\"; sleep 0.25; done"}}
	hc := &container.HostConfig{Mounts: []mount.Mount{
		{Type: mount.TypeBind, Source: spkit, Target: "/spkit", ReadOnly: true},
		{Type: mount.TypeBind, Source: out, Target: "/out"},
	}}
	testenv.Start(t, c, cfg, hc)

	var stdout, stderr bytes.Buffer
	f := NewFactory()
	f.Dir, f.IO = dir, &IOStreams{In: os.Stdin, Out: &stdout, ErrOut: &stderr}
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	run, err := findTopRun(ctx, f, "")
	if err != nil || run == nil {
		t.Fatalf("findTopRun = %v, %v; want the running cpu container", run, err)
	}
	if run.profile != "cpu" || run.hostLog != report.DefaultLog(out) || run.inLog != "/out/.spkit/memory.jsonl" {
		t.Errorf("found %+v; want profile cpu, host log under %s", run, out)
	}

	// The log through the engine (as for a remote engine): tail -F in the
	// container feeds the tracker.
	tr := &report.Tracker{Keep: 100}
	fol := &report.Follower{Tracker: tr}
	var mu sync.Mutex
	sctx, stop := context.WithCancel(ctx)
	go func() { _ = run.streamLog(sctx, fol, &mu) }()
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

	// The whole command, no TTY: one line per interval until the run ends,
	// with the step rate (4 steps/s) once the output shows steps.
	if err := runTop(ctx, f, &topOptions{Interval: 500 * time.Millisecond}); err != nil {
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
	if r := rates[len(rates)/2]; r < 2 || r > 6 {
		t.Errorf("step rate %v, want about 4 steps/s (%v)", r, rates)
	}
}
