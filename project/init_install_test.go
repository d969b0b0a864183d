package project

import (
	"strings"
	"testing"
)

// TestInitInstallConfidence: what the image installs carries a
// confidence from its evidence; under installThreshold spkit.yaml is still
// written, with a CHECK line naming the alternatives. Shapes: a
// requirements/ folder and no word on which file (gpt-neox's
// requirements/requirements*.txt, LLaMA-Factory's requirements/*.txt), an
// installable pyproject no document installs (parler-tts' shape), and a
// README that installs its requirements file (alpaca-lora, qlora).
func TestInitInstallConfidence(t *testing.T) {
	trainer := "import argparse\np=argparse.ArgumentParser()\np.add_argument('--lr', default=1)\np.parse_args()\n"
	readme := "## Training\n```\npython train.py --lr 2\n```\n"
	cases := []struct {
		name  string
		files map[string]string
		low   bool
		names []string // what the CHECK line names
	}{
		{"a requirements folder, no word on which file", map[string]string{
			"train.py": trainer, "README.md": readme,
			"requirements/requirements.txt": "numpy\n", "requirements/requirements-wandb.txt": "wandb\n", "requirements/requirements-flashattention.txt": "flash-attn\n",
		}, true, []string{"requirements/requirements-flashattention.txt", "requirements/requirements-wandb.txt"}},
		{"an installable project no document installs", map[string]string{
			"train.py": trainer, "README.md": readme,
			"setup.py":        "from setuptools import setup, find_packages\nsetup(name='tts', version='0.1', packages=find_packages(), install_requires=['numpy'], extras_require={'train': ['wandb'], 'dev': ['pytest']})\n",
			"tts/__init__.py": "",
		}, true, []string{`without "."`, `".[train]"`}},
		{"the README installs its requirements file", map[string]string{
			"train.py": trainer, "README.md": "## Setup\n```\npip install -r requirements.txt\n```\n" + readme,
			"requirements.txt": "numpy\n", "requirements-dev.txt": "pytest\n",
		}, false, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, out := detectAndRender(t, writeRepo(t, c.files), InitOptions{})
			dec, ok := d.Decision("install")
			if !ok {
				t.Fatal("no install decision")
			}
			if low := dec.Confidence < installThreshold; low != c.low {
				t.Errorf("install confidence %d (%s), want under %d: %v", dec.Confidence, dec.Why, installThreshold, c.low)
			}
			check := ""
			for _, l := range strings.Split(string(out), "\n") {
				if strings.HasPrefix(l, "# CHECK: not sure what the image installs") {
					check = l
				}
			}
			if (check != "") != c.low {
				t.Errorf("CHECK line %q, want one: %v\n%s", check, c.low, out)
			}
			for _, n := range c.names {
				if !strings.Contains(check, n) {
					t.Errorf("the CHECK line does not name %s: %q", n, check)
				}
			}
		})
	}
}
