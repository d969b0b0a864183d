package compose

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/golden"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

func testConfig(t *testing.T) *project.Config {
	t.Helper()
	return spectest.Config(t, "testdata/spkit.yaml")
}

func target(t *testing.T, cfg *project.Config, profile string) *project.Target {
	t.Helper()
	return spectest.Target(t, cfg, profile)
}

func generate(t *testing.T, cfg *project.Config, names ...string) *types.Project {
	t.Helper()
	var ts []*project.Target
	for _, n := range names {
		ts = append(ts, target(t, cfg, n))
	}
	p, err := Generate(ts, Options{})
	if err != nil {
		t.Fatalf("Generate(%v): %v", names, err)
	}
	return p
}

// TestGolden renders every built-in profile, compares it with
// testdata/<profile>/compose.yaml and reloads it through compose-go with
// schema validation.
func TestGolden(t *testing.T) {
	cfg := testConfig(t)
	for _, name := range profiles.Builtin().Names() {
		t.Run(name, func(t *testing.T) {
			tg, err := project.Resolve(cfg, name, profiles.Builtin(), profiles.DefaultMatrix())
			if err != nil {
				t.Skipf("profile %s does not resolve for the fixture project: %v", name, err)
			}
			p, err := Generate([]*project.Target{tg}, Options{})
			if err != nil {
				t.Fatalf("Generate: %v", err)
			}
			got, err := Marshal(context.Background(), p)
			if err != nil {
				t.Fatalf("Marshal: %v", err)
			}
			path := filepath.Join("testdata", name, FileName)
			golden.Assert(t, path, got)
			if _, err := Load(context.Background(), got, "golden", "", false); err != nil {
				t.Errorf("compose-go rejects %s: %v", path, err)
			}
		})
	}
}

func TestGPUProfileSettings(t *testing.T) {
	cfg := testConfig(t)
	p := generate(t, cfg, "dgx-spark")
	s := p.Services["dgx-spark"]
	if s.Platform != "linux/arm64" {
		t.Errorf("platform = %q, want linux/arm64", s.Platform)
	}
	if s.Ipc != "host" {
		t.Errorf("ipc = %q, want host", s.Ipc)
	}
	if s.ShmSize != 0 {
		t.Errorf("shm_size = %d, want unset with ipc host", s.ShmSize)
	}
	if s.Deploy == nil || s.Deploy.Resources.Reservations == nil || len(s.Deploy.Resources.Reservations.Devices) != 1 {
		t.Fatalf("no device reservation: %+v", s.Deploy)
	}
	d := s.Deploy.Resources.Reservations.Devices[0]
	if d.Driver != "nvidia" || d.Count != -1 || strings.Join(d.Capabilities, ",") != "gpu" {
		t.Errorf("device reservation = %+v, want nvidia, all, [gpu]", d)
	}
	if u := s.Ulimits["memlock"]; u == nil || u.Single != -1 {
		t.Errorf("ulimit memlock = %+v, want -1", u)
	}
	if u := s.Ulimits["stack"]; u == nil || u.Single != 67108864 {
		t.Errorf("ulimit stack = %+v, want 67108864", u)
	}
	data, err := Marshal(context.Background(), p)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "count: all") {
		t.Errorf("the file should say count: all:\n%s", data)
	}
}

func TestCPUProfileHasNoGPUSettings(t *testing.T) {
	s := generate(t, testConfig(t), "cpu").Services["cpu"]
	if s.Deploy != nil || s.Ipc != "" || len(s.Ulimits) != 0 {
		t.Errorf("cpu service has GPU settings: deploy %+v, ipc %q, ulimits %v", s.Deploy, s.Ipc, s.Ulimits)
	}
	if v := s.Environment["NVIDIA_VISIBLE_DEVICES"]; v != nil {
		t.Errorf("cpu service sets NVIDIA_VISIBLE_DEVICES=%s", *v)
	}
}

func TestServiceHardening(t *testing.T) {
	for _, name := range profiles.Builtin().Names() {
		tg, err := project.Resolve(testConfig(t), name, profiles.Builtin(), profiles.DefaultMatrix())
		if err != nil {
			continue
		}
		p, err := Generate([]*project.Target{tg}, Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		s := p.Services[name]
		if s.User != User || s.User == "" || strings.HasPrefix(s.User, "0") {
			t.Errorf("%s: user = %q, want %s", name, s.User, User)
		}
		if len(s.SecurityOpt) != 1 || s.SecurityOpt[0] != "no-new-privileges:true" {
			t.Errorf("%s: security_opt = %v", name, s.SecurityOpt)
		}
		if s.Restart != "no" {
			t.Errorf("%s: restart = %q, want no (a crashing trainer must not loop)", name, s.Restart)
		}
		if s.Init == nil || *s.Init {
			t.Errorf("%s: init should be false: spkit run is PID 1", name)
		}
		if s.StopSignal != "SIGTERM" || s.StopGracePeriod == nil {
			t.Fatalf("%s: stop_signal %q, stop_grace_period %v", name, s.StopSignal, s.StopGracePeriod)
		}
		if hc := s.HealthCheck; hc == nil || strings.Join(hc.Test, " ") != "CMD spkit-healthcheck" || hc.Interval == nil || hc.Timeout == nil || hc.Retries == nil || hc.StartPeriod == nil {
			t.Errorf("%s: healthcheck = %+v", name, hc)
		}
	}
}

func TestStopGracePeriodCoversGuardGrace(t *testing.T) {
	cfg := testConfig(t)
	tests := []struct {
		configured, grace, want string
	}{
		{"90s", "60s", "1m30s"},  // configured wins: 90s > 60s + 15s
		{"30s", "120s", "2m15s"}, // guard grace + margin wins
		{"", "", "2m0s"},         // project default
		{"30s", "", "45s"},       // the guard's default grace (30s) + margin
	}
	for _, tc := range tests {
		cfg.Train.StopGracePeriod = tc.configured
		tg := target(t, cfg, "cpu")
		tg.Guard.Grace, tg.Guard.GraceSet = 0, false
		if tc.grace != "" {
			tg.Guard.Grace, tg.Guard.GraceSet = mustDuration(t, tc.grace), true
		}
		p, err := Generate([]*project.Target{tg}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Services["cpu"].StopGracePeriod.String(); got != tc.want {
			t.Errorf("stop_grace_period(%q, grace %q) = %s, want %s", tc.configured, tc.grace, got, tc.want)
		}
	}
}

func TestVolumes(t *testing.T) {
	s := generate(t, testConfig(t), "cpu").Services["cpu"]
	want := map[string]struct {
		typ, source string
		ro          bool
	}{
		"/app/data":                    {types.VolumeTypeBind, "./data", true},
		"/app/output":                  {types.VolumeTypeBind, "./output", false},
		runspec.CacheDir:               {types.VolumeTypeVolume, runspec.CacheVolumeKey, false},
		"/etc/spkit/train-config.yaml": {types.VolumeTypeBind, "./.spkit/generated/cpu/train-config.yaml", true},
	}
	if len(s.Volumes) != len(want) {
		t.Errorf("volumes = %+v, want %d", s.Volumes, len(want))
	}
	for _, v := range s.Volumes {
		w, ok := want[v.Target]
		if !ok {
			t.Errorf("unexpected volume %+v", v)
			continue
		}
		if v.Type != w.typ || v.Source != w.source || v.ReadOnly != w.ro {
			t.Errorf("volume at %s = %s %s ro=%v, want %s %s ro=%v", v.Target, v.Type, v.Source, v.ReadOnly, w.typ, w.source, w.ro)
		}
	}
	if got := strings.Join(s.Command, " "); got != "python train.py --config /etc/spkit/train-config.yaml --price $$5" {
		t.Errorf("command = %q", got)
	}
}

func TestCommandNeedsConfigForPlaceholder(t *testing.T) {
	cfg := testConfig(t)
	cfg.Train.Config = ""
	_, err := Generate([]*project.Target{target(t, cfg, "cpu")}, Options{})
	if errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("Generate with {config} and no train.config: err = %v, want a Config error", err)
	}
}

func mustDuration(t *testing.T, s string) time.Duration {
	t.Helper()
	d, err := time.ParseDuration(s)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// Issue 41 item 5: compose interpolates a bind's source, so an output of
// "${NOPE:-..}/${NOPE:-..}/x", inside the repository as written, was
// mounted from two levels above it. Loaded as `spkit up` loads it, the
// source stays the folder of that literal name in the repository.
func TestBindSourcesAreNotInterpolated(t *testing.T) {
	cfg := testConfig(t)
	cfg.Volumes.Output = "${NOPE:-..}/${NOPE:-..}/x"
	repo := t.TempDir()
	p, err := ForEngine(context.Background(), generate(t, cfg, "cpu"), repo)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range p.Services["cpu"].Volumes {
		if v.Type != types.VolumeTypeBind {
			continue
		}
		if !strings.HasPrefix(v.Source, repo+string(filepath.Separator)) {
			t.Errorf("bind %s is mounted from %s, outside the repository %s", v.Target, v.Source, repo)
		}
		if v.Target == "/app/output" && v.Source != filepath.Join(repo, "${NOPE:-..}", "${NOPE:-..}", "x") {
			t.Errorf("output is mounted from %s, want the literal folder", v.Source)
		}
	}
}
