package project

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitKeepsTheDocumentedEnvironment: VAR=value prefixes of the
// documented line go to env (the recipe launchers' ACCELERATE_LOG_LEVEL,
// CUDA_DEVICE_MAX_CONNECTIONS of the Megatron-style trainers); a GPU
// selection and a secret do not.
func TestInitKeepsTheDocumentedEnvironment(t *testing.T) {
	files := map[string]string{
		"train.py": trainPy, "configs/a.yaml": "lr: 1\n",
		"README.md": "## Training\n```\nACCELERATE_LOG_LEVEL=info CUDA_DEVICE_MAX_CONNECTIONS=1 CUDA_VISIBLE_DEVICES=0,1 HF_TOKEN=hf_abc accelerate launch train.py --config configs/a.yaml\n```\n",
	}
	d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
	for k, v := range map[string]string{"ACCELERATE_LOG_LEVEL": "info", "CUDA_DEVICE_MAX_CONNECTIONS": "1"} {
		if d.Env[k] != v {
			t.Errorf("env %s = %q, want %q (env %v)", k, d.Env[k], v, d.Env)
		}
	}
	for _, k := range []string{"CUDA_VISIBLE_DEVICES", "HF_TOKEN"} {
		if _, ok := d.Env[k]; ok {
			t.Errorf("env has %s: %v", k, d.Env)
		}
	}
	if strings.Contains(string(out), "hf_abc") {
		t.Errorf("the token reached spkit.yaml:\n%s", out)
	}
}

// TestInitFitsProcessesInFiles: a process count set in an accelerate
// config file (the recipe-repository shape: recipes/accelerate_configs/
// zero3.yaml, examples/accelerate/fsdp_config.yaml) is overridden with
// --num_processes after it; a wrapper script's default (NGPU=${NGPU:-8},
// GPUS_PER_NODE=${GPUS_PER_NODE:-8}) is set in env; a trainer config's
// parallel split and a DeepSpeed train_batch_size are named with file
// and key.
func TestInitFitsProcessesInFiles(t *testing.T) {
	for _, accel := range []string{"recipes/accelerate_configs/zero3.yaml", "examples/accelerate/fsdp_config.yaml"} {
		files := map[string]string{
			"train.py": trainPy, "configs/a.yaml": "lr: 1\n",
			accel:       "compute_environment: LOCAL_MACHINE\ndistributed_type: DEEPSPEED\nnum_machines: 1\nnum_processes: 8\n",
			"README.md": "## Training\n```\naccelerate launch --config_file " + accel + " train.py --config configs/a.yaml\n```\n",
		}
		d, _ := detectAndRender(t, writeRepo(t, files), InitOptions{Profiles: []string{"dgx-spark"}})
		want := []string{"accelerate", "launch", "--config_file", accel, "--num_processes=1", "train.py", "--config", ConfigToken}
		if !slices.Equal(d.Command, want) {
			t.Errorf("%s: command %q, want %q", accel, d.Command, want)
		}
	}
	for _, wrapper := range []string{
		"NGPU=${NGPU:-\"8\"}\ntorchrun --nproc_per_node=${NGPU} train.py --config configs/a.yaml\n",
		"GPUS_PER_NODE=${GPUS_PER_NODE:-8}\ntorchrun --nproc_per_node $GPUS_PER_NODE train.py --config configs/a.yaml\n",
		"NGPU=${NGPU:-\"8\"}\nCONFIG=${CONFIG:-\"debug\"}\ntorchrun --nproc_per_node=${NGPU} -m pkg.train --config ${CONFIG} \"$@\"\n",
	} {
		v := wrapperDefault.FindStringSubmatch(wrapper)[1]
		files := map[string]string{"train.py": trainPy, "configs/a.yaml": "lr: 1\n", "run_train.sh": "#!/bin/bash\n" + wrapper, "pkg/__init__.py": "", "pkg/train.py": trainPy,
			"README.md": "## Training\n```\nbash run_train.sh\n```\n"}
		d, _ := detectAndRender(t, writeRepo(t, files), InitOptions{Profiles: []string{"dgx-spark"}})
		// Either the wrapper runs with its variable set, or its own
		// torchrun line runs fitted: one process either way.
		i := slices.IndexFunc(d.Command, func(w string) bool { return strings.HasPrefix(w, "--nproc_per_node") })
		fitted := i >= 0 && (d.Command[i] == "--nproc_per_node=1" || i+1 < len(d.Command) && d.Command[i+1] == "1")
		t.Logf("wrapper %s: env %v, command %q", v, d.Env, d.Command)
		if d.Env[v] != "1" && !fitted {
			t.Errorf("wrapper %s: env %v, command %q: want %s=1 or the line fitted to 1", v, d.Env, d.Command, v)
		}
	}
	files := map[string]string{
		"train.py": trainPy, "ds.json": `{"train_batch_size": 64, "train_micro_batch_size_per_gpu": 8}`,
		"configs/a.yaml": "parallelism:\n  dp: 4\n  tp: 2\n  pp: 1\n",
		"README.md":      "## Training\n```\ntorchrun --nproc_per_node=8 train.py --config configs/a.yaml --deepspeed ds.json\n```\n",
	}
	d, out := detectAndRender(t, writeRepo(t, files), InitOptions{Profiles: []string{"dgx-spark"}})
	for _, s := range []string{"configs/a.yaml: parallelism.dp is 4", "configs/a.yaml: parallelism.tp is 2", "ds.json: train_batch_size is 64"} {
		if !strings.Contains(string(out), "# CHECK: "+s) {
			t.Errorf("spkit.yaml lacks %q (command %q):\n%s", s, d.Command, out)
		}
	}
}

// TestInitFitsAProcessCountLeftOpen: torchrun --nproc_per_node N (or
// NUM_GPU, <num_gpus>) is the reader's to fill: init fits it.
func TestInitFitsAProcessCountLeftOpen(t *testing.T) {
	for _, n := range []string{"NUM_GPU", "NPROC"} {
		files := map[string]string{"train.py": trainPy, "configs/a.yaml": "lr: 1\n",
			"README.md": "## Training\n```\ntorchrun --nproc_per_node " + n + " train.py --config configs/a.yaml\n```\n"}
		d, _ := detectAndRender(t, writeRepo(t, files), InitOptions{Profiles: []string{"dgx-spark"}})
		if i := slices.Index(d.Command, "--nproc_per_node"); i < 0 || d.Command[i+1] != "1" {
			t.Errorf("%s: command %q, want --nproc_per_node 1", n, d.Command)
		}
	}
}

// TestInitOutputFromNestedKeys: the folder a config keeps checkpoints in
// at any depth (training.output_dir, checkpoints.checkpoints_path,
// save.path) is volumes.output.
func TestInitOutputFromNestedKeys(t *testing.T) {
	for cfg, want := range map[string]string{
		"training:\n  output_dir: runs/x\n":                     "./runs",
		"checkpoints:\n  checkpoints_path: ckpts\n  every: 5\n": "./ckpts",
		"save:\n  path: saved/run1\n  every: 100\n":             "./saved",
	} {
		files := map[string]string{"train.py": trainPy, "configs/a.yaml": cfg,
			"README.md": "## Training\n```\npython train.py --config configs/a.yaml\n```\n"}
		d, _ := detectAndRender(t, writeRepo(t, files), InitOptions{})
		if d.Volumes.Output != want {
			t.Errorf("%q: volumes.output %q, want %q", cfg, d.Volumes.Output, want)
		}
	}
}

// TestInitRefusesAWeakWinner: the shape: no inline training line,
// only train_*.py files and a sampling line; init does not write the best
// of them but refuses (exit 3) naming two or three and --command.
func TestInitRefusesAWeakWinner(t *testing.T) {
	files := map[string]string{
		"README.md": "## Sampling\n```\npython sample.py --ckpt out/model.pt\n```\n",
		"sample.py": "import argparse\n", "train_lora.py": trainPy, "train_full.py": trainPy, "configs/a.yaml": "lr: 1\n",
	}
	_, err := Detect(writeRepo(t, files), InitOptions{})
	var e *errdefs.Error
	if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), "--command") || !strings.Contains(err.Error(), "train_") {
		t.Fatalf("Detect: %v, want a config refusal naming the candidates and --command", err)
	}
	if strings.Contains(err.Error(), "\n") {
		t.Errorf("refusal is not one line: %q", err)
	}
}

// TestInitOutputFlag: when nothing says where the trainer writes, init
// keeps ./output and says so in a CHECK line; --output settles it, and a
// folder outside the repository is a usage error.
func TestInitOutputFlag(t *testing.T) {
	files := map[string]string{"train.py": trainPy, "configs/a.yaml": "lr: 1\n",
		"README.md": "## Training\n```\npython train.py --config configs/a.yaml\n```\n"}
	d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
	if d.Volumes.Output != "./output" || !strings.Contains(string(out), "# CHECK: could not tell where") {
		t.Errorf("volumes.output %q; spkit.yaml lacks the CHECK line:\n%s", d.Volumes.Output, out)
	}
	d, out = detectAndRender(t, writeRepo(t, files), InitOptions{Output: "./ckpts/run1"})
	if dec, _ := d.Decision("output"); d.Volumes.Output != "./ckpts" || dec.Confidence != 100 || strings.Contains(string(out), "# CHECK: could not tell where") {
		t.Errorf("--output: volumes.output %q, decision %+v:\n%s", d.Volumes.Output, dec, out)
	}
	for _, bad := range []string{"/abs", "../up", "$HOME/x"} {
		_, err := Detect(writeRepo(t, files), InitOptions{Output: bad})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Usage {
			t.Errorf("--output %q: %v, want a usage error", bad, err)
		}
	}
}

// TestInitRefusalNamesPresets: a command that needs a config, in a
// repository that ships only a UI's presets (the OneTrainer and GUI
// trainer shape: training_presets/*.json, presets/*.json), is refused
// naming the presets as configs that load, and --config.
func TestInitRefusalNamesPresets(t *testing.T) {
	for _, preset := range []string{"training_presets/#sdxl LoRA.json", "presets/flux.json"} {
		files := map[string]string{
			"scripts/train.py": "import argparse\np=argparse.ArgumentParser()\np.add_argument('--config-path', required=True)\nif __name__ == '__main__':\n    p.parse_args()\n",
			"README.md":        "## Training from CLI\n```\npython scripts/train.py\n```\n",
			preset:             `{"learning_rate": 0.0001, "epochs": 10, "batch_size": 1, "output_model_destination": "models/x.safetensors"}`,
		}
		_, err := Detect(writeRepo(t, files), InitOptions{})
		if err == nil || !strings.Contains(err.Error(), "its presets load as configs too ("+preset) || !strings.Contains(err.Error(), "spkit init --config PATH") {
			t.Errorf("%s: %v, want a refusal naming the preset and --config", preset, err)
		}
	}
}
