package testenv

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// OfflineExample copies the example trainer (its tracked files,
// CopyExample) into a temporary repository named name, switched to the
// offline flavour: the base image ships PyTorch (Debian's 1.13, TorchBase)
// and Debian's packages provide its requirements, since no package index
// can be reached here.
func OfflineExample(t testing.TB, name, base string) string {
	t.Helper()
	dir := CopyExample(t)
	yml, err := os.ReadFile(filepath.Join(dir, "spkit.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(yml), "name: lora-trainer", "name: "+name, 1)
	s = regexp.MustCompile(`(?m)^(os|python|requirements):.*\n`).ReplaceAllString(s, "")
	s = regexp.MustCompile(`(?m)^torch: .*$`).ReplaceAllString(s, "torch: base\nbase_image: "+base)
	if err := os.WriteFile(filepath.Join(dir, "spkit.yaml"), []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// CopyExample copies examples/lora-trainer into a new temporary directory
// (readable by User(), for a bind mount) and returns it. Only what the
// repository tracks is copied (CopyTracked): an output/ or .spkit/ that a
// run of the README's try-it path left in the checkout never reaches a test.
func CopyExample(t testing.TB) string {
	t.Helper()
	return CopyTracked(t, ExampleTrainer(t))
}

// CopyTracked copies the files of src that git tracks (or, outside a git
// checkout, every file but those run outputs skipFolder names) into a new
// temporary directory, world-readable, and returns it.
func CopyTracked(t testing.TB, src string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), "src")
	files, err := trackedFiles(src)
	if err == nil {
		err = copyFiles(src, dst, files)
	}
	if err != nil {
		t.Fatalf("testenv: copying %s: %v", src, err)
	}
	return dst
}

// trackedFiles lists the files below src that git tracks, relative to src;
// where git cannot answer (not a checkout, no git, nothing tracked there) it
// walks src and leaves out what skipFolder names.
func trackedFiles(src string) ([]string, error) {
	out, err := exec.Command("git", "-C", src, "ls-files", "-z", "--", ".").Output()
	if err == nil && len(out) > 0 {
		return strings.Split(strings.TrimSuffix(string(out), "\x00"), "\x00"), nil
	}
	var files []string
	err = filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		if d.IsDir() && skipFolder(rel) {
			return filepath.SkipDir
		}
		if d.Type().IsRegular() && !strings.HasSuffix(rel, ".pyc") {
			files = append(files, rel)
		}
		return nil
	})
	return files, err
}

// skipFolder reports whether a folder of a trainer repository (rel to its
// root) holds what runs leave, not the repository: spkit's .spkit/, the
// output folder, Python's caches.
func skipFolder(rel string) bool {
	switch filepath.Base(rel) {
	case ".spkit", ".git", "__pycache__":
		return true
	}
	return rel == "output"
}

// copyFiles copies the files (relative to src) to dst, keeping their
// permission bits; folders are created world-readable. A tracked file the
// working tree no longer has is left out.
func copyFiles(src, dst string, files []string) error {
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	if err := os.Chmod(dst, 0o755); err != nil { // umask
		return err
	}
	for _, rel := range files {
		if rel == "" {
			continue
		}
		fi, err := os.Lstat(filepath.Join(src, rel))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return err
		}
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("%s is not a regular file", rel)
		}
		data, err := os.ReadFile(filepath.Join(src, rel))
		if err != nil {
			return err
		}
		if err := os.MkdirAll(filepath.Join(dst, filepath.Dir(rel)), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dst, rel), data, fi.Mode().Perm()|0o444); err != nil {
			return err
		}
	}
	return nil
}
