package runspec

import (
	"strings"
	"testing"
)

// TestCwdIsWhereTheCommandStarts: train.cwd (a documented `cd scripts`)
// is joined to the workdir for the run's working directory; the code
// stays under the workdir. A cwd that leaves the repository is refused.
func TestCwdIsWhereTheCommandStarts(t *testing.T) {
	for cwd, want := range map[string]string{"": "/app", "scripts": "/app/scripts", "examples/lora/": "/app/examples/lora"} {
		cfg := config()
		cfg.Train.Cwd = cwd
		s, err := resolve(t, cfg, "cpu")
		if err != nil || s.Cwd != want || s.Workdir != "/app" {
			t.Errorf("cwd %q: %+v (%v), want Cwd %s, Workdir /app", cwd, s, err, want)
		}
	}
	for _, cwd := range []string{"../x", "/etc", "a/../b", "..", "a\nb"} {
		cfg := config()
		cfg.Train.Cwd = cwd
		if _, err := resolve(t, cfg, "cpu"); err == nil || !strings.Contains(err.Error(), "train.cwd") {
			t.Errorf("cwd %q: %v, want a train.cwd refusal", cwd, err)
		}
	}
}
