package compose

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/supervisor"
)

// runningTrainer adds profile's running container, its output folder
// /out bound from hostOut ("": not bound).
func runningTrainer(c *fakeengine.Client, profile, hostOut string) {
	id := "id-" + profile
	c.Containers = append(c.Containers, container.Summary{ID: id, State: container.StateRunning,
		Labels: map[string]string{api.ProjectLabel: "lora", api.ServiceLabel: profile}})
	insp := container.InspectResponse{Config: &container.Config{Env: []string{"SPKIT_OUTPUT_DIR=/out"}}}
	if hostOut != "" {
		insp.Mounts = []container.MountPoint{{Source: hostOut, Destination: "/out"}}
	}
	if c.Inspect == nil {
		c.Inspect = map[string]container.InspectResponse{}
	}
	c.Inspect[id] = insp
}

// Find names the running trainer, its memory log on this machine when the
// output folder is bound here, else in the container; none running is
// nil; several need a profile; an engine that does not answer is said.
func TestFinderFindsTheRunningTrainer(t *testing.T) {
	ctx := context.Background()
	c := &fakeengine.Client{}
	if run, engineErr, err := (Finder{API: c}).Find(ctx, "lora", ""); run != nil || engineErr != nil || err != nil {
		t.Errorf("nothing running: %v, %v, %v", run, engineErr, err)
	}
	out := t.TempDir()
	runningTrainer(c, "cpu", out)
	run, _, err := Finder{API: c}.Find(ctx, "lora", "cpu")
	if err != nil || run.HostLog != supervisor.DefaultMemoryLog(out) || run.Describe() != "cpu ("+filepath.ToSlash(run.HostLog)+")" {
		t.Fatalf("Find = %+v, %v", run, err)
	}
	c.Host = "tcp://gpu-box:2375"
	run, _, _ = Finder{API: c}.Find(ctx, "lora", "cpu")
	if run.HostLog != "" || run.Describe() != "cpu (container id-cpu:/out/.spkit/memory.jsonl)" {
		t.Errorf("a remote engine's run: %+v, %q", run, run.Describe())
	}
	runningTrainer(c, "h100", "")
	if _, _, err := (Finder{API: c}).Find(ctx, "lora", ""); errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "2 profiles of lora are running (cpu, h100)") {
		t.Errorf("two running: %v", err)
	}
	c.VersionErr = fakeengine.ErrUnreachable
	if _, engineErr, err := (Finder{API: c}).Find(ctx, "lora", ""); engineErr == nil || err != nil {
		t.Errorf("unreachable: %v, %v", engineErr, err)
	}
}

// The log streams through an exec in the container; the step meter reads
// the trainer's timestamped output.
func TestRunningStreamsTheLogAndMetersSteps(t *testing.T) {
	c := &fakeengine.Client{ExecOut: "{\"log\":1}\n"}
	runningTrainer(c, "cpu", "")
	run, _, err := Finder{API: c}.Find(context.Background(), "lora", "cpu")
	if err != nil {
		t.Fatal(err)
	}
	var log bytes.Buffer
	if err := run.StreamLog(context.Background(), &log); err != nil || log.String() != "{\"log\":1}\n" {
		t.Errorf("StreamLog = %q, %v", log.String(), err)
	}
	stamp := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	var lines strings.Builder
	for i := range 5 {
		lines.WriteString(stamp.Add(time.Duration(i)*time.Second).Format(time.RFC3339Nano) + " step " + string(rune('1'+i)) + "/9\n")
	}
	c.Logs = map[string]string{"id-cpu": lines.String()}
	m := &report.StepMeter{}
	run.MeterSteps(context.Background(), m)
	if r := m.Rate(stamp.Add(4 * time.Second)); r < 0.5 || r > 1.5 {
		t.Errorf("step rate = %v, want 1 step/s from the output's timestamps", r)
	}
	if shortID("0123456789abcdef") != "0123456789ab" || shortID("abc") != "abc" {
		t.Error("shortID")
	}
}
