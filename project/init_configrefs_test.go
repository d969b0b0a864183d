package project

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// Config references kept as the trainer's loader reads them (issue 39,
// held-out 3). The fixtures under testdata/configrefs are written for
// these tests, each shaped like a public trainer: its layout, its loader
// and its documented line, in other words.

// TestInitHydraConfigStaysAName: a Hydra entry point (@hydra.main) given
// `--config-name NAME` looks NAME up in its config folder; init keeps the
// name, never a mounted file's path, when the decorator's config_path is
// code (a package's resources, Path(__file__).parent...) or a literal.
func TestInitHydraConfigStaysAName(t *testing.T) {
	cases := []struct{ fixture, want, config string }{
		// A speech trainer installed as a package: config_path is
		// files("pkg").joinpath("configs"), the name carries .yaml.
		{"hydra-package", "accelerate launch src/voicegen/train/train.py --config-name VoiceGen_Small.yaml", "src/voicegen/configs/VoiceGen_Small.yaml"},
		// A policy-learning trainer: config_path is
		// Path(__file__).parent.joinpath(...), the name has no extension.
		{"hydra-workspace", "python train.py --config-name=train_unet_lowdim_workspace training.seed=42 training.device=cuda:0", "policylib/config/train_unet_lowdim_workspace.yaml"},
	}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			d, out := detectAndRender(t, copyTree(t, filepath.Join("testdata/configrefs", c.fixture)), InitOptions{})
			if got := strings.Join(d.Command, " "); got != c.want || d.MainConfig != "" {
				t.Errorf("command %q config %q, want %q and no train.config\nnotes %q", got, d.MainConfig, c.want, d.Notes)
			}
			if strings.Contains(string(out), ConfigToken) {
				t.Errorf("spkit.yaml passes a config path where Hydra wants a name:\n%s", out)
			}
			if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, c.config) && strings.Contains(n, "kept as a name") }) {
				t.Errorf("notes %q, want one saying %s is kept as a name", d.Notes, c.config)
			}
		})
	}
	// A literal config_path: the name is looked for there, beside the script.
	dir := writeRepo(t, map[string]string{
		"README.md":             "## Train\n```\npython run.py -cn small\n```\n",
		"run.py":                "import hydra\n\n@hydra.main(config_path=\"conf\", config_name=\"base\")\ndef main(cfg):\n    pass\n\nif __name__ == '__main__':\n    main()\n",
		"conf/base.yaml":        "lr: 1\n",
		"conf/small.yaml":       "lr: 2\n",
		"other/conf/small.yaml": "lr: 3\n",
	})
	d, _ := detectAndRender(t, dir, InitOptions{})
	if got := strings.Join(d.Command, " "); got != "python run.py -cn small" || d.MainConfig != "" {
		t.Errorf("literal config_path: command %q config %q, want the name kept\nnotes %q", got, d.MainConfig, d.Notes)
	}
}

// TestInitSearchedFileKeptAsWritten: a bare file name the README passes
// (--cfg small.yaml, --data coco.yaml) that lies once deeper in the
// repository, where the trainer's own search finds it (models/, data/), is
// kept as written and not refused as missing; a name that lies twice is
// still refused, since the search order would decide.
func TestInitSearchedFileKeptAsWritten(t *testing.T) {
	cases := []struct{ fixture, want string }{
		{"searched-yolov5", "python train.py --data coco.yaml --epochs 300 --weights  --cfg yolov5n.yaml --batch-size 128"},
		{"searched-yolov3", "python train.py --data coco.yaml --epochs 300 --weights  --cfg yolov3-tiny.yaml --batch-size 64"},
	}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			d, out := detectAndRender(t, copyTree(t, filepath.Join("testdata/configrefs", c.fixture)), InitOptions{})
			if got := strings.Join(d.Command, " "); got != c.want || d.MainConfig != "" || d.Guess {
				t.Errorf("command %q config %q guess %v, want %q, sure, no train.config\nnotes %q", got, d.MainConfig, d.Guess, c.want, d.Notes)
			}
			if strings.Contains(string(out), ConfigToken) {
				t.Errorf("spkit.yaml replaces the searched name with a path:\n%s", out)
			}
		})
	}
	dir := copyTree(t, "testdata/configrefs/searched-yolov5")
	if err := os.MkdirAll(filepath.Join(dir, "models/hub"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "models/hub/yolov5n.yaml"), []byte("nc: 80\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Detect(dir, InitOptions{})
	var e *errdefs.Error
	if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), "yolov5n.yaml") {
		t.Errorf("a name found twice: Detect: %v, want a refusal naming yolov5n.yaml", err)
	}
}

// TestInitOldTorchPinRefusal: a torch pin older than every torch of the
// matrix is refused for what it is, in one line: the pin and its file,
// that no CUDA image NVIDIA still supports has wheels for it, and the way
// out (the pin, or spkit.yaml's torch); never a profile as the reason.
func TestInitOldTorchPinRefusal(t *testing.T) {
	oldest, _, _ := torchRange(profiles.DefaultMatrix())
	cases := []struct{ fixture, pin, pinned string }{
		{"oldtorch-argsfile", "requirements.txt:4: torch==1.13.1", "torch 1.13.1"},
		{"oldtorch-peft", "requirements.txt:1: torch==1.12.0", "torch 1.12.0"},
	}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			_, err := Detect(copyTree(t, filepath.Join("testdata/configrefs", c.fixture)), InitOptions{})
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config {
				t.Fatalf("Detect: %v, want a config error", err)
			}
			msg := err.Error()
			for _, want := range []string{c.pin, "no CUDA image NVIDIA still supports has torch wheels", "torch>=" + oldest + " in requirements.txt", "torch: base", c.pinned} {
				if !strings.Contains(msg, want) {
					t.Errorf("refusal %q, want %q in it", msg, want)
				}
			}
			if strings.Contains(msg, "dgx-spark") || strings.Contains(msg, "\n") {
				t.Errorf("refusal %q names a profile as the reason, or is not one line", msg)
			}
		})
	}
}

// TestInitConfigsNamedUnderADirOption: a launcher that joins a -d folder
// with the config names after it (deepy.py train.py -d configs small.yml
// local.yml) is given the names as written, and the folder it writes to
// is read from whichever of the merged configs sets it (`save`, the
// Megatron-style checkpoint folder).
func TestInitConfigsNamedUnderADirOption(t *testing.T) {
	launcher := "import argparse, os\np = argparse.ArgumentParser()\np.add_argument('-d', '--conf_dir', default='')\np.add_argument('conf_file', nargs='+')\nif __name__ == '__main__':\n    a, rest = p.parse_known_args()\n    files = [os.path.join(a.conf_dir, f) for f in a.conf_file]\n"
	for _, c := range []struct{ name, line string }{
		{"short option", "python ./deepy.py train.py -d configs small.yml local_setup.yml"},
		{"long option", "python ./deepy.py train.py --config-dir configs small.yml local_setup.yml"},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := writeRepo(t, map[string]string{
				"README.md":               "## Training\n```bash\n" + c.line + "\n```\n",
				"deepy.py":                launcher,
				"train.py":                "import sys\nif __name__ == '__main__':\n    print(sys.argv)\n",
				"configs/small.yml":       "{\n  \"num_layers\": 12,\n  \"hidden_size\": 768,\n  \"train_micro_batch_size_per_gpu\": 32\n}\n",
				"configs/large.yml":       "{\n  \"num_layers\": 24,\n  \"hidden_size\": 2048\n}\n",
				"configs/local_setup.yml": "{\n  \"data_path\": \"data/enwik8/enwik8_text_document\",\n  \"save\": \"checkpoints\",\n  \"load\": \"checkpoints\"\n}\n",
			})
			d, out := detectAndRender(t, dir, InitOptions{})
			want := strings.Replace(c.line, "./deepy.py", "deepy.py", 1)
			if got := strings.Join(d.Command, " "); got != want || d.MainConfig != "" || strings.Contains(string(out), ConfigToken) {
				t.Errorf("command %q config %q, want %q with the names kept\nnotes %q", got, d.MainConfig, want, d.Notes)
			}
			if d.Volumes.Output != "./checkpoints" {
				t.Errorf("volumes.output %q, want ./checkpoints (save in configs/local_setup.yml)\nnotes %q", d.Volumes.Output, d.Notes)
			}
		})
	}
}

// TestInitJSONOverridesAreNotAConfig: a script that reads its first
// argument as inline JSON overrides of its own defaults (`hparams = {} if
// len(sys.argv) == 1 else json.loads(sys.argv[1])`) takes no config file:
// the documented line is judged on its own, no config is looked for, and
// none is added to it.
func TestInitJSONOverridesAreNotAConfig(t *testing.T) {
	script := "import json\nimport sys\n\nimport trlx\nfrom trlx.data.default_configs import default_ppo_config\n\n\ndef main(hparams={}):\n    config = default_ppo_config().evolve(**hparams)\n    trlx.train(config=config)\n\n\nif __name__ == \"__main__\":\n    hparams = {} if len(sys.argv) == 1 else json.loads(sys.argv[1])\n    main(hparams)\n"
	trainerCfg := "train:\n  seq_length: 1024\n  epochs: 100\n  batch_size: 8\n  checkpoint_dir: ckpts\nmodel:\n  model_path: gpt2\noptimizer:\n  name: adamw\n  kwargs:\n    lr: 1.0e-5\n"
	cases := []struct {
		name  string
		files map[string]string
		want  string
	}{
		// An RL-from-feedback library's examples, launched with accelerate.
		{"library examples", map[string]string{
			"README.md":                          "## Use Accelerate to launch distributed training\n```bash\naccelerate config\naccelerate launch examples/ppo_sentiments.py\n```\n",
			"examples/ppo_sentiments.py":         script,
			"configs/nemo_configs/megatron.yaml": "trainer:\n  devices: 8\n  max_steps: 200\nmodel:\n  micro_batch_size: 4\n  optim:\n    lr: 1e-5\n",
			"configs/accelerate/ddp.yaml":        "compute_environment: LOCAL_MACHINE\ndistributed_type: MULTI_GPU\nnum_processes: 8\n",
		}, "accelerate launch examples/ppo_sentiments.py"},
		// A red-teaming project built on the same library: its runner is a
		// script of the same shape, its defaults in a YAML next to it.
		{"project on the library", map[string]string{
			"README.md":                       "## Run\n```bash\npython experiments/toxicity/run_ppo.py\n```\n",
			"experiments/toxicity/run_ppo.py": script,
			"configs/ppo_toxicity.yml":        trainerCfg,
			"configs/ppo_imdb.yml":            trainerCfg,
		}, "python experiments/toxicity/run_ppo.py"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := Detect(writeRepo(t, c.files), InitOptions{})
			if err != nil {
				t.Fatalf("Detect: %v", err)
			}
			if got := strings.Join(d.Command, " "); got != c.want || d.MainConfig != "" {
				t.Errorf("command %q config %q, want %q and no config\nnotes %q", got, d.MainConfig, c.want, d.Notes)
			}
		})
	}
}
