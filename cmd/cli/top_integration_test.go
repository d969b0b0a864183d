//go:build integration

package cli

import (
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/api/types/mount"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestTopInARealTerminal runs `spkit run` in a container (the memory log on
// the output mount), and `spkit top` on the host in a tmux pane: the screen
// shows the bar and the sparklines, q quits and restores the terminal.
func TestTopInARealTerminal(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (apt-get install -y tmux)")
	}
	c := testenv.Engine(t)
	spkit := testenv.BuildSpkit(t)
	out := testenv.WritableDir(t)
	cfg := &container.Config{Image: testenv.DebianBase(t), User: testenv.User(),
		Env: []string{"SPKIT_OUTPUT_DIR=/out", "SPKIT_GPU_COUNT=0"},
		Cmd: []string{"/spkit", "run", "--", "sh", "-c", "sleep 120"}}
	hc := &container.HostConfig{Mounts: []mount.Mount{
		{Type: mount.TypeBind, Source: spkit, Target: "/spkit", ReadOnly: true},
		{Type: mount.TypeBind, Source: out, Target: "/out"},
	}}
	testenv.Start(t, c, cfg, hc)

	sock := "spkit-top-test-" + strconv.Itoa(int(time.Now().UnixNano()%1e9))
	tmux := func(args ...string) string {
		b, _ := exec.Command("tmux", append([]string{"-L", sock}, args...)...).CombinedOutput()
		return string(b)
	}
	t.Cleanup(func() { tmux("kill-server") })
	log := filepath.Join(out, ".spkit", "memory.jsonl")
	tmux("new-session", "-d", "-s", "top", "-x", "100", "-y", "30", spkit+" top dgx-spark --log "+log+" --interval 500ms; echo TOP-ENDED; sleep 60")
	screen := waitPane(t, tmux, "top", 2*time.Minute, "used     ", "headroom:")
	for _, want := range []string{"spkit top  dgx-spark", "running", "trainer", "OS & others", "["} {
		if !strings.Contains(screen, want) {
			t.Errorf("the screen lacks %q:\n%s", want, screen)
		}
	}
	tmux("send-keys", "-t", "top", "q")
	waitPane(t, tmux, "top", 30*time.Second, "TOP-ENDED")
}
