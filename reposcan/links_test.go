package reposcan

import (
	"os"
	"path/filepath"
	"testing"
)

// Issue 41 item 3: a config that links to a host file outside the
// repository (a registry's credentials) is not the repository's: not
// listed, not read. One that links inside it is.
func TestALinkOutOfTheRepositoryIsNotItsFile(t *testing.T) {
	base := t.TempDir()
	dir := filepath.Join(base, "repo")
	secret := filepath.Join(base, "config.json")
	for p, body := range map[string]string{secret: `{"auths": {}}`, filepath.Join(dir, "configs", "base.yaml"): "lr: 1\n"} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(secret, filepath.Join(dir, "configs", "train.json")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("base.yaml", filepath.Join(dir, "configs", "train.yaml")); err != nil {
		t.Fatal(err)
	}
	r := &repo{dir: dir}
	if _, err := r.read("configs/train.json"); err == nil {
		t.Error("the link out of the repository was read")
	}
	if b, err := r.read("configs/train.yaml"); err != nil || string(b) != "lr: 1\n" {
		t.Errorf("a link inside the repository: %q, %v", b, err)
	}
}
