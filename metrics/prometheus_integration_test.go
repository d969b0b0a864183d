//go:build integration

package metrics_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// guardedTrainer climbs until its cgroup's working set (what spkit's
// cgroup source reads: usage less inactive file pages) is 92% of LIMIT,
// holds there for HOLD seconds, then grows until the guard stops it; on
// SIGTERM it "checkpoints" for 3 s, as a trainer does, and exits 0.
const guardedTrainer = `
import os, signal, sys, time
limit, hold = int(os.environ["LIMIT"]), float(os.environ["HOLD"])
cg = "/sys/fs/cgroup/memory/"
def working_set():
    usage = int(open(cg + "memory.usage_in_bytes").read())
    stat = dict(l.split() for l in open(cg + "memory.stat"))
    return usage - int(stat.get("total_inactive_file", 0))
def term(sig, frame):
    print("SIGTERM: checkpointing", flush=True)
    time.sleep(3)
    sys.exit(0)
signal.signal(signal.SIGTERM, term)
held = []
while working_set() < 0.92 * limit:
    held.append(b"\x01" * (2 << 20))
    time.sleep(0.05)
print("holding at", working_set(), flush=True)
time.sleep(hold)
print("growing", flush=True)
while True:
    held.append(b"\x01" * (8 << 20))
    time.sleep(0.2)
`

// TestPrometheusScrapesAGuardedRun is a real Prometheus (Debian's 2.42)
// scraping `spkit run --metrics 127.0.0.1:PORT` on the host's loopback: one
// guarded run in a container with a 1 GiB memory limit whose trainer settles
// near its guard's limit and then trips it, and one whose container is
// killed mid-run. Every query of docs/grafana-dashboard.json, sent as
// Grafana sends it (a range query over the run), returns series; the alert
// rules of docs/prometheus-alerts.yaml load and fire: near the limit, the
// trip, and no samples from the killed run.
func TestPrometheusScrapesAGuardedRun(t *testing.T) {
	promtoolChecks(t)
	c := testenv.Engine(t)
	spkitDir := filepath.Dir(testenv.BuildSpkit(t))
	image := testenv.TorchBase(t)
	rules, err := filepath.Abs("../docs/prometheus-alerts.yaml")
	if err != nil {
		t.Fatal(err)
	}
	guarded, killed := testenv.FreePort(t), testenv.FreePort(t)
	prom := testenv.StartPrometheus(t, testenv.PrometheusConfig{Job: "spkit", Interval: time.Second,
		Targets: []string{"127.0.0.1:" + guarded, "127.0.0.1:" + killed}, RuleFiles: []string{rules}})

	const limit = 400 << 20
	start := time.Now()
	runSpkit := func(port string, env []string, args ...string) string {
		cfg := &container.Config{Image: image, Env: env, User: testenv.User(),
			Cmd: append([]string{"/spkit/spkit-container", "run", "--metrics", "127.0.0.1:" + port, "--interval", "250ms", "--grace", "20s"}, args...)}
		hc := &container.HostConfig{NetworkMode: "host", Binds: []string{spkitDir + ":/spkit:ro"},
			Resources: container.Resources{Memory: 1 << 30}}
		return testenv.Start(t, c, cfg, hc)
	}
	a := runSpkit(guarded, []string{fmt.Sprintf("LIMIT=%d", limit), "HOLD=90"},
		"--sources", "cgroup", "--max-memory", "400MiB", "--", "python3", "-c", guardedTrainer)
	b := runSpkit(killed, nil, "--sources", "cgroup", "--max-memory", "400MiB", "--", "sleep", "600")
	testenv.WaitForLog(t, c, a, "holding at", 2*time.Minute)
	waitFor(t, 30*time.Second, "both targets up", func() bool {
		up := prom.TargetsUp(t)
		return up["127.0.0.1:"+guarded] == "up" && up["127.0.0.1:"+killed] == "up"
	})
	testenv.Signal(t, c, b, "KILL")
	killedAt := time.Now()

	waitFor(t, 100*time.Second, "SpkitGuardNearLimit and SpkitNoSamples firing", func() bool {
		f := firing(t, prom)
		return f["SpkitGuardNearLimit/127.0.0.1:"+guarded] && f["SpkitNoSamples/127.0.0.1:"+killed]
	})
	t.Logf("SpkitNoSamples fired %s after the kill", time.Since(killedAt).Round(time.Second))
	if code := testenv.Wait(t, c, a, 3*time.Minute); code != 7 {
		out, errOut := testenv.Logs(t, c, a)
		t.Fatalf("guarded run: exit %d, want 7 (stopped by the guard)\n%s%s", code, out, errOut)
	}
	out, errOut := testenv.Logs(t, c, a)
	t.Logf("guarded run:\n%s%s", out, errOut)
	waitFor(t, 30*time.Second, "SpkitGuardTripped firing", func() bool {
		return firing(t, prom)["SpkitGuardTripped/127.0.0.1:"+guarded]
	})
	if f := firing(t, prom); f["SpkitNoSamples/127.0.0.1:"+guarded] {
		t.Errorf("SpkitNoSamples fired for the run the guard stopped: %v", f)
	}
	// The exit code is in one scrape only: the last before spkit exits,
	// which Prometheus may still be storing when the container is gone,
	// and which the next (failed) scrape marks stale. Query once that
	// window has closed (up 0), with a step finer than the scrape
	// interval, so a step falls inside it.
	waitFor(t, 30*time.Second, "the guarded run's target down", func() bool {
		return len(prom.Query(t, `up{instance="127.0.0.1:`+guarded+`"} == 0`)) > 0
	})
	dashboardQueries(t, prom, start)
}

// dashboardQueries sends every query of the dashboard (its panels, its
// annotation, its variable) as Grafana does, $instance as "all", over the
// run, and requires series from each, but for GPU memory per process: no
// process holds GPU memory on a machine without a GPU.
func dashboardQueries(t *testing.T, prom *testenv.Prometheus, start time.Time) {
	t.Helper()
	var gpuOnly = map[string]bool{`spkit_gpu_process_memory_bytes{instance=~"$instance"}`: true}
	queries := dashboardExprs(t)
	if len(queries) < 20 {
		t.Fatalf("found %d queries in the dashboard", len(queries))
	}
	for _, q := range queries {
		expr := strings.ReplaceAll(q, "$instance", ".*")
		got := prom.QueryRange(t, expr, start, time.Now(), 250*time.Millisecond)
		switch {
		case len(got) == 0 && gpuOnly[q]:
			t.Logf("no series (no GPU on this machine, as expected): %s", q)
		case len(got) == 0:
			t.Errorf("the dashboard's query returns no series: %s", q)
		default:
			t.Logf("%d series: %s", len(got), q)
		}
	}
}

// dashboardExprs are the PromQL expressions of docs/grafana-dashboard.json:
// every target's expr, the annotations' expr, and the variables' queries
// (label_values(METRIC, LABEL) sent as the series METRIC).
func dashboardExprs(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile("../docs/grafana-dashboard.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	var out []string
	labelValues := regexp.MustCompile(`^label_values\((\w+),\s*\w+\)$`)
	var walk func(v any, key string)
	walk = func(v any, key string) {
		switch v := v.(type) {
		case map[string]any:
			for k, e := range v {
				walk(e, k)
			}
		case []any:
			for _, e := range v {
				walk(e, key)
			}
		case string:
			if key == "expr" && v != "" {
				out = append(out, v)
			}
			if m := labelValues.FindStringSubmatch(v); key == "query" && m != nil {
				out = append(out, m[1])
			}
		}
	}
	walk(doc, "")
	return out
}

// firing is the set of ALERTNAME/INSTANCE firing now.
func firing(t *testing.T, prom *testenv.Prometheus) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	for _, a := range prom.Alerts(t) {
		if a.State == "firing" {
			out[a.Labels["alertname"]+"/"+a.Labels["instance"]] = true
		}
	}
	return out
}

func waitFor(t *testing.T, timeout time.Duration, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("no %s within %s", what, timeout)
		}
		time.Sleep(time.Second)
	}
}

// promtoolChecks runs promtool on the shipped rules and their tests, as a
// user would before loading them.
func promtoolChecks(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("promtool"); err != nil {
		t.Skip("promtool is not installed (apt-get install -y prometheus)")
	}
	for _, args := range [][]string{{"check", "rules", "prometheus-alerts.yaml"}, {"test", "rules", "prometheus-alerts.test.yaml"}} {
		cmd := exec.Command("promtool", args...)
		cmd.Dir = "../docs"
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("promtool %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		t.Logf("promtool %s:\n%s", strings.Join(args, " "), out)
	}
}
