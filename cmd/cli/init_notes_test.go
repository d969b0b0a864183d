package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInitRefusalReportsTheScanNotes: when init refuses, what the scan
// left out (a nested requirements file that is missing, a document cut
// at the read bound) is printed on stderr before the refusal's line, so a
// user knows a cut happened. Shapes: a README with placeholders and a
// `-r` extras file (dinov2), and accelerate lines with <path> values and a
// long docs page (sd-scripts).
func TestInitRefusalReportsTheScanNotes(t *testing.T) {
	long := "# Training guide\n\n" + strings.Repeat("Some prose about training, line after line of it.\n", 24000)
	cases := []struct {
		name  string
		files map[string]string
		note  string
	}{
		{"missing nested requirements", map[string]string{
			"dinov2/__init__.py":              "",
			"dinov2/run/train/train.py":       "import argparse\np=argparse.ArgumentParser()\np.add_argument('--config-file')\np.add_argument('--output-dir')\np.parse_args()\n",
			"requirements.txt":                "-r requirements-extras.txt\ntorch\n",
			"README.md":                       "## Training\n\n```shell\npython dinov2/run/train/train.py --config-file dinov2/configs/train/vitl16_short.yaml --output-dir <PATH/TO/OUTPUT/DIR> train.dataset_path=ImageNet:root=<PATH/TO/DATASET>\n```\n",
			"dinov2/configs/ssl_default.yaml": "train:\n  dataset_path: null\n",
		}, "requirements-extras.txt, which is not in the repository"},
		{"a document cut at the bound", map[string]string{
			"train_network.py":      "import argparse\np=argparse.ArgumentParser()\np.add_argument('--pretrained_model_name_or_path')\np.add_argument('--dataset_config')\np.parse_args()\n",
			"requirements.txt":      "accelerate\n",
			"README.md":             "## Training\n\n```\naccelerate launch train_network.py --pretrained_model_name_or_path=<path to model> --dataset_config=<path to toml>\n```\n",
			"docs/train_network.md": long,
		}, "read only the first 1024 KiB of docs/train_network.md"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			for p, body := range c.files {
				full := filepath.Join(dir, p)
				if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(full, []byte(body), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			code, _, errOut := runCLI(t, dir, "init", "--yes")
			if code != 3 {
				t.Fatalf("exit %d, want 3 (a refusal)\n%s", code, errOut)
			}
			note := strings.Index(errOut, "spkit init: ")
			refusal := strings.Index(errOut, "spkit: ")
			if !strings.Contains(errOut, c.note) || note < 0 || note > refusal {
				t.Errorf("stderr does not report %q before the refusal:\n%s", c.note, errOut)
			}
			if _, err := os.Stat(filepath.Join(dir, "spkit.yaml")); err == nil {
				t.Error("a refusal wrote spkit.yaml")
			}
		})
	}
}
