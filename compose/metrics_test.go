package compose

import (
	"context"
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/testenv/golden"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// withMetrics is the fixture project with metrics: {port: 9400}.
func withMetrics(t *testing.T) *project.Config {
	cfg := testConfig(t)
	cfg.Metrics = &project.Metrics{Port: 9400}
	return cfg
}

// TestGoldenMetrics: spkit.yaml's metrics give the service SPKIT_METRICS_ADDR,
// the port on the host's loopback and Prometheus's labels; compose-go
// loads it back with the port on 127.0.0.1 alone.
func TestGoldenMetrics(t *testing.T) {
	p := generate(t, withMetrics(t), "dgx-spark")
	got, err := Marshal(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	golden.Assert(t, filepath.Join("testdata", "metrics", FileName), got)
	loaded, err := Load(context.Background(), got, "golden", "", false)
	if err != nil {
		t.Fatalf("compose-go rejects it: %v", err)
	}
	s := loaded.Services["dgx-spark"]
	if v := s.Environment[imageenv.MetricsAddr]; v == nil || *v != "0.0.0.0:9400" {
		t.Errorf("%s = %v, want 0.0.0.0:9400", imageenv.MetricsAddr, v)
	}
	if len(s.Ports) != 1 || s.Ports[0].HostIP != "127.0.0.1" || s.Ports[0].Published != "9400" || s.Ports[0].Target != 9400 {
		t.Errorf("ports = %+v, want 127.0.0.1:9400:9400 alone", s.Ports)
	}
	for k, want := range map[string]string{LabelScrape: "true", LabelPort: "9400", LabelPath: "/metrics", images.LabelProfile: "dgx-spark"} {
		if s.Labels[k] != want {
			t.Errorf("label %s = %q, want %q", k, s.Labels[k], want)
		}
	}
}

// Off by default: no port, no variable, no label on any profile.
func TestMetricsOffByDefault(t *testing.T) {
	cfg := testConfig(t)
	for _, name := range profiles.Builtin().Names() {
		tg, err := project.Resolve(cfg, name, profiles.Builtin(), profiles.DefaultMatrix())
		if err != nil {
			continue // the fixture does not resolve for it (TestGolden skips it too)
		}
		p, err := Generate([]*project.Target{tg}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		checkNoMetrics(t, p.Services[name])
	}
}

func checkNoMetrics(t *testing.T, s types.ServiceConfig) {
	t.Helper()
	if _, ok := s.Environment[imageenv.MetricsAddr]; ok || len(s.Ports) != 0 || s.Labels[LabelScrape] != "" {
		t.Errorf("%s: env %v, ports %v, labels %v; want no metrics", s.Name, s.Environment[imageenv.MetricsAddr], s.Ports, s.Labels)
	}
}

// --metrics-port reaches the service over spkit.yaml's; 0 turns it off.
func TestMetricsFlag(t *testing.T) {
	ts := []*project.Target{target(t, withMetrics(t), "cpu")}
	p, err := Generate(ts, Options{Flags: spectest.Port(9500)})
	if err != nil {
		t.Fatal(err)
	}
	s := p.Services["cpu"]
	if v := s.Environment[imageenv.MetricsAddr]; v == nil || *v != "0.0.0.0:9500" || s.Ports[0].Published != "9500" || s.Ports[0].HostIP != "127.0.0.1" {
		t.Errorf("--metrics-port 9500: env %v, ports %+v", v, s.Ports)
	}
	p, err = Generate(ts, Options{Flags: spectest.Port(0)})
	if err != nil {
		t.Fatal(err)
	}
	checkNoMetrics(t, p.Services["cpu"])
}

// Ranks on one engine each get their own host port, the metrics port +
// rank: published on the loopback from the bridge, listened on at the
// loopback on the host's network.
func TestRenderNodesMetrics(t *testing.T) {
	spec, err := runspec.Resolve(target(t, withMetrics(t), "h100"), nil)
	if err != nil {
		t.Fatal(err)
	}
	p, err := RenderNodes(spec, Options{}, NodesOptions{Nodes: 3})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Marshal(context.Background(), p); err != nil {
		t.Fatalf("the node project does not validate: %v", err)
	}
	for i := range 3 {
		s := p.Services["h100-"+strconv.Itoa(i)]
		want := strconv.Itoa(9400 + i)
		if len(s.Ports) != 1 || s.Ports[0].HostIP != "127.0.0.1" || s.Ports[0].Published != want || s.Ports[0].Target != 9400 {
			t.Errorf("%s: ports %+v, want 127.0.0.1:%s:9400", s.Name, s.Ports, want)
		}
		if v := s.Environment[imageenv.MetricsAddr]; v == nil || *v != "0.0.0.0:9400" {
			t.Errorf("%s: %s = %v", s.Name, imageenv.MetricsAddr, v)
		}
	}
	if p.Services["h100-0"].Ports[0].Published != "9400" {
		t.Error("rank 1's port change reached rank 0: the ports are shared")
	}

	p, err = RenderNodes(spec, Options{}, NodesOptions{Nodes: 2, Iface: "lo", MasterAddr: "127.0.0.1"})
	if err != nil {
		t.Fatal(err)
	}
	for i := range 2 {
		s := p.Services["h100-"+strconv.Itoa(i)]
		want := "127.0.0.1:" + strconv.Itoa(9400+i)
		if v := s.Environment[imageenv.MetricsAddr]; v == nil || *v != want || len(s.Ports) != 0 || s.Labels[LabelPort] != strconv.Itoa(9400+i) {
			t.Errorf("%s on the host's network: %s = %v, ports %v, label %s; want %s, none", s.Name, imageenv.MetricsAddr, v, s.Ports, s.Labels[LabelPort], want)
		}
	}
}

func TestRenderNodesMetricsRefusals(t *testing.T) {
	for name, c := range map[string]struct {
		port int
		n    NodesOptions
		want string
	}{
		"rendezvous port":                 {29400, NodesOptions{Nodes: 2}, "rendezvous port"},
		"rendezvous port on a rank":       {29399, NodesOptions{Nodes: 2, Iface: "lo", MasterAddr: "127.0.0.1"}, "metrics port 29400 is the multi-node rendezvous port"},
		"past 65535":                      {65535, NodesOptions{Nodes: 2}, "rank 1 would use port 65536"},
		"rank 1 beside the rendezvous ok": {29399, NodesOptions{Nodes: 2}, ""},
	} {
		cfg := testConfig(t)
		cfg.Metrics = &project.Metrics{Port: c.port}
		spec, err := runspec.Resolve(target(t, cfg, "cpu"), nil)
		if err != nil {
			t.Fatal(err)
		}
		_, err = RenderNodes(spec, Options{}, c.n)
		var e *errdefs.Error
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", name, err)
		case c.want != "" && (!errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v; want a config error containing %q", name, err, c.want)
		}
	}
}
