package testenv

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Prometheus is a Prometheus server (Debian's prometheus, 2.42) on
// 127.0.0.1 with its storage in a temporary directory.
type Prometheus struct {
	// URL is http://127.0.0.1:PORT.
	URL string
}

// PrometheusConfig is what StartPrometheus scrapes and evaluates.
type PrometheusConfig struct {
	// Job is the scrape job's name; Targets are its HOST:PORT targets.
	Job     string
	Targets []string
	// Interval is both the scrape and the rule evaluation interval.
	Interval time.Duration
	// RuleFiles are loaded as they are (absolute paths).
	RuleFiles []string
}

// StartPrometheus starts Prometheus with one static scrape job and stops it
// at the end of the test. It skips the test when prometheus is not
// installed (apt-get install prometheus; .ci/run does).
func StartPrometheus(t testing.TB, c PrometheusConfig) *Prometheus {
	t.Helper()
	bin, err := exec.LookPath("prometheus")
	if err != nil {
		t.Skip("testenv: prometheus is not installed (apt-get install -y prometheus)")
	}
	dir := t.TempDir()
	iv := c.Interval.String()
	targets, _ := json.Marshal(c.Targets)
	rules, _ := json.Marshal(c.RuleFiles)
	cfg := fmt.Sprintf("global:\n  scrape_interval: %s\n  scrape_timeout: %s\n  evaluation_interval: %s\nrule_files: %s\n"+
		"scrape_configs:\n  - job_name: %q\n    static_configs:\n      - targets: %s\n", iv, iv, iv, rules, c.Job, targets)
	cfgPath := filepath.Join(dir, "prometheus.yml")
	if err := os.WriteFile(cfgPath, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	p := &Prometheus{URL: "http://127.0.0.1:" + freePort(t)}
	logf, err := os.Create(filepath.Join(dir, "prometheus.log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "--config.file="+cfgPath, "--storage.tsdb.path="+filepath.Join(dir, "data"),
		"--web.listen-address="+strings.TrimPrefix(p.URL, "http://"), "--log.level=warn")
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		t.Fatalf("testenv: starting prometheus: %v", err)
	}
	t.Cleanup(func() { stopProcess(cmd); logf.Close() })
	if err := waitReady(p.URL+"/-/ready", 30*time.Second); err != nil {
		log, _ := os.ReadFile(logf.Name())
		t.Fatalf("testenv: prometheus on %s is not ready: %v\n%s", p.URL, err, tail(string(log), 3000))
	}
	return p
}

// Series is one series of a query's answer: its labels and its values
// (one for an instant query, one a step for a range query).
type Series struct {
	Metric map[string]string `json:"metric"`
	Value  []any             `json:"value"`
	Values [][]any           `json:"values"`
}

// Query sends an instant query to /api/v1/query.
func (p *Prometheus) Query(t testing.TB, expr string) []Series {
	t.Helper()
	return p.api(t, "/api/v1/query", url.Values{"query": {expr}})
}

// QueryRange sends a range query to /api/v1/query_range, as Grafana's
// panels do.
func (p *Prometheus) QueryRange(t testing.TB, expr string, start, end time.Time, step time.Duration) []Series {
	t.Helper()
	return p.api(t, "/api/v1/query_range", url.Values{"query": {expr},
		"start": {unix(start)}, "end": {unix(end)}, "step": {strconv.FormatFloat(step.Seconds(), 'f', -1, 64)}})
}

// Alert is one alert of /api/v1/alerts.
type Alert struct {
	Labels      map[string]string `json:"labels"`
	Annotations map[string]string `json:"annotations"`
	State       string            `json:"state"` // pending, firing
}

// Alerts returns the alerts pending or firing now.
func (p *Prometheus) Alerts(t testing.TB) []Alert {
	t.Helper()
	var body struct {
		Status string `json:"status"`
		Data   struct {
			Alerts []Alert `json:"alerts"`
		} `json:"data"`
	}
	p.get(t, p.URL+"/api/v1/alerts", &body)
	return body.Data.Alerts
}

// TargetsUp returns the scrape health of each active target by its
// address ("up", "down", "unknown").
func (p *Prometheus) TargetsUp(t testing.TB) map[string]string {
	t.Helper()
	var body struct {
		Data struct {
			Active []struct {
				Labels    map[string]string `json:"labels"`
				Health    string            `json:"health"`
				LastError string            `json:"lastError"`
			} `json:"activeTargets"`
		} `json:"data"`
	}
	p.get(t, p.URL+"/api/v1/targets", &body)
	out := map[string]string{}
	for _, a := range body.Data.Active {
		out[a.Labels["instance"]] = a.Health
	}
	return out
}

func (p *Prometheus) api(t testing.TB, path string, q url.Values) []Series {
	t.Helper()
	var body struct {
		Status string `json:"status"`
		Error  string `json:"error"`
		Data   struct {
			Result []Series `json:"result"`
		} `json:"data"`
	}
	p.get(t, p.URL+path+"?"+q.Encode(), &body)
	if body.Status != "success" {
		t.Fatalf("testenv: prometheus %s %q: %s", path, q.Get("query"), body.Error)
	}
	return body.Data.Result
}

func (p *Prometheus) get(t testing.TB, u string, v any) {
	t.Helper()
	res, err := (&http.Client{Timeout: 10 * time.Second}).Get(u)
	if err != nil {
		t.Fatalf("testenv: asking prometheus: %v", err)
	}
	defer res.Body.Close()
	if err := json.NewDecoder(res.Body).Decode(v); err != nil {
		t.Fatalf("testenv: prometheus answered %s to %s: %v", res.Status, u, err)
	}
}

func unix(tm time.Time) string {
	return strconv.FormatFloat(float64(tm.UnixNano())/1e9, 'f', 3, 64)
}

// waitReady polls url until it answers 200.
func waitReady(url string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for {
		res, err := http.Get(url)
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return nil
			}
			err = fmt.Errorf("%s", res.Status)
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// FreePort returns a TCP port on 127.0.0.1 that nothing listens on now.
func FreePort(t testing.TB) string {
	t.Helper()
	return freePort(t)
}
