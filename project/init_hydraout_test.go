package project

import (
	"strings"
	"testing"
)

// TestInitHydraRunFolderIsTheOutput: a Hydra entry point that names no
// output folder writes in its job's run folder: the literal start of
// hydra.run.dir in the config its decorator composes or in a config of
// that folder (a `# @package _global_` group file), else Hydra's own
// outputs/ (issue 39, held-out 8's mdlm), or the run.dir of a config in
// the hydra group itself (held-out 34's lama, `# @package _group_` in
// configs/training/hydra/; ashleve/lightning-hydra-template's
// configs/hydra/default.yaml, whose run folder starts with another
// group's ${paths.log_dir} and so says nothing: not Hydra's outputs/). Fixtures of our own text
// shaped like kuleshov-group/mdlm (./outputs/${data.train}/${now:...} in
// configs/config.yaml, under docrank/sbatch-hydra) and PiotrNawrot/nanoT5
// (./logs/${now:...} in configs/local_env/default.yaml, job.chdir), and a
// config that sets no run folder. The precision case: two group files
// that set different run folders say nothing (./output, with its CHECK).
func TestInitHydraRunFolderIsTheOutput(t *testing.T) {
	for _, tc := range []struct{ dir, output, from string }{
		{"docrank/sbatch-hydra", "./outputs", "hydra.run.dir in configs/config.yaml"},
		{"hydraout/groupfile", "./logs", "hydra.run.dir in configs/local_env/default.yaml"},
		{"hydraout/hydradefault", "./outputs", "Hydra default run folder"},
		{"hydraout/disagree", "./output", ""},
		{"hydraout/hydragroup", "./experiments", "hydra.run.dir in configs/hydra/overrides.yaml"},
		{"hydraout/hydragroupinterp", "./output", ""},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			d, yaml := detectAndRender(t, copyTree(t, "testdata/"+tc.dir), InitOptions{})
			if d.Volumes.Output != tc.output {
				t.Fatalf("volumes.output %q, want %q (command %q, notes %q)", d.Volumes.Output, tc.output, d.Command, d.Notes)
			}
			if tc.from != "" && !strings.Contains(string(yaml)+strings.Join(d.Notes, "\n"), tc.from) {
				t.Errorf("nothing says %q: %s", tc.from, yaml)
			}
		})
	}
}

// TestInitHydraOldFormRunFolder: Hydra 0.11's decorator names the config
// file itself (`@hydra.main(config_path="conf/config.yaml")`, no
// config_name); its hydra.run.dir is the run folder as in the newer form.
// Shapes: held-out 35's facebookresearch/denoiser (conf/config.yaml's
// `hydra: run: dir: ./outputs/exp_${hydra.job.override_dirname}`) and
// p3i0t/SimCLR-CIFAR10 (`config_path='simclr_config.yml'` beside the
// script, `run: dir: logs/SimCLR/${dataset}`). Precision: a config_path
// that is a folder still needs its config_name (Hydra's default outputs/
// without one is not assumed).
func TestInitHydraOldFormRunFolder(t *testing.T) {
	trainer := func(decorator string) string {
		return "import hydra\nimport torch\n\n" + decorator + "\ndef main(args):\n    model = torch.nn.Linear(4, 4)\n    torch.save(model.state_dict(), 'checkpoint.th')\n\nif __name__ == '__main__':\n    main()\n"
	}
	for _, tc := range []struct {
		name   string
		files  map[string]string
		output string
	}{
		{"denoiser shape", map[string]string{
			"train.py":         trainer(`@hydra.main(config_path="conf/config.yaml")`),
			"conf/config.yaml": "defaults:\n  - hydra/job_logging: colorlog\n\nsample_rate: 16000\nepochs: 400\n\nhydra:\n  run:\n    dir: ./outputs/exp_${hydra.job.override_dirname}\n",
			"requirements.txt": "torch\nhydra-core\n",
			"README.md":        "# denoise\n\n## Training\n\n```\npython train.py\n```\n",
		}, "./outputs"},
		{"SimCLR-CIFAR10 shape", map[string]string{
			"simclr.py":         trainer(`@hydra.main(config_path='simclr_config.yml')`),
			"simclr_config.yml": "hydra:\n  run:\n    dir: logs/SimCLR/${dataset}\n\ndataset: cifar10\nepochs: 1000\n",
			"requirements.txt":  "torch\nhydra-core\n",
			"README.md":         "# SimCLR\n\n## Training\n\n```\npython simclr.py backbone=resnet18\n```\n",
		}, "./logs"},
		{"a folder without its name", map[string]string{
			"train.py":         trainer(`@hydra.main(config_path="conf")`),
			"conf/config.yaml": "epochs: 400\n\nhydra:\n  run:\n    dir: ./runs/${now:%H}\n",
			"requirements.txt": "torch\nhydra-core\n",
			"README.md":        "# denoise\n\n## Training\n\n```\npython train.py\n```\n",
		}, "./output"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := detectH2(t, tc.files)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Volumes.Output != tc.output {
				t.Errorf("volumes.output %q, want %q (notes %q)", d.Volumes.Output, tc.output, d.Notes)
			}
		})
	}
}
