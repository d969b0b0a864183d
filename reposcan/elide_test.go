package reposcan

import (
	"reflect"
	"testing"
)

// TestPlaceholdersAndContinuations: marks for "more options" and broken
// continuations are recognised as such, never read as arguments or as an
// option's value (issue 39 items 2 and 6). Shapes from real READMEs: a
// Training block that is `python train.py [OPTIONS]`, `accelerate launch
// --config_file default_config.yaml train.py [args]`, sd-scripts'
// docs/validation.md (`accelerate launch train_network.py ...
// --validation_split 0.1`), a distillation README whose blocks end in a
// `...` line, and issue 39's `[TRAINING PARAMETERS]`.
func TestPlaceholdersAndContinuations(t *testing.T) {
	extra := map[string]string{
		"train_network.py":    "import argparse\np = argparse.ArgumentParser()\np.add_argument('--validation_split')\np.add_argument('--resume')\np.add_argument('--fp16', action='store_true')\n",
		"default_config.yaml": "compute_environment: LOCAL_MACHINE\n",
	}
	cases := []struct {
		name, block  string
		words        []string
		elided       []string
		placeholders []string
	}{
		{"options in brackets", "python train.py [OPTIONS]", []string{"python", "train.py"}, []string{"[OPTIONS]"}, nil},
		{"args under a launcher", "accelerate launch --config_file default_config.yaml train.py --config configs/train.yaml [args]",
			[]string{"accelerate", "launch", "--config_file", "default_config.yaml", "train.py", "--config", "configs/train.yaml"}, []string{"[args]"}, nil},
		{"upper-case words in brackets", "accelerate launch train.py --config configs/train.yaml [TRAINING PARAMETERS]",
			[]string{"accelerate", "launch", "train.py", "--config", "configs/train.yaml"}, []string{"[TRAINING PARAMETERS]"}, nil},
		{"an upper-case hole after an option is a value to fill", "python train.py --config configs/train.yaml --model [MODEL_PATH]",
			[]string{"python", "train.py", "--config", "configs/train.yaml", "--model", "[MODEL_PATH]"}, nil, []string{"[MODEL_PATH]"}},
		{"a line of its own", "python train.py \\\n    --config configs/train.yaml \\\n    --lr 1e-4 \\\n    ...",
			[]string{"python", "train.py", "--config", "configs/train.yaml", "--lr", "1e-4"}, []string{"..."}, nil},
		{"an ellipsis after the script", "accelerate launch train_network.py ... --validation_split 0.1",
			[]string{"accelerate", "launch", "train_network.py", "--validation_split", "0.1"}, []string{"..."}, nil},
		{"an option left open goes with it", "python train_network.py --resume ... --fp16 ... --validation_split=...",
			[]string{"python", "train_network.py", "--fp16"}, []string{"--resume ...", "...", "--validation_split=..."}, nil},
		{"a blank after the backslash", "python train.py \\\n  --config configs/train.yaml \\ \n  --lr 1e-4\r\n",
			[]string{"python", "train.py", "--config", "configs/train.yaml", "--lr", "1e-4"}, nil, nil},
		{"an angled placeholder stays one", "python train.py --config configs/train.yaml --data <your_dataset>",
			[]string{"python", "train.py", "--config", "configs/train.yaml", "--data", "<your_dataset>"}, nil, []string{"<your_dataset>"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Scan(trainerRepo(t, tc.block, extra))
			if err != nil {
				t.Fatal(err)
			}
			var c *Candidate
			for _, l := range f.Launches {
				if l.Source.Kind == FromReadme {
					c = l
					break
				}
			}
			if c == nil {
				t.Fatalf("no README candidate: %v", f.Launches)
			}
			var ph []string
			for _, p := range c.Placeholders {
				ph = append(ph, p.Text)
			}
			if !reflect.DeepEqual(c.Words, tc.words) || !reflect.DeepEqual(c.Elided, tc.elided) || !reflect.DeepEqual(ph, tc.placeholders) {
				t.Errorf("words %q elided %q placeholders %q\nwant  %q elided %q placeholders %q", c.Words, c.Elided, ph, tc.words, tc.elided, tc.placeholders)
			}
			if c.Words[c.ArgStart-1] != "train.py" && c.Words[c.ArgStart-1] != "train_network.py" {
				t.Errorf("ArgStart %d no longer follows the script: %q", c.ArgStart, c.Words)
			}
		})
	}
}

// TestCompleteLineKeptBesideEllipsisVariant: a complete Quick Start
// command and a later, shorter line of the same module that holds `...`
// (shaped like READMEs whose later block is `python -m pkg.main \ --report-to
// wandb \ ...` or `accelerate launch train_network.py ... --flag`): the
// shorter line folded into the same candidate no longer replaces the
// complete one as "the plainer form", and the `...` is never a value.
func TestCompleteLineKeptBesideEllipsisVariant(t *testing.T) {
	readme := "# Tool\n\n## Quick Start\n\n```bash\npython -m tool.main --model_name gpt2 --output_dir runs/exp --epochs 3\n```\n\n" +
		"## Training\n\nAll options:\n\n```bash\npython -m tool.main \\\n    ...\n```\n"
	dir := writeRepo(t, map[string]string{
		"tool/__init__.py": "",
		"tool/main.py":     "import argparse\np = argparse.ArgumentParser()\np.add_argument('--model_name')\np.add_argument('--output_dir')\np.add_argument('--epochs')\np.parse_args()\n",
		"README.md":        readme,
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Launches) == 0 {
		t.Fatal("no launch")
	}
	c := f.Launches[0]
	want := []string{"python", "-m", "tool.main", "--model_name", "gpt2", "--output_dir", "runs/exp", "--epochs", "3"}
	if !reflect.DeepEqual(c.Words, want) || len(c.Placeholders) != 0 || c.Mentions != 2 {
		t.Errorf("best line %q (placeholders %v, mentions %d), want the Quick Start's", c.Words, c.Placeholders, c.Mentions)
	}
}

// TestLoneBackslash: a backslash that continues nothing (ending a block,
// or standing alone inside a line where an inline span joined a continued
// command) is never an argument; an escaped blank inside a word or quotes
// stays. (A blank-backslash-blank inside quotes is read as a lone one too:
// the text is normalised before the shell parser sees its quotes.)
func TestLoneBackslash(t *testing.T) {
	for text, want := range map[string][]string{
		"python train.py --config a.yaml \\":                        {"python", "train.py", "--config", "a.yaml"},
		"python train.py --config a.yaml \\  \n":                    {"python", "train.py", "--config", "a.yaml"},
		"python train.py --x 1 \\ --y 2":                            {"python", "train.py", "--x", "1", "--y", "2"},
		"python train.py --path My\\ Docs --sep '\\ ' --name \" \"": {"python", "train.py", "--path", "My Docs", "--sep", "\\ ", "--name", " "},
	} {
		invs := parseShell(text, nil)
		if len(invs) != 1 || !reflect.DeepEqual(invs[0].Words, want) {
			t.Errorf("%q: got %q, want %q", text, words(invs), want)
		}
	}
}
