package runspec

import (
	"errors"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

func config() *project.Config {
	return &project.Config{
		Name: "Lora-Trainer", Copy: []string{"*.py"},
		Train: project.Train{Command: []string{"python", "train.py", "--config", "{config}"}, Config: "configs/train.yaml"},
	}
}

func resolve(t *testing.T, cfg *project.Config, profile string) (*Spec, error) {
	t.Helper()
	tg, err := project.Resolve(cfg, profile, profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatalf("resolving %s: %v", profile, err)
	}
	return Resolve(tg, nil)
}

// Every default is applied once, here.
func TestResolveDefaults(t *testing.T) {
	s, err := resolve(t, config(), "dgx-spark")
	if err != nil {
		t.Fatal(err)
	}
	checks := map[string][2]any{
		"project":       {s.Project, "lora-trainer"},
		"image":         {s.Image, "lora-trainer:cuda13.0-dgx-spark"},
		"user":          {s.User.String(), "1000:1000"},
		"workdir":       {s.Workdir, "/app"},
		"command":       {s.Command, []string{"python", "train.py", "--config", TrainConfigPath}},
		"image command": {s.ImageCommand, []string{"python", "train.py", "--config", "/app/configs/train.yaml"}},
		"entrypoint":    {s.Entrypoint, []string{"spkit", "run", "--"}},
		"mounts":        {s.MountTargets(), []string{"/app/data", "/app/output", CacheDir, TrainConfigPath}},
		"output":        {s.Output, Output{Host: "./output", Target: "/app/output"}},
		"cache":         {s.Cache, Volume{Key: "hf-cache", Name: "lora-trainer-hf-cache"}},
		"hf home":       {s.Env["HF_HOME"], CacheDir},
		"gpu":           {*s.GPU, GPURequest{Driver: "nvidia", Count: AllGPUs, Capabilities: []string{"gpu"}}},
		"ipc":           {s.IPC, "host"},
		"ulimits":       {s.Ulimits, []Ulimit{{"memlock", -1}, {"stack", 67108864}}},
		"stop":          {s.StopGrace, 135 * time.Second}, // guard grace 120s + 15s over the 120s default
		"spkit env":     {s.ImageEnv.GPUCount + " " + s.ImageEnv.TorchVersion, "all 2.14.1"},
		"guard":         {s.Guard().MaxUsed.Spec(), "100GiB"},
	}
	for name, c := range checks {
		if !reflect.DeepEqual(c[0], c[1]) {
			t.Errorf("%s = %#v, want %#v", name, c[0], c[1])
		}
	}
	if s.Mounts[0].ReadOnly != true || s.Mounts[1].ReadOnly || s.Mounts[2].Kind != NamedVolume {
		t.Errorf("mounts = %+v", s.Mounts)
	}
}

// Issue #14 item 10: no data mount when there is nothing to mount, so no
// engine creates an empty ./data in the repository.
func TestDataMount(t *testing.T) {
	for _, tc := range []struct {
		data    string
		missing bool
		want    string
	}{
		{"", false, "./data"}, {"", true, ""}, {project.NoData, false, ""},
		{"datasets/", true, "datasets/"}, {"datasets/", false, "datasets/"},
	} {
		cfg := config()
		cfg.Volumes.Data, cfg.NoDefaultData = tc.data, tc.missing
		if got := HostData(cfg); got != tc.want {
			t.Errorf("HostData(data %q, no ./data %v) = %q, want %q", tc.data, tc.missing, got, tc.want)
		}
		s, err := resolve(t, cfg, "h100")
		if err != nil {
			t.Fatal(err)
		}
		hasData := slices.ContainsFunc(s.Mounts, func(m Mount) bool { return m.Role == DataMount })
		if hasData != (tc.want != "") || s.Mounts[len(s.Mounts)-1].Role != TrainConfigMount {
			t.Errorf("data %q, no ./data %v: mounts %+v", tc.data, tc.missing, s.Mounts)
		}
	}
}

// Issue #12 item 0: the output folder is mounted where the trainer's
// relative paths put it.
func TestOutputTarget(t *testing.T) {
	for out, want := range map[string]string{"": "/app/output", "./checkpoints": "/app/checkpoints", "out/run1/": "/app/out/run1"} {
		cfg := config()
		cfg.Volumes.Output = out
		cfg.Train.Workdir = "/app/"
		s, err := resolve(t, cfg, "cpu")
		if err != nil || s.Output.Target != want || s.Mounts[1].Target != want || s.ImageEnv.OutputDir != want {
			t.Errorf("output %q: %+v, %v; want %s", out, s.Output, err, want)
		}
	}
}

func TestResolveRefusals(t *testing.T) {
	cases := map[string]struct {
		change func(*project.Config, *project.Target)
		want   string
	}{
		"output is the repo":  {func(c *project.Config, _ *project.Target) { c.Volumes.Output = "." }, "is the repository itself"},
		"output over data":    {func(c *project.Config, _ *project.Target) { c.Volumes.Output = "./data" }, "mounted over the data"},
		"config without file": {func(c *project.Config, tg *project.Target) { tg.TrainConfig = "" }, "no trainer config file"},
		"relative workdir":    {func(c *project.Config, _ *project.Target) { c.Train.Workdir = "app" }, "not absolute"},
		"cuda visible all":    {func(_ *project.Config, tg *project.Target) { tg.Env = map[string]string{"CUDA_VISIBLE_DEVICES": "all"} }, "hides every GPU"},
		"uvm": {func(_ *project.Config, tg *project.Target) {
			tg.Env = map[string]string{"PYTORCH_ALLOC_CONF": "use_uvm:True"}
		}, "not an upstream PyTorch allocator option"},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			cfg := config()
			tg, err := project.Resolve(cfg, "h100", profiles.Builtin(), profiles.DefaultMatrix())
			if err != nil {
				t.Fatal(err)
			}
			c.change(cfg, tg)
			_, err = Resolve(tg, nil)
			if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %v, want a Config error with %q", err, c.want)
			}
		})
	}
}

func TestAllocatorUnderBothNames(t *testing.T) {
	tg, err := project.Resolve(config(), "cpu", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	tg.Env = map[string]string{"PYTORCH_CUDA_ALLOC_CONF": "max_split_size_mb:128"}
	s, err := Resolve(tg, nil)
	if err != nil || s.Env["PYTORCH_ALLOC_CONF"] != "max_split_size_mb:128" || s.GPU != nil || s.ImageEnv.GPUCount != "0" {
		t.Errorf("spec = %+v, %v", s, err)
	}
}

func TestUnsupported(t *testing.T) {
	err := Unsupported("swarm", "runtime.ipc", "services cannot share the host's IPC namespace")
	var ue *UnsupportedError
	if !errors.As(err, &ue) || ue.Backend != "swarm" || errdefs.CodeOf(err) != errdefs.Config ||
		!strings.HasPrefix(err.Error(), "swarm cannot express runtime.ipc: services cannot") {
		t.Errorf("Unsupported = %v", err)
	}
}

// Metrics: --metrics-port over spkit.yaml (the profile's over the
// project's) over off; the address reaches spkit run as a run-time
// variable, never the image's.
func TestResolveMetrics(t *testing.T) {
	port := func(n int) *int { return &n }
	cases := []struct {
		name    string
		project *project.Metrics
		profile *project.Metrics
		flag    *int
		want    int // 0: off
	}{
		{name: "off by default"},
		{name: "spkit.yaml", project: &project.Metrics{Port: 9400}, want: 9400},
		{name: "the profile's over the project's", project: &project.Metrics{Port: 9400}, profile: &project.Metrics{Port: 9500}, want: 9500},
		{name: "the profile's alone", profile: &project.Metrics{Port: 9500}, want: 9500},
		{name: "flag without spkit.yaml", flag: port(9600), want: 9600},
		{name: "flag over spkit.yaml", project: &project.Metrics{Port: 9400}, profile: &project.Metrics{Port: 9500}, flag: port(9600), want: 9600},
		{name: "flag 0 turns spkit.yaml's off", project: &project.Metrics{Port: 9400}, flag: port(0)},
		{name: "flag 0 without spkit.yaml", flag: port(0)},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := config()
			cfg.Metrics = tc.project
			if tc.profile != nil {
				cfg.Profiles = map[string]project.ProfileOverride{"cpu": {Metrics: tc.profile}}
			}
			tg, err := project.Resolve(cfg, "cpu", profiles.Builtin(), profiles.DefaultMatrix())
			if err != nil {
				t.Fatal(err)
			}
			s, err := ResolveFlags(tg, nil, Flags{MetricsPort: tc.flag})
			if err != nil {
				t.Fatal(err)
			}
			for _, kv := range s.ImageEnv.Overrides() {
				if strings.Contains(kv.Key, "METRICS") {
					t.Errorf("the image's environment holds %s", kv.Key)
				}
			}
			if tc.want == 0 {
				if s.Metrics != nil || len(s.RunEnv.Encode()) != 0 {
					t.Errorf("metrics %+v, run env %v; want none", s.Metrics, s.RunEnv.Encode())
				}
				return
			}
			want := Metrics{Port: tc.want, Bind: "0.0.0.0", Path: "/metrics", HostIP: "127.0.0.1"}
			if s.Metrics == nil || *s.Metrics != want {
				t.Fatalf("metrics %+v, want %+v", s.Metrics, want)
			}
			addr := "0.0.0.0:" + strconv.Itoa(tc.want)
			if s.Metrics.Addr() != addr || s.RunEnv.MetricsAddr != addr {
				t.Errorf("address %s, SPKIT_METRICS_ADDR %q; want %s", s.Metrics.Addr(), s.RunEnv.MetricsAddr, addr)
			}
		})
	}
}

func TestResolveMetricsRefusesBadPorts(t *testing.T) {
	for _, p := range []int{-1, 70000} {
		tg, err := project.Resolve(config(), "cpu", profiles.Builtin(), profiles.DefaultMatrix())
		if err != nil {
			t.Fatal(err)
		}
		_, err = ResolveFlags(tg, nil, Flags{MetricsPort: &p})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), "is not a TCP port") {
			t.Errorf("port %d: %v; want a config error", p, err)
		}
	}
}

// Issue 41 item 6: spkit train --guard-sources gpu over a profile whose
// limits are system memory's leaves a guard that can never trip.
func TestResolveRefusesAGuardNoSourceCompares(t *testing.T) {
	tg, err := project.Resolve(config(), "cpu", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	tg.Guard.Sources = []guardspec.Source{guardspec.GPU}
	_, err = Resolve(tg, nil)
	if errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "could never trip") {
		t.Errorf("err = %v, want a Usage error saying the guard could never trip", err)
	}
}
