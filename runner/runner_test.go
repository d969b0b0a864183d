package runner

import (
	"context"
	"errors"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runspec"
)

type nopRunner struct{ name string }

func (nopRunner) Check(context.Context, *Plan) error                   { return nil }
func (r nopRunner) Start(context.Context, *Plan) (*Run, error)         { return &Run{Backend: r.name}, nil }
func (r nopRunner) Attach(context.Context, *Plan) (*Run, error)        { return &Run{Backend: r.name}, nil }
func (nopRunner) Stop(context.Context, *Run, StopOptions) error        { return nil }
func (nopRunner) Exec(context.Context, *Run, ExecOptions) (int, error) { return 0, nil }
func (nopRunner) Status(context.Context, *Run) error                   { return nil }
func (nopRunner) Logs(context.Context, *Run, LogsOptions) error        { return nil }
func (nopRunner) State(context.Context, *Run, string) (*runstate.State, error) {
	return nil, nil
}

func backend(name string, accepts func(Host, *Plan) bool) Backend {
	return Backend{Name: name, Accepts: accepts, New: func(Env) (Runner, error) { return nopRunner{name}, nil }}
}

func TestSelectTakesTheFirstBackendThatAccepts(t *testing.T) {
	reg := []Backend{
		backend("swarm", func(h Host, p *Plan) bool { return h.SwarmManager && p.Ranks() > 1 }),
		backend("ranks", func(_ Host, p *Plan) bool { return p.Ranks() > 1 }),
		backend("compose", func(_ Host, p *Plan) bool { return p.Ranks() == 1 }),
	}
	spec := &runspec.Spec{Profile: "cpu"}
	for _, tc := range []struct {
		host  Host
		nodes int
		want  string
	}{
		{Host{}, 0, "compose"},
		{Host{SwarmManager: true}, 1, "compose"},
		{Host{}, 2, "ranks"},
		{Host{SwarmManager: true}, 2, "swarm"},
	} {
		r, name, err := Select(reg, Env{Host: tc.host}, &Plan{Spec: spec, Nodes: tc.nodes})
		if err != nil || name != tc.want {
			t.Errorf("%+v, %d nodes: %q, %v; want %q", tc.host, tc.nodes, name, err, tc.want)
			continue
		}
		if run, _ := r.Start(context.Background(), &Plan{}); run.Backend != tc.want {
			t.Errorf("Select named %q but connected %q", name, run.Backend)
		}
	}
}

func TestSelectRefusesAPlanNoBackendRuns(t *testing.T) {
	reg := []Backend{backend("compose", func(_ Host, p *Plan) bool { return p.Ranks() == 1 })}
	_, _, err := Select(reg, Env{}, &Plan{Spec: &runspec.Spec{Profile: "h100"}, Nodes: 4})
	if errdefs.CodeOf(err) != errdefs.Environment {
		t.Fatalf("err = %v, want an environment error", err)
	}
}

func TestSelectReturnsTheBackendsConnectionError(t *testing.T) {
	boom := errors.New("boom")
	reg := []Backend{{Name: "x", Accepts: func(Host, *Plan) bool { return true }, New: func(Env) (Runner, error) { return nil, boom }}}
	if _, _, err := Select(reg, Env{}, &Plan{Spec: &runspec.Spec{}}); !errors.Is(err, boom) {
		t.Fatalf("err = %v", err)
	}
}

func TestUnsupportedIsAUserErrorThatSaysWhat(t *testing.T) {
	err := Unsupported("swarm", "run a command in a stack's task", "probe one rank")
	if !errors.Is(err, ErrUnsupported) || errdefs.CodeOf(err) != errdefs.Environment {
		t.Fatalf("err = %v", err)
	}
}
