package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// probeLocal runs `spkit probe cpu --local ARGS` on a repository whose
// trainer is the shell script body (with relative, from the repository's
// parent with a relative -C). Trials run this test binary as spkit
// (TestMain's role).
func probeLocal(t *testing.T, relative bool, body string, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv("SPKIT_CLI_TEST_ROLE", "spkit")
	t.Setenv("SPKIT_STATE_DIR", "")
	parent := t.TempDir()
	dir := filepath.Join(parent, "repo")
	files := map[string]string{
		"spkit.yaml": "name: lora\ncopy: [train.sh, cfg.yaml]\ntrain:\n  command: [sh, train.sh, \"{config}\"]\n  config: cfg.yaml\n",
		"train.sh":   body,
		"cfg.yaml":   "batch_size: 1\nmax_train_steps: 10\n",
	}
	for name, data := range files {
		mkParent(t, dir, name)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cdir := dir
	if relative {
		t.Chdir(parent)
		cdir = "repo"
	}
	return runAttack(t, cdir, append([]string{"probe", "cpu", "--local", "--ceiling", "2GB", "--steps", "1"}, args...), false, 2*time.Minute)
}

// Issue #31 item 6: a trainer that exits at once, training nothing, is no
// fit ("best batch_size=16" before).
func TestProbeTrialWithoutStepsIsNoFit(t *testing.T) {
	code, stdout, stderr := probeLocal(t, false, "exit 0\n", "--param", "batch_size=1..16")
	if code != int(errdefs.Runtime) || !strings.Contains(stderr, "showed no optimizer step") && !strings.Contains(stderr, "no memory sample") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	if strings.Contains(stdout, "best batch_size") {
		t.Errorf("a best value from trials that measured nothing:\n%s", stdout)
	}
}

// A trial that hangs is stopped at its time bound.
func TestProbeTrialTimeBound(t *testing.T) {
	start := time.Now()
	code, _, stderr := probeLocal(t, false, "echo step 1\nsleep 600\n", "--param", "batch_size=1..4", "--trial-timeout", "2s")
	if code != int(errdefs.Runtime) || !strings.Contains(stderr, "ran past its time bound of 2s (--trial-timeout)") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	if took := time.Since(start); took > time.Minute {
		t.Errorf("took %s", took)
	}
}

// Issue #31 item 10: a relative -C works for local trials (each used to
// fail with "the directory ... does not exist").
func TestProbeLocalRelativeDir(t *testing.T) {
	code, stdout, stderr := probeLocal(t, true, "echo step 1/1\nsleep 0.3\n", "--param", "batch_size=1..2")
	if code != 0 || !strings.Contains(stdout, "best batch_size=2") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}
