package app

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
	"github.com/spkit-dev/spkit/supervisor"
)

// topDeps is the fixture with a fake Docker API client.
func topDeps(t *testing.T) (*Deps, *fakeengine.Client) {
	t.Helper()
	d, _, _, _ := fixture(t, 100)
	c := &fakeengine.Client{}
	d.Runs = func() (RunFinder, error) { return compose.Finder{API: c}, nil }
	d.Now = func() time.Time { return time.Date(2026, 5, 1, 12, 1, 0, 0, time.UTC) }
	return d, c
}

// running is profile's running container of the fixture's project, its
// output folder bound from hostOut ("": not bound).
func running(c *fakeengine.Client, profile, hostOut string) {
	id := "id-" + profile
	c.Containers = append(c.Containers, container.Summary{ID: id, State: container.StateRunning,
		Labels: map[string]string{api.ProjectLabel: "lora", api.ServiceLabel: profile}})
	insp := container.InspectResponse{Config: &container.Config{Env: []string{"PATH=/usr/bin", "SPKIT_OUTPUT_DIR=/out"}}}
	if hostOut != "" {
		insp.Mounts = []container.MountPoint{{Source: hostOut, Destination: "/out"}}
	}
	if c.Inspect == nil {
		c.Inspect = map[string]container.InspectResponse{}
	}
	c.Inspect[id] = insp
}

func TestTopFollowsAGivenLog(t *testing.T) {
	d, c := topDeps(t)
	log := filepath.Join(t.TempDir(), "m.jsonl")
	memoryLog(t, log, 3, true)
	w, err := Top(context.Background(), d, TopRequest{Profile: "cpu", Log: log})
	if err != nil {
		t.Fatal(err)
	}
	fr, err := w.Once()
	if err != nil || len(fr.Samples) != 3 || fr.Source != "cpu ("+log+")" || fr.State != "exited" || !fr.Now.Equal(d.Now()) {
		t.Errorf("frame = %d samples, source %q, state %q, %v", len(fr.Samples), fr.Source, fr.State, err)
	}
	if len(c.Calls()) != 0 {
		t.Errorf("engine calls = %q: a given log needs no engine", c.Calls())
	}
	// Lines end with the run's exit line.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := w.Lines(ctx, time.Millisecond); err != nil || ctx.Err() != nil {
		t.Fatalf("Lines: %v (ctx %v)", err, ctx.Err())
	}
	if out := d.Out.(fmt.Stringer).String(); !strings.Contains(out, "exit") {
		t.Errorf("lines:\n%s", out)
	}
}

func TestTopLinesEndWithTheContext(t *testing.T) {
	d, _ := topDeps(t)
	log := filepath.Join(t.TempDir(), "m.jsonl")
	memoryLog(t, log, 2, false)
	w, err := Top(context.Background(), d, TopRequest{Log: log})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	if err := w.Lines(ctx, 5*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(d.Out.(fmt.Stringer).String(), "\n"); n < 2 {
		t.Errorf("%d lines in 30ms at 5ms", n)
	}
}

func TestTopOnceSaysWhyThereIsNothingToShow(t *testing.T) {
	d, c := topDeps(t)
	dir := t.TempDir()
	invalid := filepath.Join(dir, "invalid.jsonl")
	write(t, invalid, "{}\nnot json\n")
	empty := filepath.Join(dir, "empty.jsonl")
	write(t, empty, "")
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Top(context.Background(), d, TopRequest{Log: fifo}); errdefs.CodeOf(err) != errdefs.Failure || !strings.Contains(err.Error(), "named pipe") {
		t.Errorf("a named pipe: %v", err)
	}
	w, _ := Top(context.Background(), d, TopRequest{Log: invalid})
	if _, err := w.Once(); errdefs.CodeOf(err) != errdefs.Failure || !strings.Contains(err.Error(), "holds no memory log line (2 lines") {
		t.Errorf("invalid lines: %v", err)
	}
	w, _ = Top(context.Background(), d, TopRequest{Log: empty})
	if fr, err := w.Once(); err != nil || fr.State != "waiting" {
		t.Errorf("an empty log (a run starting): %v, %s", err, fr.State)
	}
	// Nothing runs and there is no log: the engine was asked.
	w, err := Top(context.Background(), d, TopRequest{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Once(); errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "no running trainer and no memory log at "+HostMemoryLog(d.Dir)) {
		t.Errorf("nothing running: %v", err)
	}
	// An engine that fails says so (issue 32: a failed list was dropped).
	c.ListErr = errors.New("permission denied on /var/run/docker.sock")
	w, _ = Top(context.Background(), d, TopRequest{Profile: "cpu"})
	if _, err := w.Once(); errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "the Docker engine: permission denied") {
		t.Errorf("failed list: %v", err)
	}
	c.ListErr, c.VersionErr = nil, fakeengine.ErrUnreachable
	w, _ = Top(context.Background(), d, TopRequest{})
	if _, err := w.Once(); errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "no running trainer found") {
		t.Errorf("unreachable engine: %v", err)
	}
	d.Runs = func() (RunFinder, error) { return nil, errors.New("no docker context") }
	w, _ = Top(context.Background(), d, TopRequest{})
	if _, err := w.Once(); !strings.Contains(fmt.Sprint(err), "no docker context") {
		t.Errorf("no connection: %v", err)
	}
}

func TestTopFindsTheRunningTrainerThroughTheEngine(t *testing.T) {
	d, c := topDeps(t)
	out := t.TempDir()
	running(c, "cpu", out)
	memoryLog(t, supervisor.DefaultMemoryLog(out), 4, false)
	stamp := time.Date(2026, 5, 1, 12, 0, 30, 0, time.UTC)
	var logs strings.Builder
	for i := range 11 {
		fmt.Fprintf(&logs, "%s step %d/100 loss 1.0\n", stamp.Add(time.Duration(i)*500*time.Millisecond).Format(time.RFC3339Nano), i+1)
	}
	c.Logs = map[string]string{"id-cpu": logs.String()}
	d.Now = func() time.Time { return stamp.Add(5 * time.Second) }
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w, err := Top(ctx, d, TopRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var fr = w.Frame()
	for deadline := time.Now().Add(5 * time.Second); fr.StepRate == 0 && time.Now().Before(deadline); fr = w.Frame() {
		time.Sleep(5 * time.Millisecond)
	}
	if len(fr.Samples) != 4 || fr.Source != "cpu ("+filepath.ToSlash(supervisor.DefaultMemoryLog(out))+")" {
		t.Errorf("frame: %d samples from %q", len(fr.Samples), fr.Source)
	}
	if fr.StepRate < 1.5 || fr.StepRate > 2.5 {
		t.Errorf("step rate = %v, want 2 steps/s from the output's timestamps", fr.StepRate)
	}
	if calls := c.Calls(); !slices.Contains(calls, "version") || !slices.Contains(calls, "inspect id-cpu") {
		t.Errorf("engine calls = %q", calls)
	}
}

// An engine on another machine: the log streams in through it (tail -F in
// the container).
func TestTopStreamsTheLogFromARemoteEngine(t *testing.T) {
	d, c := topDeps(t)
	c.Host = "tcp://gpu-box:2376"
	running(c, "h100", "/srv/runs") // bound there, not here
	start := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	c.ExecOut = fmt.Sprintf(`{"event":"start","time":%q,"command":["python"]}`+"\n"+`{"event":"sample","time":%q,"mem_total":100,"mem_available":60,"mem_used":40}`+"\n",
		start.Format(time.RFC3339Nano), start.Add(time.Second).Format(time.RFC3339Nano))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	w, err := Top(ctx, d, TopRequest{Profile: "h100"})
	if err != nil {
		t.Fatal(err)
	}
	fr := w.Frame()
	for deadline := time.Now().Add(5 * time.Second); len(fr.Samples) == 0 && time.Now().Before(deadline); fr = w.Frame() {
		time.Sleep(5 * time.Millisecond)
	}
	if len(fr.Samples) != 1 || fr.Source != "h100 (container id-h100:/out/.spkit/memory.jsonl)" {
		t.Errorf("frame: %d samples from %q", len(fr.Samples), fr.Source)
	}
	if !slices.ContainsFunc(c.Calls(), func(s string) bool { return strings.HasPrefix(s, "exec id-h100 sh -c head -n 1") }) {
		t.Errorf("engine calls = %q", c.Calls())
	}
}

func TestTopNeedsAProfileWhenSeveralRun(t *testing.T) {
	d, c := topDeps(t)
	running(c, "cpu", "")
	running(c, "h100", "")
	_, err := Top(context.Background(), d, TopRequest{})
	if errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "2 profiles of lora are running (cpu, h100)") {
		t.Errorf("err = %v", err)
	}
	// An inspect that fails is the engine's failure, as a list's.
	c.InspectErr = errors.New("boom")
	w, err := Top(context.Background(), d, TopRequest{Profile: "cpu"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.Once(); !strings.Contains(fmt.Sprint(err), "the Docker engine: boom") {
		t.Errorf("failed inspect: %v", err)
	}
}
