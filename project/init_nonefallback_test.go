package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitOutputFromNoneFallback: an output option whose argparse default
// is None, filled by the code when the command line leaves it out
// (`if args.save_dir is None: args.save_dir = f"checkpoints/{name}-{time}"`),
// writes under the literal folder before the first {}. Shapes: GaLore (the
// fallback in a helper module the entry point imports, f-string) and a
// LoRA fine-tuning script that joins its own folder in the entry point
// (os.path.join("lora_checkpoints", suffix)).
func TestInitOutputFromNoneFallback(t *testing.T) {
	const parser = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--model_config', type=str, default='configs/small.json')\np.add_argument('--save_dir', type=str, default=None)\nargs = p.parse_args()\n"
	cases := []struct {
		name, output, from string
		files              map[string]string
	}{
		{"helper module, f-string", "./checkpoints", "lowrank/arg_checks.py: args.save_dir", map[string]string{
			"pretrain_main.py":      "from lowrank import arg_checks\n" + parser + "args = arg_checks.check_main(args)\nfor step in range(3):\n    save(f\"{args.save_dir}/model_{step}\")\n",
			"lowrank/__init__.py":   "",
			"lowrank/arg_checks.py": "from datetime import datetime\n\ndef check_main(args):\n    if args.save_dir is None:\n        # checkpoints / config name and time\n        args.save_dir = f\"checkpoints/{args.model_config.split('/')[-1]}-{datetime.now()}\"\n    return args\n",
		}},
		{"entry point, os.path.join", "./lora_checkpoints", "pretrain_main.py: args.save_dir", map[string]string{
			"pretrain_main.py": "import os\n" + parser + "suffix = 'a_vs_b'\nif args.save_dir is None:\n    args.save_dir = os.path.join(\"lora_checkpoints\", suffix)\nos.makedirs(args.save_dir, exist_ok=True)\n",
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{
				"README.md":          "# LowRank\n\n## Training\n\n```bash\npython pretrain_main.py --model_config configs/small.json\n```\n",
				"requirements.txt":   "torch\n",
				"configs/small.json": "{\"hidden_size\": 64, \"num_hidden_layers\": 2}\n",
			}
			for k, v := range c.files {
				files[k] = v
			}
			d, _ := detectAndRender(t, writeRepo(t, files), InitOptions{})
			if d.Volumes.Output != c.output {
				t.Errorf("volumes.output %q, want %q (notes %q)", d.Volumes.Output, c.output, d.Notes)
			}
			if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, c.from) }) {
				t.Errorf("no note names %s: %q", c.from, d.Notes)
			}
		})
	}
}
