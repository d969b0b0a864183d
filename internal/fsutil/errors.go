package fsutil

import (
	"context"
	"errors"
	"fmt"
	"io/fs"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// ReadError turns a ReadFile or CheckRegular failure into one line a user
// can act on, with code (Config for spkit's own inputs, Environment for a
// file the machine should provide). A missing file is described generically;
// callers with a better message check fs.ErrNotExist first. Cancellation
// passes through unchanged.
func ReadError(code errdefs.Code, err error, path string) error {
	var nr *NotRegularError
	var tl *TooLargeError
	var pe *fs.PathError
	var out *OutsideError
	var link *LinkError
	switch {
	case err == nil:
		return nil
	case errors.Is(err, context.Canceled), errors.Is(err, context.DeadlineExceeded):
		return err
	case errors.As(err, &out):
		return errdefs.Wrap(code, err, out.Error(), "spkit reads nothing outside the repository through a link: put the file itself in the repository")
	case errors.As(err, &link):
		return errdefs.Wrap(code, err, "cannot read "+path+": "+link.Path+" is a symbolic link that changed while spkit read it", "run it again")
	case errors.As(err, &nr):
		return errdefs.Wrap(code, err, nr.Error(), "replace it with a regular file")
	case errors.As(err, &tl):
		return errdefs.Wrap(code, err, tl.Error(), "check that it is the right file")
	case errors.Is(err, fs.ErrNotExist):
		return errdefs.Wrap(code, err, path+" does not exist", "check the path")
	case errors.Is(err, fs.ErrPermission):
		return errdefs.Wrap(code, err, "cannot read "+path+": permission denied", "check the file's permissions")
	case errors.As(err, &pe):
		return errdefs.Wrap(code, err, fmt.Sprintf("cannot read %s: %v", path, pe.Err), "")
	}
	return errdefs.Wrap(code, err, fmt.Sprintf("cannot read %s: %v", path, err), "")
}

// WriteError turns a WriteFile or WriteFiles failure into one line with
// code (Environment for a machine problem, Usage for a path the user gave).
func WriteError(code errdefs.Code, err error, path string) error {
	var md *MissingDirError
	var ro *ReadOnlyError
	var nr *NotRegularError
	var out *OutsideError
	var link *LinkError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &out):
		return errdefs.Wrap(code, err, out.Error(), "spkit writes nothing outside the repository: remove the link")
	case errors.As(err, &link):
		return errdefs.Wrap(code, err, fmt.Sprintf("cannot write %s: %s", path, link), "remove the link (spkit makes the folder itself)")
	case errors.As(err, &md):
		return errdefs.Wrap(code, err, fmt.Sprintf("cannot write %s: %s", path, md), "create it first, or write somewhere else")
	case errors.As(err, &ro):
		return errdefs.Wrap(code, err, fmt.Sprintf("cannot write %s: %s", path, ro), "make it writable or remove it first")
	case errors.As(err, &nr):
		return errdefs.Wrap(code, err, fmt.Sprintf("cannot write %s: %s", path, nr), "give a file path")
	case errors.Is(err, unix.ENOSPC):
		return errdefs.Wrap(code, err, fmt.Sprintf("cannot write %s: no space left on the device", path), "free some disk space; nothing was changed")
	case errors.Is(err, fs.ErrPermission):
		return errdefs.Wrap(code, err, fmt.Sprintf("cannot write %s: permission denied", path), "check that its directory is writable")
	}
	return errdefs.Wrap(code, err, fmt.Sprintf("cannot write %s: %v", path, rootCause(err)), "")
}

// rootCause is the innermost error: "no space left on device", not the
// chain of operations around it.
func rootCause(err error) error {
	for {
		next := errors.Unwrap(err)
		if next == nil {
			return err
		}
		err = next
	}
}
