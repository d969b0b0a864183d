package app

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestInitCancelled: init's first Ctrl-C or SIGTERM (the command's
// context) ends the repository's scan with exit 130 and writes nothing
// (issue 41 item 4: the first signal was ignored).
func TestInitCancelled(t *testing.T) {
	d := initRepo(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Init(ctx, d, InitRequest{Profiles: []string{"cpu"}, Command: "python train.py"})
	if errdefs.CodeOf(err) != errdefs.Cancelled {
		t.Errorf("err = %v (exit %d), want exit %d", err, errdefs.CodeOf(err), errdefs.Cancelled)
	}
	if _, err := os.Stat(filepath.Join(d.Dir, "spkit.yaml")); err == nil {
		t.Error("spkit.yaml was written")
	}
}
