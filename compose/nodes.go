package compose

import (
	"maps"
	"net"
	"slices"
	"strconv"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// LabelNodeRank marks a multi-node service with its node rank.
const LabelNodeRank = "dev.spkit.node-rank"

// NodesOptions shape a multi-node project on one engine.
type NodesOptions struct {
	Nodes int
	// Iface is the interface NCCL, Gloo and UCX use ("" : their choice).
	Iface string
	// MasterAddr, with Iface, puts every rank on the host's network with
	// the rendezvous at this address (the interface's).
	MasterAddr string
}

// RenderNodes returns the project that runs spec as Nodes ranks on one
// engine: one service per node rank (PROFILE-0, PROFILE-1, ...) on the
// project's bridge network, each the profile's service with its hostname
// set to its name (rank 0's name is the rendezvous address), the trainer
// under torchrun, PET_NODE_RANK from its index, and on GPU profiles GPU i
// for rank i. With metrics, rank i's are on the host's loopback at the
// metrics port + i (nodeMetrics).
func RenderNodes(spec *runspec.Spec, o Options, n NodesOptions) (*types.Project, error) {
	if err := dist.CheckNodes(n.Nodes); err != nil {
		return nil, err
	}
	if err := checkNodeMetrics(spec.Metrics, n); err != nil {
		return nil, err
	}
	p, err := Render([]*runspec.Spec{spec}, o)
	if err != nil {
		return nil, err
	}
	base := p.Services[spec.Profile]
	p.Services = types.Services{}
	launch := dist.Launch{Nodes: n.Nodes, ProcsPerNode: "1", MasterAddr: dist.ServiceName(spec.Profile, 0)}
	if n.MasterAddr != "" {
		launch.MasterAddr = n.MasterAddr
	}
	for i := range n.Nodes {
		svc := nodeService(base, spec, launch, n.Iface, i)
		if n.MasterAddr != "" {
			svc.Hostname, svc.NetworkMode = "", "host"
		}
		nodeMetrics(&svc, spec.Metrics, i, n.MasterAddr != "")
		p.Services[svc.Name] = svc
	}
	return p, nil
}

func nodeService(base types.ServiceConfig, spec *runspec.Spec, launch dist.Launch, iface string, rank int) types.ServiceConfig {
	svc := base
	svc.Name = dist.ServiceName(spec.Profile, rank)
	svc.Hostname = svc.Name
	svc.Profiles = []string{spec.Profile}
	svc.Labels = maps.Clone(base.Labels)
	svc.Labels[LabelNodeRank] = strconv.Itoa(rank)
	svc.Command = escaped(launch.Argv(spec.Command))
	env := maps.Clone(base.Environment)
	for k, v := range dist.Env(iface) {
		env[k] = &v
	}
	r := strconv.Itoa(rank)
	env[dist.NodeRankEnv] = &r
	svc.Environment = env
	if base.Deploy != nil {
		svc.Deploy = oneGPU(base.Deploy, rank)
	}
	return svc
}

// checkNodeMetrics refuses metrics ports the ranks cannot have: past 65535,
// or the rendezvous port where a rank would listen on it (rank 0's
// container on the bridge, any rank on the host's network).
func checkNodeMetrics(m *runspec.Metrics, n NodesOptions) error {
	if m == nil {
		return nil
	}
	last := m.Port + n.Nodes - 1
	if last > project.MaxPort {
		return errdefs.Configf("pick a lower port: metrics.port in spkit.yaml, or --metrics-port",
			"metrics port %d: rank %d would use port %d, past 65535", m.Port, n.Nodes-1, last)
	}
	if n.MasterAddr == "" {
		return dist.CheckMetricsPort(m.Port)
	}
	for p := m.Port; p <= last; p++ {
		if err := dist.CheckMetricsPort(p); err != nil {
			return err
		}
	}
	return nil
}

// nodeMetrics gives rank its own host port, the metrics port + rank: on the
// project's bridge network the rank listens on the metrics port in its
// container and publishes port + rank on the host's loopback; on the
// host's network (nothing is published there) it listens on the loopback
// at port + rank itself.
func nodeMetrics(svc *types.ServiceConfig, m *runspec.Metrics, rank int, hostNet bool) {
	if m == nil {
		return
	}
	port := strconv.Itoa(m.Port + rank)
	if hostNet {
		svc.Ports = nil
		addr := net.JoinHostPort(m.HostIP, port)
		svc.Environment[imageenv.MetricsAddr] = &addr
		svc.Labels[LabelPort] = port
		return
	}
	svc.Ports = slices.Clone(svc.Ports)
	for i := range svc.Ports {
		svc.Ports[i].Published = port
	}
}

// oneGPU gives rank its own GPU: several ranks on one machine must not
// share one device.
func oneGPU(d *types.DeployConfig, rank int) *types.DeployConfig {
	c := *d
	res := *d.Resources.Reservations
	res.Devices = slices.Clone(res.Devices)
	for i := range res.Devices {
		res.Devices[i].Count = 0
		res.Devices[i].IDs = []string{strconv.Itoa(rank)}
	}
	c.Resources.Reservations = &res
	return &c
}

func escaped(argv []string) types.ShellCommand {
	out := make(types.ShellCommand, len(argv))
	for i, a := range argv {
		out[i] = escape(a)
	}
	return out
}
