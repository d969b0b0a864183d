package app

import (
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/docker/cli/cli/command"
	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
)

// The adapters: the engine with spkit's deadlines over compose.Runner, the
// one Docker connection, the BuildKit session builder.

func timed(t *testing.T) (*timedEngine, *fakeengine.Client, *fakeengine.Compose, *types.Project) {
	t.Helper()
	c, svc := &fakeengine.Client{}, &fakeengine.Compose{}
	e := &timedEngine{r: &compose.Runner{Compose: svc, Engine: c, Out: io.Discard, ErrOut: io.Discard}}
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
	if err := e.Logs(ctx, "lora", compose.LogsOptions{Service: "cpu"}); err != nil {
		t.Errorf("Logs: %v", err)
	}
	if _, err := e.RunState(ctx, "lora", "cpu", ""); err == nil {
		t.Error("RunState without a state file succeeded")
	}
	if files, err := e.Rescue(ctx, p, "cpu"); err != nil || files != nil {
		t.Errorf("Rescue: %q, %v", files, err)
	}
	if err := e.Down(ctx, p, compose.DownOptions{Quiet: true}); err != nil {
		t.Errorf("Down: %v", err)
	}
	if code, err := e.UpNodes(ctx, p, compose.UpOptions{Detach: true}); err != nil || code != 0 {
		t.Errorf("UpNodes: %d, %v", code, err)
	}
	if n := slices.Index(c.Calls(), "version"); n != 0 || slices.Contains(c.Calls()[1:], "version") {
		t.Errorf("engine calls = %q: want one ping, first", c.Calls())
	}
	if !slices.Contains(svc.Calls(), "ps lora") || !slices.Contains(svc.Calls(), "down lora ") {
		t.Errorf("compose calls = %q", svc.Calls())
	}
	if e.API() != c {
		t.Error("API is not the engine's client")
	}
}

func TestTimedEngineRefusesAnEngineThatDoesNotAnswer(t *testing.T) {
	e, c, svc, p := timed(t)
	c.VersionErr = fakeengine.ErrUnreachable
	ctx := context.Background()
	checks := map[string]error{}
	_, _, checks["host"] = e.Host(ctx)
	_, checks["image"] = e.ImageExists(ctx, "x")
	_, checks["up"] = e.Up(ctx, p, compose.UpOptions{})
	checks["down"] = e.Down(ctx, p, compose.DownOptions{})
	checks["logs"] = e.Logs(ctx, "lora", compose.LogsOptions{Service: "cpu"})
	_, checks["nodes"] = e.UpNodes(ctx, p, compose.UpOptions{})
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
	if err := e.Logs(context.Background(), "lora", compose.LogsOptions{Service: "cpu"}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Logs: %v", err)
	}
	c.Containers = nil
	svc.OnUp = func(*types.Project, api.UpOptions) { c.Containers = []container.Summary{cpuContainer("running")} }
	c.Logs = map[string]string{"id-cpu": "step 1\n"}
	c.Exit = map[string]int64{"id-cpu": 2}
	c.Inspect = map[string]container.InspectResponse{"id-cpu": {State: &container.State{}}}
	if code, err := e.Up(context.Background(), p, compose.UpOptions{}); err != nil || code != 2 {
		t.Errorf("Up = %d, %v", code, err)
	}
}

// dialUnreachable is a Docker connection to an address nothing listens on
// (the client connects only when asked).
func dialUnreachable(t *testing.T) DockerDialer {
	t.Helper()
	t.Setenv("DOCKER_CONTEXT", "")
	t.Setenv("DOCKER_HOST", "tcp://127.0.0.1:1")
	return func(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error) {
		return engine.NewCLI(in, out, errOut)
	}
}

func TestDockerConnectsOnceOnFirstUse(t *testing.T) {
	dials := 0
	dial := dialUnreachable(t)
	d := &Docker{Out: io.Discard, ErrOut: io.Discard, Dial: func(in io.ReadCloser, out, errOut io.Writer) (*command.DockerCli, error) {
		dials++
		return dial(in, out, errOut)
	}}
	api, err := d.API()
	if err != nil || api.DaemonHost() != "tcp://127.0.0.1:1" {
		t.Fatalf("API = %v, %v", api, err)
	}
	eng, err := d.Engine()
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := eng.Host(context.Background()); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Host on nothing: %v", err)
	}
	b, err := d.Builder("")
	if err != nil {
		t.Fatal(err)
	}
	// The engine's BuildKit pings before anything is staged or sent.
	dir := t.TempDir()
	if _, err := b.Build(context.Background(), images.BuildOptions{Dir: dir}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Build on nothing: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("staged %v before reaching the engine", entries)
	}
	remote, err := d.Builder("tcp://buildkitd:1234")
	if sb, ok := remote.(*SessionBuilder); err != nil || !ok || sb.Auth == nil {
		t.Errorf("remote builder = %#v, %v", remote, err)
	} else if rb, ok := sb.B.(*images.RemoteBuilder); !ok || rb.Addr != "tcp://buildkitd:1234" {
		t.Errorf("remote builder wraps %#v", sb.B)
	}
	if dials != 1 {
		t.Errorf("dialled %d times, want once", dials)
	}
}

func TestDockerWithoutAConnection(t *testing.T) {
	d := &Docker{Dial: func(io.ReadCloser, io.Writer, io.Writer) (*command.DockerCli, error) {
		return nil, errdefs.New(errdefs.Environment, "DOCKER_HOST=bogus://x is not usable", "")
	}}
	if _, err := d.API(); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("API: %v", err)
	}
	if _, err := d.Engine(); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Engine: %v", err)
	}
	if _, err := d.Builder(""); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("Builder: %v", err)
	}
	// The default dial reads DOCKER_HOST.
	t.Setenv("DOCKER_CONTEXT", "")
	t.Setenv("DOCKER_HOST", "bogus://x")
	if _, err := (&Docker{Out: io.Discard, ErrOut: io.Discard}).CLI(); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("bogus DOCKER_HOST: %v", err)
	}
}

// fakeImageBuilder is an images.Builder that refuses every platform.
type fakeImageBuilder struct{ images.Builder }

func (fakeImageBuilder) CheckPlatforms(context.Context, []string) error {
	return errors.New("no arm64 emulation on this builder")
}

func TestSessionBuilderBuildsOnItsBuilder(t *testing.T) {
	b := &SessionBuilder{B: fakeImageBuilder{}}
	dir := t.TempDir()
	_, err := b.Build(context.Background(), images.BuildOptions{Dir: dir, Platforms: []string{"linux/arm64"}})
	if err == nil || !strings.Contains(err.Error(), "no arm64 emulation") {
		t.Errorf("err = %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, ".spkit")); !os.IsNotExist(err) {
		t.Error("binaries staged for a build the builder refused")
	}
}
