package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitOutputFromCodeDefaults: where no command, config or entry-point
// option says where the trainer writes, the default of an output-folder
// field in a config dataclass of the code it runs is that folder, found
// in the entry point's imports (a config module beside it, a defaults
// module that imports the config classes, a trainer class a wrapper
// script's module imports); two such fields naming different folders are
// flagged with their files and keys, not guessed between.
func TestInitOutputFromCodeDefaults(t *testing.T) {
	cases := []struct{ fixture, command, output, from string }{
		// A dataclass default in models/config.py, read through
		// `import models.config as config` (a vision-language trainer
		// whose option of the same name has no default).
		{"vlm", "python train.py", "./checkpoints", "models/config.py: VLMConfig.vlm_checkpoint_path"},
		// An example script, a package's defaults module, its config
		// classes two imports away (an RL library's TrainConfig).
		{"rl", "accelerate launch examples/ratings.py", "./ckpts", "rlkit/data/configs.py: TrainConfig.checkpoint_dir"},
		// A wrapper script runs -m titan.train, which imports the trainer
		// whose nested Config holds dump_folder.
		{"titan", "./run_train.sh", "./outputs", "titan/trainer.py: Config.dump_folder"},
	}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			d, _ := detectAndRender(t, copyTree(t, "testdata/codeout/"+c.fixture), InitOptions{})
			if got := strings.Join(d.Command, " "); got != c.command {
				t.Fatalf("command %q, want %q", got, c.command)
			}
			if d.Volumes.Output != c.output {
				t.Errorf("volumes.output %q, want %q (notes %q)", d.Volumes.Output, c.output, d.Notes)
			}
			if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, c.from) }) {
				t.Errorf("no note names %s: %q", c.from, d.Notes)
			}
			if len(d.Checks) > 0 && strings.Contains(strings.Join(d.Checks, "\n"), "could not tell where") {
				t.Errorf("still asks where it writes: %q", d.Checks)
			}
		})
	}
	t.Run("several", func(t *testing.T) {
		d, _ := detectAndRender(t, copyTree(t, "testdata/codeout/several"), InitOptions{})
		if d.Volumes.Output != "./output" {
			t.Errorf("volumes.output %q, want the default ./output", d.Volumes.Output)
		}
		said := strings.Join(d.Checks, "\n")
		for _, w := range []string{"models/config.py: ModelConfig.checkpoint_dir", "models/config.py: TrainConfig.output_dir", "--output"} {
			if !strings.Contains(said, w) {
				t.Errorf("the checks do not name %s: %q", w, d.Checks)
			}
		}
	})
}

// TestInitOutputFromAnOptionThatSavesThere: an option that is not named
// for an output folder but whose help says the run is saved there
// (--project, "save to project/name"), with a default joined to the
// repository's root (ROOT / "runs/train"), is where the trainer writes.
func TestInitOutputFromAnOptionThatSavesThere(t *testing.T) {
	for _, fixture := range []string{"detect5", "detect3"} {
		t.Run(fixture, func(t *testing.T) {
			d, _ := detectAndRender(t, copyTree(t, "testdata/codeout/"+fixture), InitOptions{})
			if d.Volumes.Output != "./runs" {
				t.Errorf("volumes.output %q, want ./runs (notes %q)", d.Volumes.Output, d.Notes)
			}
			if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, "--project") }) {
				t.Errorf("no note names --project: %q", d.Notes)
			}
		})
	}
}
