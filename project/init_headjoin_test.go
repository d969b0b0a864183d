package project

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInitOutputFromAJoinedOrUnsetDefault: a trainer that builds its output
// folder as a literal joined with a config value and hands it to its save
// call (testdata/headjoin, shaped like Lornatang's SRGAN-PyTorch and
// ESRGAN-PyTorch: results/<EXP_NAME> beside samples/<EXP_NAME>), and one
// whose --output_dir defaults to "none" and is replaced in code
// (testdata/sentinelout, shaped like Alpaca-CoT's uniform_finetune.py).
// Precision: the same trainers with the join's head a variable, and with
// the branch setting another name, keep ./output and no folder named none.
func TestInitOutputFromAJoinedOrUnsetDefault(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	sr := read("headjoin/train_net.py")
	ft := read("sentinelout/finetune.py")
	cases := []struct{ name, entry, src, line, want string }{
		{"joined", "train_net.py", sr, "python train_net.py --config_path configs/train.yaml", "./results"},
		{"joined to a variable", "train_net.py", strings.ReplaceAll(sr, `os.path.join("results",`, `os.path.join(config["ROOT"],`), "python train_net.py --config_path configs/train.yaml", ""},
		{"unset word", "finetune.py", ft, "python finetune.py --model_name_or_path gpt2", "./tuned_models"},
		{"unset word, other name", "finetune.py", strings.ReplaceAll(ft, `output_dir = f"tuned_models`, `log_name = f"tuned_models`), "python finetune.py --model_name_or_path gpt2", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{
				c.entry:              c.src,
				"utils.py":           read("headjoin/utils.py"),
				"configs/train.yaml": read("headjoin/train.yaml"),
				"requirements.txt":   "torch\ntransformers\npyyaml\n",
				"README.md":          "## Training\n```bash\n" + c.line + "\n```\n",
			}
			d, err := Detect(writeRepo(t, files), InitOptions{})
			got := ""
			if d != nil {
				got = d.Volumes.Output
			}
			switch {
			case c.want != "" && got != c.want:
				t.Errorf("volumes.output %q (err %v), want %q", got, err, c.want)
			case c.want == "" && (got == "./results" || got == "./none" || got == "none"):
				t.Errorf("volumes.output %q (err %v), want no joined or unset folder", got, err)
			}
		})
	}
}
