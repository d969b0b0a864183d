package project

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestInitLayouts runs init on small fixtures shaped like real trainers
// (ai-toolkit, kohya sd-scripts, LLaMA-Factory, axolotl) and compares the
// spkit.yaml and the notes with goldens; what init writes must parse.
func TestInitLayouts(t *testing.T) {
	for _, name := range []string{"ai-toolkit", "sd-scripts", "LLaMA-Factory", "axolotl"} {
		t.Run(name, func(t *testing.T) {
			d, got := detectAndRender(t, copyTree(t, filepath.Join("testdata", "layouts", name)), InitOptions{})
			if _, err := Parse(got, FileName); err != nil {
				t.Fatalf("init wrote an invalid spkit.yaml: %v\n%s", err, got)
			}
			got = append(got, []byte("\n# notes:\n# "+strings.Join(d.Notes, "\n# ")+"\n")...)
			golden := filepath.Join("testdata", "init", name+".golden.yaml")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./project -update)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("differs from %s (run go test ./project -update):\n%s", golden, got)
			}
		})
	}
}

// TestInitEntryWithoutReadme: without a documented command, init falls
// back to run.py (a positional config) and to the console script.
func TestInitEntryWithoutReadme(t *testing.T) {
	for name, want := range map[string]string{
		"ai-toolkit":    "python run.py {config}",
		"LLaMA-Factory": "llamafactory-cli {config}",
		"sd-scripts":    "python train_network.py",
	} {
		dir := copyTree(t, filepath.Join("testdata", "layouts", name))
		if err := os.Remove(filepath.Join(dir, "README.md")); err != nil {
			t.Fatal(err)
		}
		d, _ := detectAndRender(t, dir, InitOptions{})
		if got := strings.Join(d.Command, " "); got != want {
			t.Errorf("%s: command %q, want %q (notes %q)", name, got, want, d.Notes)
		}
	}
}

// TestInitDocumentedCommands: launch lines in a Makefile or README become
// train.command when what they run exists; others are passed over.
func TestInitDocumentedCommands(t *testing.T) {
	cases := []struct {
		doc, body, want string
	}{
		{"Makefile", "train:\n\ttorchrun --nproc_per_node 8 train_sft.py --config configs/a.yaml\n", "torchrun --nproc_per_node 8 train_sft.py --config {config}"},
		{"README.md", "```\n$ python -m mypkg.train configs/a.yaml\n```\n", "python -m mypkg.train {config}"},
		{"README.md", "    accelerate launch missing.py configs/a.yaml\n", "python train_sft.py --config {config}"},
		// A config the repository lacks: train.config takes its place (the
		// note is checked below), not an extra --config after it.
		{"README.md", "    python train_sft.py --config configs/missing.yaml\n", "python train_sft.py --config {config}"},
	}
	for _, c := range cases {
		dir := t.TempDir()
		writeTree(t, dir, map[string]string{
			c.doc: c.body, "train_sft.py": "p.add_argument('--config')\n",
			"configs/a.yaml": "lr: 1\n", "src/mypkg/train.py": "",
		})
		d, _ := detectAndRender(t, dir, InitOptions{})
		if got := strings.Join(d.Command, " "); got != c.want || d.MainConfig != "configs/a.yaml" {
			t.Errorf("%s %q: command %q config %q, want %q", c.doc, c.body, got, d.MainConfig, c.want)
		}
		noted := slices.ContainsFunc(d.Notes, func(n string) bool {
			return strings.Contains(n, "names configs/missing.yaml, which is not in the repository")
		})
		if noted != strings.Contains(c.body, "missing.yaml") {
			t.Errorf("%s %q: notes %q; a note about the missing config: %v", c.doc, c.body, d.Notes, !noted)
		}
	}
}

// TestInitOutputFollowsTheTrainerConfig: volumes.output is the folder the
// trainer config's output_dir writes into (it is mounted at
// <workdir>/<folder>); paths no mount can cover keep ./output and get a
// note.
func TestInitOutputFollowsTheTrainerConfig(t *testing.T) {
	cases := []struct {
		outputDir, want, note string
	}{
		{"saves/llama3-8b/lora/sft", "./saves", "volumes.output: ./saves, where configs/a.yaml's output_dir (saves/llama3-8b/lora/sft) writes"},
		{"./outputs/lora-out", "./outputs", "volumes.output: ./outputs"},
		{"output/lora", "./output", ""},
		{"/workspace/out", "./output", "sets output_dir: /workspace/out, which volumes.output (./output, mounted at the image's workdir) cannot cover"},
		{"../elsewhere", "./output", "cannot cover"},
		{"mypkg/out", "./output", "cannot cover"}, // the code's folder: a mount would hide it
		{"data/out", "./output", "cannot cover"},  // the read-only data mount
	}
	for _, c := range cases {
		dir := t.TempDir()
		writeTree(t, dir, map[string]string{
			"train.py": "p.add_argument('--config')\n", "mypkg/__init__.py": "",
			"configs/a.yaml": "lr: 1\noutput_dir: " + c.outputDir + "\n",
		})
		d, out := detectAndRender(t, dir, InitOptions{})
		if d.Volumes.Output != c.want {
			t.Errorf("output_dir %s: volumes.output %q, want %q", c.outputDir, d.Volumes.Output, c.want)
		}
		noted := slices.ContainsFunc(d.Notes, func(n string) bool { return c.note != "" && strings.Contains(n, c.note) })
		if noted != (c.note != "") || (c.note == "" && slices.ContainsFunc(d.Notes, func(n string) bool { return strings.Contains(n, "output_dir") })) {
			t.Errorf("output_dir %s: notes %q, want one with %q", c.outputDir, d.Notes, c.note)
		}
		if want := "read-write at /app/" + strings.TrimPrefix(c.want, "./"); !strings.Contains(string(out), want) {
			t.Errorf("output_dir %s: spkit.yaml lacks %q", c.outputDir, want)
		}
	}
}

// writeTree writes files (slash paths relative to dir) and their folders.
func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for p, body := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, p)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
