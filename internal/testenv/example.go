package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// OfflineExample copies the example trainer into a temporary repository
// named name, switched to the offline flavour: the base image ships PyTorch
// (Debian's 1.13, TorchBase) and Debian's packages provide its
// requirements, since no package index can be reached here.
func OfflineExample(t testing.TB, name, base string) string {
	t.Helper()
	dir := t.TempDir()
	if out, err := exec.Command("cp", "-r", ExampleTrainer(t)+"/.", dir).CombinedOutput(); err != nil {
		t.Fatalf("testenv: copying the example trainer: %v\n%s", err, out)
	}
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
