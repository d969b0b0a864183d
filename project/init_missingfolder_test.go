package project

import (
	"errors"
	"maps"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitMissingScriptNamesItsFolder: a README line that runs a script
// the root lacks, when the repository has that name once, in a folder
// under the root, is refused as before (init does not move a line on its
// own), and the refusal gives the line from that folder as the way out;
// passed back with --command, it is taken. Shapes: a recommender README
// ("code in `python` folder", `python main.py --dataset=ml-1m ...`) and a
// Hydra graph-diffusion README (`python3 main.py` in prose, main.py in
// src/). Precision: the name in two folders, or only deeper, keeps the
// generic way out.
func TestInitMissingScriptNamesItsFolder(t *testing.T) {
	argMain := "import argparse\np = argparse.ArgumentParser()\np.add_argument('--dataset')\np.add_argument('--train_dir')\nargs = p.parse_args()\n"
	hydraMain := "import hydra\n@hydra.main(config_path='../configs', config_name='config')\ndef main(cfg):\n    pass\n\nif __name__ == '__main__':\n    main()\n"
	rec := map[string]string{
		"README.md":        "# SASRec\n\ncode in `python` folder.\n\nto train:\n\n```\npython main.py --dataset=ml-1m --train_dir=default\n```\n",
		"python/main.py":   argMain,
		"python/model.py":  "import torch\n",
		"requirements.txt": "torch\n",
	}
	graph := map[string]string{
		"README.md":           "# Graphs\n\n## Run the code\n\n  - All code is currently launched through `python3 main.py`.\n  - To run the continuous model: `python3 main.py model=continuous`\n",
		"src/main.py":         hydraMain,
		"configs/config.yaml": "general:\n  name: graph\n",
		"requirements.txt":    "torch\nhydra-core\n",
	}
	for _, c := range []struct {
		name  string
		files map[string]string
		want  string // the --command way out, "" for the generic one
	}{
		{"recommender shape", rec, "cd python && python main.py --dataset=ml-1m --train_dir=default"},
		{"Hydra shape", graph, "cd src && python3 main.py"},
		{"two folders", with(rec, "baselines/main.py", argMain), ""},
		{"only deeper", moved(graph, "src/main.py", "src/diffusion/main.py"), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := writeRepo(t, c.files)
			_, err := Detect(dir, InitOptions{Profiles: []string{"cpu"}})
			var e *errdefs.Error
			if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(e.Msg, "found no command") {
				t.Fatalf("want a refusal that found no command, got %v", err)
			}
			if c.want == "" {
				if strings.Contains(e.Hint, "cd ") {
					t.Errorf("a folder named where none is sure: %s", e.Hint)
				}
				return
			}
			if want := "--command '" + c.want + "'"; !strings.Contains(e.Hint, want) {
				t.Fatalf("hint %q, want %s", e.Hint, want)
			}
			_, err = Detect(dir, InitOptions{Profiles: []string{"cpu"}, Command: c.want})
			if err != nil && strings.Contains(err.Error(), "found no command") {
				t.Errorf("the way out was not taken: %v", err)
			}
		})
	}
}

func with(files map[string]string, name, text string) map[string]string {
	out := maps.Clone(files)
	out[name] = text
	return out
}

func moved(files map[string]string, from, to string) map[string]string {
	out := maps.Clone(files)
	out[to] = out[from]
	delete(out, from)
	return out
}
