package project

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitKeepsAOneGPUSelection: a documented line that picks one GPU and
// starts one process keeps the pick in env, as CUDA_VISIBLE_DEVICES=0
// (the container's first GPU): a console script that starts a process
// per visible GPU, or a trainer that spreads its model over every GPU it
// sees, runs as documented on a machine with more. Shapes: held-out 26's
// ms-swift (`CUDA_VISIBLE_DEVICES=0 \` before `swift sft ...` in its quick
// start; testdata/quicksub/clisub) and held-out 28's LLM-Adapters
// (`CUDA_VISIBLE_DEVICES=0 python finetune.py --base_model ...`).
// Precision: a list of GPUs, a launcher that starts one process per GPU
// and a count in the line's environment leave the selection to the
// container, as before; another single index becomes 0.
func TestInitKeepsAOneGPUSelection(t *testing.T) {
	t.Run("console script", func(t *testing.T) {
		d, err := Detect(copyTree(t, "testdata/quicksub/clisub"), InitOptions{KnownProfiles: profiles.Builtin().Names()})
		if err != nil {
			t.Fatalf("refused: %v", err)
		}
		if d.Env["CUDA_VISIBLE_DEVICES"] != "0" {
			t.Errorf("env %v, want CUDA_VISIBLE_DEVICES=0 kept from the quick start's line", d.Env)
		}
	})
	const finetune = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--base_model', default='yahma/llama-7b-hf')\np.add_argument('--data_path', default='yahma/alpaca-cleaned')\np.add_argument('--output_dir', default='./lora-alpaca')\nif __name__ == '__main__':\n    p.parse_args()\n"
	cases := []struct{ name, line, want string }{
		{"python script", "CUDA_VISIBLE_DEVICES=0 python finetune.py --base_model yahma/llama-7b-hf --output_dir ./trained_models/llama-lora", "0"},
		{"another index", "CUDA_VISIBLE_DEVICES=1 python finetune.py --output_dir ./trained_models/llama-lora", "0"},
		{"a list", "CUDA_VISIBLE_DEVICES=0,1 python finetune.py --output_dir ./trained_models/llama-lora", ""},
		{"a launcher", "CUDA_VISIBLE_DEVICES=0 torchrun --nproc_per_node=1 finetune.py --output_dir ./trained_models/llama-lora", ""},
		{"a count beside it", "WORLD_SIZE=1 CUDA_VISIBLE_DEVICES=0 python finetune.py --output_dir ./trained_models/llama-lora", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{
				"finetune.py":      finetune,
				"requirements.txt": "torch\npeft\n",
				"README.md":        "# Adapters\n\n## Training\n\n```bash\n" + c.line + "\n```\n",
			}
			d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
			got, kept := d.Env["CUDA_VISIBLE_DEVICES"]
			if c.want == "" {
				if kept {
					t.Errorf("env CUDA_VISIBLE_DEVICES=%q kept for %q; the container's GPUs should be left to spkit", got, c.line)
				}
				return
			}
			if got != c.want {
				t.Errorf("env CUDA_VISIBLE_DEVICES=%q for %q, want %q (env %v)", got, c.line, c.want, d.Env)
			}
			if !strings.Contains(string(out), "CUDA_VISIBLE_DEVICES") {
				t.Errorf("spkit.yaml does not carry the one-GPU selection:\n%s", out)
			}
			if !slices.ContainsFunc(d.Notes, func(n string) bool {
				return strings.Contains(n, "CUDA_VISIBLE_DEVICES=0") && strings.Contains(n, "README.md:")
			}) {
				t.Errorf("no note says the run keeps one GPU and where the line says so: %q", d.Notes)
			}
		})
	}
}
