package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestInitFitsWrapperPositionalCount: a wrapper that maps a positional
// argument into its launcher's process option (GPUS=$2 ...
// --nproc_per_node=$GPUS) takes a process count there, fitted to the
// profiles' GPUs (shapes of OpenMMLab's tools/dist_train.sh and a detection
// folder's flat dist_train.sh). A positional the wrapper uses otherwise
// (a seed) is left as written.
func TestInitFitsWrapperPositionalCount(t *testing.T) {
	trainer := "import argparse\np=argparse.ArgumentParser()\np.add_argument('config')\np.add_argument('--launcher', default='none')\np.add_argument('--seed', default=0)\nif __name__ == '__main__':\n    p.parse_args()\n"
	cases := []struct {
		name, script, line string
		want               []string
		fitted             bool
	}{
		{"mm tools wrapper", "mmstyle_dist_train.sh", "bash tools/dist_train.sh configs/net.py 8",
			[]string{"bash", "tools/dist_train.sh", "{config}", "1"}, true},
		{"flat wrapper", "flat_dist_train.sh", "sh tools/dist_train.sh configs/net.py 4",
			[]string{"sh", "tools/dist_train.sh", "{config}", "1"}, true},
		{"a seed, not a count", "noproc_train.sh", "bash tools/dist_train.sh configs/net.py 8",
			[]string{"bash", "tools/dist_train.sh", "{config}", "8"}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			script, err := os.ReadFile(filepath.Join("testdata", "wrapperpositional", c.script))
			if err != nil {
				t.Fatal(err)
			}
			dir := writeRepo(t, map[string]string{
				"tools/train.py":      trainer,
				"tools/dist_train.sh": string(script),
				"configs/net.py":      "model = dict(type='Net')\nwork_dir = './work_dirs/net'\n",
				"README.md":           "## Training\n```\n" + c.line + "\n```\n",
			})
			d, out := detectAndRender(t, dir, InitOptions{})
			if !slices.Equal(d.Command, c.want) {
				t.Errorf("command %q, want %q", d.Command, c.want)
			}
			if (d.Fitted != "") != c.fitted {
				t.Errorf("fitted %q, want fitted=%v", d.Fitted, c.fitted)
			}
			if c.fitted && !strings.Contains(string(out), "  # Fitted: ") {
				t.Errorf("spkit.yaml does not say the count was fitted:\n%s", out)
			}
		})
	}
}
