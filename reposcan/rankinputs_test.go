package reposcan

import (
	"strings"
	"testing"
)

// pointsOf returns a candidate's points from one rule.
func pointsOf(c *Candidate, rule string) []Points {
	var out []Points
	for _, p := range c.Scores {
		if p.Rule == rule {
			out = append(out, p)
		}
	}
	return out
}

// TestScoresCarryTheirEvidence: every point of a score is in Scores with
// its rule, and the points add up to the score.
func TestScoresCarryTheirEvidence(t *testing.T) {
	f, err := Scan(trainerRepo(t, "python train.py --config configs/train.yaml", nil))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Launches {
		sum := 0
		for _, p := range c.Scores {
			sum += p.N
			if p.Rule == "" || p.Why == "" {
				t.Errorf("%s: points without a rule or a reason: %+v", c.Target, p)
			}
		}
		if sum != c.Score || len(c.Scores) != len(c.Evidence) {
			t.Errorf("%s: points add to %d, score %d; %d points, %d evidence", c.Target, sum, c.Score, len(c.Scores), len(c.Evidence))
		}
	}
}

// TestScriptNameInHeadingIsNotATrainingSection: a heading that only names
// a script (`### train_dreambooth.py`, sd-scripts' and diffusers' docs
// shape) does not score like a Training section; a heading with words
// besides the name still does.
func TestScriptNameInHeadingIsNotATrainingSection(t *testing.T) {
	readme := "# Tool\n\n## Scripts\n\n### `finetune.py`\n\n```bash\npython finetune.py --lr 1\n```\n\n" +
		"## Training with `train.py`\n\n```bash\npython train.py --config configs/train.yaml\n```\n"
	f, err := Scan(trainerRepo(t, "", map[string]string{"README.md": readme, "finetune.py": "import sys\n"}))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Launches {
		sec := pointsOf(c, "section")
		switch c.Target {
		case "finetune.py":
			for _, p := range sec {
				if strings.Contains(p.Why, "finetune") {
					t.Errorf("the script's name scored as its section: %+v", p)
				}
			}
		case "train.py":
			if c.Source.Kind == FromReadme && (len(sec) != 1 || sec[0].N != 25) {
				t.Errorf("train.py's section points %+v, want +25 under \"Training with\"", sec)
			}
		}
	}
}

// TestLinksToScriptsCount: a README that links to its training script
// ([train](scripts/train.sh), or the script's GitHub URL) gives the lines
// of that script, and a documented line running a linked file, the
// evidence; a script nothing links to gets none.
func TestLinksToScriptsCount(t *testing.T) {
	readme := "# Tool\n\nTrain with [the training script](scripts/train.sh) or see " +
		"[finetune](https://github.com/someone/tool/blob/main/finetune.py#L10).\n\n## Usage\n\n```bash\npython finetune.py --config configs/train.yaml\n```\n"
	f, err := Scan(trainerRepo(t, "", map[string]string{
		"README.md":        readme,
		"finetune.py":      "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\n",
		"scripts/train.sh": "python train.py --config configs/train.yaml\n",
		"scripts/other.sh": "python train.py --config configs/train.yaml --seed 2\n",
	}))
	if err != nil {
		t.Fatal(err)
	}
	linked := map[string]bool{}
	for _, c := range f.Launches {
		if len(pointsOf(c, "link")) > 0 {
			linked[c.Source.File+" "+c.Target] = true
		}
	}
	if !linked["scripts/train.sh train.py"] || !linked["README.md finetune.py"] || linked["scripts/other.sh train.py"] {
		t.Errorf("linked candidates %v", linked)
	}
}

// TestVariantsRankBelowTheTopic: a line for another model family than
// the repository's (an SD-1.4 DreamBooth line in an SDXL trainer) or for a
// 70B model the README's title does not name (an FSDP/ZeRO-3 line) ranks
// below the line that matches what the repository is about, though the
// variant comes first in the README.
func TestVariantsRankBelowTheTopic(t *testing.T) {
	cases := map[string]struct{ readme, want string }{
		"SD-1.4 DreamBooth in an SDXL trainer": {
			"# SDXL LoRA Trainer\n\n## Training\n\n```bash\naccelerate launch train_dreambooth.py --pretrained_model_name_or_path CompVis/stable-diffusion-v1-4 --config configs/train.yaml\n```\n\n" +
				"```bash\naccelerate launch train_lora.py --pretrained_model_name_or_path stabilityai/stable-diffusion-xl-base-1.0 --config configs/train.yaml\n```\n",
			"train_lora.py"},
		"70B FSDP line in an 8B fine-tuning README": {
			"# Fine-tune Llama 3 8B\n\n## Training\n\n```bash\naccelerate launch --use_fsdp sft.py --config configs/llama3_70b_zero3.yaml\n```\n\n" +
				"```bash\naccelerate launch sft_8b.py --config configs/llama3_8b.yaml\n```\n",
			"sft_8b.py"},
	}
	for name, tc := range cases {
		t.Run(name, func(t *testing.T) {
			py := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\np.add_argument('--pretrained_model_name_or_path')\n"
			f, err := Scan(writeRepo(t, map[string]string{
				"README.md": tc.readme, "train_dreambooth.py": py, "train_lora.py": py, "sft.py": py, "sft_8b.py": py,
				"configs/train.yaml": "a: 1\n", "configs/llama3_70b_zero3.yaml": "a: 1\n", "configs/llama3_8b.yaml": "a: 1\n",
			}))
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Launches) == 0 || f.Launches[0].Target != tc.want {
				var got []string
				for _, c := range f.Launches {
					got = append(got, c.Target+" "+strings.Join(c.Evidence, "; "))
				}
				t.Errorf("want %s first, got:\n%s", tc.want, strings.Join(got, "\n"))
			}
		})
	}
}

// TestConfigFolderByKindNotByRepository: a folder counts as a config
// folder by what its name says, not because one repository uses it: any
// folder named config-something (config_hub, configurations) is one, as
// config_hub was by name before (a repository's layout in the table);
// recipes/configs is configs/ like any other.
func TestConfigFolderByKindNotByRepository(t *testing.T) {
	for f, want := range map[string]string{
		"config_hub/finetune/llama/lora.yaml": "config_hub",
		"configurations/train.yaml":           "configurations",
		"src/Config_Files/train.yaml":         "Config_Files",
		"recipes/configs/llama3/8B_lora.yaml": "configs",
		"examples/config_hub/x.yaml":          "config_hub",
		"examples/train.yaml":                 "examples",
		"configure.yaml":                      "",
		"src/model.py":                        "",
	} {
		if got := configFolder(f); got != want {
			t.Errorf("configFolder(%s) = %q, want %q", f, got, want)
		}
	}
}
