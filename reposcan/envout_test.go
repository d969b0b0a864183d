package reposcan

import (
	"reflect"
	"slices"
	"testing"
)

// TestEnvOutput: an output folder the entry point takes from an
// environment variable, read through a variable and a function of a
// module it imports (nanochat's get_base_dir), or read in place; variables
// not named for a folder, and folders no output variable holds, are not.
func TestEnvOutput(t *testing.T) {
	f, err := Scan(writeRepo(t, map[string]string{
		"pkg/__init__.py": "",
		"pkg/common.py": "import os\n\ndef get_base_dir():\n    # NANOCHAT-like: the variable, else a folder in the home\n" +
			"    if os.environ.get(\"PROJ_BASE_DIR\"):\n        d = os.environ.get(\"PROJ_BASE_DIR\")\n    else:\n        d = os.path.join(os.path.expanduser(\"~\"), \".cache\", \"proj\")\n    return d\n\ndef rank():\n    return int(os.environ.get(\"RANK\", 0))\n",
		"pkg/dataset.py":   "from pkg.common import get_base_dir\nDATA_DIR = os.path.join(get_base_dir(), \"data\")\n",
		"tests/test_x.py":  "from pkg.common import get_base_dir\nget_base_dir()\n",
		"scripts/train.py": "import os\nfrom pkg.common import (\n    rank,\n    get_base_dir as gbd,\n    get_base_dir,\n)\n\nbase_dir = get_base_dir()\ntag = 'd20'\ncheckpoint_dir = os.path.join(base_dir, \"base_checkpoints\", tag)\n",
		"direct.py":        "import os\nout_dir = os.getenv('RUN_OUTPUT_DIR', 'out')  # where to save\n",
		"ranked.py":        "import os\nfrom pkg.common import rank\nsave_dir = os.path.join('out', str(rank()), os.environ['LOCAL_RANK'])\n",
		"noout.py":         "import os\nfrom pkg.common import get_base_dir\ndata = get_base_dir()\n",
		"local.py":         "import os\n\ndef root():\n    return os.environ.get('MY_ROOT', '/tmp/x')\n\noutput_dir = root() + '/run'\n",
		"pkg/sub/train.py": "from ..common import get_base_dir\nckpt_dir = get_base_dir()\n",
	}))
	if err != nil {
		t.Fatal(err)
	}
	s := f.scan
	cases := []struct {
		file string
		want *EnvOutput
	}{
		{"scripts/train.py", &EnvOutput{Var: "PROJ_BASE_DIR", Dir: "checkpoint_dir", Via: "get_base_dir() in pkg/common.py", Shared: []string{"pkg/dataset.py", "pkg/sub/train.py", "noout.py"}}},
		{"direct.py", &EnvOutput{Var: "RUN_OUTPUT_DIR", Dir: "out_dir", Via: "direct.py", Default: "out"}},
		{"local.py", &EnvOutput{Var: "MY_ROOT", Dir: "output_dir", Via: "root() in local.py", Default: "/tmp/x"}},
		{"pkg/sub/train.py", &EnvOutput{Var: "PROJ_BASE_DIR", Dir: "ckpt_dir", Via: "get_base_dir() in pkg/common.py", Shared: []string{"pkg/dataset.py", "scripts/train.py", "noout.py"}}},
		{"ranked.py", nil},
		{"noout.py", nil},
	}
	for _, c := range cases {
		got := s.entry(c.file).OutputEnv
		if c.want != nil && got != nil {
			// the walk's order is the repository's; compare as sets
			if len(got.Shared) == len(c.want.Shared) {
				slices.Sort(got.Shared)
				slices.Sort(c.want.Shared)
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: OutputEnv = %+v, want %+v", c.file, got, c.want)
		}
	}
}
