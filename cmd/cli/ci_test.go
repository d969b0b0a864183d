package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const ciProjectYAML = `name: lora-trainer
cuda: "13.0"
copy: ["*.py"]
train:
  command: ["python", "train.py"]
profiles:
  dgx-spark: {}
  cpu: {}
`

func TestCIGitHubWriteAndCheck(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "spkit.yaml"), []byte(ciProjectYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, dir, "ci", "github", "--spkit-version", "v0.1.0")
	if code != 0 {
		t.Fatalf("ci github: exit %d: %s", code, errOut)
	}
	wfPath := filepath.Join(dir, ".github", "workflows", "spkit-images.yml")
	wf, err := os.ReadFile(wfPath)
	if err != nil {
		t.Fatalf("workflow not written: %v (stdout %q)", err, out)
	}
	for _, want := range []string{"profile: dgx-spark", "runner: ubuntu-24.04-arm", "tag_suffix: cuda13.0-cpu", "SPKIT_VERSION: v0.1.0"} {
		if !strings.Contains(string(wf), want) {
			t.Errorf("workflow lacks %q", want)
		}
	}

	if code, _, errOut := runCLI(t, dir, "ci", "github", "--check", "--spkit-version", "v0.1.0"); code != 0 {
		t.Errorf("--check on a fresh workflow: exit %d: %s", code, errOut)
	}

	edited := strings.Replace(string(wf), "fail-fast: false", "fail-fast: true", 1)
	if err := os.WriteFile(wfPath, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = runCLI(t, dir, "ci", "github", "--check", "--spkit-version", "v0.1.0")
	if code != 1 {
		t.Errorf("--check on an edited workflow: exit %d, want 1", code)
	}
	if !strings.Contains(out, "-      fail-fast: true") || !strings.Contains(out, "+      fail-fast: false") {
		t.Errorf("--check did not show the diff:\n%s", out)
	}
	if !strings.Contains(errOut, "differs from what spkit generates") {
		t.Errorf("stderr = %q", errOut)
	}
	if got, _ := os.ReadFile(wfPath); string(got) != edited {
		t.Error("--check modified the workflow")
	}
}

func TestCIGitHubProfilesFlag(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "spkit.yaml"), []byte(ciProjectYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, dir, "ci", "github", "-o", "-", "--profiles", "h100", "--spkit-version", "v0.1.0")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "profile: h100") || strings.Contains(out, "profile: dgx-spark") {
		t.Errorf("--profiles h100 not honoured:\n%s", out)
	}
	if _, err := os.Stat(filepath.Join(dir, ".github")); !os.IsNotExist(err) {
		t.Error("-o - wrote a file")
	}
}
