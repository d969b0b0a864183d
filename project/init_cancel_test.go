package project

import (
	"context"
	"errors"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// TestDetectCancelled: init's scan stops on the first Ctrl-C or SIGTERM
// (the context), and says so with exit 130, not "cannot read directory"
// (issue 41 item 4: the first signal was ignored).
func TestDetectCancelled(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py":  "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\n",
		"README.md": "## Training\n\n```bash\npython train.py\n```\n",
	})
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Detect(dir, InitOptions{Context: ctx})
	if !errors.Is(err, context.Canceled) || errdefs.CodeOf(err) != errdefs.Cancelled {
		t.Errorf("err = %v (exit %d), want context.Canceled, exit %d", err, errdefs.CodeOf(err), errdefs.Cancelled)
	}
}
