package swarm

import (
	"errors"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

func metricsSpec(t *testing.T, profile string, port int) *runspec.Spec {
	t.Helper()
	cfg := spectest.Config(t, "testdata/spkit.yaml")
	cfg.Metrics = &project.Metrics{Port: port}
	return spectest.Spec(t, cfg, profile, runspec.Flags{})
}

// Swarm gets the metrics address on every rank and publishes nothing: a
// Swarm port is published on every interface of every node.
func TestMetricsAddressNotPublished(t *testing.T) {
	for name, o := range map[string]Options{
		"overlay":      {Nodes: 2, Image: "registry.example:5000/lora-trainer:1.0"},
		"host network": {Nodes: 2, Iface: "enp1s0f0np0", MasterAddr: "192.168.100.10", Image: "registry.example:5000/lora-trainer:1.0"},
	} {
		p, err := Render(metricsSpec(t, "cpu", 9400), o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := Marshal(t.Context(), p); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, s := range p.Services {
			if v := s.Environment[imageenv.MetricsAddr]; v == nil || *v != "0.0.0.0:9400" || len(s.Ports) != 0 {
				t.Errorf("%s %s: %s = %v, ports %v; want 0.0.0.0:9400 and none published", name, s.Name, imageenv.MetricsAddr, v, s.Ports)
			}
		}
	}
	p, err := Render(spec(t, "cpu"), Options{Nodes: 2, Image: "registry.example:5000/lora-trainer:1.0"})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range p.Services {
		if _, ok := s.Environment[imageenv.MetricsAddr]; ok {
			t.Errorf("%s: %s set with metrics off", s.Name, imageenv.MetricsAddr)
		}
	}
	_, err = Render(metricsSpec(t, "cpu", 29400), Options{Nodes: 2, Image: "registry.example:5000/lora-trainer:1.0"})
	var e *errdefs.Error
	if !errors.As(err, &e) || e.Code != errdefs.Config {
		t.Errorf("metrics on the rendezvous port: %v; want a config error", err)
	}
}
