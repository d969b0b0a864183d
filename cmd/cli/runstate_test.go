package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// spkitCmd is the real spkit in a child process, with $TMPDIR at tmp.
func spkitCmd(t *testing.T, tmp string, args ...string) *exec.Cmd {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(self, args...)
	cmd.Env = append(os.Environ(), "SPKIT_CLI_TEST_ROLE=spkit", "TMPDIR="+tmp, "SPKIT_STATE_DIR=", "SPKIT_GPU_COUNT=0")
	return cmd
}

// Issue #31 item 9: two runs on one host each keep their own run state;
// healthcheck reports the one still running, not the other's exit code.
func TestTwoRunsKeepTheirOwnState(t *testing.T) {
	tmp := t.TempDir()
	ready := filepath.Join(tmp, "ready")
	long := spkitCmd(t, tmp, "run", "--memory-log", os.DevNull, "--", "sh", "-c", `: > "$0"; sleep 30`, ready)
	if err := long.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { long.Process.Kill(); long.Wait() })
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if _, err := os.Stat(ready); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the long run never started")
		}
	}
	short := spkitCmd(t, tmp, "run", "--memory-log", os.DevNull, "--", "sh", "-c", "exit 3")
	if err := short.Run(); err == nil {
		t.Fatal("the short run exited 0, want 3")
	}
	out, _ := spkitCmd(t, tmp, "healthcheck").CombinedOutput()
	if strings.Contains(string(out), "exited with code 3") || !strings.Contains(string(out), "trainer pid") {
		t.Errorf("healthcheck read the other run's state:\n%s", out)
	}
	// Each run's state is its own, under its own pid.
	if _, err := os.Stat(filepath.Join(tmp, "spkit", strconv.Itoa(long.Process.Pid), "run.json")); err != nil {
		t.Errorf("the long run's state: %v", err)
	}
}
