package project

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitPlaceholderPathsRefused: a documented line whose value is a
// path segment naming what goes there (/path_of_model_folder/8B,
// PATH_TO_PROCESSED_DATA) is refused, naming the value, as /path/to/ is.
// Shapes: a fine-tuning cookbook whose module line takes a gated model's
// folder (a shorter line in another README leaves [TRAINING PARAMETERS]
// open: it does not replace the complete one), and a char-LM README whose
// train.py lines take --data_path PATH_TO_PROCESSED_DATA.
func TestInitPlaceholderPathsRefused(t *testing.T) {
	for dir, value := range map[string]string{
		"testdata/placepaths/cookbooklike": "/path_of_model_folder/8B",
		"testdata/placepaths/kenlmlike":    "PATH_TO_PROCESSED_DATA",
	} {
		t.Run(dir, func(t *testing.T) {
			d, err := Detect(copyTree(t, dir), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err == nil {
				t.Fatalf("wrote %q; want a refusal naming %s", d.Command, value)
			}
			if !strings.Contains(err.Error(), value) {
				t.Errorf("refusal does not name %s: %v", value, err)
			}
		})
	}
	// Precision: real paths that look alike are written as they are.
	dir := writeRepo(t, map[string]string{
		"README.md":              "# T\n\n## Training\n\n```bash\npython train.py --data_dir data/path_finder --config configs/your.yaml\n```\n",
		"train.py":               "import argparse\np = argparse.ArgumentParser()\np.add_argument('--data_dir')\np.add_argument('--config')\np.parse_args()\n",
		"configs/your.yaml":      "lr: 0.001\nepochs: 2\n",
		"data/path_finder/a.txt": "x\n",
		"requirements.txt":       "torch\n",
	})
	d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
	if err != nil {
		t.Fatalf("refused real paths: %v", err)
	}
	if got := strings.Join(d.Command, " "); !strings.Contains(got, "data/path_finder") {
		t.Errorf("command %q, want data/path_finder kept", got)
	}
}

// TestInitInstallsProjectOnlyWhenNeeded: a repository that packages a
// library (setup.py or pyproject.toml, no dependencies declared) beside a
// top-level training script that imports none of it leaves the project
// out of the image (no document installs it). Shapes: a CIFAR speedrun
// (speedrun94.py beside airlib/, "(needs torch and torchvision
// installed)") and a src-layout library beside train.py and its helper.
// Precision: the same script importing the package, directly or through
// the helper, or a package declaring dependencies, keeps the install.
func TestInitInstallsProjectOnlyWhenNeeded(t *testing.T) {
	opts := InitOptions{KnownProfiles: profiles.Builtin().Names()}
	for _, dir := range []string{"testdata/installneed/speedrunlike", "testdata/installneed/srclibrunlike"} {
		t.Run(dir, func(t *testing.T) {
			d, err := Detect(copyTree(t, dir), opts)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Install != "" || strings.Join(d.PipPackages, " ") == "." {
				t.Errorf("installs the project (%q, pip_packages %v); the script imports none of it", d.Install, d.PipPackages)
			}
		})
	}
	for name, change := range map[string]map[string]string{
		// A package under src/ is not importable from the script's folder
		// (a root package is: TestInitRootPackageNeedsNoInstall).
		"script imports the package": {"train.py": "import torch\nfrom quicklib import build\n\nif __name__ == '__main__':\n    build()\n"},
		"helper imports the package": {"helpers.py": "import quicklib\n\ndef build():\n    return quicklib.build()\n"},
		"declares dependencies":      {"pyproject.toml": "[build-system]\nrequires = [\"setuptools>=61\"]\nbuild-backend = \"setuptools.build_meta\"\n\n[project]\nname = \"quicklib\"\nversion = \"0.1.0\"\ndependencies = [\"numpy\"]\n"},
	} {
		t.Run(name, func(t *testing.T) {
			dir := copyTree(t, "testdata/installneed/srclibrunlike")
			for f, body := range change {
				if err := os.WriteFile(filepath.Join(dir, f), []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			d, err := Detect(dir, opts)
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if d.Install == "" {
				t.Errorf("leaves the project out; want it installed (%s)", name)
			}
		})
	}
}
