package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitFitsProcessesToProfiles: a launcher's fixed process count
// larger than the profiles' machines take is fitted to them (the smallest
// in train.command, a profile with more GPUs gets its own train_command);
// a count that fits, or one the launcher works out itself, is kept.
func TestInitFitsProcessesToProfiles(t *testing.T) {
	trainer := "import argparse\np=argparse.ArgumentParser()\np.add_argument('--lr', default=1)\nif __name__ == '__main__':\n    p.parse_args()\n"
	cases := []struct {
		name, line string
		profiles   []string
		want       []string
		perProfile map[string][]string
		fitted     bool
	}{
		{"torchrun joined", "torchrun --standalone --nproc_per_node=8 train.py --lr 2", nil,
			[]string{"torchrun", "--standalone", "--nproc_per_node=1", "train.py", "--lr", "2"}, nil, true},
		{"torchrun apart", "torchrun --nproc_per_node 8 -m train", nil,
			[]string{"torchrun", "--nproc_per_node", "1", "-m", "train"}, nil, true},
		{"accelerate", "accelerate launch --num_processes=4 train.py", nil,
			[]string{"accelerate", "launch", "--num_processes=1", "train.py"}, nil, true},
		{"deepspeed", "deepspeed --num_gpus 8 train.py", nil,
			[]string{"deepspeed", "--num_gpus", "1", "train.py"}, nil, true},
		// Composer's launcher, from the one launcher table (llm-foundry's
		// `composer -n 8 train/train.py`, MosaicML examples' --nproc form).
		{"composer -n", "composer -n 8 train.py --lr 2", nil,
			[]string{"composer", "-n", "1", "train.py", "--lr", "2"}, nil, true},
		{"composer --nproc joined", "composer --nproc=8 train.py", nil,
			[]string{"composer", "--nproc=1", "train.py"}, nil, true},
		{"a profile with more GPUs", "torchrun --nproc_per_node=8 train.py", []string{"h100", "gb200"},
			[]string{"torchrun", "--nproc_per_node=1", "train.py"},
			map[string][]string{"gb200": {"torchrun", "--nproc_per_node=4", "train.py"}}, true},
		{"fits already", "torchrun --nproc_per_node=1 train.py", nil,
			[]string{"torchrun", "--nproc_per_node=1", "train.py"}, nil, false},
		{"the launcher counts", "torchrun --nproc_per_node=gpu train.py", nil,
			[]string{"torchrun", "--nproc_per_node=gpu", "train.py"}, nil, false},
		{"a script option of the same name", "python train.py --num_gpus 8", nil,
			[]string{"python", "train.py", "--num_gpus", "8"}, nil, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := writeRepo(t, map[string]string{
				"train.py":  strings.Replace(trainer, "default=1)", "default=1)\np.add_argument('--num_gpus', default=1)", 1),
				"README.md": "## Training\n```\n" + c.line + "\n```\n",
			})
			d, out := detectAndRender(t, dir, InitOptions{Profiles: c.profiles})
			if !slices.Equal(d.Command, c.want) {
				t.Errorf("command %q, want %q", d.Command, c.want)
			}
			if (d.Fitted != "") != c.fitted {
				t.Errorf("fitted %q, want fitted=%v", d.Fitted, c.fitted)
			}
			if c.fitted && !strings.Contains(string(out), "  # Fitted: ") {
				t.Errorf("spkit.yaml does not say the count was fitted:\n%s", out)
			}
			cfg, err := Parse(out, FileName)
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			for _, p := range d.Profiles {
				if got, want := cfg.Profiles[p.Name].TrainCommand, c.perProfile[p.Name]; !slices.Equal(got, want) {
					t.Errorf("profile %s train_command %q, want %q", p.Name, got, want)
				}
			}
		})
	}
}

// TestInitOutputFromEnvironment: an output folder the trainer takes from
// an environment variable is pointed at the output mount through
// spkit.yaml's env, and the files that share the folder are named.
func TestInitOutputFromEnvironment(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"proj/__init__.py":    "",
		"proj/common.py":      "import os\n\ndef get_base_dir():\n    if os.environ.get('PROJ_BASE_DIR'):\n        return os.environ.get('PROJ_BASE_DIR')\n    return os.path.join(os.path.expanduser('~'), '.cache', 'proj')\n",
		"proj/dataset.py":     "from proj.common import get_base_dir\nDATA_DIR = get_base_dir() + '/data'\n",
		"scripts/__init__.py": "",
		"scripts/base_train.py": "import argparse, os\nfrom proj.common import get_base_dir\np=argparse.ArgumentParser()\np.add_argument('--depth', default=20)\nargs = p.parse_args()\n" +
			"base_dir = get_base_dir()\ncheckpoint_dir = os.path.join(base_dir, 'base_checkpoints', 'd20')\n",
		"README.md": "## Training\n```\npython -m scripts.base_train --depth=12\n```\n",
	})
	d, out := detectAndRender(t, dir, InitOptions{})
	if d.Env["PROJ_BASE_DIR"] != "/app/output" || d.Volumes.Output != "./output" {
		t.Errorf("env %v volumes.output %q, want PROJ_BASE_DIR=/app/output on ./output", d.Env, d.Volumes.Output)
	}
	if !slices.Equal(d.Command, []string{"python", "-m", "scripts.base_train", "--depth=12"}) {
		t.Errorf("command %q: the variable goes in env, not the command", d.Command)
	}
	for _, want := range []string{
		"env sets PROJ_BASE_DIR=/app/output",
		"from get_base_dir() in proj/common.py",
		"PROJ_BASE_DIR is also the folder of proj/dataset.py",
	} {
		if !slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, want) }) {
			t.Errorf("notes %q, want one with %q", d.Notes, want)
		}
	}
	cfg, err := Parse(out, FileName)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if cfg.Env["PROJ_BASE_DIR"] != "/app/output" {
		t.Errorf("spkit.yaml env %v:\n%s", cfg.Env, out)
	}
	// An output argument the command passes still wins over the variable.
	dir = writeRepo(t, map[string]string{
		"common.py": "import os\ndef get_base_dir():\n    return os.environ.get('PROJ_BASE_DIR', '/tmp/proj')\n",
		"train.py":  "import argparse, os\nfrom common import get_base_dir\np=argparse.ArgumentParser()\np.add_argument('--output_dir', default='out')\nargs = p.parse_args()\ncheckpoint_dir = os.path.join(get_base_dir(), 'x')\n",
		"README.md": "## Training\n```\npython train.py --output_dir runs_out/a\n```\n",
	})
	d, _ = detectAndRender(t, dir, InitOptions{})
	if len(d.Env) != 0 || d.Volumes.Output != "./runs_out" {
		t.Errorf("env %v volumes.output %q, want the command's ./runs_out and no env", d.Env, d.Volumes.Output)
	}
}
