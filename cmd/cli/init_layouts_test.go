package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// layoutFixture copies project/testdata/corpus/NAME, a fixture modelled
// on a real trainer repository, into a fresh directory named like it.
func layoutFixture(t *testing.T, name string) string {
	t.Helper()
	return testenv.CopyNamed(t, filepath.Join("..", "..", "project", "testdata", "corpus", name))
}

// TestInitLayouts: init on each corpus repository either writes a
// spkit.yaml that renders a Dockerfile, or refuses (exit 3) naming what it
// needs and writes nothing; it never names a data folder that is not there.
func TestInitLayouts(t *testing.T) {
	refused := map[string]string{
		"OneTrainer": "needs a trainer config", "sd-scripts": "needs values the repository does not give",
		// Its README line scores 41: under the evidence bar (59), asked or refused.
		"ai-toolkit": "not sure of the command",
	}
	entries, err := os.ReadDir(filepath.Join("..", "..", "project", "testdata", "corpus"))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() {
			continue
		}
		name := e.Name()
		t.Run(name, func(t *testing.T) {
			dir := layoutFixture(t, name)
			code, _, errOut := runCLI(t, dir, "init")
			if want, ok := refused[name]; ok {
				if code != 3 || !strings.Contains(errOut, want) || !strings.Contains(errOut, "spkit init --") {
					t.Fatalf("init: exit %d, want 3 with %q and the flag that answers it: %s", code, want, errOut)
				}
				if _, err := os.Stat(filepath.Join(dir, "spkit.yaml")); err == nil {
					t.Errorf("spkit.yaml written after a refusal")
				}
				return
			}
			if code != 0 {
				t.Fatalf("init: exit %d: %s", code, errOut)
			}
			if !strings.Contains(errOut, "spkit init: entry point: ") {
				t.Errorf("stderr does not say the entry point:\n%s", errOut)
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
	if !strings.Contains(string(yml), "bf16: ~") {
		t.Fatalf("no dgx-spark: {} in spkit.yaml:\n%s", yml)
	}
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
	for _, bad := range []string{"unified_memory", "bf16:"} {
		if strings.Contains(string(gen), bad) {
			t.Errorf("generated config has %q:\n%s", bad, gen)
		}
	}
}
