// Package fsutil has the file helpers spkit's commands share: bounded reads
// of regular files (ReadFile) and atomic writes (WriteFile, WriteFiles).
package fsutil

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// MissingDirError is a write into a directory that does not exist: spkit
// creates no directory the user did not ask for.
type MissingDirError struct{ Dir string }

func (e *MissingDirError) Error() string { return fmt.Sprintf("directory %s does not exist", e.Dir) }

func (e *MissingDirError) Unwrap() error { return fs.ErrNotExist }

// ReadOnlyError is an existing file spkit may not write; it is refused,
// never replaced behind the user's back.
type ReadOnlyError struct{ Path string }

func (e *ReadOnlyError) Error() string { return fmt.Sprintf("%s is read-only", e.Path) }

func (e *ReadOnlyError) Unwrap() error { return fs.ErrPermission }

// WriteFile writes data to path atomically: a temporary file in the same
// directory, fsync, rename, fsync of the directory, so a reader (or a full
// disk) never sees half a file. The directory must exist. An existing file
// keeps its mode (perm applies to new files), a read-only one is refused, a
// symlink is written through to its target, and a device or pipe
// (/dev/stdout) is written in place.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	err := WriteFiles([]File{{Path: path, Data: data, Perm: perm}})
	if errors.Is(err, errSpecial) {
		return writeInPlace(path, data)
	}
	return err
}

// WriteFileAtomic is WriteFile after creating path's missing parent
// directories, for a path outside any user's tree that spkit chose (a
// cache under $XDG_CACHE_HOME); in a repository use WriteFileAtomicIn.
func WriteFileAtomic(path string, data []byte, perm os.FileMode) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return WriteFile(path, data, perm)
}

// errSpecial marks a target that is not a regular file but can be written
// in place (a device, a pipe).
var errSpecial = errors.New("not a regular file")

// target resolves where data for path goes: symlinks followed, the mode the
// file gets, and whether one is there now.
func target(path string, perm os.FileMode) (string, os.FileMode, bool, error) {
	dest := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		dest = real
	}
	st, err := os.Stat(dest)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		dir := filepath.Dir(dest)
		if ds, err := os.Stat(dir); err != nil || !ds.IsDir() {
			return "", 0, false, &MissingDirError{Dir: filepath.Dir(path)}
		}
		if unix.Access(dir, unix.W_OK) != nil {
			return "", 0, false, &ReadOnlyError{Path: filepath.Dir(path)}
		}
		return dest, perm, false, nil
	case err != nil:
		return "", 0, false, err
	case st.IsDir():
		return "", 0, false, &NotRegularError{Path: path, Kind: "a directory"}
	case !st.Mode().IsRegular():
		return dest, 0, true, errSpecial
	}
	// Root passes access(2) for any file; a file without its owner's
	// write bit is read-only on purpose, for root too.
	if st.Mode().Perm()&0o200 == 0 || unix.Access(dest, unix.W_OK) != nil {
		return "", 0, false, &ReadOnlyError{Path: path}
	}
	return dest, st.Mode().Perm(), true, nil
}

// writeInPlace writes to an existing device or pipe without creating,
// truncating or renaming anything; a pipe with no reader fails at once.
func writeInPlace(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY|unix.O_NONBLOCK|unix.O_NOCTTY, 0)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// CheckWritable reports whether WriteFile could write path, without writing:
// the same errors for a missing directory, a read-only file or a directory
// in the way. Commands call it before any other work.
func CheckWritable(path string) error {
	_, _, _, err := target(path, 0)
	if errors.Is(err, errSpecial) {
		return nil
	}
	return err
}
