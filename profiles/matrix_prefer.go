package profiles

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

// MatrixFile is the name of a refreshed matrix (spkit matrix refresh).
const MatrixFile = "matrix.yaml"

// EnvMatrix names a matrix file to use instead of the refreshed copies;
// "embedded" uses the one built into spkit.
const EnvMatrix = "SPKIT_MATRIX"

// UserMatrixPath is the user's refreshed matrix:
// $XDG_CONFIG_HOME/spkit/matrix.yaml, else ~/.config/spkit/matrix.yaml.
func UserMatrixPath(getenv func(string) string) (string, error) {
	dir := getenv("XDG_CONFIG_HOME")
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("no config directory: set XDG_CONFIG_HOME or HOME: %w", err)
		}
		dir = filepath.Join(home, ".config")
	}
	return filepath.Join(dir, "spkit", MatrixFile), nil
}

// RepoMatrixPath is a trainer repository's own refreshed matrix.
func RepoMatrixPath(repo string) string { return filepath.Join(repo, ".spkit", MatrixFile) }

// MatrixPaths lists the matrix files spkit prefers, first found wins:
// $SPKIT_MATRIX, the repository's, the user's.
func MatrixPaths(repo string, getenv func(string) string) []string {
	if p := getenv(EnvMatrix); p != "" {
		if p == "embedded" {
			return nil
		}
		return []string{p}
	}
	paths := []string{RepoMatrixPath(repo)}
	if p, err := UserMatrixPath(getenv); err == nil {
		paths = append(paths, p)
	}
	return paths
}

// PreferMatrix makes DefaultMatrix return the first of paths that exists.
// A file that cannot be read or is invalid is an error; the embedded
// matrix stays in use then.
func PreferMatrix(paths []string) error {
	for _, p := range paths {
		// Bounded, and refusing a named pipe (which would block every
		// command: this runs before each) or a device.
		data, err := fsutil.ReadFile(context.Background(), p, fsutil.MaxConfigBytes)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err == nil {
			err = UseMatrix(data, p)
		}
		if err != nil {
			_ = UseMatrix(nil, "") // back to the embedded matrix, which always loads
			return fmt.Errorf("%s: %w", p, err)
		}
		return nil
	}
	return UseMatrix(nil, "")
}
