package project

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

// NewFilePath returns dir/spkit.yaml for `spkit init` to write. Without
// force an existing spkit.yaml is an error; a read-only one or a missing
// directory is refused before anything is written.
func NewFilePath(dir string, force bool) (string, error) {
	path := filepath.Join(dir, FileName)
	if !force {
		if _, err := os.Lstat(path); err == nil {
			return "", errdefs.Usagef("pass --force to overwrite it", "%s already exists", path)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return "", errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot check %s", path), "check the directory's permissions")
		}
	}
	if err := fsutil.CheckWritableIn(dir, path); err != nil {
		return "", fsutil.WriteError(errdefs.Environment, err, path)
	}
	return path, nil
}

// WriteFile writes data as dir/spkit.yaml atomically (a temporary file in
// dir, then a rename), so a failure leaves either the old file or none.
// Without force an existing spkit.yaml is an error and nothing is written.
func WriteFile(dir string, data []byte, force bool) error {
	path, err := NewFilePath(dir, force)
	if err != nil {
		return err
	}
	if err := fsutil.WriteFileIn(dir, path, data, 0o644); err != nil {
		return fsutil.WriteError(errdefs.Environment, err, path)
	}
	return nil
}
