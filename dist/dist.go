// Package dist says how one trainer becomes a multi-node run: the torchrun
// launcher around train.command, the rendezvous, and the network
// environment NCCL, Gloo and UCX read. Every multi-node renderer (compose
// on one engine, Swarm, Kubernetes, Slurm) uses it, so the ranks are wired
// the same way everywhere.
//
// The rendezvous is torchrun's static one: node rank 0 hosts the store at
// MasterAddr:Port, and every node's rank comes from the scheduler (a
// compose service's index, a Swarm task's slot, a Kubernetes completion
// index, Slurm's node id) through PET_NODE_RANK, torchrun's environment
// form of --node_rank. Nobody types a rank or an address.
package dist

import (
	"fmt"
	"net"
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// DefaultPort is the rendezvous port (torchrun's conventional 29400).
const DefaultPort = 29400

// NodeRankEnv is torchrun's environment form of --node_rank.
const NodeRankEnv = "PET_NODE_RANK"

// MaxNodes bounds --nodes: a typo such as 200 should not render 200 services.
const MaxNodes = 64

// Launch is one multi-node run's torchrun settings.
type Launch struct {
	// Nodes is the number of nodes (containers, tasks, pods), one agent each.
	Nodes int
	// ProcsPerNode is torchrun's --nproc_per_node: a number, or "gpu".
	ProcsPerNode string
	// MasterAddr is node rank 0's DNS name; Port its rendezvous port.
	MasterAddr string
	Port       int
	// RdzvID, when set, selects torchrun's c10d rendezvous at
	// MasterAddr:Port with that run id instead of the static one: ranks
	// are then assigned by the rendezvous and no node needs its rank
	// (Slurm, where every node runs the same srun task).
	RdzvID string
}

// CheckMetricsPort refuses a metrics port (spkit run --metrics) that a
// multi-node run's rendezvous needs: node rank 0 hosts the store on
// DefaultPort.
func CheckMetricsPort(port int) error {
	if port != DefaultPort {
		return nil
	}
	return errdefs.Configf("pick another port: metrics.port in spkit.yaml, or --metrics-port",
		"metrics port %d is the multi-node rendezvous port", port)
}

// ifaceSpec is what NCCL_SOCKET_IFNAME takes: interface names (or
// prefixes), a list separated by ',', optionally led by ^ (exclude) or =
// (exact).
var ifaceSpec = regexp.MustCompile(`^[\^=]?[A-Za-z0-9_.:-]+(?:,[A-Za-z0-9_.:-]+)*$`)

// CheckIface refuses an --iface that names no interface: it reaches the
// environment of every rank (and the Slurm script).
func CheckIface(iface string) error {
	if iface != "" && (len(iface) > 256 || !ifaceSpec.MatchString(iface)) {
		return errdefs.Usagef("name a network interface, e.g. ib0 or enp1s0f0np0 (a list: eth0,eth1)",
			"--iface %q is not an interface name", iface)
	}
	return nil
}

// hostLabel is one label of a DNS host name (RFC 1123).
var hostLabel = regexp.MustCompile(`^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$`)

// CheckMasterAddr refuses a --master-addr that is neither an IP address
// nor a host name: it reaches every rank's command line, environment and
// the generated files ("$(id)" was accepted).
func CheckMasterAddr(addr string) error {
	if addr == "" || net.ParseIP(addr) != nil || isHostName(addr) {
		return nil
	}
	return errdefs.Usagef("give rank 0's IP address or host name, e.g. 192.168.100.10 or node0.cluster",
		"--master-addr %q is not an IP address or host name", addr)
}

func isHostName(s string) bool {
	if len(s) > 253 {
		return false
	}
	for _, l := range strings.Split(strings.TrimSuffix(s, "."), ".") {
		if !hostLabel.MatchString(l) {
			return false
		}
	}
	return true
}

// CheckNodes refuses a node count spkit cannot render.
func CheckNodes(n int) error {
	if n < 2 || n > MaxNodes {
		return errdefs.Usagef("give --nodes between 2 and "+strconv.Itoa(MaxNodes)+" (leave it out for one node)",
			"--nodes %d is out of range", n)
	}
	return nil
}

// Argv wraps the trainer's command in torchrun: the same interpreter runs
// `-m torch.distributed.run`, which then runs the command as it is
// (--no_python) once per process, with RANK, LOCAL_RANK, WORLD_SIZE,
// MASTER_ADDR and MASTER_PORT set. --max_restarts=0: a failed rank ends
// the run instead of restarting the group.
//
// A command that is itself a torchrun launch (`torchrun ...`, `python -m
// torch.distributed.run ...`: a repository's single-node line) is not
// nested: its launcher and options are dropped (the node count, processes
// per node and rendezvous are the run's) and what it runs is wrapped.
func (l Launch) Argv(command []string) []string {
	command = Unwrap(command)
	port := l.Port
	if port == 0 {
		port = DefaultPort
	}
	argv := []string{Interpreter(command), "-m", "torch.distributed.run",
		"--nnodes=" + strconv.Itoa(l.Nodes),
		"--nproc_per_node=" + orDefault(l.ProcsPerNode, "1"),
	}
	if l.RdzvID != "" {
		argv = append(argv, "--rdzv_backend=c10d", "--rdzv_endpoint="+l.MasterAddr+":"+strconv.Itoa(port), "--rdzv_id="+l.RdzvID)
	} else {
		argv = append(argv, "--master_addr="+l.MasterAddr, "--master_port="+strconv.Itoa(port))
	}
	argv = append(argv, "--max_restarts=0", "--no_python")
	return append(argv, command...)
}

// torchrunFlags are torchrun's options that take no value.
var torchrunFlags = map[string]bool{"--standalone": true, "--no-python": true, "--no_python": true,
	"--run-path": true, "--run_path": true, "-m": true, "--module": true}

// Unwrap returns what a torchrun launch runs, as a command of its own:
// `torchrun [options] train.py ARGS` is `python3 train.py ARGS`, with -m
// `python3 -m MODULE ARGS`, with --no-python the program as it is. Any
// other command is returned unchanged, and so is a launch with nothing to
// run.
func Unwrap(command []string) []string {
	var rest []string
	py := "python3"
	switch {
	case len(command) > 0 && path.Base(command[0]) == "torchrun":
		rest = command[1:]
	case len(command) > 2 && strings.HasPrefix(path.Base(command[0]), "python") && command[1] == "-m" &&
		(command[2] == "torch.distributed.run" || command[2] == "torch.distributed.launch"):
		py, rest = command[0], command[3:]
	default:
		return command
	}
	if len(rest) == 0 {
		return command
	}
	module, noPython := false, false
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			rest = rest[i+1:]
			break
		}
		if !strings.HasPrefix(a, "-") {
			rest = rest[i:]
			break
		}
		name, _, hasValue := strings.Cut(a, "=")
		switch {
		case name == "-m" || name == "--module":
			module = true
		case name == "--no-python" || name == "--no_python":
			noPython = true
		case !hasValue && !torchrunFlags[name]:
			i++ // its value
		}
		if i >= len(rest)-1 {
			return command // options only: nothing to run
		}
	}
	switch {
	case noPython:
		return slices.Clone(rest)
	case module:
		return append([]string{py, "-m"}, rest...)
	}
	return append([]string{py}, rest...)
}

// Interpreter is the Python that runs torchrun: the command's own when it
// starts with one (python, python3, /usr/bin/python3.12), else python3.
func Interpreter(command []string) string {
	if len(command) > 0 && strings.HasPrefix(path.Base(command[0]), "python") {
		return command[0]
	}
	return "python3"
}

// Env is the network environment of every rank. With iface set, NCCL, Gloo
// and UCX use that interface (NVIDIA's two-Spark recipe names the
// ConnectX-7 one); NCCL errors end the process instead of hanging it.
func Env(iface string) map[string]string {
	env := map[string]string{"TORCH_NCCL_ASYNC_ERROR_HANDLING": "1"}
	if iface != "" {
		env["NCCL_SOCKET_IFNAME"] = iface
		env["GLOO_SOCKET_IFNAME"] = iface
		env["UCX_NET_DEVICES"] = iface
	}
	return env
}

// ProcsPerNode is --nproc_per_node for a GPU request of count GPUs per node
// (AllGPUs is -1: torchrun's "gpu", one process per visible GPU); 1 without
// a GPU.
func ProcsPerNode(hasGPU bool, count int) string {
	switch {
	case !hasGPU:
		return "1"
	case count < 1:
		return "gpu"
	}
	return strconv.Itoa(count)
}

// ServiceName is node i's name in a project: PROFILE-i.
func ServiceName(profile string, i int) string { return fmt.Sprintf("%s-%d", profile, i) }

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
