package k8s

import (
	"errors"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/testenv/golden"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/runspec"
)

// withMetrics is the fixture's run of profile with --metrics-port port.
func withMetrics(t *testing.T, profile string, port int) *runspec.Spec {
	t.Helper()
	return spectest.Spec(t, spectest.Config(t, "testdata/spkit.yaml"), profile, spectest.Port(port))
}

func renderSpec(t *testing.T, s *runspec.Spec, o Options) []byte {
	t.Helper()
	m, err := Render(s, o)
	if err != nil {
		t.Fatalf("Render: %v", err)
	}
	data, err := Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// With metrics the container has SPKIT_METRICS_ADDR and a port named
// metrics, and the pod template Prometheus's scrape annotations; read back
// strictly into k8s.io/api's types.
func TestMetrics(t *testing.T) {
	data := renderSpec(t, withMetrics(t, "h100", 9400), Options{Nodes: 2, Image: "registry.example/lora:1.0", TrainConfig: []byte("max_train_steps: 20\n")})
	golden.Assert(t, "testdata/h100-metrics.yaml", data)
	job, _, _ := decode(t, data)
	tmpl := job.Spec.Template
	for k, want := range map[string]string{"prometheus.io/scrape": "true", "prometheus.io/port": "9400", "prometheus.io/path": "/metrics"} {
		if tmpl.Annotations[k] != want {
			t.Errorf("pod annotation %s = %q, want %q", k, tmpl.Annotations[k], want)
		}
	}
	c := tmpl.Spec.Containers[0]
	var found bool
	for _, p := range c.Ports {
		if p.Name == "metrics" {
			found = p.ContainerPort == 9400 && p.Protocol == "TCP"
		}
	}
	if !found || len(c.Ports) != 2 {
		t.Errorf("ports = %+v; want the rendezvous and metrics: 9400/TCP", c.Ports)
	}
	if v := envVar(c.Env, imageenv.MetricsAddr); v == nil || v.Value != "0.0.0.0:9400" {
		t.Errorf("%s = %+v, want 0.0.0.0:9400", imageenv.MetricsAddr, v)
	}
}

// Off by default: no annotations, no metrics port, no variable.
func TestMetricsOffByDefault(t *testing.T) {
	for _, profile := range []string{"cpu", "dgx-spark", "h100"} {
		job, _, _ := decode(t, render(t, profile, Options{Nodes: 2, Image: "registry.example/lora:1.0"}))
		c := job.Spec.Template.Spec.Containers[0]
		if len(job.Spec.Template.Annotations) != 0 || len(c.Ports) != 1 || envVar(c.Env, imageenv.MetricsAddr) != nil {
			t.Errorf("%s: annotations %v, ports %+v; want no metrics", profile, job.Spec.Template.Annotations, c.Ports)
		}
	}
}

func TestMetricsOnTheRendezvousPort(t *testing.T) {
	_, err := Render(withMetrics(t, "cpu", 29400), Options{Nodes: 2, Image: "registry.example/lora:1.0"})
	var e *errdefs.Error
	if !errors.As(err, &e) || e.Code != errdefs.Config {
		t.Errorf("metrics on 29400: %v; want a config error", err)
	}
}
