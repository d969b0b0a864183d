package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitAbslEntryPoint: a trainer that reads absl flags (`from absl
// import app, flags`, flags.DEFINE_string(...), app.run(main)) is a
// training script, not a web app, and its flags' defaults count as an
// argparse option's do. Shapes: held-out 28's pytorch-ddpm
// (w86763777/pytorch-ddpm: `python main.py --train --flagfile
// ./config/CIFAR10.txt`, --logdir defaulting to ./logs/DDPM_CIFAR10_EPS;
// init refused it as a UI) and yang-song/score_sde_pytorch (config_flags'
// --config, required --workdir and --mode). Precision: a Flask app's
// app.run() still serves a UI.
func TestInitAbslEntryPoint(t *testing.T) {
	opts := InitOptions{KnownProfiles: profiles.Builtin().Names()}
	t.Run("flags with defaults", func(t *testing.T) {
		dir := writeRepo(t, map[string]string{
			"README.md":          "# DDPM\n\n## Train\n\n```\npython main.py --train --flagfile ./config/CIFAR10.txt\n```\n",
			"requirements.txt":   "torch\ntorchvision\nabsl-py\n",
			"config/CIFAR10.txt": "--batch_size=128\n--logdir=./logs/DDPM_CIFAR10_EPS\n",
			"main.py": "import torch\nfrom absl import app, flags\n\nFLAGS = flags.FLAGS\nflags.DEFINE_bool('train', False, help='train from scratch')\n" +
				"flags.DEFINE_integer('batch_size', 128, help='batch size')\nflags.DEFINE_string('logdir', './logs/DDPM_CIFAR10_EPS', help='log directory')\n\n" +
				"def main(argv):\n    if FLAGS.train:\n        torch.save({}, FLAGS.logdir + '/ckpt.pt')\n\nif __name__ == '__main__':\n    app.run(main)\n",
		})
		d, err := Detect(dir, opts)
		if err != nil {
			t.Fatalf("refused: %v", err)
		}
		if !slices.Contains(d.Command, "main.py") || d.Volumes.Output != "./logs" {
			t.Errorf("command %q output %q, want main.py writing under ./logs (--logdir's default)", d.Command, d.Volumes.Output)
		}
	})
	t.Run("required flags", func(t *testing.T) {
		dir := writeRepo(t, map[string]string{
			"README.md":             "# SDE\n\n## Training\n\n```\npython main.py --mode train\n```\n",
			"requirements.txt":      "torch\nabsl-py\nml-collections\n",
			"configs/ve/cifar10.py": "def get_config():\n    return {}\n",
			"main.py": "from absl import app\nfrom absl import flags\nfrom ml_collections.config_flags import config_flags\n\nFLAGS = flags.FLAGS\n" +
				"config_flags.DEFINE_config_file(\"config\", None, \"Training configuration.\", lock_config=True)\nflags.DEFINE_string(\"workdir\", None, \"Work directory.\")\n" +
				"flags.DEFINE_enum(\"mode\", None, [\"train\", \"eval\"], \"Running mode: train or eval\")\nflags.mark_flags_as_required([\"workdir\", \"config\", \"mode\"])\n\n" +
				"def main(argv):\n    pass\n\nif __name__ == \"__main__\":\n    app.run(main)\n",
		})
		_, err := Detect(dir, opts)
		// --config is the trainer config init picks (configs/ve/cifar10.py);
		// --workdir, required with no default, is the user's to give.
		if err == nil || !strings.Contains(err.Error(), "--workdir") || strings.Contains(err.Error(), "UI") {
			t.Fatalf("err %v, want the required --workdir named", err)
		}
	})
	t.Run("a Flask app still serves", func(t *testing.T) {
		p := filepath.Join(t.TempDir(), "app.py")
		if err := os.WriteFile(p, []byte("from flask import Flask\napp = Flask(__name__)\n\nif __name__ == '__main__':\n    app.run(host='0.0.0.0')\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if scriptServes(p) == "" {
			t.Error("a Flask app.run() read as no server")
		}
	})
}
