package compose

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/loader"
	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/runspec"
)

// TestProfilesHonoured: like `docker compose --profile cpu config`, loading
// the generated file with one compose profile active yields that profile's
// service alone, and with none active, no service.
func TestProfilesHonoured(t *testing.T) {
	cfg := testConfig(t)
	data, err := Marshal(context.Background(), generate(t, cfg, "cpu", "h100"))
	if err != nil {
		t.Fatal(err)
	}
	for active, want := range map[string][]string{"cpu": {"cpu"}, "h100": {"h100"}, "": nil} {
		details := types.ConfigDetails{ConfigFiles: []types.ConfigFile{{Filename: FileName, Content: data}}, Environment: types.Mapping{}}
		p, err := loader.LoadWithContext(context.Background(), details, func(o *loader.Options) {
			o.SetProjectName("lora-trainer", true)
			if active != "" {
				o.Profiles = []string{active}
			}
		})
		if err != nil {
			t.Fatalf("loading with profile %q: %v", active, err)
		}
		if got := p.ServiceNames(); !slices.Equal(got, want) {
			t.Errorf("profile %q active: services %v, want %v", active, got, want)
		}
	}
}

func TestRenderNodes(t *testing.T) {
	cfg := testConfig(t)
	spec, err := runspec.Resolve(target(t, cfg, "h100"), nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := RenderNodes(spec, Options{}, NodesOptions{Nodes: 3, Iface: "eth0"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Marshal(context.Background(), p); err != nil {
		t.Fatalf("the node project does not validate: %v", err)
	}
	if got := p.ServiceNames(); !slices.Equal(got, []string{"h100-0", "h100-1", "h100-2"}) {
		t.Fatalf("services %v", got)
	}
	for i, name := range p.ServiceNames() {
		s := p.Services[name]
		cmd := strings.Join(s.Command, " ")
		if s.Hostname != name || !strings.Contains(cmd, "--nnodes=3") || !strings.Contains(cmd, "--master_addr=h100-0") {
			t.Errorf("%s: hostname %q, command %q", name, s.Hostname, cmd)
		}
		if r := s.Environment["PET_NODE_RANK"]; r == nil || *r != string(rune('0'+i)) {
			t.Errorf("%s: PET_NODE_RANK %v", name, r)
		}
		if v := s.Environment["NCCL_SOCKET_IFNAME"]; v == nil || *v != "eth0" {
			t.Errorf("%s: NCCL_SOCKET_IFNAME %v", name, v)
		}
		dev := s.Deploy.Resources.Reservations.Devices[0]
		if !slices.Equal(dev.IDs, []string{string(rune('0' + i))}) || dev.Count != 0 {
			t.Errorf("%s: GPU request %+v, want GPU %d alone", name, dev, i)
		}
	}
}

// TestRenderNodesHostNetwork: with the interface's address every rank is on
// the host's network and rendezvous there.
func TestRenderNodesHostNetwork(t *testing.T) {
	spec, err := runspec.Resolve(target(t, testConfig(t), "cpu"), nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := RenderNodes(spec, Options{}, NodesOptions{Nodes: 2, Iface: "lo", MasterAddr: "127.0.0.1"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Marshal(context.Background(), p); err != nil {
		t.Fatal(err)
	}
	for _, s := range p.Services {
		if s.NetworkMode != "host" || s.Hostname != "" || !strings.Contains(strings.Join(s.Command, " "), "--master_addr=127.0.0.1") {
			t.Errorf("%s: network %q hostname %q command %q", s.Name, s.NetworkMode, s.Hostname, s.Command)
		}
	}
}
