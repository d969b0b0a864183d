package project

import (
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitShortOutputAlias: a documented line that passes the output
// folder by its short option (-o) writes there, when the entry point
// declares -o as another name of an output option, in either order and
// with click as with argparse (issue 39, held-out 11's makemore:
// `parser.add_argument('--work-dir', '-o')`, README `-o names`).
// Fixtures of our own text shaped like karpathy/makemore (charlm),
// a `-o/--out_dir` argparse fine-tuner shaped like karpathy/nanoGPT
// forks (outdir) and a click trainer shaped like lucidrains'
// denoising-diffusion CLIs (clickout). Precision: an -o that is the
// optimizer (optim) or an input folder (inflag) is not the output.
func TestInitShortOutputAlias(t *testing.T) {
	for _, tc := range []struct{ dir, output, from string }{
		{"shortout/charlm", "./words", "the command's -o"},
		{"shortout/outdir", "./runs", "the command's -o"},
		{"shortout/clickout", "./ckpts", "the command's -o"},
		{"shortout/optim", "./checkpoints", "--save_dir default"},
		{"shortout/inflag", "./weights", "--checkpoint-dir default"},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			d, yaml := detectAndRender(t, copyTree(t, "testdata/"+tc.dir), InitOptions{})
			if d.Volumes.Output != tc.output {
				t.Fatalf("volumes.output %q, want %q (command %q, notes %q)", d.Volumes.Output, tc.output, d.Command, d.Notes)
			}
			if !strings.Contains(string(yaml)+strings.Join(d.Notes, "\n"), tc.from) {
				t.Errorf("nothing says %q: %s\nnotes %q", tc.from, yaml, d.Notes)
			}
		})
	}
}

// TestInitExperimentsRoot: an options parser the trainer calls builds the
// run's output root from the root folder the launch passes it
// (`opt['path']['experiments_root'] = osp.join(root_path, 'experiments',
// opt['name'])`): the trainer writes under experiments/ (issue 39,
// held-out 11's Real-ESRGAN and GFPGAN, whose parser is BasicSR's).
// Fixtures of our own text shaped like xinntao/Real-ESRGAN with the
// parser library vendored in the tree (vendored, the older subscript
// form) and TencentARC/GFPGAN / XPixelGroup/BasicSR with the parser in
// the repository's own package (ownpkg, the newer `is None` form).
// Precision: the same trainer whose parser is only an installed
// dependency (installed: nothing to read), and a parser that joins only
// a log folder and a results root to the root (logonly).
func TestInitExperimentsRoot(t *testing.T) {
	for _, tc := range []struct {
		dir, output string
		want        bool
	}{
		{"exproot/vendored", "./experiments", true},
		{"exproot/ownpkg", "./experiments", true},
		{"exproot/installed", "./experiments", false},
		{"exproot/logonly", "./tb_logger", false},
		{"exproot/logonly", "./results", false},
	} {
		t.Run(tc.dir+tc.output, func(t *testing.T) {
			d, err := Detect(copyTree(t, "testdata/"+tc.dir), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				if tc.want {
					t.Fatalf("Detect: %v", err)
				}
				return // refused: no output guessed
			}
			if got := d.Volumes.Output == tc.output; got != tc.want {
				t.Fatalf("volumes.output %q, want it %v to be %q (command %q, notes %q)", d.Volumes.Output, tc.want, tc.output, d.Command, d.Notes)
			}
			if tc.want && !strings.Contains(strings.Join(d.Notes, "\n"), "utils/options.py: ") {
				t.Errorf("no note names the options parser: %q", d.Notes)
			}
		})
	}
}
