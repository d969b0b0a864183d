package app_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runner"
)

// A backend is a room of its own: this one lives in a test, outside app,
// and registering it in Deps.Backends is all it takes for up, ps, logs and
// down to run through it (docs/architecture.md, "Adding a backend").

// nomad is a made-up backend: it records what the use cases asked of it.
type nomad struct {
	calls *[]string
	out   *bytes.Buffer
}

func (n nomad) log(format string, a ...any) { *n.calls = append(*n.calls, fmt.Sprintf(format, a...)) }

func (n nomad) Check(_ context.Context, p *runner.Plan) error {
	n.log("check %s", p.Spec.Profile)
	return nil
}

func (n nomad) Start(_ context.Context, p *runner.Plan) (*runner.Run, error) {
	n.log("start %s %s", p.Spec.Project, p.Spec.Profile)
	return &runner.Run{Backend: "nomad", Project: p.Spec.Project, Service: p.Spec.Profile, Ranks: 1, Code: 7}, nil
}

func (n nomad) Attach(_ context.Context, p *runner.Plan) (*runner.Run, error) {
	n.log("attach %s %d", p.Spec.Profile, len(p.All))
	return &runner.Run{Backend: "nomad", Project: p.Spec.Project, Service: p.Spec.Profile}, nil
}

func (n nomad) State(context.Context, *runner.Run, string) (*runstate.State, error) {
	return nil, runner.Unsupported("nomad", "read a run state", "")
}

func (n nomad) Exec(context.Context, *runner.Run, runner.ExecOptions) (int, error) {
	return 0, runner.Unsupported("nomad", "exec", "")
}

func (n nomad) Stop(_ context.Context, r *runner.Run, o runner.StopOptions) error {
	n.log("stop %s %s volumes=%t", r.Project, r.Service, o.Volumes)
	return nil
}

func (n nomad) Status(_ context.Context, r *runner.Run) error {
	n.log("status %s", r.Project)
	fmt.Fprintf(n.out, "nomad job %s: running\n", r.Project)
	return nil
}

func (n nomad) Logs(_ context.Context, r *runner.Run, o runner.LogsOptions) error {
	n.log("logs %s %s tail=%s", r.Project, r.Service, o.Tail)
	return nil
}

// hostOnly is an engine that has every image and answers where it runs.
type hostOnly struct{}

func (hostOnly) Host(context.Context) (system.Info, bool, error)   { return system.Info{}, true, nil }
func (hostOnly) ImageExists(context.Context, string) (bool, error) { return true, nil }

func TestAFakeBackendRunsUpPsLogsAndDown(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		"spkit.yaml": "name: lora\ncopy: [train.py]\ntrain:\n  command: [python3, train.py]\nvolumes:\n  output: ./output\n",
		"train.py":   "print(1)\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var calls []string
	var out, errOut bytes.Buffer
	fake := runner.Backend{Name: "nomad",
		Accepts: func(_ runner.Host, p *runner.Plan) bool { return p.Ranks() == 1 },
		New:     func(runner.Env) (runner.Runner, error) { return nomad{calls: &calls, out: &out}, nil }}
	d := &app.Deps{Dir: dir, Engine: func() (app.Engine, error) { return hostOnly{}, nil }, Backends: []runner.Backend{fake},
		ProcRoot: t.TempDir(), Out: &out, ErrOut: &errOut, Now: time.Now}
	ctx := context.Background()
	up, err := app.Up(ctx, d, app.UpRequest{Profile: "cpu"})
	if err != nil {
		t.Fatal(err)
	}
	if up.Code != 7 || up.Run.Backend != "nomad" {
		t.Errorf("up = %+v: want the backend's run and exit code", up.Run)
	}
	if err := app.Ps(ctx, d); err != nil {
		t.Fatal(err)
	}
	if err := app.Logs(ctx, d, app.LogsRequest{Profile: "cpu", Tail: "5"}); err != nil {
		t.Fatal(err)
	}
	if err := app.Down(ctx, d, app.DownRequest{Profile: "cpu", Volumes: true}); err != nil {
		t.Fatal(err)
	}
	want := []string{"check cpu", "start lora cpu", "status lora", "logs lora cpu tail=5", "attach cpu 0", "stop lora cpu volumes=true"}
	if !slices.Equal(calls, want) {
		t.Errorf("backend calls:\n got %q\nwant %q", calls, want)
	}
	if !strings.Contains(out.String(), "nomad job lora: running") {
		t.Errorf("ps printed %q", out.String())
	}
}
