package swarm

import (
	"fmt"
	"strings"

	"github.com/distribution/reference"
	"github.com/moby/moby/api/types/swarm"
	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Facts are what the preflight reads from the manager.
type Facts struct {
	Info  system.Info
	Nodes []swarm.Node
	// Image is the stack's image; ImageLocal whether this engine has it.
	Image      string
	ImageLocal bool
	GPU        bool
	Want       int // --nodes
}

// IsManager reports whether the engine is a Swarm manager, where up
// --nodes deploys a stack (elsewhere it runs the ranks on the engine).
func IsManager(info system.Info) bool {
	return info.Swarm.LocalNodeState == swarm.LocalNodeStateActive && info.Swarm.ControlAvailable
}

// Preflight refuses a stack the swarm cannot run, each refusal saying what
// to change (Environment errors, exit 4).
func Preflight(f Facts) error {
	ready := readyNodes(f.Nodes)
	if len(ready) > 1 && !inRegistry(f.Image) {
		return errdefs.New(errdefs.Environment,
			fmt.Sprintf("the swarm has %d nodes and image %s is only in this engine", len(ready), f.Image),
			fmt.Sprintf("push it where every node can pull it (docker tag %s REGISTRY/%s; docker push REGISTRY/%s) and pass --image REGISTRY/%s", f.Image, f.Image, f.Image, f.Image))
	}
	if len(ready) <= 1 && !f.ImageLocal && !inRegistry(f.Image) {
		return errdefs.New(errdefs.Environment, "image "+f.Image+" is not in this engine", "build it: spkit build --profile PROFILE")
	}
	if f.GPU {
		gpus := withGPU(ready)
		if gpus < f.Want {
			return errdefs.New(errdefs.Environment,
				fmt.Sprintf("%d of the swarm's nodes advertise an %s generic resource; %d ranks need %d", gpus, GPUResource, f.Want, f.Want),
				`on each GPU node set "node-generic-resources": ["NVIDIA_GPU=GPU-<uuid from nvidia-smi -L>"] in /etc/docker/daemon.json, `+
					`uncomment swarm-resource = "DOCKER_RESOURCE_GPU" in /etc/nvidia-container-runtime/config.toml, and restart docker`)
		}
	}
	if len(ready) < f.Want-1 {
		return errdefs.New(errdefs.Environment, fmt.Sprintf("%d ranks need at least %d ready nodes, the swarm has %d", f.Want, f.Want-1, len(ready)),
			"join more nodes (docker swarm join-token worker) or lower --nodes")
	}
	return nil
}

func readyNodes(nodes []swarm.Node) []swarm.Node {
	var out []swarm.Node
	for _, n := range nodes {
		if n.Status.State == swarm.NodeStateReady && n.Spec.Availability == swarm.NodeAvailabilityActive {
			out = append(out, n)
		}
	}
	return out
}

func withGPU(nodes []swarm.Node) int {
	n := 0
	for _, node := range nodes {
		for _, g := range node.Description.Resources.GenericResources {
			if (g.DiscreteResourceSpec != nil && g.DiscreteResourceSpec.Kind == GPUResource) ||
				(g.NamedResourceSpec != nil && g.NamedResourceSpec.Kind == GPUResource) {
				n++
				break
			}
		}
	}
	return n
}

// inRegistry reports whether ref names a registry host (a dot, a port or
// localhost in its first component, or a Docker Hub namespace): something
// a node can pull.
func inRegistry(ref string) bool {
	named, err := reference.ParseNormalizedNamed(ref)
	if err != nil {
		return false
	}
	domain := reference.Domain(named)
	// A bare name (lora-trainer:tag) is what spkit build makes; user/repo
	// on Docker Hub is pullable.
	return domain != "docker.io" || strings.Contains(ref, "/")
}
