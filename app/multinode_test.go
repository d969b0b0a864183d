package app

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/swarm"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
	"github.com/spkit-dev/spkit/slurm"
)

// The multi-node renderings and runs that need no swarm to deploy to.

func TestK8sAndSlurmRenderWithoutWriting(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	req := NodesRequest{UpRequest: UpRequest{Profile: "h100"}, Nodes: 4, Image: "registry.example/lora:1"}
	data, _, err := K8s(d, K8sRequest{NodesRequest: req, Namespace: "ml"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"kind: Job", "completions: 4", "namespace: ml", "image: registry.example/lora:1", "nvidia.com/gpu"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("manifests lack %q", want)
		}
	}
	script, err := Slurm(d, NodesRequest{UpRequest: UpRequest{Profile: "h100"}, Nodes: 2, Image: "registry.example/lora:1"}, slurm.Options{})
	if err != nil || !strings.Contains(string(script), "#SBATCH --nodes=2") {
		t.Errorf("Slurm = %v\n%s", err, script)
	}
	if _, err := os.Stat(filepath.Join(d.Dir, ".spkit", "generated")); !os.IsNotExist(err) {
		t.Error("rendering manifests wrote generated files")
	}
	if _, _, err := K8s(d, K8sRequest{NodesRequest: NodesRequest{UpRequest: UpRequest{Profile: "h100"}, Nodes: 1}}); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("--nodes 1: %v", err)
	}
	if _, err := Slurm(d, NodesRequest{UpRequest: UpRequest{Profile: "h10"}, Nodes: 2}, slurm.Options{}); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("unknown profile: %v", err)
	}
}

func TestStackAndNodesProject(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	req := NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 2}
	data, err := Stack(context.Background(), d, req, "..")
	if err != nil || !strings.Contains(string(data), "  cpu-n:\n") || !strings.Contains(string(data), "--nnodes=2") || !strings.Contains(string(data), "source: ../data") {
		t.Fatalf("Stack = %v\n%s", err, data)
	}
	if _, err := Stack(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 0}, "."); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("--nodes 0: %v", err)
	}
}

func TestDownNodesOnOneEngineRemovesEveryRank(t *testing.T) {
	d, eng, _, _ := fixture(t, 100)
	if err := DownNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 3}, true); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(eng.calls, " "); got != "host down down down" {
		t.Errorf("engine calls = %q", got)
	}
	eng.hostErr = errdefs.New(errdefs.Environment, "no engine", "")
	if err := DownNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 3}, false); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("unreachable: %v", err)
	}
}

// swarmManager is the fixture's engine as a Swarm manager whose API
// lists nodes.
func swarmManager(t *testing.T, ready int) (*Deps, *fakeEngine, *fakeengine.Client, *fakeBuilder) {
	t.Helper()
	d, eng, b, _ := fixture(t, 100)
	eng.info.Swarm = swarm.Info{LocalNodeState: swarm.LocalNodeStateActive, ControlAvailable: true, NodeID: "node-0"}
	api := &fakeengine.Client{}
	for range ready {
		api.Nodes = append(api.Nodes, swarm.Node{Status: swarm.NodeStatus{State: swarm.NodeStateReady}, Spec: swarm.NodeSpec{Availability: swarm.NodeAvailabilityActive}})
	}
	eng.api = api
	return d, eng, api, b
}

func TestUpNodesOnASwarmRefusesWhatItCannotRun(t *testing.T) {
	d, ne, api, _ := swarmManager(t, 1)
	_, err := UpNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 4})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "4 ranks need at least 3 ready nodes, the swarm has 1") {
		t.Errorf("err = %v", err)
	}
	if strings.Contains(strings.Join(ne.calls, " "), "up") || strings.Join(api.Calls(), " ") != "nodes image lora:cuda13.0-cpu" {
		t.Errorf("calls: %q %q", ne.calls, api.Calls())
	}
	// Several nodes need an image they can all pull.
	d, _, _, _ = swarmManager(t, 3)
	_, err = UpNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 3})
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "is only in this engine") || !strings.Contains(err.Error(), "--image") {
		t.Errorf("local image on 3 nodes: %v", err)
	}
}

func TestIfaceAddr(t *testing.T) {
	if addr, err := ifaceAddr("lo", true); err != nil || addr != "127.0.0.1" {
		t.Errorf("lo = %q, %v", addr, err)
	}
	for name, local := range map[string]bool{"lo": false, "spkit-nope0": true} {
		if _, err := ifaceAddr(name, local); errdefs.CodeOf(err) != errdefs.Environment {
			t.Errorf("%s (local %v): %v", name, local, err)
		}
	}
}

func TestUpNodesOverAnInterface(t *testing.T) {
	d, ne, _, _ := fixture(t, 100)
	ne.images["lora:cuda13.0-cpu"] = true
	if _, err := UpNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 2, Iface: "lo"}); err != nil {
		t.Fatal(err)
	}
	if s := ne.nodes.Services["cpu-0"]; s.NetworkMode != "host" {
		t.Errorf("rank 0's network = %q, want host networking", s.NetworkMode)
	}
	if !strings.Contains(d.ErrOut.(interface{ String() string }).String(), "rendezvous at 127.0.0.1") {
		t.Errorf("stderr = %q", d.ErrOut)
	}
}

// On a Swarm manager with --iface, the stack is rendered for the
// interface's address, its binds prepared, and deployed; a deploy that
// fails is the run's error (and what it created is removed).
func TestUpNodesOnASwarmDeploysTheStack(t *testing.T) {
	d, ne, api, b := swarmManager(t, 1)
	api.ServiceErr = errors.New("this node is not a swarm manager")
	_, err := UpNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 2, Iface: "lo"})
	if err == nil || !strings.Contains(err.Error(), "not a swarm manager") {
		t.Fatalf("err = %v", err)
	}
	if !slices.Contains(ne.calls, "exists lora:cuda13.0-cpu") || len(b.builds) != 1 {
		t.Errorf("engine calls = %q, %d builds: the missing image is built into this engine", ne.calls, len(b.builds))
	}
	if _, err := os.Stat(filepath.Join(d.Dir, "output")); err != nil {
		t.Errorf("the output bind was not prepared: %v", err)
	}
	if got := strings.Join(api.Calls(), " "); got != "nodes image lora:cuda13.0-cpu services services" {
		t.Errorf("API calls = %q: want the preflight, the deploy, the removal", got)
	}
	// An interface that is not there stops the run before the deploy.
	d, _, api, _ = swarmManager(t, 1)
	if _, err := UpNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 2, Iface: "spkit-nope0", Image: "registry.example/lora:1"}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("missing interface: %v", err)
	}
	if strings.Contains(strings.Join(api.Calls(), " "), "services") {
		t.Errorf("deployed over a missing interface: %q", api.Calls())
	}
}

func TestDownNodesOnASwarmRemovesTheStack(t *testing.T) {
	d, ne, api, _ := swarmManager(t, 2)
	api.ServiceErr = errors.New("boom")
	if err := DownNodes(context.Background(), d, NodesRequest{UpRequest: UpRequest{Profile: "cpu"}, Nodes: 2}, false); err == nil || !strings.Contains(err.Error(), "boom") {
		t.Errorf("err = %v", err)
	}
	if strings.Contains(strings.Join(ne.calls, " "), "down") {
		t.Errorf("engine calls = %q: a swarm's run is a stack, not containers", ne.calls)
	}
}
