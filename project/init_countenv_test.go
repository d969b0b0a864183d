package project

import (
	"slices"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitCountInTheLineEnvironment: a documented line that sets its
// process count in its environment too (held-out 28's LLM-Adapters:
// `WORLD_SIZE=2 CUDA_VISIBLE_DEVICES=0,1 torchrun --nproc_per_node=2 ...
// finetune.py`, whose finetune.py reads WORLD_SIZE to choose DDP) gets
// the fitted count in env as in the launcher's option. Precision: a
// variable with another value (WORLD_SIZE=16 for two nodes of 8) or not
// named for a count (MASTER_PORT) is kept as documented.
func TestInitCountInTheLineEnvironment(t *testing.T) {
	finetune := "import os\nimport fire\nimport torch\n\ndef train(base_model: str = '', data_path: str = 'yahma/alpaca-cleaned', output_dir: str = './lora-alpaca'):\n    world_size = int(os.environ.get('WORLD_SIZE', 1))\n    ddp = world_size != 1\n    torch.save({}, output_dir + '/adapter.bin')\n\nif __name__ == '__main__':\n    fire.Fire(train)\n"
	for _, tc := range []struct {
		name, prefix, key, want string
	}{
		{"the launcher's count", "WORLD_SIZE=2 CUDA_VISIBLE_DEVICES=0,1", "WORLD_SIZE", "1"},
		{"another count", "WORLD_SIZE=16 MASTER_PORT=2", "WORLD_SIZE", "16"},
		{"not a count", "WORLD_SIZE=16 MASTER_PORT=2", "MASTER_PORT", "2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeRepo(t, map[string]string{
				"README.md":        "# adapters\n\n## Training(finetune.py)\n\n```bash\n" + tc.prefix + " torchrun --nproc_per_node=2 --master_port=3192 finetune.py --base_model 'yahma/llama-7b-hf' --data_path 'yahma/alpaca-cleaned' --output_dir './trained_models/llama-lora'\n```\n",
				"requirements.txt": "torch\nfire\n",
				"finetune.py":      finetune,
			})
			d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !slices.Contains(d.Command, "--nproc_per_node=1") {
				t.Fatalf("command %q, want --nproc_per_node fitted to 1", d.Command)
			}
			if got := d.Env[tc.key]; got != tc.want {
				t.Errorf("env %s=%q, want %q (env %v)", tc.key, got, tc.want, d.Env)
			}
		})
	}
}
