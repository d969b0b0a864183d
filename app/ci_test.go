package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/ci"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

const ciYAML = trainerYAML + `profiles:
  dgx-spark: {}
  cpu: {}
`

func ciDeps(t *testing.T, yaml string) *Deps {
	t.Helper()
	d, _, _, _ := fixture(t, 100)
	write(t, filepath.Join(d.Dir, "spkit.yaml"), yaml)
	return d
}

func TestCIGitHubWritesChecksAndPrints(t *testing.T) {
	d := ciDeps(t, ciYAML)
	req := CIGitHubRequest{Output: ci.DefaultWorkflowPath, SpkitVersion: "v0.1.0"}
	if err := CIGitHub(d, req); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(d.Dir, ci.DefaultWorkflowPath)
	wf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"profile: dgx-spark", "profile: cpu", "tag_suffix: cuda13.0-cpu", "SPKIT_VERSION: v0.1.0", "runner: ubuntu-24.04-arm"} {
		if !strings.Contains(string(wf), want) {
			t.Errorf("workflow lacks %q", want)
		}
	}
	out := d.Out.(interface {
		fmt.Stringer
		Reset()
	})
	if out.String() != "wrote "+ci.DefaultWorkflowPath+"\n" {
		t.Errorf("out = %q", out)
	}
	out.Reset()
	req.Check = true
	if err := CIGitHub(d, req); err != nil || out.String() != ci.DefaultWorkflowPath+" is up to date\n" {
		t.Errorf("check of a fresh workflow: %v, %q", err, out)
	}
	edited := strings.Replace(string(wf), "fail-fast: false", "fail-fast: true", 1)
	write(t, path, edited)
	out.Reset()
	err = CIGitHub(d, req)
	if errdefs.CodeOf(err) != errdefs.Failure || !strings.Contains(out.String(), "+      fail-fast: false") {
		t.Errorf("check of an edited workflow: %v\n%s", err, out)
	}
	if got, _ := os.ReadFile(path); string(got) != edited {
		t.Error("--check rewrote the workflow")
	}
	// To stdout, for other profiles and platforms.
	out.Reset()
	if err := CIGitHub(d, CIGitHubRequest{Output: "-", Profiles: []string{"h100"}, Platforms: []string{"linux/arm64"}, SpkitVersion: "v1"}); err != nil {
		t.Fatal(err)
	}
	if s := out.String(); !strings.Contains(s, "profile: h100") || strings.Contains(s, "profile: cpu") || !strings.Contains(s, "ubuntu-24.04-arm") {
		t.Errorf("stdout workflow:\n%s", s)
	}
}

func TestCIGitHubRefusals(t *testing.T) {
	d := ciDeps(t, ciYAML)
	for _, tc := range []struct {
		req  CIGitHubRequest
		code errdefs.Code
		want string
	}{
		{CIGitHubRequest{Output: "-", Registry: "GHCR.io/Acme"}, errdefs.Usage, "HOST/NAMESPACE"},
		{CIGitHubRequest{Output: "-", Platforms: []string{"linux/ppc64le"}}, errdefs.Usage, "linux/amd64 or linux/arm64"},
		{CIGitHubRequest{Output: "-", GPURunner: []string{"self-hosted", " "}}, errdefs.Usage, "empty label"},
		{CIGitHubRequest{Output: "-", Check: true}, errdefs.Usage, "cannot compare against stdout"},
		{CIGitHubRequest{Output: "-", Profiles: []string{"h10"}}, errdefs.Config, "h100"},
		{CIGitHubRequest{Output: "missing.yml", Check: true}, errdefs.Failure, "cannot read missing.yml"},
	} {
		if err := CIGitHub(d, tc.req); errdefs.CodeOf(err) != tc.code || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: %v, want exit %d and %q", tc.req, err, tc.code, tc.want)
		}
	}
	if err := CIGitHub(ciDeps(t, trainerYAML), CIGitHubRequest{Output: "-"}); errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "no profiles to build") {
		t.Errorf("no profiles: %v", err)
	}
	d.Dir = t.TempDir()
	if err := CIGitHub(d, CIGitHubRequest{Output: "-"}); errdefs.CodeOf(err) != errdefs.Config {
		t.Errorf("no spkit.yaml: %v", err)
	}
	d = ciDeps(t, ciYAML)
	write(t, filepath.Join(d.Dir, ".github"), "a file where the folder goes")
	if err := CIGitHub(d, CIGitHubRequest{Output: ci.DefaultWorkflowPath}); errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("unwritable: %v", err)
	}
}

func TestCIVersions(t *testing.T) {
	for in, want := range map[string]string{"go1.26.2": "1.26", "go1.27": "1.27", "devel": "devel"} {
		if got := goMinor(in); got != want {
			t.Errorf("goMinor(%s) = %q, want %q", in, got, want)
		}
	}
	if v := (&CIGitHubRequest{SpkitVersion: "v2"}).spkitVersion(); v != "v2" {
		t.Errorf("spkitVersion = %q", v)
	}
	// A development build installs its commit, or main.
	if v := (&CIGitHubRequest{}).spkitVersion(); v == "" {
		t.Error("no version for a development build")
	}
}
