package swarm

import (
	"strings"
	"testing"

	"github.com/moby/moby/api/types/swarm"
)

func node(gpu bool) swarm.Node {
	n := swarm.Node{Status: swarm.NodeStatus{State: swarm.NodeStateReady}, Spec: swarm.NodeSpec{Availability: swarm.NodeAvailabilityActive}}
	if gpu {
		n.Description.Resources.GenericResources = []swarm.GenericResource{{NamedResourceSpec: &swarm.NamedGenericResource{Kind: GPUResource, Value: "GPU-1"}}}
	}
	return n
}

func TestPreflight(t *testing.T) {
	for name, tc := range map[string]struct {
		f    Facts
		want string // "" : accepted
	}{
		"one node, local image":       {Facts{Nodes: []swarm.Node{node(false)}, Image: "lora:cuda13.0-cpu", ImageLocal: true, Want: 2}, ""},
		"two nodes, local image":      {Facts{Nodes: []swarm.Node{node(false), node(false)}, Image: "lora:cuda13.0-cpu", ImageLocal: true, Want: 2}, "docker push"},
		"two nodes, registry image":   {Facts{Nodes: []swarm.Node{node(false), node(false)}, Image: "reg.example:5000/lora:1", Want: 2}, ""},
		"GPU profile, no resource":    {Facts{Nodes: []swarm.Node{node(false), node(true)}, Image: "reg.example/lora:1", GPU: true, Want: 2}, "node-generic-resources"},
		"GPU profile, both advertise": {Facts{Nodes: []swarm.Node{node(true), node(true)}, Image: "reg.example/lora:1", GPU: true, Want: 2}, ""},
		"too few nodes":               {Facts{Nodes: []swarm.Node{node(false), node(false)}, Image: "user/lora:1", Want: 4}, "join more nodes"},
	} {
		err := Preflight(tc.f)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: refused: %v", name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: err = %v, want one saying %q", name, err, tc.want)
		}
	}
}
