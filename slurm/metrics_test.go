package slurm

import (
	"os"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// Slurm gets the metrics address alone (pyxis containers share the node's
// network: nothing to publish); off, none.
func TestMetricsAddress(t *testing.T) {
	data, err := os.ReadFile("testdata/spkit.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := project.Parse(data, "testdata/spkit.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tg, err := project.Resolve(cfg, "h100", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	for port, want := range map[int]string{9400: "SPKIT_METRICS_ADDR=0.0.0.0:9400", 0: ""} {
		s, err := runspec.ResolveFlags(tg, nil, runspec.Flags{MetricsPort: &port})
		if err != nil {
			t.Fatal(err)
		}
		got, err := Render(s, Options{Nodes: 2, Image: "registry.example:5000/lora-trainer:1.0"})
		if err != nil {
			t.Fatal(err)
		}
		if has := strings.Contains(string(got), "SPKIT_METRICS_ADDR"); has != (want != "") || !strings.Contains(string(got), want) {
			t.Errorf("--metrics-port %d: the script %s %q", port, map[bool]string{true: "has", false: "lacks"}[has], want)
		}
	}
}
