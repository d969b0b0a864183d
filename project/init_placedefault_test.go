package project

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitPlaceholderNamesAnotherModel: a placeholder for an option the
// trainer declares with a default is left out when the default answers
// it, and not when the placeholder names what goes there and the default
// is something else. Shapes: held-out 28's codealpaca (and stanford_alpaca
// before it: `--model_name_or_path
// <your_path_to_hf_converted_llama_ckpt_and_tokenizer>` over a dataclass
// default of facebook/opt-125m; init wrote a run of OPT-125m for the
// user's LLaMA), refused naming the option; and ChatGLM-Efficient-Tuning
// (`--model_name_or_path path_to_your_chatglm_model` over a default of
// THUDM/chatglm-6b), where the default is the model the placeholder names
// and the option is left out, as for a placeholder that names nothing
// (qlora's `<path_or_name>`, TestInitCorpus).
func TestInitPlaceholderNamesAnotherModel(t *testing.T) {
	opts := InitOptions{KnownProfiles: profiles.Builtin().Names()}
	t.Run("llamaplace", func(t *testing.T) {
		d, err := Detect(copyTree(t, "testdata/placedefault/llamaplace"), opts)
		if err == nil || !strings.Contains(err.Error(), "--model_name_or_path <your_path_to_hf_converted_llama_ckpt_and_tokenizer>") {
			t.Fatalf("err %v (command %q), want the model placeholder refused", err, d.Command)
		}
	})
	t.Run("familyplace", func(t *testing.T) {
		d, err := Detect(copyTree(t, "testdata/placedefault/familyplace"), opts)
		if err != nil {
			t.Fatalf("refused: %v", err)
		}
		if slices.Contains(d.Command, "--model_name_or_path") || !slices.Contains(d.Command, "src/train_sft.py") {
			t.Errorf("command %q, want train_sft.py with the model option left to its default", d.Command)
		}
	})
	t.Run("not a model option", func(t *testing.T) {
		// rl-baselines3-zoo's `--algo algo_name`: the placeholder names the
		// kind of value, and the default (ppo) is one.
		dir := writeRepo(t, map[string]string{
			"README.md":        "# zoo\n\n## Train an Agent\n\n```\npython train.py --algo algo_name --env CartPole-v1\n```\n",
			"requirements.txt": "torch\ngymnasium\n",
			"train.py":         "import argparse\nimport torch\np = argparse.ArgumentParser()\np.add_argument('--algo', type=str, default='ppo')\np.add_argument('--env', type=str, default='CartPole-v1')\np.add_argument('-f', '--log-folder', type=str, default='logs')\nargs = p.parse_args()\ntorch.save({}, args.log_folder + '/model.pt')\n",
		})
		d, err := Detect(dir, InitOptions{KnownProfiles: opts.KnownProfiles, Output: "logs"})
		if err != nil {
			t.Fatalf("refused: %v", err)
		}
		if slices.Contains(d.Command, "--algo") {
			t.Errorf("command %q, want --algo left to its default", d.Command)
		}
	})
	for _, tc := range []struct {
		placeholder, def string
		other            bool
	}{
		{"<your_path_to_hf_converted_llama_ckpt_and_tokenizer>", "facebook/opt-125m", true},
		{"path_to_your_chatglm_model", "THUDM/chatglm-6b", false},
		{"<path_or_name>", "huggyllama/llama-7b", false},
		{"<your-model-path>", "gpt2", false},
		{"path_to/Llama-2-7b-hf", "meta-llama/Llama-2-7b-hf", false},
		{"path_to/Llama-2-7b-hf", "EleutherAI/pythia-70m", true},
	} {
		if got := namesOther(tc.placeholder, tc.def); got != tc.other {
			t.Errorf("namesOther(%q, %q) = %v, want %v", tc.placeholder, tc.def, got, tc.other)
		}
	}
}
