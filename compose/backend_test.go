package compose

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
)

// recorder is an Engine that records what the compose backends asked.
type recorder struct {
	calls   []string
	up      *types.Project
	upOpts  UpOptions
	code    int
	rescued []string
	downErr error
}

func (e *recorder) log(s string) { e.calls = append(e.calls, s) }

func (e *recorder) Host(context.Context) (system.Info, bool, error)   { return system.Info{}, true, nil }
func (e *recorder) ImageExists(context.Context, string) (bool, error) { return true, nil }

func (e *recorder) Up(_ context.Context, p *types.Project, o UpOptions) (int, error) {
	e.log("up " + strings.Join(p.ServiceNames(), ","))
	e.up, e.upOpts = p, o
	return e.code, nil
}

func (e *recorder) UpNodes(_ context.Context, p *types.Project, o UpOptions) (int, error) {
	e.log("up-nodes " + strings.Join(p.ServiceNames(), ","))
	e.up, e.upOpts = p, o
	return e.code, nil
}

func (e *recorder) RunState(_ context.Context, project, service, dir string) (*runstate.State, error) {
	e.log("state " + project + " " + service + " " + dir)
	return &runstate.State{Version: 2}, nil
}

func (e *recorder) Exec(_ context.Context, project, service string, o ExecOptions) (int, error) {
	e.log("exec " + service + " " + strings.Join(o.Cmd, " "))
	return 4, nil
}

func (e *recorder) Down(_ context.Context, p *types.Project, o DownOptions) error {
	e.log("down " + p.Name + " " + o.Service)
	return e.downErr
}

func (e *recorder) Rescue(context.Context, *types.Project, string) ([]string, error) {
	e.log("rescue")
	return e.rescued, nil
}

func (e *recorder) Ps(_ context.Context, project string) error {
	e.log("ps " + project)
	return nil
}

func (e *recorder) Logs(_ context.Context, project string, o LogsOptions) error {
	e.log("logs " + project + " " + o.Service + " " + o.Tail)
	return nil
}

func backendSpec(t *testing.T, profile string, flags runspec.Flags) *runspec.Spec {
	t.Helper()
	return spectest.Spec(t, spectest.Config(t, "testdata/spkit.yaml"), profile, flags)
}

// connect is backend b's runner over e, in a fresh repository.
func connect(t *testing.T, b func(func() (Engine, error)) runner.Backend, e *recorder, preflight func(*runner.Plan) error) (runner.Runner, string, *bytes.Buffer) {
	t.Helper()
	dir := t.TempDir()
	var errOut bytes.Buffer
	r, err := b(func() (Engine, error) { return e, nil }).New(runner.Env{Dir: dir, Out: &errOut, ErrOut: &errOut, Preflight: preflight})
	if err != nil {
		t.Fatal(err)
	}
	return r, dir, &errOut
}

// One rank: the check is the use cases' preflight; Start makes the output
// folder, starts the one service, says where its metrics are, warns of
// files rescued from outside the mounts, and names the run for State,
// Exec, Status, Logs and Stop.
func TestServiceBackendRunsOneRank(t *testing.T) {
	e := &recorder{code: 3, rescued: []string{"/repo/output/a.pt"}}
	refuse := errors.New("too little memory")
	var checked *runner.Plan
	r, dir, errOut := connect(t, Backend, e, func(p *runner.Plan) error { checked = p; return refuse })
	plan := &runner.Plan{Spec: backendSpec(t, "cpu", spectest.Port(9400))}
	if err := r.Check(context.Background(), plan); !errors.Is(err, refuse) || checked != plan {
		t.Errorf("Check = %v: want the preflight's refusal", err)
	}
	ctx := context.Background()
	run, err := r.Start(ctx, plan)
	if err != nil || run.Code != 3 || run.Backend != "compose" || run.Service != "cpu" {
		t.Fatalf("Start = %+v, %v", run, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "output")); err != nil {
		t.Errorf("no output folder: %v", err)
	}
	for _, want := range []string{"metrics at http://127.0.0.1:9400/metrics", "wrote 1 file(s) outside its mounts", "/repo/output/a.pt"} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	_, _ = r.State(ctx, run, "/app/output/trials/1")
	if code, _ := r.Exec(ctx, run, runner.ExecOptions{Cmd: []string{"spkit", "run"}}); code != 4 {
		t.Errorf("Exec = %d", code)
	}
	_ = r.Status(ctx, run)
	_ = r.Logs(ctx, run, runner.LogsOptions{Tail: "5"})
	if err := r.Stop(ctx, run, runner.StopOptions{}); err != nil {
		t.Fatal(err)
	}
	want := []string{"up cpu", "rescue", "state " + run.Project + " cpu /app/output/trials/1", "exec cpu spkit run", "ps " + run.Project,
		"logs " + run.Project + " cpu 5", "down " + run.Project + " cpu"}
	if !slices.Equal(e.calls, want) {
		t.Errorf("engine calls:\n got %q\nwant %q", e.calls, want)
	}
	if err := r.Stop(ctx, run, runner.StopOptions{}); err == nil {
		t.Error("a run stopped twice")
	}
}

// Holding, the service's PID 1 is spkit hold with the plan's grace, and
// the trainer's output is neither followed nor rescued.
func TestServiceBackendHolds(t *testing.T) {
	e := &recorder{}
	r, _, _ := connect(t, Backend, e, nil)
	plan := &runner.Plan{Spec: backendSpec(t, "cpu", runspec.Flags{}), Hold: true, Grace: 20e9}
	if err := r.Check(context.Background(), plan); err != nil {
		t.Fatal(err)
	}
	if _, err := r.Start(context.Background(), plan); err != nil {
		t.Fatal(err)
	}
	if got := []string(e.up.Services["cpu"].Entrypoint); !slices.Equal(got, []string{"spkit", "hold", "--grace", "20s"}) || !e.upOpts.Hold {
		t.Errorf("entrypoint %q, options %+v", got, e.upOpts)
	}
	if slices.Contains(e.calls, "rescue") {
		t.Error("a holding container's files were rescued at its start")
	}
}

// A whole project's run (spkit down without a profile) is attached as
// every profile's service and removed at once.
func TestServiceBackendStopsAWholeProject(t *testing.T) {
	e := &recorder{}
	r, _, _ := connect(t, Backend, e, nil)
	specs := []*runspec.Spec{backendSpec(t, "cpu", runspec.Flags{}), backendSpec(t, "h100", runspec.Flags{})}
	run, err := r.Attach(context.Background(), &runner.Plan{Spec: specs[0], All: specs})
	if err != nil || run.Service != "" {
		t.Fatalf("Attach = %+v, %v", run, err)
	}
	e.downErr = errdefs.New(errdefs.Runtime, "boom", "")
	if err := r.Stop(context.Background(), run, runner.StopOptions{Volumes: true}); errdefs.CodeOf(err) != errdefs.Runtime {
		t.Errorf("Stop = %v", err)
	}
	if !slices.Equal(e.calls, []string{"down " + run.Project + " "}) {
		t.Errorf("engine calls = %q: want the whole project down", e.calls)
	}
}

// Ranks: one project of every rank, rank 0's state and output, no exec.
func TestRanksBackendRunsEveryRank(t *testing.T) {
	e := &recorder{code: 143}
	r, _, errOut := connect(t, RanksBackend, e, nil)
	plan := &runner.Plan{Spec: backendSpec(t, "cpu", runspec.Flags{}), Nodes: 3}
	if !RanksBackend(nil).Accepts(runner.Host{}, plan) || Backend(nil).Accepts(runner.Host{}, plan) {
		t.Error("ranks take several ranks, compose one")
	}
	ctx := context.Background()
	run, err := r.Start(ctx, plan)
	if err != nil || run.Code != 143 || run.Ranks != 3 || run.Backend != "ranks" {
		t.Fatalf("Start = %+v, %v", run, err)
	}
	if !strings.Contains(errOut.String(), "starting 3 ranks of cpu on this engine (rendezvous at cpu-0)") {
		t.Errorf("stderr = %s", errOut)
	}
	_, _ = r.State(ctx, run, "")
	_ = r.Logs(ctx, run, runner.LogsOptions{Tail: "all"})
	if _, err := r.Exec(ctx, run, runner.ExecOptions{}); !errors.Is(err, runner.ErrUnsupported) {
		t.Errorf("Exec = %v", err)
	}
	attached, err := r.Attach(ctx, plan)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Stop(ctx, attached, runner.StopOptions{}); err != nil {
		t.Fatal(err)
	}
	want := []string{"up-nodes cpu-0,cpu-1,cpu-2", "state " + run.Project + " cpu-0 ", "logs " + run.Project + " cpu-0 all",
		"down " + run.Project + " cpu-0", "down " + run.Project + " cpu-1", "down " + run.Project + " cpu-2"}
	if !slices.Equal(e.calls, want) {
		t.Errorf("engine calls:\n got %q\nwant %q", e.calls, want)
	}
	bad := RanksBackend(func() (Engine, error) { return nil, errdefs.New(errdefs.Environment, "no engine", "") })
	if _, err := bad.New(runner.Env{}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("no engine: %v", err)
	}
}
