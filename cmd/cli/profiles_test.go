package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/testenv/golden"
)

func runProfilesCLI(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	f := NewFactory()
	f.IO = &IOStreams{In: io.NopCloser(&bytes.Buffer{}), Out: &out, ErrOut: &errOut}
	code := Run(context.Background(), f, append([]string{"-C", dir}, args...))
	return code, out.String(), errOut.String()
}

func TestProfilesShowGolden(t *testing.T) {
	code, out, errOut := runProfilesCLI(t, t.TempDir(), "profiles", "show", "dgx-spark")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	golden.Assert(t, filepath.Join("testdata", "profiles-show-dgx-spark.golden"), []byte(out))
}

func TestProfilesShowJSON(t *testing.T) {
	code, out, errOut := runProfilesCLI(t, t.TempDir(), "profiles", "show", "gh200", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var p struct {
		Name, Platform, Origin string
		Memory                 struct{ Model, Coherence string }
		Sources                map[string]string
	}
	if err := json.Unmarshal([]byte(out), &p); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if p.Name != "gh200" || p.Platform != "linux/arm64" || p.Origin != "built-in" || p.Memory.Coherence != "c2c" || p.Sources["memory.model"] == "" {
		t.Errorf("gh200 JSON = %+v", p)
	}
}

func TestProfilesListWithUserProfiles(t *testing.T) {
	dir := t.TempDir()
	writeProfilesTestFile(t, filepath.Join(dir, ".spkit", "profiles", "lab.yaml"), "name: lab\nextends: h100\ngpu:\n  count: 8\n")
	code, out, errOut := runProfilesCLI(t, dir, "profiles", "list")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if !strings.HasPrefix(lines[0], "NAME") || len(lines) < 14 {
		t.Fatalf("list:\n%s", out)
	}
	var lab string
	for _, l := range lines {
		if strings.HasPrefix(l, "lab ") {
			lab = l
		}
	}
	for _, want := range []string{"8x NVIDIA H100 80GB HBM3", "9.0", "discrete 80GiB", "lab.yaml (extends h100)"} {
		if !strings.Contains(lab, want) {
			t.Errorf("lab row %q lacks %q", lab, want)
		}
	}
}

func TestProfilesListHonoursProfilesDir(t *testing.T) {
	dir := t.TempDir()
	writeProfilesTestFile(t, filepath.Join(dir, "spkit.yaml"), "name: t\nprofiles_dir: hw\ncopy: ['*.py']\ntrain:\n  command: [python, train.py]\n")
	writeProfilesTestFile(t, filepath.Join(dir, "hw", "big.yaml"), "name: big-spark\nextends: dgx-spark\n")
	code, out, errOut := runProfilesCLI(t, dir, "profiles", "show", "big-spark")
	if code != 0 || !strings.Contains(out, "name: big-spark") || !strings.Contains(out, "(extends dgx-spark)") {
		t.Errorf("exit %d, out %q, err %q", code, out, errOut)
	}
}

func TestProfilesErrors(t *testing.T) {
	dir := t.TempDir()
	bad := t.TempDir()
	writeProfilesTestFile(t, filepath.Join(bad, ".spkit", "profiles", "x.yaml"), "name: x\nextends: h100\nenv:\n  CUDA_VISIBLE_DEVICES: all\n")
	typo := t.TempDir()
	writeProfilesTestFile(t, filepath.Join(typo, ".spkit", "profiles", "y.yaml"), "name: y\nextends: h100\nplatfrom: linux/arm64\n")
	cases := []struct {
		dir  string
		args []string
		code int
		want string
	}{
		{dir, []string{"profiles", "show", "h10"}, 3, `did you mean "h100"`},
		{dir, []string{"profiles", "show"}, 2, "takes a profile name"},
		{dir, []string{"profiles", "list", "extra"}, 2, "takes no arguments"},
		{bad, []string{"profiles", "list"}, 3, "CUDA_VISIBLE_DEVICES=all hides every GPU"},
		{typo, []string{"profiles", "list"}, 3, `y.yaml:3: unknown key "platfrom" (did you mean "platform"?)`},
	}
	for _, tc := range cases {
		code, out, errOut := runProfilesCLI(t, tc.dir, tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) || out != "" {
			t.Errorf("%v: exit %d, stderr %q, stdout %q; want exit %d and %q", tc.args, code, errOut, out, tc.code, tc.want)
		}
		if strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%v: error is not one line: %q", tc.args, errOut)
		}
	}
}

func writeProfilesTestFile(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}
