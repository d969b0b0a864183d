package project

import (
	"os"
	"path/filepath"
	"testing"
)

// TestInitOutputFromAnInheritedOptionsClass: the entry point declares no
// options and builds its parser through an options class of another module
// (TrainOptions().parse()), whose own options come on top of a base class
// in a third module that declares the output folder (--checkpoints_dir).
// Fixtures under testdata/optionsclass are our own text shaped like
// contrastive-unpaired-translation and pytorch-CycleGAN-and-pix2pix
// (unpaired: a relative "from .base_options import BaseOptions") and like
// SPADE (semantic: an absolute "from options.base_options import
// BaseOptions"). The precision case's base class declares no output
// option, and a --checkpoints_dir sits in an options class of a module the
// trainer never imports: ./output stays.
func TestInitOutputFromAnInheritedOptionsClass(t *testing.T) {
	cases := []struct{ name, line, want string }{
		{"unpaired", "python train.py --dataroot ./datasets/horses --name horses_run", "./weights"},
		{"semantic", "python train.py --name scenes --niter 5", "./ckpts"},
		{"precision", "python train.py --steps 5", "./output"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := copyTree(t, filepath.Join("testdata", "optionsclass", c.name))
			readme := "## Training\n```bash\n" + c.line + "\n```\n"
			if err := os.WriteFile(filepath.Join(dir, "README.md"), []byte(readme), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.MkdirAll(filepath.Join(dir, "datasets", "horses", "trainA"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "datasets", "horses", "trainA", "1.jpg"), []byte("x"), 0o644); err != nil {
				t.Fatal(err)
			}
			d, out := detectAndRender(t, dir, InitOptions{})
			if d.Volumes.Output != c.want {
				t.Errorf("volumes.output %q, want %q\n%s", d.Volumes.Output, c.want, out)
			}
		})
	}
}
