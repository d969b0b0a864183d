package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// layoutFixture copies project/testdata/layouts/NAME (or the seeds'
// trainer) into a fresh directory named like it.
func layoutFixture(t *testing.T, name string) string {
	t.Helper()
	src := filepath.Join("..", "..", "project", "testdata", "layouts", name)
	if name == "flymyai-lora-trainer" {
		src = filepath.Join("..", "..", "project", "testdata", name)
	}
	dst := filepath.Join(t.TempDir(), name)
	err := filepath.Walk(src, func(p string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if info.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// TestInitLayouts: init on the five trainer layouts says what it picked on
// stderr, never names a data folder that is not there, and writes a
// spkit.yaml that renders a Dockerfile.
func TestInitLayouts(t *testing.T) {
	cases := map[string][]string{
		"flymyai-lora-trainer": {"entry point: python train.py --config {config}", "data: ./data"},
		"ai-toolkit":           {"entry point: python run.py {config}", "config: config/train_lora.yaml", "data: ./datasets"},
		"sd-scripts":           {"entry point: python train_network.py", "could not find a trainer config", "no data folder"},
		"LLaMA-Factory":        {"entry point: llamafactory-cli train {config}", "installs the project itself (pyproject.toml)"},
		"axolotl":              {"entry point: accelerate launch -m axolotl.cli.train {config}", "no data folder"},
	}
	for name, wants := range cases {
		t.Run(name, func(t *testing.T) {
			dir := layoutFixture(t, name)
			code, _, errOut := runCLI(t, dir, "init")
			if code != 0 {
				t.Fatalf("init: exit %d: %s", code, errOut)
			}
			for _, w := range wants {
				if !strings.Contains(errOut, "spkit init: "+w) {
					t.Errorf("stderr lacks %q:\n%s", w, errOut)
				}
			}
			yaml, _ := os.ReadFile(filepath.Join(dir, "spkit.yaml"))
			if _, err := os.Stat(filepath.Join(dir, "data")); err != nil && strings.Contains(string(yaml), "\n  data: ./data   #") {
				t.Errorf("spkit.yaml names ./data, which does not exist")
			}
			if code, _, errOut := runCLI(t, dir, "dockerfile", "--profile", "cpu"); code != 0 {
				t.Errorf("dockerfile after init: exit %d: %s", code, errOut)
			}
		})
	}
}

// TestOverridesFollowTheDialect: after init, the profile's seed-trainer
// settings reach LLaMA-Factory's config only as keys it knows; the rest
// are skipped with the reason, and a null in spkit.yaml removes a key.
func TestOverridesFollowTheDialect(t *testing.T) {
	dir := layoutFixture(t, "LLaMA-Factory")
	if code, _, errOut := runCLI(t, dir, "init"); code != 0 {
		t.Fatalf("init: %s", errOut)
	}
	yml, _ := os.ReadFile(filepath.Join(dir, "spkit.yaml"))
	yml = []byte(strings.Replace(string(yml), "  dgx-spark: {}", "  dgx-spark:\n    trainer_overrides: {bf16: ~}", 1))
	if err := os.WriteFile(filepath.Join(dir, "spkit.yaml"), yml, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := runCLI(t, dir, "compose", "--show-overrides", "dgx-spark")
	if code != 0 {
		t.Fatalf("compose: exit %d: %s", code, errOut)
	}
	for _, w := range []string{"unified_memory: true skipped: not in the config, and the llamafactory dialect has no unified_memory",
		"disable_gradient_checkpointing: (unset) -> true", "use_8bit_adam: false skipped: not in the config, and the llamafactory dialect has no value for use_8bit_adam: false", "bf16: true -> (removed)"} {
		if !strings.Contains(errOut, w) {
			t.Errorf("--show-overrides lacks %q:\n%s", w, errOut)
		}
	}
	gen, err := os.ReadFile(filepath.Join(dir, ".spkit", "generated", "dgx-spark", "train-config.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"unified_memory", "null", "bf16"} {
		if strings.Contains(string(gen), bad) {
			t.Errorf("generated config has %q:\n%s", bad, gen)
		}
	}
}
