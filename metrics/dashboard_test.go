package metrics_test

import (
	"os"
	"regexp"
	"syscall"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/metrics"
	"github.com/spkit-dev/spkit/supervisor"
)

// TestDashboardNamesExist holds docs/grafana-dashboard.json to the names the
// exporter exports.
func TestDashboardNamesExist(t *testing.T) {
	e := metrics.New(metrics.BuildInfo{}, fakeRoot(t))
	now := time.Now()
	e.OnStart(supervisor.Start{Time: now})
	e.OnSample(supervisor.Sample{Time: now, MemTotal: 1, GPU: []supervisor.GPUProcess{{PID: 1, Bytes: 1}},
		Checks: []supervisor.Check{{Source: guardspec.Meminfo, Kind: supervisor.LimitMaxUsed, Limit: 1}}})
	e.OnStop(supervisor.Stop{Time: now, Signal: syscall.SIGTERM})
	trip := supervisor.Trip{Source: guardspec.Meminfo, Kind: supervisor.LimitMaxUsed}
	e.OnTrip(trip)
	e.OnExit(supervisor.Result{Trip: &trip, Ended: now})
	fams, err := e.Registry().Gather()
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, f := range fams {
		have[f.GetName()] = true
	}
	b, err := os.ReadFile("../docs/grafana-dashboard.json")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range regexp.MustCompile(`spkit_[a-z0-9_]+`).FindAllString(string(b), -1) {
		if !have[name] {
			t.Errorf("the dashboard uses %s, which the exporter does not export", name)
		}
	}
}
