package project

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitSetupBlockCd: a README whose setup block clones the repository
// and moves into its fine-tuning folder (`git clone URL`, `cd NAME/fine-tune`,
// `pip install -r requirements.txt`) and whose next block runs the trainer
// by its name there. The line runs from that folder (train.cwd), installs
// that folder's requirements, and the terminal chat and web demos beside
// it neither win nor make the repository "UI-only". Shapes: a chat model
// with cli_demo.py/web_demo.py and `deepspeed --hostfile=$hostfile
// fine-tune.py` (hostfile="" the line before); a linear-attention LM's
// `torchrun ... train.py ... --deepspeed 'configs/zero3.json'`.
func TestInitSetupBlockCd(t *testing.T) {
	cases := []struct{ dir, script, cfg string }{
		{"testdata/setupcd/chatlm", "fine-tune.py", "ds_config.json"},
		{"testdata/setupcd/linearlm", "train.py", "configs/zero3.json"},
	}
	for _, c := range cases {
		t.Run(c.dir, func(t *testing.T) {
			d, err := Detect(copyTree(t, c.dir), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !slices.Contains(d.Command, c.script) || !slices.Contains(d.Command, c.cfg) || d.Command[0] == "python" {
				t.Errorf("command %q, want the fine-tuning line running %s", d.Command, c.script)
			}
			if d.Cwd != "fine-tune" {
				t.Errorf("train.cwd %q, want fine-tune (the setup block's cd)", d.Cwd)
			}
			if d.Requirements != "fine-tune/requirements.txt" {
				t.Errorf("requirements %q, want fine-tune/requirements.txt (installed after the cd)", d.Requirements)
			}
		})
	}
}

// TestInitSetupBlockCdKeepsTheRoot: an earlier block's cd moves only a
// line whose script is missing where it runs and present in that folder.
// A script at the root stays at the root; a script in neither stays
// missing (init refuses, naming it).
func TestInitSetupBlockCdKeepsTheRoot(t *testing.T) {
	train := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--lr', type=float, default=1e-3)\nargs = p.parse_args()\nfor step in range(10):\n    pass\n"
	t.Run("script at the root", func(t *testing.T) {
		dir := writeRepo(t, map[string]string{
			"README.md":     "# T\n\n## Docs\n\n```bash\ncd docs\nmake html\n```\n\n## Training\n\n```bash\npython train.py --lr 1e-4\n```\n",
			"train.py":      train,
			"docs/train.py": train,
			"docs/Makefile": "html:\n\techo html\n",
		})
		d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
		if err != nil {
			t.Fatalf("refused: %v", err)
		}
		if got := strings.Join(d.Command, " "); got != "python train.py --lr 1e-4" || d.Cwd != "" {
			t.Errorf("command %q cwd %q, want python train.py --lr 1e-4 from the root", got, d.Cwd)
		}
	})
	// A shell-script line after `git clone URL; cd NAME` (held-out 27's s1,
	// `bash train/sft.sh`) runs from the root too; a folder of the
	// repository that holds the script keeps its cd (precision).
	sh := "python train.py --lr 1e-4\n"
	for _, tc := range []struct{ name, readme, cwd string }{
		{"shell script, cd into the clone", "# T\n\n## Quick start\n\n```\ngit clone https://github.com/example-org/T.git\ncd T\npip3 install -r requirements.txt\nbash scripts/train.sh\n```\n", ""},
		{"shell script, cd into its folder", "# T\n\n## Training\n\n```bash\ncd recipes\nbash train.sh\n```\n", "recipes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := writeRepo(t, map[string]string{
				"README.md":        tc.readme,
				"requirements.txt": "torch\n",
				"train.py":         train,
				"scripts/train.sh": sh,
				"recipes/train.sh": "python ../train.py --lr 1e-4\n",
			})
			d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Cwd != tc.cwd {
				t.Errorf("command %q cwd %q, want cwd %q", d.Command, d.Cwd, tc.cwd)
			}
		})
	}
	t.Run("script in neither", func(t *testing.T) {
		dir := writeRepo(t, map[string]string{
			"README.md":              "# T\n\n## Install\n\n```bash\ngit clone https://github.com/example-org/T.git\ncd T/tools\n```\n\n## Training\n\n```bash\npython finetune.py --lr 1e-4\n```\n",
			"tools/convert.py":       "print('convert')\n",
			"requirements.txt":       "torch\n",
			"tools/requirements.txt": "numpy\n",
		})
		if d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()}); err == nil {
			t.Errorf("wrote %q (cwd %q): finetune.py is in no folder of the repository", d.Command, d.Cwd)
		}
	})
}
