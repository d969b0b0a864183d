package swarm

import (
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/internal/testenv/golden"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/runspec"
)

func spec(t *testing.T, profile string) *runspec.Spec {
	t.Helper()
	return spectest.Spec(t, spectest.Config(t, "testdata/spkit.yaml"), profile, runspec.Flags{})
}

func stack(t *testing.T, profile string, o Options) ([]byte, *types.Project) {
	t.Helper()
	p, err := Render(spec(t, profile), o)
	if err != nil {
		t.Fatalf("Render(%s): %v", profile, err)
	}
	data, err := Marshal(t.Context(), p)
	if err != nil {
		t.Fatalf("Marshal(%s): %v", profile, err)
	}
	return data, p
}

func TestGolden(t *testing.T) {
	// cpu on an overlay network; dgx-spark as NVIDIA's recipe: host
	// networking on the ConnectX-7 port.
	for profile, o := range map[string]Options{
		"cpu":       {Nodes: 2, Image: "registry.example:5000/lora-trainer:1.0"},
		"dgx-spark": {Nodes: 2, Iface: "enp1s0f0np0", MasterAddr: "192.168.100.10", Image: "registry.example:5000/lora-trainer:1.0"},
	} {
		t.Run(profile, func(t *testing.T) {
			data, _ := stack(t, profile, o)
			golden.Assert(t, "testdata/"+profile+".yaml", data)
		})
	}
}

// TestRanksAndRendezvous: docker/cli's loader (docker stack deploy's) reads
// the stack back; rank 0 is one task whose name is its address, the other
// ranks take their slot as rank, one task per node, never restarted.
func TestRanksAndRendezvous(t *testing.T) {
	data, _ := stack(t, "dgx-spark", Options{Nodes: 4, Iface: "enp1s0f0np0", MasterAddr: "192.168.100.10"})
	cfg, err := Load(data, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]int{}
	for i, s := range cfg.Services {
		byName[s.Name] = i
	}
	r0, rn := cfg.Services[byName["dgx-spark-0"]], cfg.Services[byName["dgx-spark-n"]]
	if *r0.Deploy.Replicas != 1 || *rn.Deploy.Replicas != 3 || len(r0.Deploy.Placement.Constraints) != 1 {
		t.Errorf("rank 0: %d replicas, constraints %q; others: %d replicas", *r0.Deploy.Replicas, r0.Deploy.Placement.Constraints, *rn.Deploy.Replicas)
	}
	if _, ok := r0.Networks[hostNet]; !ok || !cfg.Networks[hostNet].External.External || cfg.Networks[hostNet].Name != "host" {
		t.Errorf("networks %v / %+v: want the host network", r0.Networks, cfg.Networks)
	}
	if *r0.Environment["PET_NODE_RANK"] != "0" || *rn.Environment["PET_NODE_RANK"] != "{{.Task.Slot}}" {
		t.Errorf("node ranks: %q and %q", *r0.Environment["PET_NODE_RANK"], *rn.Environment["PET_NODE_RANK"])
	}
	for _, s := range []string{"dgx-spark-0", "dgx-spark-n"} {
		svc := cfg.Services[byName[s]]
		cmd := strings.Join(svc.Command, " ")
		if !strings.Contains(cmd, "--nnodes=4 --nproc_per_node=1 --master_addr=192.168.100.10 --master_port=29400") {
			t.Errorf("%s command %q", s, cmd)
		}
		if svc.Deploy.Placement.MaxReplicas != 1 || svc.Deploy.RestartPolicy.Condition != "none" {
			t.Errorf("%s placement %+v restart %+v", s, svc.Deploy.Placement, svc.Deploy.RestartPolicy)
		}
		g := svc.Deploy.Resources.Reservations.GenericResources
		if len(g) != 1 || g[0].DiscreteResourceSpec.Kind != GPUResource || g[0].DiscreteResourceSpec.Value != 1 {
			t.Errorf("%s GPU reservation %+v", s, g)
		}
		for _, k := range []string{"NCCL_SOCKET_IFNAME", "GLOO_SOCKET_IFNAME", "UCX_NET_DEVICES"} {
			if v := svc.Environment[k]; v == nil || *v != "enp1s0f0np0" {
				t.Errorf("%s %s = %v", s, k, v)
			}
		}
		if svc.User != "1000:1000" {
			t.Errorf("%s user %q", s, svc.User)
		}
	}
}

// TestOverlayRendezvous: without --iface rank 0's service name is the
// rendezvous (one dnsrr task whose hostname is that name).
func TestOverlayRendezvous(t *testing.T) {
	data, _ := stack(t, "cpu", Options{Nodes: 2, Image: "user/lora:1"})
	cfg, err := Load(data, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range cfg.Services {
		if s.Name == "cpu-0" && (s.Hostname != "cpu-0" || s.Deploy.EndpointMode != "dnsrr") {
			t.Errorf("rank 0: hostname %q endpoint %q", s.Hostname, s.Deploy.EndpointMode)
		}
		if !strings.Contains(strings.Join(s.Command, " "), "--master_addr=cpu-0 ") {
			t.Errorf("%s: command %q", s.Name, s.Command)
		}
	}
	if _, err := Render(spec(t, "cpu"), Options{Nodes: 2, Iface: "eth0"}); err == nil {
		t.Error("--iface without a master address accepted")
	}
}
