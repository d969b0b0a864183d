package project

import (
	"slices"
	"strings"
	"testing"
)

// TestInitRefusesAnotherProjectsExample: a repository whose root is a
// library (its setup.py or pyproject names it) and that keeps a copy of
// another project (its own setup.py naming that project, its own README
// and examples/) has no trainer of its own in that copy: the copy's lines
// are its examples, and init refuses naming them rather than write one.
// Two shapes: a fork of a model library under examples/NLU beside a
// loralib-style root (setup.py), and a vendored toolkit under third_party/
// beside a pyproject root. A repository with no package of its own may
// keep its trainer in a subproject: that line is written.
func TestInitRefusesAnotherProjectsExample(t *testing.T) {
	glue := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--model_name_or_path')\np.add_argument('--task_name')\np.add_argument('--output_dir')\nif __name__ == '__main__':\n    p.parse_args()\n"
	line := "python run_glue.py --model_name_or_path bert-base-cased --task_name mrpc --output_dir out"
	cases := []struct {
		name  string
		files map[string]string
		write bool
	}{
		{"a model library's fork under examples", map[string]string{
			"setup.py":               "from setuptools import setup\nsetup(name='loralib', packages=['loralib'])\n",
			"loralib/__init__.py":    "",
			"README.md":              "# LoRA\n\n```\npip install loralib\n```\n",
			"examples/NLU/setup.py":  "from setuptools import setup\nsetup(\n    name=\"transformers\",\n    version='4.4.0',\n)\n",
			"examples/NLU/README.md": "# Transformers\n",
			"examples/NLU/examples/text-classification/run_glue.py": glue,
			"examples/NLU/examples/text-classification/README.md":   "## Training\n\n```\n" + line + "\n```\n",
		}, false},
		{"a toolkit vendored under third_party", map[string]string{
			"pyproject.toml":                              "[project]\nname = \"adapters-core\"\nversion = \"0.1\"\n",
			"adapters_core/__init__.py":                   "",
			"README.md":                                   "# Adapters\n\nA library.\n",
			"third_party/toolkit/pyproject.toml":          "[project]\nname = \"seg-toolkit\"\nversion = \"2.0\"\n",
			"third_party/toolkit/tools/run_glue.py":       glue,
			"third_party/toolkit/docs/getting_started.md": "## Train a model\n\n```\n" + strings.Replace(line, "run_glue.py", "tools/run_glue.py", 1) + "\n```\n",
		}, false},
		{"no package at the root: the subproject is the trainer", map[string]string{
			"README.md":              "# Recipes\n\n## Training\n\n```\ncd trainer && " + line + "\n```\n",
			"trainer/pyproject.toml": "[project]\nname = \"recipes-trainer\"\nversion = \"0.1\"\n",
			"trainer/run_glue.py":    glue,
		}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.files["requirements.txt"] = "torch\n"
			d, err := Detect(writeRepo(t, c.files), InitOptions{})
			if !c.write {
				if err == nil || !strings.Contains(err.Error(), "inside a copy of another project") {
					t.Fatalf("err %v (command %q), want a refusal naming the copy's lines", err, commandOf(d))
				}
				return
			}
			if err != nil || !slices.Contains(d.Command, "run_glue.py") {
				t.Fatalf("err %v, command %q: want the subproject's line written", err, commandOf(d))
			}
		})
	}
}

func commandOf(d *Detection) []string {
	if d == nil {
		return nil
	}
	return d.Command
}
