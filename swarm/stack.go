// Package swarm runs one profile's trainer on several nodes of a Docker
// Swarm: Render writes the stack (what `docker stack deploy` takes), and
// Deploy creates it through the engine API, follows every rank and waits
// for all of them. No sshd, no passwords, no rank typed by hand: Swarm
// places one task per node and hands each its rank.
//
// The stack has two services on an attachable overlay network: PROFILE-0
// (node rank 0, one task, DNS round-robin so that its name is its task's
// address: the rendezvous) and PROFILE-n (the other N-1 ranks, rank
// {{.Task.Slot}}, 1 to N-1). torchrun reads the rank from PET_NODE_RANK.
package swarm

import (
	"maps"
	"slices"
	"strconv"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/runspec"
)

// GPUResource is the generic resource nodes advertise for their GPUs
// (dockerd's node-generic-resources, e.g. "NVIDIA_GPU=GPU-<uuid>").
const GPUResource = "NVIDIA_GPU"

// trainConfigKey names the trainer config's swarm config in the stack.
const trainConfigKey = "train-config"

// Options shape the stack.
type Options struct {
	Nodes int
	// Iface is the interface NCCL, Gloo and UCX use ("" : their choice).
	Iface string
	// Image replaces the spec's image (a registry reference every node
	// can pull).
	Image string
	// RepoDir is the repository as seen from the stack file ("." default).
	RepoDir string
	// MasterAddr, with Iface, switches to host networking (NVIDIA's
	// recipe: NCCL on the nodes' own ConnectX-7 ports): rank 0 runs on
	// Rank0Constraint's node and MasterAddr is that node's address on Iface.
	MasterAddr      string
	Rank0Constraint string
}

// hostNet is the stack's name for the engine's host network.
const hostNet = "hostnet"

// HostNetworking reports whether the stack uses the nodes' own network.
func (o Options) HostNetworking() bool { return o.Iface != "" }

// WorkersName is the service of node ranks 1 to N-1.
func WorkersName(profile string) string { return profile + "-n" }

// Render returns the stack for spec.
func Render(spec *runspec.Spec, o Options) (*types.Project, error) {
	if err := dist.CheckNodes(o.Nodes); err != nil {
		return nil, err
	}
	if o.RepoDir == "" {
		o.RepoDir = "."
	}
	if o.HostNetworking() && o.MasterAddr == "" {
		return nil, errdefs.Usagef("give --master-addr: rank 0's node address on "+o.Iface+" (spkit up on a manager finds it itself)",
			"with --iface the stack uses host networking and needs rank 0's address")
	}
	b := &builder{s: spec, o: o, network: spec.Profile + "-net"}
	network := types.NetworkConfig{Driver: "overlay", Attachable: true}
	if o.HostNetworking() {
		b.network, network = hostNet, types.NetworkConfig{Name: "host", External: types.External(true)}
	}
	base, err := b.service()
	if err != nil {
		return nil, err
	}
	p := &types.Project{
		Name:     spec.Project,
		Services: types.Services{},
		Networks: types.Networks{b.network: network},
		Volumes:  types.Volumes{spec.Cache.Key: {Name: spec.Cache.Name}},
	}
	if spec.TrainConfig != "" {
		p.Configs = types.Configs{trainConfigKey: {File: repoPath(o.RepoDir, runspec.GeneratedTrainConfig(spec.Profile, spec.TrainConfig))}}
	}
	rank0 := b.rank(base, dist.ServiceName(spec.Profile, 0), 1, "0")
	if o.HostNetworking() {
		rank0.Deploy.Placement.Constraints = []string{orDefault(o.Rank0Constraint, "node.role == manager")}
	} else {
		rank0.Hostname = rank0.Name
	}
	rank0.Deploy.EndpointMode = "dnsrr"
	workers := b.rank(base, WorkersName(spec.Profile), o.Nodes-1, "{{.Task.Slot}}")
	p.Services[rank0.Name], p.Services[workers.Name] = rank0, workers
	return p, nil
}

// rank is one of the two services: replicas tasks, at most one per node,
// never restarted (a rank that died cannot rejoin a static rendezvous).
func (b *builder) rank(base types.ServiceConfig, name string, replicas int, nodeRank string) types.ServiceConfig {
	svc := base
	svc.Name = name
	env := maps.Clone(base.Environment)
	env[dist.NodeRankEnv] = &nodeRank
	svc.Environment = env
	d := *base.Deploy
	d.Replicas = &replicas
	d.Placement.MaxReplicas = 1
	d.RestartPolicy = &types.RestartPolicy{Condition: "none"}
	svc.Deploy = &d
	return svc
}

// gpuReservation is the GPU as a generic resource: one per task for
// "all" (DGX Spark has one), else the profile's count.
func gpuReservation(g *runspec.GPURequest) *types.Resource {
	n := int64(max(g.Count, 1))
	return &types.Resource{GenericResources: []types.GenericResource{{
		DiscreteResourceSpec: &types.DiscreteGenericResource{Kind: GPUResource, Value: n},
	}}}
}

func procsPerNode(g *runspec.GPURequest) string {
	if g == nil {
		return "1"
	}
	return strconv.Itoa(max(g.Count, 1))
}

// checkImage refuses an image reference without a tag.
func checkImage(ref string) error {
	if ref == "" {
		return errdefs.Configf("give --image a registry reference", "the stack has no image")
	}
	return nil
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

func sortedKeys(m map[string]string) []string { return slices.Sorted(maps.Keys(m)) }
