package app

import (
	"context"
	"slices"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func TestUpNodesOnOneEngine(t *testing.T) {
	d, eng, b, _ := fixture(t, 100)
	eng.nodesCode = 143
	run, err := UpNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 3})
	if err != nil {
		t.Fatal(err)
	}
	if run.Code != 143 {
		t.Errorf("code = %d, want the worst rank's 143", run.Code)
	}
	if len(b.builds) != 1 {
		t.Errorf("%d builds, want the missing image built once", len(b.builds))
	}
	if got := eng.nodes.ServiceNames(); !slices.Equal(got, []string{"cpu-0", "cpu-1", "cpu-2"}) {
		t.Errorf("services = %v", got)
	}
	if eng.calls[len(eng.calls)-1] != "up-nodes" {
		t.Errorf("engine calls = %q", eng.calls)
	}
}

func TestUpNodesRefusals(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	if _, err := UpNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 1}); err == nil {
		t.Error("--nodes 1 accepted")
	}
	d.Backends = fakeBackends(&fakeEngine{})[2:]
	if _, err := UpNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 2}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("no backend runs several ranks, and UpNodes said %v", err)
	}
}

// --cuda and --torch reach a multi-node run as they reach a one-node run.
func TestUpNodesKeepsThePins(t *testing.T) {
	d, _, b, _ := fixture(t, 100)
	req := NodesRequest{UpRequest: UpRequest{Profile: "cpu", Pins: Pins{CUDA: "13.0"}}, Nodes: 2}
	if _, err := UpNodes(context.Background(), d, req); err != nil {
		t.Fatal(err)
	}
	if len(b.builds) != 1 {
		t.Fatalf("%d builds", len(b.builds))
	}
	if got := b.builds[0].Config.CUDA; got != "13.0" {
		t.Errorf("the nodes' build has CUDA %q, want --cuda's 13.0", got)
	}
}
