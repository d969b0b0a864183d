package dist

import (
	"slices"
	"testing"
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
