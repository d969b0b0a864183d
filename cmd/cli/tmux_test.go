package cli

import (
	"strings"
	"testing"
	"time"
)

// waitPane captures a tmux session's pane until it shows every string.
func waitPane(t *testing.T, tmux func(...string) string, session string, timeout time.Duration, want ...string) string {
	t.Helper()
	var screen string
	for end := time.Now().Add(timeout); time.Now().Before(end); time.Sleep(300 * time.Millisecond) {
		screen = tmux("capture-pane", "-p", "-t", session)
		ok := true
		for _, w := range want {
			ok = ok && strings.Contains(screen, w)
		}
		if ok {
			return screen
		}
	}
	t.Fatalf("the pane never showed %q:\n%s", want, screen)
	return ""
}
