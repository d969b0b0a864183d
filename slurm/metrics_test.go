package slurm

import (
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/testenv/spectest"
)

// Slurm gets the metrics address alone (pyxis containers share the node's
// network: nothing to publish); off, none.
func TestMetricsAddress(t *testing.T) {
	cfg := spectest.Config(t, "testdata/spkit.yaml")
	for port, want := range map[int]string{9400: "SPKIT_METRICS_ADDR=0.0.0.0:9400", 0: ""} {
		s := spectest.Spec(t, cfg, "h100", spectest.Port(port))
		got, err := Render(s, Options{Nodes: 2, Image: "registry.example:5000/lora-trainer:1.0"})
		if err != nil {
			t.Fatal(err)
		}
		if has := strings.Contains(string(got), "SPKIT_METRICS_ADDR"); has != (want != "") || !strings.Contains(string(got), want) {
			t.Errorf("--metrics-port %d: the script %s %q", port, map[bool]string{true: "has", false: "lacks"}[has], want)
		}
	}
}
