package dist

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

func TestArgvWrapsTheCommandInTorchrun(t *testing.T) {
	l := Launch{Nodes: 2, ProcsPerNode: "gpu", MasterAddr: "lora-cpu-0"}
	got := l.Argv([]string{"/usr/bin/python3.12", "train.py", "--config", "c.yaml"})
	want := []string{"/usr/bin/python3.12", "-m", "torch.distributed.run", "--nnodes=2", "--nproc_per_node=gpu",
		"--master_addr=lora-cpu-0", "--master_port=29400", "--max_restarts=0", "--no_python",
		"/usr/bin/python3.12", "train.py", "--config", "c.yaml"}
	if !slices.Equal(got, want) {
		t.Errorf("Argv =\n%q\nwant\n%q", got, want)
	}
	if got := Interpreter([]string{"accelerate", "launch"}); got != "python3" {
		t.Errorf("Interpreter(accelerate) = %q, want python3", got)
	}
}

func TestEnvAndNodes(t *testing.T) {
	env := Env("enp1s0f0np0")
	for _, k := range []string{"NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME", "UCX_NET_DEVICES"} {
		if env[k] != "enp1s0f0np0" {
			t.Errorf("%s = %q", k, env[k])
		}
	}
	if _, ok := Env("")["NCCL_SOCKET_IFNAME"]; ok {
		t.Error("no interface given, yet NCCL_SOCKET_IFNAME is set")
	}
	for n, ok := range map[int]bool{1: false, 2: true, 64: true, 65: false} {
		if err := CheckNodes(n); (err == nil) != ok {
			t.Errorf("CheckNodes(%d) = %v", n, err)
		}
	}
	if ProcsPerNode(true, -1) != "gpu" || ProcsPerNode(false, 4) != "1" || ProcsPerNode(true, 4) != "4" {
		t.Error("ProcsPerNode")
	}
}

// A repository's own single-node torchrun line is not nested in spkit's
// torchrun: what it runs is wrapped, its launcher options give way to the
// run's.
func TestArgvDoesNotNestTorchrun(t *testing.T) {
	l := Launch{Nodes: 2, ProcsPerNode: "gpu", MasterAddr: "cpu-0"}
	for _, tc := range []struct{ command, want []string }{
		{[]string{"torchrun", "--nproc_per_node=8", "-m", "scripts.base_train", "--depth=20"},
			[]string{"python3", "-m", "scripts.base_train", "--depth=20"}},
		{[]string{"torchrun", "--standalone", "--nproc_per_node", "4", "train.py", "config/train_gpt2.py"},
			[]string{"python3", "train.py", "config/train_gpt2.py"}},
		{[]string{"/usr/bin/python3.12", "-m", "torch.distributed.run", "--nnodes=1", "--no-python", "tune", "run", "x"},
			[]string{"tune", "run", "x"}},
		{[]string{"python", "-m", "torch.distributed.launch", "--nproc_per_node=2", "--", "train.py", "-v"},
			[]string{"python", "train.py", "-v"}},
		// Not a launch, or nothing to run: unchanged.
		{[]string{"python", "train.py", "--nproc_per_node=8"}, []string{"python", "train.py", "--nproc_per_node=8"}},
		{[]string{"torchrun", "--nproc_per_node", "8"}, []string{"torchrun", "--nproc_per_node", "8"}},
		{[]string{"torchrun"}, []string{"torchrun"}},
	} {
		if got := Unwrap(tc.command); !slices.Equal(got, tc.want) {
			t.Errorf("Unwrap(%q) = %q, want %q", tc.command, got, tc.want)
		}
	}
	got := l.Argv([]string{"torchrun", "--nproc_per_node=8", "-m", "scripts.base_train"})
	want := []string{"python3", "-m", "torch.distributed.run", "--nnodes=2", "--nproc_per_node=gpu",
		"--master_addr=cpu-0", "--master_port=29400", "--max_restarts=0", "--no_python", "python3", "-m", "scripts.base_train"}
	if !slices.Equal(got, want) {
		t.Errorf("Argv(torchrun ...) =\n%q\nwant\n%q", got, want)
	}
}

// Issue 41 item 5: --master-addr '$(id)' was accepted.
func TestCheckMasterAddr(t *testing.T) {
	for _, ok := range []string{"", "192.168.100.10", "fe80::1", "node0", "node-0.cluster.local", "node0.cluster."} {
		if err := CheckMasterAddr(ok); err != nil {
			t.Errorf("CheckMasterAddr(%q): %v", ok, err)
		}
	}
	for _, bad := range []string{"$(id)", "`id`", "a b", "node0;id", "-node", "node_0", "a\nb", "node..x", strings.Repeat("a", 64)} {
		err := CheckMasterAddr(bad)
		if errdefs.CodeOf(err) != errdefs.Usage {
			t.Errorf("CheckMasterAddr(%q) = %v, want a usage error", bad, err)
		}
	}
}
