package project

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// WriteFile writes data as dir/spkit.yaml atomically (a temporary file in
// dir, then a rename), so a failure leaves either the old file or none.
// Without force an existing spkit.yaml is an error and nothing is written.
func WriteFile(dir string, data []byte, force bool) (err error) {
	path := filepath.Join(dir, FileName)
	if !force {
		if _, err := os.Lstat(path); err == nil {
			return errdefs.Usagef("pass --force to overwrite it", "%s already exists", path)
		} else if !errors.Is(err, fs.ErrNotExist) {
			return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot check %s", path), "check the directory's permissions")
		}
	}
	tmp, err := os.CreateTemp(dir, "."+FileName+".*.tmp")
	if err != nil {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot write in %s", dir), "check the directory exists and is writable")
	}
	defer func() {
		if err != nil {
			_ = os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		_ = tmp.Close()
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot write %s", tmp.Name()), "check the free disk space")
	}
	if err := tmp.Sync(); err != nil {
		_ = tmp.Close()
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot write %s", tmp.Name()), "check the free disk space")
	}
	if err := tmp.Close(); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot write %s", tmp.Name()), "check the free disk space")
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot set the mode of %s", tmp.Name()), "")
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, fmt.Sprintf("cannot write %s", path), "check the directory is writable")
	}
	return nil
}
