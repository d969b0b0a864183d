package reposcan

import (
	"reflect"
	"testing"
)

// launchOf returns the candidate that runs target, failing without one.
func launchOf(t *testing.T, f *Findings, target string) *Candidate {
	t.Helper()
	for _, c := range f.Launches {
		if c.Target == target {
			return c
		}
	}
	t.Fatalf("no candidate runs %s: %v", target, f.Launches)
	return nil
}

// TestEnvironmentKept: VAR=value prefixes and the variables exported
// before a line are the candidate's Environment, open values marked.
// Shapes: a Training block `CUDA_VISIBLE_DEVICES=0 python train.py
// --config configs/VLTVG_R50_gref.py`, and a sweep script that exports
// WANDB_PROJECT and PYTORCH_CUDA_ALLOC_CONF before its python line.
func TestEnvironmentKept(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py":                     "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\n",
		"configs/VLTVG_R50_gref.py":    "lr = 1\n",
		"sweep/train_fm.py":            "import hydra\n",
		"sweep/configs/bivariate.yaml": "a: 1\n",
		"README.md":                    "# T\n\n## Training\n\n```\nCUDA_VISIBLE_DEVICES=0 HF_TOKEN=$HF_TOKEN python train.py --config configs/VLTVG_R50_gref.py\n```\n",
		"scripts/sweep.sh": "#!/bin/bash\nexport WANDB_PROJECT=FM_sweep_12km\nexport PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True\nwhich python\n" +
			"CUDA_VISIBLE_DEVICES=1 python sweep/train_fm.py --config-path configs --config-name bivariate.yaml\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []EnvVar{{Name: "CUDA_VISIBLE_DEVICES", Value: "0"}, {Name: "HF_TOKEN", Value: "${HF_TOKEN}", Open: true}}
	if got := launchOf(t, f, "train.py").Environment; !reflect.DeepEqual(got, want) {
		t.Errorf("README line's environment %+v, want %+v", got, want)
	}
	want = []EnvVar{
		{Name: "WANDB_PROJECT", Value: "FM_sweep_12km", Exported: true},
		{Name: "PYTORCH_CUDA_ALLOC_CONF", Value: "expandable_segments:True", Exported: true},
		{Name: "CUDA_VISIBLE_DEVICES", Value: "1"},
	}
	if got := launchOf(t, f, "sweep/train_fm.py").Environment; !reflect.DeepEqual(got, want) {
		t.Errorf("script line's environment %+v, want %+v", got, want)
	}
}

// TestWorkDirFromCd: `cd scripts && python train.py ...` runs in scripts/:
// the candidate says so, its relative arguments are resolved from there,
// and RootWords writes them from the root. Shapes: a README whose
// fine-tuning block is `cd scripts && python train.py` with its config in
// configs/, and one whose training line is `cd scripts && python train.py
// --train --constrained --m-success 1.0`.
func TestWorkDirFromCd(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"scripts/train.py":   "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\np.add_argument('--output_dir')\np.add_argument('--train', action='store_true')\n",
		"configs/train.yaml": "lr: 1\n",
		"README.md":          "# T\n\n## Fine-tuning\n\n```bash\ncd scripts && python train.py --config ../configs/train.yaml --output_dir ../outputs --train\n```\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	c := launchOf(t, f, "scripts/train.py")
	if c.WorkDir != "scripts" || c.Config != "configs/train.yaml" {
		t.Errorf("WorkDir %q, config %q", c.WorkDir, c.Config)
	}
	wantPaths := []PathArg{{Index: 1, Written: "train.py", Repo: "scripts/train.py"}, {Index: 3, Written: "../configs/train.yaml", Repo: "configs/train.yaml"},
		{Index: 5, Written: "../outputs", Repo: "outputs"}}
	if !reflect.DeepEqual(c.PathArgs, wantPaths) {
		t.Errorf("path arguments %+v, want %+v", c.PathArgs, wantPaths)
	}
	want := []string{"python", "scripts/train.py", "--config", "configs/train.yaml", "--output_dir", "outputs", "--train"}
	if got := c.RootWords(); !reflect.DeepEqual(got, want) {
		t.Errorf("RootWords %q, want %q", got, want)
	}
	// A line documented without a cd runs from the root, unchanged.
	f, _ = Scan(writeRepo(t, map[string]string{"train.py": "", "README.md": "```\npython train.py --x 1\n```\n"}))
	if c := launchOf(t, f, "train.py"); c.WorkDir != "" || len(c.PathArgs) != 0 {
		t.Errorf("no cd: WorkDir %q, paths %v", c.WorkDir, c.PathArgs)
	}
}

// TestConfigDirAndName: a launcher that takes a config folder and a name
// (Hydra's --config-path/--config-name, -cp/-cn) names the folder's file,
// kept as a name. Shapes: `python train.py --config-path configs
// --config-name default` and a script in a subfolder whose config path is
// relative to the script (`python sweep/train.py --config-path configs
// --config-name bivariate.yaml`).
func TestConfigDirAndName(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py":                     "import hydra\n",
		"configs/default.yaml":         "a: 1\n",
		"sweep/train_fm.py":            "import hydra\n",
		"sweep/configs/bivariate.yaml": "a: 1\n",
		"README.md": "# T\n\n## Training\n\n```bash\npython train.py --config-path configs --config-name default\n" +
			"python sweep/train_fm.py -cp configs -cn=bivariate.yaml\n```\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string][3]string{
		"train.py":          {"configs/default.yaml", "configs", "--config-name"},
		"sweep/train_fm.py": {"sweep/configs/bivariate.yaml", "sweep/configs", "-cn"},
	} {
		c := launchOf(t, f, target)
		if got := [3]string{c.Config, c.ConfigDir, c.ConfigFlag}; got != want || !c.ConfigByName || c.ConfigMissing != "" {
			t.Errorf("%s: config/dir/flag %q by name %v missing %q, want %q", target, got, c.ConfigByName, c.ConfigMissing, want)
		}
	}
}

// TestConfigUnderDirOption: a launcher line that names its config folder
// with -d (issue 39's `-d configs`) or --config-dir and the config by a
// name in it reads that folder's file, where the name alone is ambiguous.
func TestConfigUnderDirOption(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py":              "import argparse\np = argparse.ArgumentParser()\np.add_argument('-d')\np.add_argument('--config')\n",
		"finetune.py":           "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config-dir')\np.add_argument('--config')\n",
		"configs/sft.yaml":      "lr: 1\n",
		"experiments/lora.json": "{\"lr\": 1}\n",
		// The same names elsewhere: only the folder option tells them apart.
		"examples/sft.yaml":  "lr: 2\n",
		"examples/lora.json": "{\"lr\": 2}\n",
		"README.md":          "## Training\n\n```bash\npython train.py -d configs --config sft\npython finetune.py --config-dir experiments --config lora.json\n```\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	for target, want := range map[string]string{"train.py": "configs/sft.yaml", "finetune.py": "experiments/lora.json"} {
		var c *Candidate
		for _, l := range f.Launches {
			if l.Target == target && l.Source.Kind == FromReadme {
				c = l
			}
		}
		if c == nil || c.Config != want || c.ConfigMissing != "" {
			t.Errorf("%s: %+v, want config %s", target, c, want)
		}
	}
}
