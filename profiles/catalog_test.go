package profiles

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
)

// The required profiles; the data may hold more.
var required = []string{"dgx-spark", "gh200", "gb200", "h100", "h200", "a100", "rtx4090", "rtx5090", "b200", "v100", "standard", "cpu"}

func TestBuiltinProfilesAreValidAndSourced(t *testing.T) {
	c, m := Builtin(), DefaultMatrix()
	for _, name := range required {
		if _, err := c.Get(name); err != nil {
			t.Errorf("required profile missing: %v", err)
		}
	}
	for _, p := range c.All() {
		if err := p.Validate(m); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
		for _, group := range sourceGroups(p) {
			if !hasSource(p, group) {
				t.Errorf("%s: no sources entry for %s", p.Name, group)
			}
		}
		if p.Origin != OriginBuiltin {
			t.Errorf("%s: origin %q", p.Name, p.Origin)
		}
	}
}

// sourceGroups are the value groups of p that must cite a source.
func sourceGroups(p *Profile) []string {
	groups := []string{"platform", "memory.model", "guard", "trainer_overrides"}
	if p.HasGPU() {
		groups = append(groups, "gpu", "env.PYTORCH_ALLOC_CONF", "env.NVIDIA_VISIBLE_DEVICES", "env.NVIDIA_DRIVER_CAPABILITIES", "env.UNIFIED_MEMORY", "runtime", "torch_cuda_arch_list")
	}
	if p.Memory.System > 0 {
		groups = append(groups, "memory.system")
	}
	return groups
}

func hasSource(p *Profile, group string) bool {
	for k, v := range p.Sources {
		if v != "" && (k == group || strings.HasPrefix(k, group+".") || strings.HasPrefix(group, k+".")) {
			return true
		}
	}
	return false
}

// The environment rules FACTS.md sets for every GPU profile.
func TestGPUProfilesEnvironment(t *testing.T) {
	for _, p := range Builtin().All() {
		if !p.HasGPU() {
			if p.Runtime.GPUs != "" || len(p.Env["NVIDIA_VISIBLE_DEVICES"]) > 0 {
				t.Errorf("%s: no GPU but runtime/env asks for one", p.Name)
			}
			continue
		}
		want := map[string]string{
			"PYTORCH_ALLOC_CONF":         "expandable_segments:True",
			"PYTORCH_CUDA_ALLOC_CONF":    "expandable_segments:True",
			"NVIDIA_VISIBLE_DEVICES":     "all",
			"NVIDIA_DRIVER_CAPABILITIES": "compute,utility",
		}
		for k, v := range want {
			if p.Env[k] != v {
				t.Errorf("%s: env %s = %q, want %q", p.Name, k, p.Env[k], v)
			}
		}
		if _, ok := p.Env["CUDA_VISIBLE_DEVICES"]; ok {
			t.Errorf("%s: sets CUDA_VISIBLE_DEVICES", p.Name)
		}
		if (p.Env["DISABLE_CPU_OFFLOAD"] == "true") != p.Unified() {
			t.Errorf("%s: DISABLE_CPU_OFFLOAD=%q with memory model %s", p.Name, p.Env["DISABLE_CPU_OFFLOAD"], p.Memory.Model)
		}
		r := p.Runtime
		if r.GPUs != "all" || r.IPC != "host" || r.ShmSize != 0 || r.Ulimits["memlock"] != -1 || r.Ulimits["stack"] != 67108864 {
			t.Errorf("%s: runtime %+v", p.Name, r)
		}
		if p.TorchCUDAArchList == "" {
			t.Errorf("%s: no torch_cuda_arch_list", p.Name)
		}
	}
}

// Seed 002: on DGX Spark stop at 100 GB used of 128 GB, 28 GB headroom.
func TestUnifiedGuardFitsThePool(t *testing.T) {
	for _, p := range Builtin().All() {
		if !p.Unified() {
			if p.Guard.MinAvailable.IsZero() {
				t.Errorf("%s: discrete/cpu profile without guard.min_available", p.Name)
			}
			continue
		}
		total := p.Memory.System
		used, free := p.Guard.MaxUsed, p.Guard.MinAvailable.Bytes
		if used == 0 || free == 0 || used+free != total {
			t.Errorf("%s: guard %s + %s should split the %s pool", p.Name, p.Guard.MaxUsed, p.Guard.MinAvailable, p.Memory.System)
		}
	}
}

func TestGetSuggestsNearMiss(t *testing.T) {
	_, err := Builtin().Get("dgx-sprak")
	if err == nil || !strings.Contains(err.Error(), `did you mean "dgx-spark"`) || errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("Get(dgx-sprak) = %v", err)
	}
}

func writeProfiles(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestUserProfilesExtendAndOverride(t *testing.T) {
	dir := writeProfiles(t, map[string]string{
		"gh200-144.yaml": "name: gh200-144\nextends: gh200\nmemory:\n  gpu: 144GB\n",
		"spark.yaml":     "name: dgx-spark\nextends: dgx-spark\nguard:\n  max_used: 90GB\n",
		"lab.yaml":       "name: lab\nextends: gh200-144\ngpu:\n  count: 4\n",
	})
	c, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	gh, _ := c.Get("gh200-144")
	if gh.Memory.GPU != 144<<30 || gh.GPU.ComputeCapability != "9.0" || gh.Env["NVIDIA_VISIBLE_DEVICES"] != "all" {
		t.Errorf("gh200-144 = %+v", gh)
	}
	spark, _ := c.Get("dgx-spark")
	if spark.Guard.MaxUsed != 90<<30 || spark.Guard.MinAvailable.Bytes != 28<<30 || !strings.HasSuffix(spark.Origin, "spark.yaml") {
		t.Errorf("dgx-spark override = %+v (origin %s)", spark.Guard, spark.Origin)
	}
	lab, _ := c.Get("lab")
	if lab.GPU.Count != 4 || lab.GPU.Name != "NVIDIA GH200 480GB" || lab.Memory.GPU != 144<<30 {
		t.Errorf("lab = %+v %+v", lab.GPU, lab.Memory)
	}
	if b, _ := Builtin().Get("dgx-spark"); b.Guard.MaxUsed != 100<<30 {
		t.Errorf("override leaked into the built-in: %s", b.Guard.MaxUsed)
	}
}

func TestUserProfileErrors(t *testing.T) {
	cases := []struct {
		name, file, body string
		want             []string
	}{
		{"unknown key with line", "a.yaml", "name: a\nextends: h100\nguard:\n  max_usd: 10GB\n", []string{"a.yaml:4", `unknown key "max_usd"`, `did you mean "max_used"`}},
		{"wrong type", "a.yaml", "name: a\nextends: h100\ngpu:\n  count: many\n", []string{"a.yaml:4", "cannot unmarshal"}},
		{"unknown extends", "a.yaml", "name: a\nextends: h10\n", []string{`extends unknown profile "h10"`, `did you mean "h100"`}},
		{"cuda visible all", "a.yaml", "name: a\nextends: h100\nenv:\n  CUDA_VISIBLE_DEVICES: all\n", []string{"a.yaml", "CUDA_VISIBLE_DEVICES=all hides every GPU", "NVIDIA_VISIBLE_DEVICES"}},
		{"use_uvm", "a.yaml", "name: a\nextends: gh200\nenv:\n  PYTORCH_ALLOC_CONF: use_uvm:True\n  PYTORCH_CUDA_ALLOC_CONF: use_uvm:True\n", []string{`unknown allocator key "use_uvm"`}},
		{"one allocator name", "a.yaml", "name: a\nextends: h100\nenv:\n  PYTORCH_CUDA_ALLOC_CONF: max_split_size_mb:512\n", []string{"differ", "same value"}},
		{"bad platform", "a.yaml", "name: a\nextends: h100\nplatform: linux/ppc64le\n", []string{`unsupported platform "linux/ppc64le"`}},
		{"bad model", "a.yaml", "name: a\nextends: h100\nmemory:\n  model: shared\n", []string{`unknown memory model "shared"`}},
		{"gpu without model", "a.yaml", "name: a\nplatform: linux/amd64\nmemory:\n  model: none\ngpu:\n  name: x\n", []string{"memory.model none but a gpu is set"}},
		{"model without gpu", "a.yaml", "name: a\nplatform: linux/amd64\nmemory:\n  model: discrete\n", []string{"memory.model discrete needs a gpu"}},
		{"bad size", "a.yaml", "name: a\nextends: h100\nguard:\n  min_available: lots\n", []string{"guard.min_available", `"lots" is not a size`}},
		{"bad interval", "a.yaml", "name: a\nextends: h100\nguard:\n  interval: fast\n", []string{"guard.interval", "not a duration"}},
		{"zero limit", "a.yaml", "name: a\nextends: h100\nguard:\n  max_used: 0GB\n", []string{"a.yaml:4:13: guard.max_used", "zero"}},
		{"negative limit", "a.yaml", "name: a\nextends: h100\nguard:\n  min_available: -4GB\n", []string{"a.yaml:4:18: guard.min_available", "negative"}},
		{"NaN limit", "a.yaml", "name: a\nextends: h100\nguard:\n  max_used: NaN\n", []string{"a.yaml:4:13: guard.max_used", "not a size"}},
		{"NaN percent", "a.yaml", "name: a\nextends: h100\nguard:\n  min_available: NaN%\n", []string{"a.yaml:4:18: guard.min_available", "percentage"}},
		{"negative grace", "a.yaml", "name: a\nextends: h100\nguard:\n  grace: -5s\n", []string{"a.yaml:4:10: guard.grace", "negative", "30s"}},
		{"zero interval", "a.yaml", "name: a\nextends: h100\nguard:\n  interval: 0s\n", []string{"a.yaml:4:13: guard.interval", "below 10ms"}},
		{"unknown source", "a.yaml", "name: a\nextends: h100\nguard:\n  sources: meminfo,ram\n", []string{"a.yaml:4:12: guard.sources", `unknown guard source "ram"`, "tree"}},
		// Issue 41 item 6: a limit no watched source compares is a guard
		// switched off.
		{"gpu source on a cpu profile", "a.yaml", "name: a\nextends: cpu\nguard:\n  sources: gpu\n", []string{"profile a", "headroom 1GiB", "watches only gpu", "guard.sources"}},
		{"max-used on gpu", "a.yaml", "name: a\nextends: h100\nguard:\n  sources: [gpu]\n  max_used: 70GB\n", []string{"max-used limit", "watches only gpu"}},
		{"headroom on tree", "a.yaml", "name: a\nextends: cpu\nguard:\n  sources: tree\n", []string{"headroom", "watches only tree"}},
		{"guard over pool", "a.yaml", "name: a\nextends: dgx-spark\nguard:\n  max_used: 120GB\n", []string{"exceed memory.system 128GiB"}},
		// Memory sizes are read once, when the file is decoded, and a bad
		// one names its line and column like the guard's.
		{"bad memory size", "a.yaml", "name: a\nextends: h100\nmemory:\n  gpu: lots\n", []string{"a.yaml:4:8: memory.gpu", `"lots" is not a size`}},
		{"zero system", "a.yaml", "name: a\nextends: h100\nmemory:\n  system: 0\n", []string{"a.yaml:4:11: memory.system", "zero"}},
		{"size as a list", "a.yaml", "name: a\nextends: h100\nmemory:\n  gpu: [80GB]\n", []string{"a.yaml:4:8: memory.gpu: expected a size"}},
		{"memory key typo", "a.yaml", "name: a\nextends: h100\nmemory:\n  sytem: 1TB\n", []string{"a.yaml:4", `unknown key "sytem"`, `did you mean "system"`}},
		{"memory not a mapping", "a.yaml", "name: a\nextends: h100\nmemory: 80GB\n", []string{"a.yaml:3", "memory: expected a mapping"}},
		{"bad shm size", "a.yaml", "name: a\nextends: cpu\nruntime:\n  shm_size: -8GB\n", []string{"a.yaml:4:13: runtime.shm_size", "negative"}},
		{"ulimit type with line", "a.yaml", "name: a\nextends: h100\nruntime:\n  ulimits:\n    memlock: lots\n", []string{"a.yaml:5", "cannot unmarshal"}},
		{"unified with gpu memory", "a.yaml", "name: a\nextends: dgx-spark\nmemory:\n  gpu: 80GB\n", []string{"unified memory with a separate memory.gpu"}},
		{"unified override on discrete", "a.yaml", "name: a\nextends: h100\ntrainer_overrides:\n  unified_memory: true\n", []string{"unified_memory: true on a profile with memory.model discrete", "dgx-spark"}},
		{"arch mismatch", "a.yaml", "name: a\nextends: h100\ngpu:\n  architecture: ampere\n", []string{`"ampere" does not match compute capability 9.0`, "hopper"}},
		{"cycle", "a.yaml", "name: a\nextends: b\n", []string{"extends itself"}},
		{"no name", "a.yaml", "extends: h100\n", []string{"a.yaml: profile has no name"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			files := map[string]string{tc.file: tc.body}
			if tc.name == "cycle" {
				files["b.yaml"] = "name: b\nextends: a\n"
			}
			_, err := Load(writeProfiles(t, files))
			var ue *errdefs.Error
			if !errors.As(err, &ue) || ue.Code != errdefs.Config {
				t.Fatalf("err = %v, want a Config *errdefs.Error", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestLoadMissingDirIsBuiltin(t *testing.T) {
	c, err := Load(filepath.Join(t.TempDir(), "nope"))
	if err != nil || len(c.Names()) != len(Builtin().Names()) {
		t.Errorf("Load(missing) = %v, %v", c, err)
	}
}

// A profile's guard reaches its Spec whole: sources, grace 0 and a
// percentage headroom included, and reads back from `profiles show`.
func TestGuardSpecAndRoundTrip(t *testing.T) {
	dir := writeProfiles(t, map[string]string{
		"a.yaml": "name: a\nextends: h100\nguard:\n  min_available: 20%\n  grace: 0\n  interval: 250ms\n  sources: [meminfo, tree]\n" +
			"memory:\n  gpu: 94GB\n  system: 1.5TB\nruntime:\n  ipc: private\n  shm_size: 16GB\n",
	})
	c, err := Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := c.Get("a")
	s := a.Guard.Spec()
	if s.MinAvailable.Percent != 20 || !s.GraceSet || s.Grace != 0 || s.Interval != 250*time.Millisecond ||
		guardspec.FormatSources(s.Sources) != "meminfo,tree" {
		t.Errorf("spec = %+v", s)
	}
	var buf bytes.Buffer
	if err := WriteYAML(&buf, a); err != nil {
		t.Fatal(err)
	}
	back, err := decodeProfile(buf.Bytes(), "show.yaml")
	if err != nil {
		t.Fatalf("reading `profiles show` back: %v\n%s", err, buf.String())
	}
	if !reflect.DeepEqual(back.Guard, a.Guard) || back.Memory != a.Memory || !reflect.DeepEqual(back.Runtime, a.Runtime) {
		t.Errorf("round trip: %+v %+v %+v, want %+v %+v %+v", back.Guard, back.Memory, back.Runtime, a.Guard, a.Memory, a.Runtime)
	}
	if a.Memory.GPU != 94<<30 || a.Memory.System != 1536<<30 || a.Runtime.ShmSize != 16<<30 || a.Runtime.Ulimits["memlock"] != -1 {
		t.Errorf("sizes = %+v %+v", a.Memory, a.Runtime)
	}
}
