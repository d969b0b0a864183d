package reposcan

import (
	"strings"
	"testing"
)

// TestSubsectionVariationKeepsFirstLine: a README section shows the
// script's small-model line, and a subsection under it shows the same
// script for a bigger model with memory tricks ("Train 7B model with a
// single GPU with 24GB memory"). The section's own line stays the one
// chosen, whatever the subsection's heading scores. Shapes: GaLore's
// README (held-out 5) and Online-Subspace-Descent's (a follow-up repository
// whose 7B subsection shows two variants after an argument table).
func TestSubsectionVariationKeepsFirstLine(t *testing.T) {
	const script = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--model_config', type=str, required=True)\np.add_argument('--lr', type=float)\np.add_argument('--optimizer', default='adamw')\np.add_argument('--single_gpu', action='store_true')\np.add_argument('--ckpt', action='store_true')\n"
	small := "torchrun --standalone --nproc_per_node 1 pretrain_main.py \\\n    --model_config configs/tiny_20m.json \\\n    --lr 0.01 \\\n    --optimizer lowrank_adam"
	big := func(extra string) string {
		return "torchrun --standalone --nproc_per_node 1 pretrain_main.py \\\n    --model_config configs/tiny_13b.json \\\n    --lr 0.002 \\\n    --ckpt \\\n    --single_gpu \\\n" + extra + "    --optimizer lowrank_adam8bit\n"
	}
	readmes := map[string]string{
		"benchmark-then-subsection": "# LowRank\n\n## Installation\n\n```bash\npip install -r requirements.txt\n```\n\n## Benchmark 1: Pre-Training on web text\n`pretrain_main.py` trains the models. To train a 20m model:\n\n```bash\n# 20M, 1 GPU\n" + small + "\n```\n\n### Train 13B model with a single GPU with 24GB memory\nSpecify the 8-bit optimizer.\n\n```bash\n# 13B, single GPU, checkpointing\n" + big("") + "```\n\n## Benchmark 2: fine-tuning\n\nSee the paper.\n",
		"two-variants-after-table":  "# Subspace\n\n## Usage\n\n| Optimizer | Arg |\n|---|---|\n| Adam | ```--optimizer lowrank_adam``` |\n\n## Benchmark: Pre-Training on web text\nFor example, to train a 20m model:\n\n```bash\n" + small + " \\\n    --proj online\n```\n\n### Train 13B model with a single GPU with 24GB memory\n\n```bash\n# ours\n" + big("    --proj online_8bit \\\n") + "```\n\n```bash\n# baseline\n" + big("") + "```\n\n## Citation\n",
	}
	for name, readme := range readmes {
		dir := writeRepo(t, map[string]string{
			"README.md":             readme,
			"pretrain_main.py":      script,
			"requirements.txt":      "torch\n",
			"configs/tiny_20m.json": "{\"hidden_size\": 256, \"num_hidden_layers\": 4, \"vocab_size\": 32000}\n",
			"configs/tiny_13b.json": "{\"hidden_size\": 5120, \"num_hidden_layers\": 40, \"vocab_size\": 32000}\n",
		})
		f, err := Scan(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(f.Launches) == 0 {
			t.Fatalf("%s: no candidates", name)
		}
		got := strings.Join(f.Launches[0].Words, " ")
		if !strings.Contains(got, "configs/tiny_20m.json") {
			t.Errorf("%s: best is %q, want the section's 20m line", name, got)
		}
	}
}
