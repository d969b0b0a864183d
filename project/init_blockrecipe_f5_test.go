package project

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/reposcan"
)

// TestInitBlockRecipeStep: a comment over a README line labels it, but not
// when the line reads what an earlier line of its own block downloads: the
// block is a recipe the user walks through (fetch the data, then train on
// it), and its training step does not run as the repository ships. Shapes:
// litgpt's Workflows ("# 0) setup your dataset" / `curl ... -o
// my_custom_dataset.json` / "# 1) Finetune a model" / `litgpt finetune ...
// --data.json_path my_custom_dataset.json`, and the pretraining block
// whose curls fill custom_texts/ before `--data.train_data_path
// custom_texts/`), where the line to write is the recipe section's
// `finetune --config` on a shipped config; and a README that fetches
// `wget ... -O data.json` before `# train the model` / `python train.py
// --data data.json`. Precision: a `# train` comment over a line that
// reads none of the downloads still counts.
func TestInitBlockRecipeStep(t *testing.T) {
	labelled := func(c []string) bool {
		return slices.ContainsFunc(c, func(e string) bool { return strings.Contains(e, "a comment above it says") })
	}
	t.Run("curl then finetune: the shipped config's line is written", func(t *testing.T) {
		d, out := detectAndRender(t, writeRepo(t, readFixtureTree(t, "blockrecipe/curl-finetune")), InitOptions{})
		if got := strings.Join(d.Command, " "); got != "python finetune.py --config {config}" {
			t.Errorf("command %s, want python finetune.py --config {config}\n%s", got, out)
		}
		if len(d.Configs) == 0 || d.Configs[0] != "configs/finetune/lora.yaml" {
			t.Errorf("configs %q, want configs/finetune/lora.yaml first\n%s", d.Configs, out)
		}
	})
	t.Run("curl fills a folder, then pretrain reads it", func(t *testing.T) {
		c := launchOf(t, readFixtureTree(t, "blockrecipe/curl-finetune"), "pretrain.py")
		if labelled(c.Evidence) {
			t.Errorf("the comment over a line reading the downloaded folder counted: %v", c.Evidence)
		}
	})
	t.Run("wget -O then train", func(t *testing.T) {
		files := readFixtureTree(t, "blockrecipe/wget-train")
		f, err := reposcan.Scan(writeRepo(t, files))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range f.Launches {
			if c.Target == "train.py" && slices.Contains(c.Args(), "data.json") && labelled(c.Evidence) {
				t.Errorf("the comment over a line reading the wget output counted: %v", c.Evidence)
			}
		}
	})
	t.Run("precision: a line reading no download keeps its label", func(t *testing.T) {
		files := readFixtureTree(t, "blockrecipe/wget-train")
		files["README.md"] = strings.Replace(files["README.md"], "python train.py --data data.json --out_dir out", "python train.py --out_dir out", 1)
		c := launchOf(t, files, "train.py")
		if !slices.ContainsFunc(c.Evidence, func(e string) bool { return strings.HasPrefix(e, "+8 a comment above it says") }) {
			t.Errorf("the train comment over a line reading shipped files did not count: %v", c.Evidence)
		}
	})
}
