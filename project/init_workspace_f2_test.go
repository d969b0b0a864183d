package project

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInitWorkspaceOption: a trainer that keeps its run in a --workspace
// folder (checkpoints under workspace/checkpoints) writes there: the
// command's value (torch-ngp's `python main_nerf.py data/fox --workspace
// trial_nerf -O`, stable-dreamfusion's `python main.py --text "a
// hamburger" --workspace trial -O`), else the option's default.
// Precision: a --workspace whose help names a tracker (a W&B team) is an
// account, not a folder: the entry's --output_dir default stays the
// output.
func TestInitWorkspaceOption(t *testing.T) {
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join("testdata", "workspaceoption", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	cases := []struct{ name, line, want string }{
		{"the command's folder", "python main_nerf.py data/fox --workspace trial_nerf -O", "./trial_nerf"},
		{"written with =", "python main_nerf.py data/fox --workspace=trial_eq -O", "./trial_eq"},
		{"the option's default", "python main_nerf.py data/fox -O", "./workspace"},
		{"a tracker's workspace", "python tracked_train.py --workspace vision-team", "./runs"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{
				"main_nerf.py":             read("main_nerf.py"),
				"nerf/__init__.py":         "",
				"nerf/utils.py":            read("nerf/utils.py"),
				"data/fox/transforms.json": "{}\n",
				"requirements.txt":         "torch\n",
				"README.md":                "## Training\n```bash\n" + c.line + "\n```\n",
			}
			if strings.Contains(c.line, "tracked_train") {
				files["tracked_train.py"] = read("tracked_train.py")
			}
			d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
			if d.Volumes.Output != c.want {
				t.Errorf("volumes.output %q, want %q\n%s", d.Volumes.Output, c.want, out)
			}
		})
	}
}
