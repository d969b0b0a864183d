package project

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Issue 41, low: a config that is a FIFO was reported "not in the
// repository"; one linked out of the repository (a registry's
// credentials) is named as such and never chosen.
func TestInitSaysWhyAConfigIsNotAFile(t *testing.T) {
	const train = "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\nif __name__ == '__main__':\n    p.parse_args()\n"
	readme := "## Training\n```\npython train.py --config configs/train.yaml\n```\n"
	secret := filepath.Join(t.TempDir(), "config.json")
	if err := os.WriteFile(secret, []byte(`{"auths": {}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, want string
		make       func(path string) error
	}{
		{"fifo", "configs/train.yaml is a named pipe, not a regular file", func(p string) error { return syscall.Mkfifo(p, 0o644) }},
		{"link out", "configs/train.yaml is a symbolic link to " + secret + ", outside the repository", func(p string) error { return os.Symlink(secret, p) }},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := writeRepo(t, map[string]string{"train.py": train, "README.md": readme, "requirements.txt": "torch\n", "configs/base.yaml": "lr: 1\n"})
			if err := c.make(filepath.Join(dir, "configs", "train.yaml")); err != nil {
				t.Fatal(err)
			}
			_, err := Detect(dir, InitOptions{Profiles: []string{"cpu"}, Config: "configs/train.yaml"})
			if err == nil || !strings.Contains(err.Error(), "--config "+c.want) {
				t.Errorf("--config: %v, want %q", err, c.want)
			}
			d, err := Detect(dir, InitOptions{Profiles: []string{"cpu"}})
			if err != nil || d.MainConfig == "configs/train.yaml" || !strings.Contains(d.ConfigWhy, "the documented "+c.want) {
				t.Fatalf("without --config: %v; want another config chosen, saying %q", err, c.want)
			}
			if got := notFileWhy(dir, "configs/train.yaml", "is not in the repository"); !strings.Contains("configs/train.yaml "+got, c.want) {
				t.Errorf("why = %q, want %q", got, c.want)
			}
		})
	}
}

// Issue 41 item 3: a spkit.yaml or requirements file linked out of the
// repository is not read.
func TestLoadReadsNothingLinkedOut(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.txt")
	if err := os.WriteFile(secret, []byte("name: stolen\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	dir := writeRepo(t, map[string]string{"train.py": ""})
	if err := os.Symlink(secret, filepath.Join(dir, FileName)); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("spkit.yaml linked out: %v", err)
	}
	dir = writeRepo(t, map[string]string{"train.py": "", FileName: "name: x\ncopy: [train.py]\nrequirements: reqs.txt\ntrain:\n  command: [python, train.py]\n"})
	if err := os.Symlink(secret, filepath.Join(dir, "reqs.txt")); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(dir); err == nil || !strings.Contains(err.Error(), "outside") {
		t.Errorf("requirements linked out: %v", err)
	}
}
