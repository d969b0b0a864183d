package ci

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/testenv/golden"
)

var (
	dgxSpark = Image{Profile: "dgx-spark", TagSuffix: "cuda13.0-dgx-spark", Platforms: []string{"linux/arm64"}, GPU: true}
	h100     = Image{Profile: "h100", TagSuffix: "cuda13.0-h100", Platforms: []string{"linux/amd64"}, GPU: true}
	cpuMulti = Image{Profile: "cpu", TagSuffix: "cuda13.0-cpu", Platforms: []string{"linux/amd64", "linux/arm64"}}
)

var workflowCases = []struct {
	name string
	opts GitHubOptions
}{
	{"spark-cpu", GitHubOptions{Project: "lora-trainer", Images: []Image{dgxSpark, cpuMulti}}},
	{"spark-h100-gpu-runner", GitHubOptions{Project: "lora-trainer", Images: []Image{dgxSpark, h100}, GPURunner: []string{"self-hosted", "gpu"}}},
	{"h100-pinned-qemu-registry", GitHubOptions{Project: "lora-trainer", Images: []Image{h100, cpuMulti}, PinSHA: true, QEMU: true, Registry: "registry.example.com/ml"}},
}

func generate(t *testing.T, opts GitHubOptions) []byte {
	t.Helper()
	opts.SpkitVersion = "v0.1.0"
	opts.GoVersion = "1.26"
	out, err := GitHubWorkflow(opts)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestGitHubWorkflowGolden(t *testing.T) {
	for _, c := range workflowCases {
		t.Run(c.name, func(t *testing.T) {
			got := generate(t, c.opts)
			golden.Assert(t, filepath.Join("testdata", c.name+".yml"), got)
		})
	}
}

// TestGitHubWorkflowActionlint runs every generated workflow through
// actionlint (and shellcheck on its scripts, when installed).
func TestGitHubWorkflowActionlint(t *testing.T) {
	bin := actionlintBinary(t)
	dir := t.TempDir()
	for _, c := range workflowCases {
		wfDir := filepath.Join(dir, c.name, ".github", "workflows")
		if err := os.MkdirAll(wfDir, 0o755); err != nil {
			t.Fatal(err)
		}
		// A user with a self-hosted runner declares its labels to actionlint.
		lintCfg := "self-hosted-runner:\n  labels: [" + strings.Join(c.opts.GPURunner, ", ") + "]\n"
		cfgPath := filepath.Join(wfDir, "..", "actionlint.yaml")
		if err := os.WriteFile(cfgPath, []byte(lintCfg), 0o644); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(wfDir, "spkit-images.yml")
		if err := os.WriteFile(path, generate(t, c.opts), 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, "-no-color", "-config-file", cfgPath, path)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("%s: actionlint: %v\n%s", c.name, err, out)
		}
	}
}

func actionlintBinary(t *testing.T) string {
	if p, err := exec.LookPath("actionlint"); err == nil {
		return p
	}
	gopath, _ := exec.Command("go", "env", "GOPATH").Output()
	p := filepath.Join(strings.TrimSpace(string(gopath)), "bin", "actionlint")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	t.Fatal("actionlint not found: install it with `go install github.com/rhysd/actionlint/cmd/actionlint@v1.7.12` (make tools)")
	return ""
}

// workflow decodes the generated YAML for structural assertions.
func workflow(t *testing.T, opts GitHubOptions) map[string]any {
	t.Helper()
	var wf map[string]any
	if err := yaml.Unmarshal(generate(t, opts), &wf); err != nil {
		t.Fatal(err)
	}
	return wf
}

func job(t *testing.T, wf map[string]any, name string) map[string]any {
	t.Helper()
	j, ok := wf["jobs"].(map[string]any)[name].(map[string]any)
	if !ok {
		t.Fatalf("no job %q", name)
	}
	return j
}

func TestBuildMatrixUsesNativeRunners(t *testing.T) {
	wf := workflow(t, GitHubOptions{Project: "p", Images: []Image{dgxSpark, cpuMulti}})
	rows := job(t, wf, "build")["strategy"].(map[string]any)["matrix"].(map[string]any)["include"].([]any)
	got := map[string]string{}
	for _, r := range rows {
		m := r.(map[string]any)
		got[m["profile"].(string)+"/"+m["arch"].(string)] = m["runner"].(string)
	}
	want := map[string]string{"dgx-spark/arm64": "ubuntu-24.04-arm", "cpu/amd64": "ubuntu-24.04", "cpu/arm64": "ubuntu-24.04-arm"}
	if len(got) != len(want) {
		t.Fatalf("matrix = %v", got)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s runs on %q, want %q", k, got[k], v)
		}
	}
	wfq := workflow(t, GitHubOptions{Project: "p", Images: []Image{dgxSpark}, QEMU: true})
	row := job(t, wfq, "build")["strategy"].(map[string]any)["matrix"].(map[string]any)["include"].([]any)[0].(map[string]any)
	if row["runner"] != "ubuntu-24.04" {
		t.Errorf("with QEMU arm64 builds on %v, want ubuntu-24.04", row["runner"])
	}
}

func TestWorkflowSafetyRules(t *testing.T) {
	for _, c := range workflowCases {
		text := string(generate(t, c.opts))
		if strings.Contains(text, ":latest") || strings.Contains(text, "latest=true") || !strings.Contains(text, "latest=false") {
			t.Errorf("%s: workflow must never tag latest", c.name)
		}
		if !strings.Contains(text, "mode=max") || strings.Contains(text, "type=gha") {
			t.Errorf("%s: cache must be the registry's (mode=max), not the Actions cache", c.name)
		}
		if !strings.Contains(text, "sbom: true") || !strings.Contains(text, "provenance: mode=max") {
			t.Errorf("%s: SBOM and provenance attestations must be on", c.name)
		}
		if !strings.Contains(text, "push-by-digest=true") {
			t.Errorf("%s: images must be pushed by digest", c.name)
		}
		for _, line := range strings.Split(text, "\n") {
			if strings.Contains(line, "password:") && !strings.Contains(line, "${{ secrets.") {
				t.Errorf("%s: password not from a secret: %s", c.name, line)
			}
			if strings.Contains(line, "uses:") && c.opts.PinSHA && !strings.Contains(line, " # v") {
				t.Errorf("%s: pinned action without its version comment: %s", c.name, line)
			}
		}
	}
}

func TestGPUSmokeOnlyWithRunner(t *testing.T) {
	jobs := workflow(t, GitHubOptions{Project: "p", Images: []Image{dgxSpark, cpuMulti}})["jobs"].(map[string]any)
	if _, ok := jobs["smoke-gpu"]; ok {
		t.Error("smoke-gpu job without --gpu-runner")
	}
	wf := workflow(t, GitHubOptions{Project: "p", Images: []Image{dgxSpark, cpuMulti}, GPURunner: []string{"self-hosted", "gpu"}})
	gpu := job(t, wf, "smoke-gpu")
	rows := gpu["strategy"].(map[string]any)["matrix"].(map[string]any)["include"].([]any)
	if len(rows) != 1 || rows[0].(map[string]any)["profile"] != "dgx-spark" {
		t.Errorf("GPU smoke matrix = %v, want only the GPU profile", rows)
	}
}

func TestDiff(t *testing.T) {
	if d := Diff("x.yml", []byte("a\nb\n"), []byte("a\nb\n")); d != "" {
		t.Errorf("equal inputs gave a diff: %q", d)
	}
	d := Diff("x.yml", []byte("a\nb\n"), []byte("a\nc\n"))
	if !strings.Contains(d, "-b") || !strings.Contains(d, "+c") || !strings.Contains(d, "x.yml (checked in)") {
		t.Errorf("diff = %q", d)
	}
}

func TestNoImages(t *testing.T) {
	if _, err := GitHubWorkflow(GitHubOptions{Project: "p"}); err == nil {
		t.Error("expected an error for no images")
	}
}
