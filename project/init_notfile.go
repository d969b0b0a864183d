package project

import (
	"errors"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

// notFileWhy says why rel, a path init was given or read, is not a file of
// the repository dir: a named pipe, device or folder is "not a regular
// file", a link out of the repository leads outside it; otherwise missing.
func notFileWhy(dir, rel, missing string) string {
	if filepath.IsAbs(rel) {
		return missing
	}
	err := fsutil.CheckRegularIn(dir, filepath.Join(dir, filepath.FromSlash(rel)))
	var nr *fsutil.NotRegularError
	var out *fsutil.OutsideError
	switch {
	case errors.As(err, &nr):
		return "is " + nr.Kind + ", not a regular file"
	case errors.As(err, &out) && out.Real != "":
		return "is a symbolic link to " + out.Real + ", outside the repository"
	case errors.As(err, &out):
		return "is outside the repository"
	}
	return missing
}
