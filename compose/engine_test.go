package compose

import (
	"context"
	"io"
	"slices"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
)

// The engine with spkit's deadlines over Runner.

func timed(t *testing.T) (*timedEngine, *fakeengine.Client, *fakeengine.Compose, *types.Project) {
	t.Helper()
	c, svc := &fakeengine.Client{}, &fakeengine.Compose{}
	e := &timedEngine{r: &Runner{Compose: svc, Engine: c, Out: io.Discard, ErrOut: io.Discard}}
	p := &types.Project{Name: "lora", Services: types.Services{"cpu": types.ServiceConfig{Name: "cpu"}}}
	return e, c, svc, p
}

func cpuContainer(state string) container.Summary {
	return container.Summary{ID: "id-cpu", Names: []string{"/lora-cpu-1"}, State: container.ContainerState(state),
		Labels: map[string]string{api.ProjectLabel: "lora", api.ServiceLabel: "cpu"}}
}

func TestTimedEnginePingsOnceBeforeItsFirstCall(t *testing.T) {
	e, c, svc, p := timed(t)
	c.Images = map[string]bool{"lora:1": true}
	ctx := context.Background()
	if _, local, err := e.Host(ctx); err != nil || !local {
		t.Fatalf("Host: %v", err)
	}
	if ok, err := e.ImageExists(ctx, "lora:1"); !ok || err != nil {
		t.Errorf("ImageExists: %v, %v", ok, err)
	}
	c.Containers = []container.Summary{cpuContainer("exited")}
	if err := e.Ps(ctx, "lora"); err != nil {
		t.Errorf("Ps: %v", err)
	}
	if err := e.Logs(ctx, "lora", LogsOptions{Service: "cpu"}); err != nil {
		t.Errorf("Logs: %v", err)
	}
	if _, err := e.RunState(ctx, "lora", "cpu", ""); err == nil {
		t.Error("RunState without a state file succeeded")
	}
	if files, err := e.Rescue(ctx, p, "cpu"); err != nil || files != nil {
		t.Errorf("Rescue: %q, %v", files, err)
	}
	if err := e.Down(ctx, p, DownOptions{Quiet: true}); err != nil {
		t.Errorf("Down: %v", err)
	}
	if code, err := e.UpNodes(ctx, p, UpOptions{Detach: true}); err != nil || code != 0 {
		t.Errorf("UpNodes: %d, %v", code, err)
	}
	if n := slices.Index(c.Calls(), "version"); n != 0 || slices.Contains(c.Calls()[1:], "version") {
		t.Errorf("engine calls = %q: want one ping, first", c.Calls())
	}
	if !slices.Contains(svc.Calls(), "ps lora") || !slices.Contains(svc.Calls(), "down lora ") {
		t.Errorf("compose calls = %q", svc.Calls())
	}
}

func TestTimedEngineRefusesAnEngineThatDoesNotAnswer(t *testing.T) {
	e, c, svc, p := timed(t)
	c.VersionErr = fakeengine.ErrUnreachable
	ctx := context.Background()
	checks := map[string]error{}
	_, _, checks["host"] = e.Host(ctx)
	_, checks["image"] = e.ImageExists(ctx, "x")
	_, checks["up"] = e.Up(ctx, p, UpOptions{})
	checks["down"] = e.Down(ctx, p, DownOptions{})
	checks["logs"] = e.Logs(ctx, "lora", LogsOptions{Service: "cpu"})
	_, checks["nodes"] = e.UpNodes(ctx, p, UpOptions{})
	for name, err := range checks {
		if errdefs.CodeOf(err) != errdefs.Environment {
			t.Errorf("%s: %v, want exit 4", name, err)
		}
	}
	if slices.ContainsFunc(c.Calls(), func(s string) bool { return s != "version" }) || len(svc.Calls()) != 0 {
		t.Errorf("calls after a failed ping: %q %q", c.Calls(), svc.Calls())
	}
}

// A stream that loses the engine half way is one line with exit 4.
func TestTimedEngineStreamLosingTheEngine(t *testing.T) {
	e, c, svc, p := timed(t)
	c.Containers = []container.Summary{cpuContainer("running")}
	svc.LogsErr = fakeengine.ErrUnreachable
	if err := e.Logs(context.Background(), "lora", LogsOptions{Service: "cpu"}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Logs: %v", err)
	}
	c.Containers = nil
	svc.OnUp = func(*types.Project, api.UpOptions) { c.Containers = []container.Summary{cpuContainer("running")} }
	c.Logs = map[string]string{"id-cpu": "step 1\n"}
	c.Exit = map[string]int64{"id-cpu": 2}
	c.Inspect = map[string]container.InspectResponse{"id-cpu": {State: &container.State{}}}
	if code, err := e.Up(context.Background(), p, UpOptions{}); err != nil || code != 2 {
		t.Errorf("Up = %d, %v", code, err)
	}
}
