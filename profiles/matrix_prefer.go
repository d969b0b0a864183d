package profiles

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
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

// LoadMatrixFile reads and checks the matrix file p (bounded, refusing a
// named pipe or a device: it runs before each command); its Origin is p.
func LoadMatrixFile(p string) (*Matrix, error) {
	return loadMatrixFile(p, "")
}

// loadMatrixFile is LoadMatrixFile; with a root, the file is read beneath
// it: a repository's .spkit/matrix.yaml that is a link out of the
// repository is refused (*fsutil.OutsideError), never decoded (issue 41).
func loadMatrixFile(p, root string) (*Matrix, error) {
	var data []byte
	var err error
	if root != "" {
		data, err = fsutil.ReadFileIn(context.Background(), root, p, fsutil.MaxConfigBytes)
	} else {
		data, err = fsutil.ReadFile(context.Background(), p, fsutil.MaxConfigBytes)
	}
	if err != nil {
		return nil, err
	}
	m, err := ParseMatrix(data)
	if err != nil {
		return nil, err
	}
	m.Origin = p
	return m, nil
}

// FirstMatrix returns the first of paths that exists, else the built-in
// matrix. A file that cannot be read or is invalid is an error, returned
// with the built-in matrix.
func FirstMatrix(paths []string) (*Matrix, error) { return firstMatrix(paths, "") }

// firstMatrix is FirstMatrix reading the repository's own matrix file
// (RepoMatrixPath(repo)) beneath the repository.
func firstMatrix(paths []string, repo string) (*Matrix, error) {
	for _, p := range paths {
		root := ""
		if repo != "" && p == RepoMatrixPath(repo) {
			root = repo
		}
		m, err := loadMatrixFile(p, root)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return DefaultMatrix(), fmt.Errorf("%s: %w", p, err)
		}
		return m, nil
	}
	return DefaultMatrix(), nil
}

// PreferredMatrix returns the matrix spkit prefers for repo (MatrixPaths),
// for the caller to pass on. The file $SPKIT_MATRIX names must exist and
// load: it was asked for, and the error says so (exit 4 when it is
// missing, 3 when it is invalid). A refreshed copy that cannot be used is
// a warning, with the built-in matrix returned. note announces a
// repository's own matrix: a cloned repository's file replaces the base
// images and the torch index every build uses, so it is never used unsaid
// (issue 41).
func PreferredMatrix(repo string, getenv func(string) string) (m *Matrix, note, warning string, err error) {
	if p := getenv(EnvMatrix); p != "" && p != "embedded" {
		m, err := namedMatrix(p)
		return m, "", "", err
	}
	m, err = firstMatrix(MatrixPaths(repo, getenv), repo)
	if err != nil {
		return m, "", err.Error(), nil
	}
	if path := m.Origin; path == RepoMatrixPath(repo) {
		note = fmt.Sprintf("using the repository's version matrix %s: its CUDA base images and torch index replace the built-in ones (%s=embedded for the built-in matrix)", path, EnvMatrix)
	}
	return m, note, "", nil
}

func namedMatrix(p string) (*Matrix, error) {
	m, err := LoadMatrixFile(p)
	if err == nil {
		return m, nil
	}
	hint := fmt.Sprintf("unset %s, or name a matrix file (%s=embedded for the built-in one)", EnvMatrix, EnvMatrix)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, errdefs.New(errdefs.Environment, fmt.Sprintf("%s names %s, which does not exist", EnvMatrix, p), hint)
	}
	return nil, errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("%s names %s, which cannot be used: %s", EnvMatrix, p, strings.ReplaceAll(err.Error(), "\n", "; ")), hint)
}
