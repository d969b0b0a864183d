package app

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/swarm"
	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runner"
)

// plannedFixture is the fixture's cpu profile resolved into a plan.
func plannedFixture(t *testing.T, nodes int) (*Deps, *fakeEngine, *Prepared, *runner.Plan) {
	t.Helper()
	d, eng, _, _ := fixture(t, 100)
	prep, err := prepareNodes(d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: max(nodes, 2)})
	if err != nil {
		t.Fatal(err)
	}
	return d, eng, prep, &runner.Plan{Spec: prep.Specs[0], Nodes: nodes}
}

// The registry picks compose for one rank, the one-engine ranks for
// several, and a stack on a Swarm manager.
func TestBackendsRegistryPicksByHostAndRanks(t *testing.T) {
	d, _, prep, plan := plannedFixture(t, 1)
	manager := engineHost{info: system.Info{Swarm: swarm.Info{LocalNodeState: swarm.LocalNodeStateActive, ControlAvailable: true}}}
	for _, tc := range []struct {
		h     engineHost
		nodes int
		want  string
	}{
		{engineHost{local: true}, 1, "*compose.serviceRunner"},
		{engineHost{local: true}, 3, "*compose.ranksRunner"},
		{manager, 1, "*compose.serviceRunner"},
		{manager, 2, "*swarm.stackRunner"},
	} {
		plan.Nodes = tc.nodes
		r, err := selectRunner(d, tc.h, prep.Run[0], plan)
		if err != nil {
			t.Fatal(err)
		}
		if got := typeName(r); got != tc.want {
			t.Errorf("%d ranks: %s, want %s", tc.nodes, got, tc.want)
		}
	}
	d.Backends = nil
	if _, err := selectRunner(d, manager, prep.Run[0], plan); err == nil || !strings.Contains(err.Error(), "no backend runs 2 rank(s)") {
		t.Errorf("an empty registry: %v", err)
	}
}

func typeName(v any) string { return fmt.Sprintf("%T", v) }

// A run started by another spkit is found again by Attach, and Stop takes
// down every rank of it; a run this runner never saw is refused.
func TestComposeRunnerAttachAndStop(t *testing.T) {
	d, eng, prep, plan := plannedFixture(t, 3)
	r, err := selectRunner(d, engineHost{local: true}, prep.Run[0], plan)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Stop(context.Background(), &runner.Run{Project: "elsewhere", Ranks: 3}, runner.StopOptions{}); err == nil {
		t.Error("Stop of a run never started nor attached was accepted")
	}
	run, err := r.Attach(context.Background(), plan)
	if err != nil || run.Ranks != 3 || run.Project != prep.Specs[0].Project {
		t.Fatalf("Attach = %+v, %v", run, err)
	}
	if err := r.Stop(context.Background(), run, runner.StopOptions{Volumes: true}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(eng.calls, " "); got != "down down down" {
		t.Errorf("engine calls = %q, want every rank down", got)
	}
	eng.downErr = errors.New("boom")
	run, _ = r.Attach(context.Background(), plan)
	if err := r.Stop(context.Background(), run, runner.StopOptions{}); err == nil {
		t.Error("a failed down was dropped")
	}
}

// The ranks' state is rank 0's; neither the ranks nor a stack run a
// command for probe, and a stack's state, containers and output are not
// readable from here: each says so instead of answering nothing.
func TestRunnersSayWhatTheirBackendCannotDo(t *testing.T) {
	d, eng, prep, plan := plannedFixture(t, 2)
	eng.states = map[string]*runstate.State{"": {Version: 2}}
	eng.state = &runstate.State{Version: 2}
	r, _ := selectRunner(d, engineHost{local: true}, prep.Run[0], plan)
	if s, err := r.State(context.Background(), &runner.Run{Project: "p", Service: "cpu", Ranks: 2}, ""); err != nil || s == nil {
		t.Errorf("ranks state: %v, %v", s, err)
	}
	if _, err := r.Exec(context.Background(), &runner.Run{}, runner.ExecOptions{}); !errors.Is(err, runner.ErrUnsupported) {
		t.Errorf("ranks exec: %v", err)
	}
	manager := engineHost{info: system.Info{Swarm: swarm.Info{LocalNodeState: swarm.LocalNodeStateActive, ControlAvailable: true}}}
	s, _ := selectRunner(d, manager, prep.Run[0], plan)
	if _, err := s.Exec(context.Background(), &runner.Run{}, runner.ExecOptions{}); !errors.Is(err, runner.ErrUnsupported) {
		t.Errorf("swarm exec: %v", err)
	}
	if _, err := s.State(context.Background(), &runner.Run{}, ""); !errors.Is(err, runner.ErrUnsupported) {
		t.Errorf("swarm state: %v", err)
	}
	if err := s.Status(context.Background(), &runner.Run{}); !errors.Is(err, runner.ErrUnsupported) {
		t.Errorf("swarm status: %v", err)
	}
	if err := s.Logs(context.Background(), &runner.Run{}, runner.LogsOptions{}); !errors.Is(err, runner.ErrUnsupported) {
		t.Errorf("swarm logs: %v", err)
	}
}
