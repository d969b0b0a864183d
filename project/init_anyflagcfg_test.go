package project

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitConfigFlagOfAnyName: an option of any name whose value is a
// trainer config file of the repository (--fname, --cfg-path) becomes
// FLAG {config} with the file as the config. Shapes:
// facebookresearch/ijepa (52c1ae9, --fname, settings grouped one level
// down) and Vision-CAIR/MiniGPT-4 (d94738a, --cfg-path). A network
// definition under --cfg stays literal (TestInitHeldOutFour's yolov7).
func TestInitConfigFlagOfAnyName(t *testing.T) {
	cases := []struct{ fixture, command, config string }{
		{"fname", "python main.py --fname {config} --devices cuda:0", "configs/in1k_vitb16_ep100.yaml"},
		{"cfgpath", "torchrun --nproc-per-node 1 train.py --cfg-path {config}", "train_configs/stage1_pretrain.yaml"},
	}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			d, _ := detectAndRender(t, copyTree(t, "testdata/anyflagcfg/"+c.fixture), InitOptions{})
			if got := strings.Join(d.Command, " "); got != c.command {
				t.Errorf("command %q, want %q", got, c.command)
			}
			if p, _ := d.trainerConfig(); p != c.config {
				t.Errorf("config %q, want %q", p, c.config)
			}
		})
	}
}

// TestInitRefusesFillInValuesInConfigs: a config value written as a
// variable naming the edit it wants ($replace_this_with_..., ijepa
// 52c1ae9) or an absolute path beginning /your_... (facebookresearch/jepa
// configs/pretrain) is a hole, for data and log folders too: the trainer
// would read the text as a path.
func TestInitRefusesFillInValuesInConfigs(t *testing.T) {
	cases := map[string][]string{
		"fname-holes":    {"configs/in1k_vitb16_ep100.yaml", "root_path: $replace_this_with", "folder: $replace_this_with_path_for_experiment_logs"},
		"yourpath-holes": {"configs/pretrain/vitl16.yaml", "folder: /your_absolute_file_path"},
	}
	for name, wants := range cases {
		t.Run(name, func(t *testing.T) {
			_, err := Detect(filepath.Join("testdata", "anyflagcfg", name), InitOptions{})
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config {
				t.Fatalf("want a refusal, got %v", err)
			}
			for _, w := range wants {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("refusal does not say %q:\n%v", w, err)
				}
			}
		})
	}
}

func TestFillHolesAreNotShellVariables(t *testing.T) {
	for _, text := range []string{"root: $HOME/data\n", "out: ${oc.env:OUT}\n", "folder: /data/your_team\n", "log_dir: logs/\n"} {
		if h := configHoles(text); len(h) != 0 {
			t.Errorf("%q: holes %q, want none", text, h)
		}
	}
	for _, text := range []string{"root_path: $replace_this_with_path\n", "data_dir: ${YOUR_DATA_DIR}\n", "ckpt: REPLACE_ME\n"} {
		if h := configHoles(text); len(h) != 1 {
			t.Errorf("%q: holes %q, want one", text, h)
		}
	}
}

// TestInitOutputFromAPackageDefault: a console script (rad-train METHOD)
// whose config classes hold output_dir three imports away: the package
// the entry point belongs to is read, its own scripts folder (the other
// commands' render and download folders) left out, and the one folder
// its dataclasses name is the output (nerfstudio-project/nerfstudio
// 50e0e3c: ns-train, ExperimentConfig.output_dir = Path("outputs")). Two
// folders in the package leave the output to the default and a CHECK.
func TestInitOutputFromAPackageDefault(t *testing.T) {
	d, _ := detectAndRender(t, copyTree(t, "testdata/deepout/one"), InitOptions{})
	if got := strings.Join(d.Command, " "); got != "rad-train fastfield --data data/samples/lamp" {
		t.Fatalf("command %q", got)
	}
	if d.Volumes.Output != "./outputs" {
		t.Errorf("volumes.output %q, want ./outputs (notes %q)", d.Volumes.Output, d.Notes)
	}
	if !strings.Contains(strings.Join(d.Notes, "\n"), "radiance/configs/experiment.py: ExperimentConfig.output_dir") {
		t.Errorf("no note names the field: %q", d.Notes)
	}
	// The console script's module outside the package, under a
	// subcommand (autonomousvision/sdfstudio: ns-train =
	// scripts.train:entrypoint, base_config's output_dir): the import
	// walk from that module finds the field.
	d, _ = detectAndRender(t, copyTree(t, "testdata/deepout/toplevel"), InitOptions{})
	if d.Volumes.Output != "./outputs" {
		t.Errorf("toplevel: volumes.output %q, want ./outputs (notes %q)", d.Volumes.Output, d.Notes)
	}
	d, _ = detectAndRender(t, copyTree(t, "testdata/deepout/several"), InitOptions{})
	if d.Volumes.Output == "./outputs" || d.Volumes.Output == "./exports" {
		t.Errorf("volumes.output %q, want neither of two package defaults", d.Volumes.Output)
	}
}
