package cli

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/profiles"
)

func TestInitRequest(t *testing.T) {
	var got *initOptions
	run := func(_ context.Context, o *initOptions) error { got = o; return nil }
	if err := execCmd(t, newInitCmd(nil, run), "--name", "lora", "--force", "--yes", "--profile", "cpu,h100", "--profile", "rtx4090",
		"--command", "python train.py --lr 1", "--config", "configs/a.yaml", "--output", "out"); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, initOptions{Yes: true, Req: app.InitRequest{Name: "lora", Force: true, Profiles: []string{"cpu", "h100", "rtx4090"},
		Command: "python train.py --lr 1", Config: "configs/a.yaml", Output: "out"}})
	if err := execCmd(t, newInitCmd(nil, run)); err != nil {
		t.Fatal(err)
	}
	wantEqual(t, *got, initOptions{})
	got = nil
	wantUsage(t, execCmd(t, newInitCmd(nil, run), "configs"), got != nil)
	wantUsage(t, execCmd(t, newInitCmd(nil, run), "--yes=maybe"), got != nil)
}

// spkit init decides with the matrix its command loaded (here the
// repository's own): spkit.yaml names that matrix's driver for CUDA 13.0.
func TestInitUsesTheLoadedMatrix(t *testing.T) {
	t.Setenv(profiles.EnvMatrix, "")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	dir := t.TempDir()
	data := strings.Replace(string(profiles.EmbeddedMatrix()), "image_version: 13.0.3\n    min_driver: 580.65.06", "image_version: 13.0.3\n    min_driver: 580.65.07", 1)
	if err := os.MkdirAll(filepath.Join(dir, ".spkit"), 0o755); err != nil {
		t.Fatal(err)
	}
	for p, body := range map[string]string{profiles.RepoMatrixPath(dir): data, filepath.Join(dir, "train.py"): "print(1)\n", filepath.Join(dir, "requirements.txt"): "numpy\n"} {
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, _, errOut := runCLI(t, dir, "init", "--yes", "--profile", "h100", "--command", "python train.py", "--output", "output")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	y, err := os.ReadFile(filepath.Join(dir, "spkit.yaml"))
	if err != nil || !strings.Contains(string(y), "driver >= 580.65.07") {
		t.Errorf("spkit.yaml does not build on the repository's matrix (%v):\n%s", err, y)
	}
}
