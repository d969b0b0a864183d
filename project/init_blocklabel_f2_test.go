package project

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/reposcan"
)

// readFixtureTree reads testdata/NAME's files into a map (relative path:
// text), for writeRepo.
func readFixtureTree(t *testing.T, name string) map[string]string {
	t.Helper()
	root := filepath.Join("testdata", name)
	files := map[string]string{}
	err := filepath.WalkDir(root, func(p string, e os.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, err := os.ReadFile(p)
		rel, _ := filepath.Rel(root, p)
		files[filepath.ToSlash(rel)] = string(b)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestInitBlockLabels: the label a document puts right at a line counts
// as its nearest heading. The sentence leading into a README block that
// says the script trains ("This script trains a small ... classifier on
// CIFAR-10:", safari's `python -m standalone_cifar` under "Getting
// Started", nerf-pytorch's "To train a low-res lego NeRF:") puts that
// line ahead of a module named train that only a secondary document runs
// under headings that do not say training; the comment over a line in its
// block (`## train with text prompt` over stable-dreamfusion's `python
// main.py --text ...`, yolov9's `# train yolov9 models`, edm2's `# Train
// XS-sized model ...`) makes it the folded line of its script, not the
// shorter `--test` line a `# test (export ...)` comment labels. Precision:
// a lead-in that says training and evaluating both is no evidence, and a
// comment that says testing counts against its line.
func TestInitBlockLabels(t *testing.T) {
	cases := []struct {
		name, fixture string
		edit          func(files map[string]string)
		want, output  string
	}{
		{"lead-in sentence", "blocklabel/leadin", nil, "python -m standalone_toy", "./checkpoint"},
		{"comment over the line", "blocklabel/comments", nil, "python main.py --text a teapot --workspace trial -O", "./trial"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, out := detectAndRender(t, writeRepo(t, readFixtureTree(t, c.fixture)), InitOptions{})
			if got := strings.Join(d.Command, " "); got != c.want {
				t.Errorf("command %s, want %s\n%s", got, c.want, out)
			}
			if d.Volumes.Output != c.output {
				t.Errorf("volumes.output %q, want %q\n%s", d.Volumes.Output, c.output, out)
			}
		})
	}
	t.Run("a lead-in saying training and evaluating is no label", func(t *testing.T) {
		files := readFixtureTree(t, "blocklabel/leadin")
		files["README.md"] = strings.Replace(files["README.md"], "This script trains a small long-convolution classifier on CIFAR-10:", "After training, evaluate a checkpoint on CIFAR-10 with:", 1)
		c := launchOf(t, files, "standalone_toy")
		if slices.ContainsFunc(c.Evidence, func(e string) bool { return strings.Contains(e, "leading into") }) {
			t.Errorf("a lead-in saying both counted: %v", c.Evidence)
		}
	})
	t.Run("a comment saying test counts against its line", func(t *testing.T) {
		files := readFixtureTree(t, "blocklabel/comments")
		files["README.md"] = "## Usage\n```bash\n# test (export a 360 degree video)\npython main.py --workspace trial -O --test\n```\n"
		c := launchOf(t, files, "main.py")
		if !slices.ContainsFunc(c.Evidence, func(e string) bool { return strings.HasPrefix(e, "-8 a comment above it says") }) {
			t.Errorf("the test comment did not count against the line: %v", c.Evidence)
		}
	})
}

// launchOf scans files and returns the launch candidate for target.
func launchOf(t *testing.T, files map[string]string, target string) *reposcan.Candidate {
	t.Helper()
	f, err := reposcan.Scan(writeRepo(t, files))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Launches {
		if c.Target == target {
			return c
		}
	}
	t.Fatalf("no launch of %s", target)
	return nil
}
