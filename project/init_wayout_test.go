package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"mvdan.cc/sh/v3/shell"
)

// TestWayOutQuotes: the --command a refusal offers is the line as
// documented once the shell has read it: its folder, its prefixes, a
// word with spaces or quotes kept whole.
func TestWayOutQuotes(t *testing.T) {
	for _, c := range []struct {
		dir, want  string
		env, words []string
	}{
		{"", "python train.py --lr 1e-4", nil, []string{"python", "train.py", "--lr", "1e-4"}},
		{"examples/controlnet", "cd examples/controlnet && accelerate launch train_controlnet.py '--output_dir=path to save model'", nil,
			[]string{"accelerate", "launch", "train_controlnet.py", "--output_dir=path to save model"}},
		{"src", "cd src && DEBUG_MODE=true LOG_PATH='./it'\\''s.txt' torchrun grpo.py", []string{"DEBUG_MODE=true", "LOG_PATH=./it's.txt"}, []string{"torchrun", "grpo.py"}},
	} {
		flag := wayOut(c.dir, c.env, c.words)
		words, err := shell.Fields(strings.TrimPrefix(flag, "--command "), nil)
		if err != nil || len(words) != 1 {
			t.Fatalf("%s: not one shell word: %v %q", flag, err, words)
		}
		if words[0] != c.want {
			t.Errorf("wayOut(%q, %q, %q) passes %q, want %q", c.dir, c.env, c.words, words[0], c.want)
		}
	}
}

// TestInitWayOutRunsFromItsFolder: a refused line documented in a
// subfolder's README runs from that folder, and the way out says so:
// passed back with its placeholder filled, the line is taken, where
// before it named a script "not in the repository". Shapes: a diffusers
// example README (examples/controlnet/, `--data_dir=<path to images>`) and
// a SmolLM-like fine-tuning folder (text/finetuning/, `--num_proc
// $(nproc)`).
func TestInitWayOutRunsFromItsFolder(t *testing.T) {
	script := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--model_id')\np.add_argument('--data_dir')\np.add_argument('--num_proc')\np.add_argument('--output_dir', default='out')\nargs = p.parse_args()\nimport torch\ntorch.save({}, args.output_dir + '/m.pt')\n"
	for _, c := range []struct {
		name, doc, dir, line, hole, fill string
	}{
		{"diffusers example shape", "examples/controlnet/README.md", "examples/controlnet",
			"accelerate launch train_controlnet.py --model_id runwayml/stable-diffusion-v1-5 --data_dir=<path to images> --output_dir=out", "<path to images>", "pics"},
		{"fine-tuning folder shape", "text/finetuning/README.md", "text/finetuning",
			"accelerate launch train.py --model_id HuggingFaceTB/SmolLM2-1.7B --num_proc $(nproc) --output_dir out", "$(...)", "8"},
	} {
		t.Run(c.name, func(t *testing.T) {
			target := strings.Fields(c.line)[2]
			files := map[string]string{
				"README.md":                 "# Models\n\nSee the folders.\n",
				c.doc:                       "# Fine-tune\n\n## Training\n\n```bash\n" + c.line + "\n```\n",
				c.dir + "/" + target:        script,
				c.dir + "/requirements.txt": "torch\naccelerate\n",
			}
			if c.fill == "pics" {
				files[c.dir+"/pics/a.png"] = "x"
			}
			dir := writeRepo(t, files)
			_, err := Detect(dir, InitOptions{Profiles: []string{"cpu"}})
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config {
				t.Fatalf("want a refusal, got %v", err)
			}
			i := strings.Index(e.Hint, "--command ")
			if i < 0 {
				t.Fatalf("no --command way out: %s", e.Hint)
			}
			words, perr := shell.Fields(e.Hint[i+len("--command "):], nil)
			if perr != nil || len(words) == 0 {
				t.Fatalf("way out does not read as shell: %v in %s", perr, e.Hint)
			}
			line := words[0]
			if !strings.HasPrefix(line, "cd "+c.dir+" && ") || !strings.Contains(line, c.hole) {
				t.Fatalf("way out %q: want the line from %s with its %s", line, c.dir, c.hole)
			}
			_, err = Detect(dir, InitOptions{Profiles: []string{"cpu"}, Command: strings.Replace(line, c.hole, c.fill, 1)})
			if err != nil && strings.Contains(err.Error(), "not in the repository") {
				t.Errorf("the way out, filled in, is not taken: %v", err)
			}
		})
	}
}
