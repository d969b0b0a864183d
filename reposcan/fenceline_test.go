package reposcan

import (
	"slices"
	"strings"
	"testing"
)

// TestFenceLine: a backtick fence's info string holds no backtick
// (CommonMark 4.5), so a line that is one code span between triple
// backticks opens nothing.
func TestFenceLine(t *testing.T) {
	for line, want := range map[string]bool{
		"```":         true,
		"```bash":     true,
		"  ```python": true,
		"~~~":         true,
		"~~~ sh":      true,
		"````":        true,
		"```conda create -c conda-forge -n digress rdkit=2023.03.2 python=3.9```": false,
		"```python main_qm9.py --n_epochs 3000 --exp_name geoldm_qm9```":          false,
		"    ``` vox.export_mesh($PATH_TO_EXPORT)```":                             false,
		"~~~ a `span` after a tilde fence":                                        true,
		"not a fence ```":                                                         false,
	} {
		if got := FenceLine(line); got != want {
			t.Errorf("FenceLine(%q) = %v, want %v", line, got, want)
		}
	}
}

// TestOneLineTripleBacktickSpans: READMEs that put a command between
// triple backticks on one line (an install line, then the training line)
// keep the rest of the document as it is: the training line is read under
// its own heading, and a later span is not swallowed as code. Shapes: a
// DiGress-like README (a one-line conda span before "Run the code", whose
// inline `python3 main.py` is the launch) and a GeoLDM-like one (each
// command a one-line span under its heading).
func TestOneLineTripleBacktickSpans(t *testing.T) {
	hydraMain := "import hydra\n@hydra.main(config_path='../configs', config_name='config')\ndef main(cfg):\n    pass\n\nif __name__ == '__main__':\n    main()\n"
	argMain := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--n_epochs', type=int)\np.add_argument('--exp_name')\nargs = p.parse_args()\n"
	for _, c := range []struct {
		name    string
		files   map[string]string
		section string
		line    string
	}{
		{"DiGress shape", map[string]string{
			"README.md":           "# Graph diffusion\n\n## Environment\n\n  - Install rdkit:\n    ```conda create -c conda-forge -n digress rdkit=2023.03.2 python=3.9```\n  - Compile:\n     ```g++ -O2 -std=c++11 -o orca orca.cpp```\n\n## Run the code\n\n  - All code is launched through `python3 train.py`.\n  - To run the debugging code: `python3 train.py +experiment=debug.yaml`.\n",
			"train.py":            hydraMain,
			"configs/config.yaml": "general:\n  name: graph\n",
		}, "Run the code", "python3 train.py"},
		{"GeoLDM shape", map[string]string{
			"README.md":   "# Molecules\n\n## Environment\n\nIt is easiest to run ``conda create -n env rdkit`` first.\n\n## Train the model\n\n### For QM9\n\n```python main_qm9.py --n_epochs 3000 --exp_name qm9```\n\n## Evaluate\n\n```python eval_analyze.py --model_path outputs/qm9```\n",
			"main_qm9.py": argMain, "eval_analyze.py": argMain,
		}, "For QM9", "python main_qm9.py --n_epochs 3000 --exp_name qm9"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := Scan(writeRepo(t, c.files))
			if err != nil {
				t.Fatal(err)
			}
			i := slices.IndexFunc(f.Launches, func(l *Candidate) bool { return strings.Join(l.Words, " ") == c.line })
			if i < 0 {
				var got []string
				for _, l := range f.Launches {
					got = append(got, strings.Join(l.Words, " "))
				}
				t.Fatalf("%q not read; launches: %q", c.line, got)
			}
			if s := f.Launches[i].Source.Section; len(s) == 0 || s[len(s)-1] != c.section {
				t.Errorf("%q read under %q, want %q", c.line, s, c.section)
			}
		})
	}
}
