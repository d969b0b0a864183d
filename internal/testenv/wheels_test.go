package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestStubWheelsInstallWithPip: pip itself installs the stub wheels
// offline, resolving a requirement between them and refusing a pin they
// cannot meet.
func TestStubWheelsInstallWithPip(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	if exec.Command(py, "-m", "pip", "--version").Run() != nil {
		t.Skip("no pip for python3")
	}
	dir := t.TempDir()
	wheels := filepath.Join(dir, "wheels")
	if err := os.MkdirAll(wheels, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range []Stub{{Name: "torch", Version: "2.14.1"}, {Name: "torchvision", Version: "0.29.1", Requires: []string{"torch==2.14.1"}}} {
		name, data, err := s.Wheel()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(wheels, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	target := filepath.Join(dir, "site")
	pip := func(args ...string) (string, error) {
		cmd := exec.Command(py, append([]string{"-m", "pip", "install", "--disable-pip-version-check", "--no-index", "--find-links", wheels, "--target", target}, args...)...)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	if out, err := pip("torchvision==0.29.1"); err != nil {
		t.Fatalf("pip install: %v\n%s", err, out)
	}
	v, err := os.ReadFile(filepath.Join(target, "torch", "__init__.py"))
	if err != nil || !strings.Contains(string(v), `"2.14.1"`) {
		t.Errorf("torch was not installed as torchvision's requirement: %q %v", v, err)
	}
	if out, err := pip("torch==2.7.1"); err == nil || !strings.Contains(out, "No matching distribution") {
		t.Errorf("a pin no stub meets installed: %v\n%s", err, out)
	}
}
