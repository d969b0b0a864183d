package metrics_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/metrics"
	"github.com/spkit-dev/spkit/supervisor"
)

func TestParsePSI(t *testing.T) {
	some, full, ok := metrics.ParsePSI([]byte("some avg10=1.50 avg60=0.25 avg300=0.00 total=2500000\nfull avg10=0.50 avg60=0.00 avg300=0.00 total=1000\n"))
	if !ok || some.Avg10 != 0.015 || some.Avg60 != 0.0025 || some.TotalSeconds != 2.5 || full.Avg10 != 0.005 || full.TotalSeconds != 0.001 {
		t.Errorf("ParsePSI = %+v %+v %v", some, full, ok)
	}
	if _, _, ok := metrics.ReadPSI(t.TempDir()); ok {
		t.Error("ReadPSI found pressure in an empty root")
	}
}

// fakeRoot holds a /proc/pressure/memory with stalls.
func fakeRoot(t *testing.T) string {
	root := t.TempDir()
	dir := filepath.Join(root, "proc", "pressure")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	err := os.WriteFile(filepath.Join(dir, "memory"), []byte("some avg10=12.00 avg60=3.00 avg300=1.00 total=4000000\nfull avg10=2.00 avg60=0.50 avg300=0.10 total=1000000\n"), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// An empty root is the real one, as supervisor.Options.Root's: spkit run
// passes its options' Root as given, and a relative proc/pressure/memory
// would be read from the working directory (or not at all).
func TestEmptyRootReadsTheRealPressure(t *testing.T) {
	t.Chdir(fakeRoot(t)) // a proc/pressure/memory with avg10=12.00 here
	fams, err := metrics.New(metrics.BuildInfo{}, "").Registry().Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range fams {
		if f.GetName() != "spkit_memory_pressure_ratio" {
			continue
		}
		for _, m := range f.GetMetric() {
			if m.GetGauge().GetValue() == 0.12 {
				t.Fatalf("the pressure came from the working directory's proc/pressure/memory: %v", m)
			}
		}
	}
	if _, _, ok := metrics.ReadPSI("/"); !ok {
		return // no PSI on this kernel: nothing more to check
	}
	found := false
	for _, f := range fams {
		found = found || f.GetName() == "spkit_memory_pressure_stall_seconds_total"
	}
	if !found {
		t.Error("no spkit_memory_pressure_* although /proc/pressure/memory is readable")
	}
}

func TestExporterFollowsARun(t *testing.T) {
	e := metrics.New(metrics.BuildInfo{Driver: "580.95.05", CUDA: "13.0", AddressingMode: "ATS", Profile: "dgx-spark", Unified: true}, fakeRoot(t))
	srv, err := metrics.Listen("127.0.0.1:0", e)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Shutdown()
	now := time.Date(2026, 11, 22, 4, 0, 0, 0, time.UTC)
	e.OnStart(supervisor.Start{Time: now, Guard: guardspec.Spec{Grace: 30 * time.Second, GraceSet: true}})
	s := supervisor.Sample{Time: now, MemTotal: 128 << 30, MemAvailable: 40 << 30, MemUsed: 88 << 30, TreeRSS: 3 << 30, TreePIDs: 4,
		GPU: []supervisor.GPUProcess{{PID: 4242, Bytes: 60 << 30}}, GPUBytes: 60 << 30,
		Checks: []supervisor.Check{{Source: guardspec.Meminfo, Kind: supervisor.LimitHeadroom, Used: 88 << 30, Limit: 100 << 30}}}
	e.OnSample(s)
	url := "http://" + srv.Addr() + "/metrics"
	fams := scrape(t, url)
	checkNames(t, fams)
	for _, c := range []struct {
		name   string
		labels []string
		want   float64
	}{
		{"spkit_memory_used_bytes", nil, 88 << 30},
		{"spkit_gpu_process_memory_bytes", []string{"pid", "4242"}, 60 << 30},
		{"spkit_guard_headroom_bytes", []string{"source", "meminfo", "limit", "headroom"}, 12 << 30},
		{"spkit_guard_usage_ratio", []string{"source", "meminfo"}, 0.88},
		{"spkit_trainer_running", nil, 1},
		{"spkit_memory_pressure_ratio", []string{"kind", "some", "window", "10s"}, 0.12},
		{"spkit_memory_pressure_stall_seconds_total", []string{"kind", "full"}, 1},
		{"spkit_build_info", []string{"addressing_mode", "ATS", "profile", "dgx-spark"}, 1},
		// Present at 0 before anything happened, so increase() sees the first one.
		{"spkit_guard_trips_total", []string{"source", "meminfo", "limit", "headroom"}, 0},
		{"spkit_guard_signals_total", []string{"signal", "SIGTERM"}, 0},
		{"spkit_guard_signals_total", []string{"signal", "SIGKILL"}, 0},
	} {
		if got, ok := value(fams, c.name, c.labels...); !ok || got != c.want {
			t.Errorf("%s%v = %v (found %v), want %v", c.name, c.labels, got, ok, c.want)
		}
	}
	if _, ok := value(fams, "spkit_trainer_exit_code"); ok {
		t.Error("spkit_trainer_exit_code is there while the trainer runs")
	}
	trip := supervisor.Trip{Source: guardspec.Meminfo, Kind: supervisor.LimitHeadroom, Killed: true}
	e.OnTrip(trip)
	e.OnExit(supervisor.Result{Trip: &trip, Signal: syscall.SIGKILL, ExitCode: 137, Ended: now.Add(time.Minute)})
	fams = scrape(t, url)
	for _, c := range []struct {
		name   string
		labels []string
		want   float64
	}{
		{"spkit_trainer_exit_code", []string{"signal", "SIGKILL"}, 7},
		{"spkit_trainer_running", nil, 0},
		{"spkit_guard_trips_total", []string{"source", "meminfo"}, 1},
		{"spkit_guard_signals_total", []string{"signal", "SIGTERM"}, 1},
		{"spkit_guard_signals_total", []string{"signal", "SIGKILL"}, 1},
	} {
		if got, ok := value(fams, c.name, c.labels...); !ok || got != c.want {
			t.Errorf("after exit: %s%v = %v (found %v), want %v", c.name, c.labels, got, ok, c.want)
		}
	}
}
