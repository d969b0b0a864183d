package cli

import (
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// --metrics-port on compose, k8s and slurm: over spkit.yaml's metrics, 0
// for none; compose publishes on the host's loopback alone.
func TestMetricsPortFlag(t *testing.T) {
	dir := dockerfileRepo(t, "metrics: {port: 9400}\n")
	cases := []struct {
		args     []string
		has, not []string
	}{
		{args: []string{"compose", "cpu"}, has: []string{"SPKIT_METRICS_ADDR: 0.0.0.0:9400", "host_ip: 127.0.0.1", `published: "9400"`, "prometheus.io/scrape"}},
		{args: []string{"compose", "cpu", "--metrics-port", "9500"}, has: []string{"SPKIT_METRICS_ADDR: 0.0.0.0:9500", "host_ip: 127.0.0.1", `published: "9500"`}},
		{args: []string{"compose", "cpu", "--metrics-port", "0"}, not: []string{"SPKIT_METRICS_ADDR", "ports:", "prometheus.io"}},
		{args: []string{"k8s", "cpu", "--nodes", "2", "--image", "registry.example/lora:1.0", "--metrics-port", "9500"},
			has: []string{"prometheus.io/port: \"9500\"", "prometheus.io/scrape: \"true\"", "name: metrics", "containerPort: 9500", "value: 0.0.0.0:9500"}},
		{args: []string{"k8s", "cpu", "--nodes", "2", "--image", "registry.example/lora:1.0", "--metrics-port", "0"}, not: []string{"prometheus.io", "SPKIT_METRICS_ADDR"}},
		{args: []string{"slurm", "cpu", "--nodes", "2", "--metrics-port", "9500"}, has: []string{"export SPKIT_METRICS_ADDR=0.0.0.0:9500"}},
		{args: []string{"compose", "cpu", "--nodes", "2", "--metrics-port", "9500"}, has: []string{"SPKIT_METRICS_ADDR: 0.0.0.0:9500"}, not: []string{"ports:"}},
	}
	for _, tc := range cases {
		code, out, errOut := runCLI(t, dir, tc.args...)
		if code != 0 {
			t.Errorf("spkit %s = exit %d: %s", strings.Join(tc.args, " "), code, errOut)
			continue
		}
		for _, want := range tc.has {
			if !strings.Contains(out, want) {
				t.Errorf("spkit %s: output lacks %q", strings.Join(tc.args, " "), want)
			}
		}
		for _, bad := range tc.not {
			if strings.Contains(out, bad) {
				t.Errorf("spkit %s: output has %q", strings.Join(tc.args, " "), bad)
			}
		}
	}
}

func TestMetricsPortFlagRefusals(t *testing.T) {
	dir := dockerfileRepo(t, "")
	for _, args := range [][]string{
		{"compose", "cpu", "--metrics-port", "70000"},
		{"compose", "cpu", "--metrics-port", "-1"},
		{"compose", "cpu", "--metrics-port", "high"},
		{"up", "cpu", "--metrics-port", "70000"},
		{"train", "cpu", "--metrics-port", "nine"},
		{"k8s", "cpu", "--nodes", "2", "--metrics-port", "65536"},
	} {
		code, _, errOut := runCLI(t, dir, args...)
		if code != 2 || !strings.Contains(errOut, "--metrics-port") || !strings.Contains(errOut, "is not a TCP port") {
			t.Errorf("spkit %s = exit %d, %q; want a usage error naming --metrics-port", strings.Join(args, " "), code, errOut)
		}
	}
	code, _, errOut := runCLI(t, dir, "k8s", "cpu", "--nodes", "2", "--image", "registry.example/lora:1.0", "--metrics-port", "29400")
	if code != 3 || !strings.Contains(errOut, "rendezvous port") {
		t.Errorf("--metrics-port 29400 with --nodes = exit %d, %q; want a config error", code, errOut)
	}
}

// TestK8sWritesOnlyItsOutput: the manifests carry the trainer config in a
// ConfigMap, so spkit k8s leaves the repository as it was (issue 32).
func TestK8sWritesOnlyItsOutput(t *testing.T) {
	dir := dockerfileRepo(t, "")
	before := treeOf(t, dir)
	code, out, errOut := runCLI(t, dir, "k8s", "cpu", "--nodes", "2", "--image", "registry.example/lora:1.0")
	if code != 0 || !strings.Contains(out, "kind: ConfigMap") {
		t.Fatalf("k8s: exit %d: %s", code, errOut)
	}
	if after := treeOf(t, dir); !slices.Equal(before, after) {
		t.Errorf("spkit k8s changed the repository:\nbefore %q\nafter  %q", before, after)
	}
}

// treeOf lists the paths under dir.
func treeOf(t *testing.T, dir string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(dir, func(p string, _ fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(dir, p)
		out = append(out, rel)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
