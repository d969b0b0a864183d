package project

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitDocumentedCommands: the README's training line wins over the
// lines around it that run something else first, and is read as a shell
// reads it.
func TestInitDocumentedCommands(t *testing.T) {
	base := map[string]string{
		"train.py":           "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config', required=True)\np.add_argument('--output_dir', default='out')\nif __name__ == '__main__':\n    p.parse_args()\n",
		"prepare.py":         "if __name__ == '__main__':\n    pass\n",
		"tools/run_train.py": "import sys\nif __name__ == '__main__':\n    print(sys.argv[1])\n",
		"utils/validate.py":  "import argparse\np = argparse.ArgumentParser()\np.add_argument('--path', required=True)\np.add_argument('--config')\nif __name__ == '__main__':\n    p.parse_args()\n",
		"configs/a.yaml":     "learning_rate: 1e-4\noutput_dir: runs/a\n",
		"configs/b.yaml":     "learning_rate: 1e-4\n",
	}
	cases := []struct {
		name, readme, want, config string
	}{
		{"validator first", "## Check your data\n```bash\npython utils/validate.py --path path/to/your/dataset --config configs/a.yaml\n```\n## Training\n```bash\naccelerate launch train.py --config ./configs/a.yaml\n```\n",
			"accelerate launch train.py --config {config}", "configs/a.yaml"},
		{"continuation lines and env prefix", "## Train\n```\nCUDA_VISIBLE_DEVICES=0 python train.py \\\n    --config configs/b.yaml \\\n    --output_dir runs/b   # our default\n```\n",
			"python train.py --config {config} --output_dir runs/b", "configs/b.yaml"},
		{"prompts and output lines", "## Quick start\n```console\n$ python prepare.py\nprepared 10 files\n$ python train.py --config configs/a.yaml\nstep 1 loss 3.2\n```\n",
			"python train.py --config {config}", "configs/a.yaml"},
		{"Makefile target", "", "python train.py --config {config}", "configs/a.yaml"},
		// stanford_alpaca: the launcher's placeholder goes (torchrun has a
		// default port), the output placeholder is answered by the mount.
		{"launcher and output placeholders", "## Fine-tuning\n```\ntorchrun --nproc_per_node=1 --master_port=<your_random_port> train.py --config configs/a.yaml --output_dir <your_output_dir>\n```\n",
			"torchrun --nproc_per_node=1 train.py --config {config} --output_dir /app/output", "configs/a.yaml"},
		// llm-foundry: the README cds into a folder first; the command
		// starts there (train.cwd, TestInitStartsInTheDocumentedFolder).
		{"cd before the command", "## Quickstart\n```\ncd tools\ncomposer run_train.py ../configs/b.yaml\n```\n",
			"composer run_train.py {config}", "configs/b.yaml"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := cloneMap(base)
			if c.readme != "" {
				files["README.md"] = c.readme
			} else {
				files["Makefile"] = "CFG = configs/a.yaml\nsetup:\n\tpip install -r requirements.txt\ntrain:\n\t@python train.py --config $(CFG)\n"
			}
			d, _ := detectAndRender(t, writeRepo(t, files), InitOptions{})
			if got := strings.Join(d.Command, " "); got != c.want || d.MainConfig != c.config {
				t.Errorf("command %q config %q, want %q %q\nnotes %q", got, d.MainConfig, c.want, c.config, d.Notes)
			}
		})
	}
}

func cloneMap(m map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

// TestInitRefuses: a repository init cannot stand behind is refused (exit
// 3) with what it needs, and nothing guessed is written as argv.
func TestInitRefuses(t *testing.T) {
	cases := []struct {
		name  string
		files map[string]string
		opts  InitOptions
		want  string
	}{
		{"nothing to launch", map[string]string{"README.md": "# A model\n```\npython missing.py\n```\n"},
			InitOptions{}, "documented but missing: missing.py"},
		{"placeholder value", map[string]string{
			"README.md":   "## Training\n```\npython finetune.py --base_model <path_or_name>\n```\n",
			"finetune.py": "import fire\ndef main(base_model: str = '', epochs: int = 3):\n    assert base_model\nif __name__ == '__main__':\n    fire.Fire(main)\n"},
			InitOptions{}, "needs values the repository does not give: --base_model <path_or_name>"},
		{"required config, none in the repository", map[string]string{
			"scripts/train.py": "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config-path', required=True)\nif __name__ == '__main__':\n    p.parse_args()\n"},
			InitOptions{}, "needs a trainer config"},
		{"--command runs nothing of the repository", map[string]string{"train.py": ""},
			InitOptions{Command: "pip install -r requirements.txt"}, "runs nothing of the repository"},
		{"--config not in the repository", map[string]string{"train.py": "import argparse\np=argparse.ArgumentParser()\np.add_argument('--config')\n"},
			InitOptions{Config: "configs/none.yaml"}, "is not a file of the repository"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Detect(writeRepo(t, c.files), c.opts)
			var e *errdefs.Error
			if !errors.As(err, &e) || (e.Code != errdefs.Config && e.Code != errdefs.Usage) || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Detect: %v, want a config or usage error with %q", err, c.want)
			}
		})
	}
}

// TestInitOutputFollowsTheTrainer: volumes.output is the folder the
// trainer writes into (mounted at <workdir>/<folder>); a path no mount can
// cover is pointed at the output mount through the command or the config.
func TestInitOutputFollowsTheTrainer(t *testing.T) {
	cases := []struct {
		outputDir, want, note string
		override              bool
	}{
		{"saves/llama3-8b/lora/sft", "./saves", "volumes.output: ./saves, where the trainer writes (output_dir in configs/a.yaml: saves/llama3-8b/lora/sft)", false},
		{"./outputs/lora-out", "./outputs", "volumes.output: ./outputs", false},
		{"/tmp/torchtune/lora", "./output", "each profile sets output_dir: /app/output/lora (trainer_overrides)", true},
		{"../elsewhere", "./output", "each profile sets output_dir", true},
		{"mypkg/out", "./output", "each profile sets output_dir", true}, // the code's folder: a mount would hide it
	}
	for _, c := range cases {
		dir := writeRepo(t, map[string]string{
			"train.py": "import argparse\np=argparse.ArgumentParser()\np.add_argument('--config')\nif __name__ == '__main__':\n    p.parse_args()\n", "mypkg/__init__.py": "",
			"README.md":      "## Training\n```\npython train.py --config configs/a.yaml\n```\n",
			"configs/a.yaml": "lr: 1\noutput_dir: " + c.outputDir + "\n",
		})
		d, out := detectAndRender(t, dir, InitOptions{})
		if d.Volumes.Output != c.want {
			t.Errorf("output_dir %s: volumes.output %q, want %q", c.outputDir, d.Volumes.Output, c.want)
		}
		if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, c.note) }) {
			t.Errorf("output_dir %s: notes %q, want one with %q", c.outputDir, d.Notes, c.note)
		}
		if c.override != strings.Contains(string(out), "trainer_overrides:   # so that checkpoints land on volumes.output") {
			t.Errorf("output_dir %s: trainer_overrides written = %v:\n%s", c.outputDir, !c.override, out)
		}
		cfg, err := Parse(out, FileName)
		if err != nil {
			t.Fatalf("%s: %v", c.outputDir, err)
		}
		if c.override && cfg.Profiles["cpu"].TrainerOverrides["output_dir"] == nil {
			t.Errorf("output_dir %s: cpu profile does not redirect it", c.outputDir)
		}
	}
}

// TestInitHardwareFiles: a script, config and requirements file named for
// a machine go to that profile, together.
func TestInitHardwareFiles(t *testing.T) {
	script := "import argparse\np=argparse.ArgumentParser()\np.add_argument('--config')\nif __name__ == '__main__':\n    p.parse_args()\n"
	dir := writeRepo(t, map[string]string{
		"README.md": "## Train on < 24 GB\n```\naccelerate launch train_4090.py --config ./train_configs/train_lora_4090.yaml\n```\n" +
			"## LoRA training\n```\naccelerate launch train.py --config ./train_configs/train_lora.yaml\n```\n",
		"train.py": script, "train_4090.py": script,
		"train_configs/train_lora.yaml":      "learning_rate: 1\noutput_dir: ./output\n",
		"train_configs/train_lora_4090.yaml": "learning_rate: 1\nquantize: true\noutput_dir: ./output\n",
		"requirements.txt":                   "torchvision>=0.22.1\n",
		"dgx_requirements.txt":               "-r requirements.txt\nscipy==1.16.0\n",
		"spark_requirements.txt":             "scipy\n",
	})
	d, _ := detectAndRender(t, dir, InitOptions{})
	if got := strings.Join(d.Command, " "); got != "accelerate launch train.py --config {config}" || d.MainConfig != "train_configs/train_lora.yaml" {
		t.Fatalf("main: %q %q", got, d.MainConfig)
	}
	var rtx, spark *ProfileChoice
	for i := range d.Profiles {
		switch d.Profiles[i].Name {
		case "rtx4090":
			rtx = &d.Profiles[i]
		case "dgx-spark":
			spark = &d.Profiles[i]
		}
	}
	if rtx == nil || strings.Join(rtx.TrainCommand, " ") != "accelerate launch train_4090.py --config {config}" || rtx.TrainConfig != "train_configs/train_lora_4090.yaml" {
		t.Errorf("rtx4090 = %+v, want train_4090.py with train_lora_4090.yaml", rtx)
	}
	if spark == nil || spark.Requirements != "dgx_requirements.txt" {
		t.Errorf("dgx-spark = %+v, want dgx_requirements.txt (not spark_requirements.txt)", spark)
	}
	if d.Torch == nil || d.CUDA != InitCUDA {
		t.Errorf("torch %+v on cuda %s, want cuda %s's newest", d.Torch, d.CUDA, InitCUDA)
	}
}

// TestInitPinsNoTorchMeets: pins no torch of the matrix meets are refused,
// naming them, before anything is written.
func TestInitPinsNoTorchMeets(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py":         "if __name__ == '__main__':\n    pass\n",
		"requirements.txt": "torch==2.12.0+cu130\ntorchvision==0.22.1\n",
	})
	_, err := Detect(dir, InitOptions{})
	if errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "torch==2.12.0+cu130 (requirements.txt:1), torchvision==0.22.1 (requirements.txt:2)") {
		t.Fatalf("Detect: %v, want a refusal naming both pins", err)
	}
	if _, err := os.Stat(filepath.Join(dir, FileName)); err == nil {
		t.Errorf("spkit.yaml written after a refusal")
	}
}

// TestInitInstall: nested requirement files, git requirements, an
// installable project with the README's extras, and a flat layout pip
// cannot build.
func TestInitInstall(t *testing.T) {
	t.Run("nested and git", func(t *testing.T) {
		d, out := detectAndRender(t, writeRepo(t, map[string]string{
			"train.py":              "if __name__ == '__main__':\n    pass\n",
			"requirements.txt":      "-r requirements-base.txt\n-c constraints/pins.txt\n",
			"requirements-base.txt": "diffusers @ git+https://github.com/huggingface/diffusers@abc\n",
			"constraints/pins.txt":  "numpy<3\n",
		}), InitOptions{})
		if !slices.Equal(d.Nested, []string{"requirements-base.txt", "constraints/pins.txt"}) || !slices.Equal(d.BuilderPackages, []string{"git"}) {
			t.Errorf("nested %q builder %q", d.Nested, d.BuilderPackages)
		}
		if !strings.Contains(string(out), "builder_packages: [git]") {
			t.Errorf("spkit.yaml lacks builder_packages:\n%s", out)
		}
	})
	t.Run("project with extras", func(t *testing.T) {
		d, _ := detectAndRender(t, writeRepo(t, map[string]string{
			"README.md":         "## Install\n```\npip install -e \".[deepspeed,dev]\"\n```\n## Train\n```\nmytool train configs/a.yaml\n```\n",
			"pyproject.toml":    "[build-system]\nrequires=['hatchling']\nbuild-backend='hatchling.build'\n[project]\nname='mytool'\ndependencies=['torch>=2.11.0,<=2.12.1']\n[project.optional-dependencies]\ndeepspeed=['deepspeed']\ndev=['pytest']\n[project.scripts]\nmytool='mytool.cli:main'\n",
			"src/mytool/cli.py": "def main():\n    sub.add_parser('train')\n",
			"configs/a.yaml":    "learning_rate: 1\n",
		}), InitOptions{})
		if !slices.Equal(d.PipPackages, []string{".[deepspeed]"}) || d.Torch == nil || d.Torch.Torch > "2.12.1" || d.Torch.Torch < "2.11.0" {
			t.Errorf("pip_packages %q torch %+v", d.PipPackages, d.Torch)
		}
	})
	t.Run("flat layout", func(t *testing.T) {
		d, _ := detectAndRender(t, writeRepo(t, map[string]string{
			"train.py":         "if __name__ == '__main__':\n    pass\n",
			"pyproject.toml":   "[project]\nname='x'\nrequires-python='>=3.10'\n",
			"modules/a.py":     "",
			"resources/b.json": "{}",
			"requirements.txt": "numpy\n",
		}), InitOptions{})
		if len(d.PipPackages) != 0 {
			t.Errorf("pip_packages %q for a flat layout pip cannot build", d.PipPackages)
		}
	})
}

// TestInitPython: the README's Python picks the image OS whose system
// Python it is.
func TestInitPython(t *testing.T) {
	d, out := detectAndRender(t, writeRepo(t, map[string]string{
		"train.py":  "if __name__ == '__main__':\n    pass\n",
		"README.md": "## Requirements\n- Python 3.10\n",
	}), InitOptions{})
	if d.OS != "ubuntu22.04" || d.Python != "3.10" || !strings.Contains(string(out), "os: ubuntu22.04") {
		t.Errorf("os %q python %q:\n%s", d.OS, d.Python, out)
	}
}
