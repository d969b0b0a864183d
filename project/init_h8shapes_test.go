package project

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

func h8opts() InitOptions { return InitOptions{KnownProfiles: profiles.Builtin().Names()} }

// TestInitShellLoopFirstRun: a wrapper script that trains in a for-loop
// over listed words (run.sh: for arch in resnet20 resnet32 ...; python
// trainer.py --arch=$arch --save-dir=save_$arch) is not refused for an
// open ${arch}: its line is read with the first word, the output is that
// run's folder, and a CHECK line says the later runs write elsewhere.
func TestInitShellLoopFirstRun(t *testing.T) {
	d, err := Detect(copyTree(t, "testdata/h8shapes/resnetlooplike"), h8opts())
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	if got := strings.Join(d.Command, " "); !strings.Contains(got, "--save-dir=save_resnet20") || !strings.Contains(got, "--arch=resnet20") {
		t.Errorf("command %q, want the first run (resnet20)", got)
	}
	if d.Volumes.Output != "./save_resnet20" {
		t.Errorf("output %q, want ./save_resnet20", d.Volumes.Output)
	}
	if !slices.ContainsFunc(d.Checks, func(s string) bool { return strings.Contains(s, "shell loop") && strings.Contains(s, "resnet32") }) {
		t.Errorf("no CHECK line about the loop: %q", d.Checks)
	}
}

// TestInitStandInDataListsRefused: a data list the trainer reads (named by
// its hparams module, or by the JSON config the command passes) whose
// entries point into a stand-in folder the repository does not ship
// (DUMMY/x.wav, DUMMY1/x.wav) is refused, naming the list. Shapes: a
// spectrogram-prediction trainer (hparams.py training_files) and an
// end-to-end TTS trainer (configs/*.json data.training_files, .cleaned).
func TestInitStandInDataListsRefused(t *testing.T) {
	for dir, want := range map[string]string{
		"testdata/h8shapes/ttslistlike":  "filelists/speech_train_list.txt",
		"testdata/h8shapes/vitslistlike": "filelists/speech_train_list.txt.cleaned",
	} {
		t.Run(dir, func(t *testing.T) {
			d, err := Detect(copyTree(t, dir), h8opts())
			if err == nil {
				t.Fatalf("wrote %q; want a refusal naming %s", d.Command, want)
			}
			if !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "DUMMY") {
				t.Errorf("refusal does not name %s and its DUMMY folder: %v", want, err)
			}
		})
	}
}

// TestInitDataListsPrecision: lists whose entries are ids (no path), lie
// in a folder of an ordinary name, or in a stand-in-named folder the
// repository ships, are not refused; the command's --output_directory is
// the output folder.
func TestInitDataListsPrecision(t *testing.T) {
	for name, list := range map[string]string{
		"ids":      "SPK001-0001|a line of text\nSPK001-0002|another line\nSPK001-0003|a third\n",
		"ordinary": "wavs/SPK001-0001.wav|a line of text\nwavs/SPK001-0002.wav|another line\nwavs/SPK001-0003.wav|a third\n",
		"shipped":  "DUMMY/SPK001-0001.wav|a line of text\nDUMMY/SPK001-0002.wav|another line\nDUMMY/SPK001-0003.wav|a third\n",
	} {
		t.Run(name, func(t *testing.T) {
			dir := writeRepo(t, map[string]string{
				"README.md":           "# T\n\n## Training\n\n```bash\npython train.py --output_directory=outdir --log_directory=logdir\n```\n",
				"train.py":            "import argparse\nfrom hparams import create_hparams\np = argparse.ArgumentParser()\np.add_argument('-o', '--output_directory')\np.add_argument('-l', '--log_directory')\np.parse_args()\n",
				"hparams.py":          "def create_hparams():\n    return dict(training_files='filelists/train.txt', batch_size=8)\n",
				"filelists/train.txt": list,
				"DUMMY/README.md":     "wav files go here\n",
				"requirements.txt":    "torch\n",
			})
			d, err := Detect(dir, h8opts())
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Volumes.Output != "./outdir" {
				t.Errorf("output %q, want ./outdir (--output_directory)", d.Volumes.Output)
			}
		})
	}
}

// TestInitLightningBaseConfig: an OmegaConf run config (model: with its
// target beside data: with its loader, or lightning: trainer:) passed as
// main.py --base is the trainer config (--base {config}), and main.py's
// --logdir default is the output when nothing else names one. Shapes: a
// generative-models toolkit (toy digits config) and a VQ image-model
// repository (model + data sections, -t True).
func TestInitLightningBaseConfig(t *testing.T) {
	for dir, cfg := range map[string]string{
		"testdata/h8shapes/sgmlike":    "configs/toy/digits_cond.yaml",
		"testdata/h8shapes/taminglike": "configs/faces_vqgan.yaml",
	} {
		t.Run(dir, func(t *testing.T) {
			d, err := Detect(copyTree(t, dir), h8opts())
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if !slices.Contains(d.Command, ConfigToken) || d.MainConfig != cfg {
				t.Errorf("command %q config %q, want --base {config} with %s", d.Command, d.MainConfig, cfg)
			}
			if d.Volumes.Output != "./logs" {
				t.Errorf("output %q, want ./logs (--logdir default)", d.Volumes.Output)
			}
		})
	}
}

// TestInitLightningBaseConfigPrecision: a --base file holding only a
// model section (a network's settings) stays as written; a --logdir
// default yields to an --output_dir default.
func TestInitLightningBaseConfigPrecision(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"README.md":            "# T\n\n## Training\n\n```\npython main.py --base configs/encoder.yaml\n```\n",
		"configs/encoder.yaml": "model:\n  target: vq.modules.Encoder\n  params:\n    ch: 128\n",
		"main.py":              "import argparse\np = argparse.ArgumentParser()\np.add_argument('--base', nargs='*')\np.add_argument('--logdir', default='logs')\np.add_argument('--output_dir', default='ckpt')\np.parse_args()\n",
		"requirements.txt":     "torch\n",
	})
	d, err := Detect(dir, h8opts())
	if err != nil {
		t.Fatalf("refused: %v", err)
	}
	if slices.Contains(d.Command, ConfigToken) || d.MainConfig != "" {
		t.Errorf("command %q config %q: a model-only file is not the run config", d.Command, d.MainConfig)
	}
	if d.Volumes.Output != "./ckpt" {
		t.Errorf("output %q, want ./ckpt (--output_dir before --logdir)", d.Volumes.Output)
	}
}
