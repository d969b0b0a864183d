package profiles

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

// A repository's .spkit/profiles/p.yaml and .spkit/matrix.yaml that are
// links to files outside the repository were read and decoded (the review
// of issue 41): both are refused as links out, and nothing outside is read.
func TestRepositoryProfileAndMatrixLinkedOutAreRefused(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.yaml")
	if err := os.WriteFile(secret, []byte("name: leak\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	repo := t.TempDir()
	profDir := filepath.Join(repo, ".spkit", "profiles")
	if err := os.MkdirAll(profDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, link := range []string{filepath.Join(profDir, "p.yaml"), RepoMatrixPath(repo)} {
		if err := os.Symlink(secret, link); err != nil {
			t.Fatal(err)
		}
	}
	var out *fsutil.OutsideError
	if _, err := LoadFor(profDir, nil); !errors.As(err, &out) {
		t.Errorf("a profile linked out of the repository: err = %v, want a link-out refusal", err)
	}
	env := func(k string) string {
		if k == "XDG_CONFIG_HOME" {
			return t.TempDir()
		}
		return ""
	}
	_, _, warning, err := PreferredMatrix(repo, env)
	if err != nil || warning == "" || !strings.Contains(warning, "outside") {
		t.Errorf("a matrix linked out of the repository: warning %q, err %v; want a warning that it leads outside", warning, err)
	}
}
