package project

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/profiles"
)

func baseConfig() *Config {
	return &Config{Name: "trainer", Copy: []string{"*.py"}, Train: Train{Command: []string{"python", "train.py"}}}
}

func TestResolveDefaults(t *testing.T) {
	cfg := baseConfig()
	cfg.Env = map[string]string{"HF_HUB_OFFLINE": "1"}
	cfg.Profiles = map[string]ProfileOverride{"dgx-spark": {TrainArgs: []string{"--fast"}, MaxUsed: 90 << 30, TrainConfig: "train_configs/train_dgx_spark.yaml"}}
	tg, err := Resolve(cfg, "dgx-spark", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	if tg.CUDA.Version != "13.0" || tg.OS.Name != DefaultOS || tg.Python != "3.12" || tg.Torch.Torch != "2.14.1" || tg.Torch.Torchaudio != "2.11.0" {
		t.Errorf("target = cuda %s os %s python %s torch %+v", tg.CUDA.Version, tg.OS.Name, tg.Python, tg.Torch)
	}
	if tg.Env["HF_HUB_OFFLINE"] != "1" || tg.Env["UNIFIED_MEMORY"] != "true" {
		t.Errorf("env = %v", tg.Env)
	}
	if tg.Guard.MaxUsed != 90<<30 || tg.Guard.MinAvailable.Bytes != 28<<30 {
		t.Errorf("guard = %+v", tg.Guard)
	}
	if strings.Join(tg.TrainCommand, " ") != "python train.py --fast" || tg.TrainConfig != "train_configs/train_dgx_spark.yaml" {
		t.Errorf("train = %v %s", tg.TrainCommand, tg.TrainConfig)
	}
}

func TestResolveChoices(t *testing.T) {
	m, cat := profiles.DefaultMatrix(), profiles.Builtin()
	cases := []struct {
		name    string
		profile string
		edit    func(*Config)
		check   func(*Target) bool
	}{
		{"v100 on 12.9 per profile", "v100", func(c *Config) { c.Profiles = map[string]ProfileOverride{"v100": {CUDA: "12.9"}} },
			func(t *Target) bool { return t.CUDA.Version == "12.9" && t.Torch.Torch == "2.9.1" }}, // cu129 is not built from 2.10 on
		{"torch 2.9.1 on 12.9 on amd64", "h100", func(c *Config) { c.CUDA, c.Torch = "12.9", "2.9.1" },
			func(t *Target) bool {
				return t.CUDA.Version == "12.9" && t.Torch.Torch == "2.9.1" && t.Torch.Torchvision == "0.24.1"
			}},
		{"v100 on 12.6 gets the newest torch", "v100", func(c *Config) { c.CUDA = "12.6" },
			func(t *Target) bool { return t.Torch.Torch == "2.14.1" && t.Torch.Torchvision == "0.29.1" }},
		// Issue 30: cu129 again for 2.12.1, on arm64 too; a torchaudio pin
		// without torch takes the newest torch it pairs with.
		{"cu129 2.12.1 on dgx-spark", "dgx-spark", func(c *Config) { c.CUDA, c.Torch = "12.9", "2.12.1" },
			func(t *Target) bool {
				return t.Torch.Torch == "2.12.1" && t.Torch.Torchvision == "0.27.1" && t.CUDA.ImageVersion == "12.9.1"
			}},
		{"torchaudio pin picks torch", "h100", func(c *Config) { c.Torchaudio = "2.10.0" },
			func(t *Target) bool { return t.Torch.Torch == "2.10.0" && t.Torch.Torchaudio == "2.10.0" }},
		{"torchaudio 2.11.0 with torch 2.14.1", "h100", func(c *Config) { c.Torch, c.Torchaudio = "2.14.1", "2.11.0" },
			func(t *Target) bool { return t.Torch.Torchaudio == "2.11.0" }},
		{"torch minor picks newest patch", "h100", func(c *Config) { c.CUDA, c.Torch = "12.8", "2.7" },
			func(t *Target) bool { return t.Torch.Torch == "2.7.1" && t.Torch.Torchvision == "0.22.1" }},
		{"cu suffix accepted", "h100", func(c *Config) { c.Torch = "2.9.1+cu130"; c.Torchvision = "0.24.1" },
			func(t *Target) bool { return t.Torch.Torch == "2.9.1" }},
		// The cpu profile installs from PyTorch's CPU index, which has every
		// release: the CUDA line's start (cu130 from 2.9) does not apply.
		{"cpu takes a torch the CUDA line lacks", "cpu", func(c *Config) { c.Torch = "2.6.0" },
			func(t *Target) bool { return t.Torch.Torch == "2.6.0" && t.Torch.Torchvision == "0.21.0" }},
		{"cpu accepts +cpu", "cpu", func(c *Config) { c.Torch = "2.8.0+cpu" },
			func(t *Target) bool { return t.Torch.Torch == "2.8.0" && t.Torch.Torchaudio == "2.8.0" }},
		{"python 3.10 on 22.04", "a100", func(c *Config) { c.OS, c.Python = "ubuntu22.04", "3.10" },
			func(t *Target) bool { return t.Python == "3.10" }},
		{"torch base NGC", "dgx-spark", func(c *Config) { c.Torch = TorchFromBase },
			func(t *Target) bool { return t.Torch == nil && t.TorchBase.PipConstraint == "/etc/pip/constraint.txt" }},
		{"torch base custom", "cpu", func(c *Config) { c.CUDA, c.Torch, c.BaseImage = "12.8", TorchFromBase, "spkit-test/torch:bookworm" },
			func(t *Target) bool { return t.TorchBase.Image == "spkit-test/torch:bookworm" }},
		{"torch base custom keeps its own python", "cpu", func(c *Config) { c.Torch, c.BaseImage, c.Python = TorchFromBase, "spkit-test/torch:bookworm", "3.11" },
			func(t *Target) bool { return t.Python == "3.11" && t.TorchBase.Python == "3.11" }},
		{"fa3 on hopper", "gh200", func(c *Config) { c.Features = []string{"flash-attention-3"} },
			func(t *Target) bool { return t.Profile.Name == "gh200" }},
	}
	for _, tc := range cases {
		cfg := baseConfig()
		tc.edit(cfg)
		tg, err := Resolve(cfg, tc.profile, cat, m)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if !tc.check(tg) {
			t.Errorf("%s: unexpected target %+v", tc.name, tg)
		}
	}
}

func TestResolveErrors(t *testing.T) {
	m, cat := profiles.DefaultMatrix(), profiles.Builtin()
	cases := []struct {
		name    string
		profile string
		edit    func(*Config)
		want    []string
	}{
		{"unknown profile", "dgx-sprak", func(*Config) {}, []string{`unknown profile "dgx-sprak"`, `did you mean "dgx-spark"`}},
		{"unknown cuda", "h100", func(c *Config) { c.CUDA = "11.8" }, []string{`unknown CUDA version "11.8"`, "13.0, 12.9, 12.8"}},
		{"cu suffix on cpu", "cpu", func(c *Config) { c.Torch = "2.9.1+cu130" }, []string{"torch 2.9.1+cu130 asks for cu130 wheels but profile cpu has no GPU", "write torch: 2.9.1"}},
		{"torch newer than the matrix on cpu", "cpu", func(c *Config) { c.Torch = "2.99.0" }, []string{"newer than every release", "spkit matrix refresh"}},
		{"torch 2.6 on 13.0", "h100", func(c *Config) { c.Torch = "2.6" }, []string{"torch 2.6 is not built for CUDA 13.0", "cu130 wheels on amd64 start at torch 2.9.0"}},
		{"torch without a cu129 build", "h100", func(c *Config) { c.CUDA, c.Torch = "12.9", "2.12.0" }, []string{"not built for CUDA 12.9", "cu129 has torch 2.13.0, 2.12.1, 2.9.1, 2.9.0, 2.8.0 on amd64;", "set cuda: 13.0 for torch 2.12.0", "or torch 2.13.0 with cuda 12.9"}},
		{"cu129 stops before 2.10", "h100", func(c *Config) { c.CUDA, c.Torch = "12.9", "2.10.0" }, []string{"torch 2.10.0 is not built for CUDA 12.9", "use cuda 13.0 or 12.8 for h100"}},
		{"cu129 2.9.1 is x86_64 only", "dgx-spark", func(c *Config) { c.CUDA, c.Torch = "12.9", "2.9.1" }, []string{"torch 2.9.1 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 13.1 for dgx-spark", "or torch 2.13.0 with cuda 12.9"}},
		{"cu129 2.9.1 on gh200", "gh200", func(c *Config) { c.CUDA, c.Torch = "12.9", "2.9.1" }, []string{"torch 2.9.1 exists for cu129 on amd64 but not arm64", "use cuda 13.0 or 12.8 for gh200"}},
		{"torchaudio pin on a line without it", "h100", func(c *Config) { c.CUDA, c.Torch, c.Torchaudio = "12.9", "2.12.1", "2.11.0" }, []string{"torchaudio 2.11.0 does not pair with torch 2.12.1: the version matrix has no torchaudio for it", "remove torchaudio:"}},
		{"torchaudio pin without torch on cu132", "h100", func(c *Config) { c.CUDA, c.Torchaudio = "13.2", "2.11.0" }, []string{"torch 2.14.1 has no torchaudio on cu132", "use cuda 13.1 or 13.0 for h100 (set cuda: 13.1 for PyTorch)"}},
		{"torch for another cuda", "h100", func(c *Config) { c.Torch = "2.8.0+cu128" }, []string{"asks for cu128 wheels", "CUDA version is 13.0"}},
		{"torchvision pin", "h100", func(c *Config) { c.Torch, c.Torchvision = "2.9.1", "0.23.0" }, []string{"torchvision 0.23.0 does not match torch 2.9.1", "torchvision: 0.24.1"}},
		{"torchaudio pin", "h100", func(c *Config) { c.Torch, c.Torchaudio = "2.10.0", "2.9.0" }, []string{"torchaudio 2.9.0 does not match torch 2.10.0", "torchaudio: 2.10.0"}},
		{"python of other os", "h100", func(c *Config) { c.Python = "3.10" }, []string{"python 3.10 is not ubuntu24.04's system python (3.12)", "os: ubuntu22.04"}},
		{"python of no os", "h100", func(c *Config) { c.Python = "3.11" }, []string{"python 3.11 is not the system python", "ubuntu24.04 has 3.12"}},
		{"unknown os", "h100", func(c *Config) { c.OS = "rocky9" }, []string{`unknown os "rocky9"`, "ubuntu24.04, ubuntu22.04"}},
		// cu126 carries sm_70 through torch 2.14.0; cu128 stops at 2.10.0, cu129 at 2.9.1.
		{"volta on cuda 13", "v100", func(*Config) {}, []string{"CUDA 13.0 dropped Volta GPUs", "profile v100, compute capability 7.0", "use CUDA 12.6 or", "(set cuda: 12.6, or profiles.v100.cuda: 12.6 in"}},
		{"volta on cuda 13 with torch 2.14.0", "v100", func(c *Config) { c.Torch = "2.14.0" }, []string{"CUDA 13.0 dropped Volta GPUs", "use CUDA 12.6 (set cuda: 12.6,"}},
		{"volta on cuda 13 with torch 2.10.0", "v100", func(c *Config) { c.Torch = "2.10.0+cu130" }, []string{"use CUDA 12.8 or 12.6 (set cuda: 12.8"}},
		{"spark on 12.8", "dgx-spark", func(c *Config) { c.CUDA = "12.8" }, []string{"CUDA 12.8 supports compute capability 5.0 to 12.0", "12.1", "13.0 or 12.9"}},
		{"fa3 on blackwell", "dgx-spark", func(c *Config) { c.Features = []string{"flash-attention-3"} }, []string{"flash-attention-3 is not available on profile dgx-spark", "Hopper-only", "h100"}},
		{"fa3 on standard", "standard", func(c *Config) { c.Features = []string{"flash-attention-3"} }, []string{"compute capability not fixed"}},
		{"bitsandbytes on cpu", "cpu", func(c *Config) { c.Features = []string{"bitsandbytes"} }, []string{"bitsandbytes needs a GPU"}},
		{"unknown feature", "h100", func(c *Config) { c.Features = []string{"flash-attention3"} }, []string{`unknown feature "flash-attention3"`, `did you mean "flash-attention-3"`}},
		{"torch base without base", "h100", func(c *Config) { c.CUDA, c.Torch = "12.9", TorchFromBase }, []string{"no image shipping PyTorch is known for CUDA 12.9", "base_image"}},
		{"torch base with pins", "h100", func(c *Config) { c.Torch, c.Torchvision = TorchFromBase, "0.24.0" }, []string{"torch: base takes PyTorch from the base image"}},
		{"python that the NGC base does not ship", "dgx-spark", func(c *Config) { c.Torch, c.Python = TorchFromBase, "3.11" }, []string{"python 3.11 does not match nvcr.io/nvidia/pytorch:25.11-py3, which ships python 3.12"}},
		{"base_image without torch base", "h100", func(c *Config) { c.BaseImage = "x/y:1" }, []string{"only used with torch: base"}},
		{"unified override on discrete", "h100", func(c *Config) {
			c.Profiles = map[string]ProfileOverride{"h100": {TrainerOverrides: map[string]any{"unified_memory": true}}}
		}, []string{"unified_memory: true on a profile with memory.model discrete", "spkit.yaml"}},
		{"guard over pool", "dgx-spark", func(c *Config) {
			c.Profiles = map[string]ProfileOverride{"dgx-spark": {MinAvailable: memsize.Headroom{Bytes: 40 << 30}}}
		}, []string{"max_used 100GiB + min_available 40GiB exceed memory.system 128GiB"}},
		{"guard percent over pool", "dgx-spark", func(c *Config) {
			c.Profiles = map[string]ProfileOverride{"dgx-spark": {MinAvailable: memsize.Headroom{Percent: 50}}}
		}, []string{"min_available 50% exceed memory.system 128GiB"}},
		{"cuda visible all", "h100", func(c *Config) { c.Env = map[string]string{"CUDA_VISIBLE_DEVICES": "all"} }, []string{"CUDA_VISIBLE_DEVICES=all hides every GPU"}},
		{"uvm allocator", "gh200", func(c *Config) {
			c.Env = map[string]string{"PYTORCH_ALLOC_CONF": "use_uvm:True", "PYTORCH_CUDA_ALLOC_CONF": "use_uvm:True"}
		}, []string{`unknown allocator key "use_uvm"`}},
		{"unified env on discrete", "rtx4090", func(c *Config) { c.Env = map[string]string{"UNIFIED_MEMORY": "true"} }, []string{"UNIFIED_MEMORY=true on a profile with memory.model discrete"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := baseConfig()
			tc.edit(cfg)
			_, err := Resolve(cfg, tc.profile, cat, m)
			var ue *errdefs.Error
			if !errors.As(err, &ue) || ue.Code != errdefs.Config {
				t.Fatalf("err = %v, want a Config *errdefs.Error", err)
			}
			if ue.Hint == "" {
				t.Errorf("error %q has no hint", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestLoadCatalogUsesProfilesDir(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, body string) {
		p := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(".spkit/profiles/a.yaml", "name: lab-a\nextends: h100\n")
	cat, cfg, err := LoadCatalog(dir, nil)
	if err != nil || cfg != nil {
		t.Fatalf("LoadCatalog without spkit.yaml = %v, %v", cfg, err)
	}
	if _, err := cat.Get("lab-a"); err != nil {
		t.Error(err)
	}
	write(FileName, "name: t\nprofiles_dir: hw\ncopy: ['*.py']\ntrain:\n  command: [python, train.py]\n")
	write("hw/b.yaml", "name: lab-b\nextends: a100\n")
	cat, cfg, err = LoadCatalog(dir, nil)
	if err != nil || cfg == nil {
		t.Fatalf("LoadCatalog = %v, %v", cfg, err)
	}
	if _, err := cat.Get("lab-b"); err != nil {
		t.Error(err)
	}
	if _, err := cat.Get("lab-a"); err == nil {
		t.Error("profiles_dir: hw should replace .spkit/profiles")
	}
}

// A profile's metrics replace the project's; without either, none. The
// target holds its own copy, so a run changing it leaves spkit.yaml alone.
func TestResolveMetrics(t *testing.T) {
	cfg := baseConfig()
	cfg.Metrics = &Metrics{Port: 9400}
	cfg.Profiles = map[string]ProfileOverride{"h100": {Metrics: &Metrics{Port: 9500}}, "cpu": {}}
	for profile, want := range map[string]int{"h100": 9500, "cpu": 9400} {
		tg, err := Resolve(cfg, profile, profiles.Builtin(), profiles.DefaultMatrix())
		if err != nil {
			t.Fatal(err)
		}
		if tg.Metrics == nil || tg.Metrics.Port != want {
			t.Errorf("%s: metrics %+v, want port %d", profile, tg.Metrics, want)
		}
		tg.Metrics.Port = 1
	}
	if cfg.Metrics.Port != 9400 || cfg.Profiles["h100"].Metrics.Port != 9500 {
		t.Errorf("changing a target's metrics changed spkit.yaml's: %+v %+v", cfg.Metrics, cfg.Profiles["h100"].Metrics)
	}
	tg, err := Resolve(baseConfig(), "cpu", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil || tg.Metrics != nil {
		t.Errorf("no metrics in spkit.yaml: %+v, %v; want nil (off)", tg, err)
	}
}

// TestTargetSummary: the line spkit build prints says which torch it took,
// and why an unpinned arm64 build on CUDA 12.9 gets an older one.
func TestTargetSummary(t *testing.T) {
	cases := []struct {
		profile, cuda, torch, want string
		notWant                    string
	}{
		{"dgx-spark", "12.9", "", "dgx-spark (linux/arm64): CUDA 12.9, torch 2.13.0+cu129, python 3.12", "newest"},
		{"h100", "12.9", "", "h100 (linux/amd64): CUDA 12.9, torch 2.13.0+cu129, python 3.12", "newest"},
		{"dgx-spark", "12.9", "2.8.0", "torch 2.8.0+cu129, python", "newest"},
		{"cpu", "", "2.6.0", "torch 2.6.0 (CPU wheels)", "cu1"},
	}
	for _, c := range cases {
		cfg := baseConfig()
		cfg.CUDA, cfg.Torch = c.cuda, c.torch
		tg, err := Resolve(cfg, c.profile, profiles.Builtin(), profiles.DefaultMatrix())
		if err != nil {
			t.Fatalf("%s cuda %q torch %q: %v", c.profile, c.cuda, c.torch, err)
		}
		got := tg.Summary()
		if !strings.Contains(got, c.want) || (c.notWant != "" && strings.Contains(got, c.notWant)) {
			t.Errorf("%s cuda %q torch %q: %q, want %q without %q", c.profile, c.cuda, c.torch, got, c.want, c.notWant)
		}
		if tg.As("", "local/base:1") != tg {
			t.Errorf("%s: --base-image changed a target whose torch comes from wheels", c.profile)
		}
	}
}

// TestTargetSummaryAs: with torch from the base, --base-image names the
// image that really ships it, not the NGC image the matrix knows, and
// claims no torch or python it does not know; --platform names the
// platforms built.
func TestTargetSummaryAs(t *testing.T) {
	cfg := baseConfig()
	cfg.Torch, cfg.Python = "base", "3.12"
	tg, err := Resolve(cfg, "cpu", profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatal(err)
	}
	if got := tg.Summary(); !strings.Contains(got, "nvcr.io/nvidia/pytorch") || !strings.Contains(got, "(torch ") {
		t.Fatalf("torch: base without --base-image: %q, want the NGC image and its torch", got)
	}
	got := tg.As("linux/arm64", "spkit-test/torch:bookworm-1").Summary()
	if !strings.HasPrefix(got, "cpu (linux/arm64)") || !strings.HasSuffix(got, "the PyTorch spkit-test/torch:bookworm-1 ships, its python") ||
		strings.Contains(got, "nvcr.io") || strings.Contains(got, "(torch ") {
		t.Errorf("torch: base with --platform linux/arm64 --base-image: %q, want the platform and the local image, without a torch or python it cannot know", got)
	}
	if tg.TorchBase.Image == "spkit-test/torch:bookworm-1" || tg.Profile.Platform != "linux/amd64" || tg.Python != "3.12" {
		t.Error("As changed the target it was called on")
	}
	cfg.Python, cfg.BaseImage = "3.11", "mine/pytorch:1"
	if tg, err = Resolve(cfg, "cpu", profiles.Builtin(), profiles.DefaultMatrix()); err != nil {
		t.Fatal(err)
	}
	if got := tg.Summary(); !strings.HasSuffix(got, "the PyTorch mine/pytorch:1 ships, python 3.11") {
		t.Errorf("base_image in spkit.yaml: %q", got)
	}
}
