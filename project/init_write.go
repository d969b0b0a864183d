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

// WriteFile writes data as dir/spkit.yaml atomically (a temporary file in
// dir, then a rename), so a failure leaves either the old file or none.
// Without force an existing spkit.yaml is an error and nothing is written.
func WriteFile(dir string, data []byte, force bool) error {
	path := filepath.Join(dir, FileName)
	if !force {
		if _, err := os.Lstat(path); err == nil {
			return errdefs.Usagef("pass --force to overwrite it", "%s already exists", path)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot check %s", path), "check the directory's permissions")
		}
	}
	if err := fsutil.WriteFileAtomic(path, data, 0o644); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot write %s", path), "check the directory exists and is writable, and the free disk space")
	}
	return nil
}
