package fsutil

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"

	"github.com/docker/go-units"
)

// Size caps for the files spkit reads. Every file a user hands spkit goes
// through ReadFile with one of these: a symlink to /dev/zero or a 50 GB
// file must not grow spkit's memory without end.
const (
	// MaxConfigBytes caps YAML files: spkit.yaml, profile files, trainer configs.
	MaxConfigBytes int64 = 4 << 20
	// MaxListBytes caps line lists: .dockerignore, requirements files, .gitignore.
	MaxListBytes int64 = 1 << 20
)

// NotRegularError is a path that names something other than a regular
// file (after following symlinks): a directory, a named pipe, a device or
// a socket.
type NotRegularError struct {
	Path string
	// Kind is "a directory", "a named pipe", "a device" or "a socket".
	Kind string
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a file", e.Path, e.Kind)
}

// TooLargeError is a file bigger than the cap its reader allows.
type TooLargeError struct {
	Path string
	Max  int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is larger than %s, the most spkit reads from it", e.Path, units.BytesSize(float64(e.Max)))
}

// ReadFile reads the regular file at path, at most max bytes. It opens
// without blocking (a named pipe with no writer would block open(2)
// forever), checks the opened file (so a symlink to /dev/zero or a FIFO is
// caught), and reads in chunks that stop when ctx is cancelled. Errors:
// *fs.PathError (fs.ErrNotExist, fs.ErrPermission), *NotRegularError,
// *TooLargeError, or ctx's error.
func ReadFile(ctx context.Context, path string, max int64) ([]byte, error) {
	f, err := openRegular(path)
	if err != nil {
		return nil, err
	}
	return readAll(ctx, f, path, max)
}

// readAll reads the opened file f to the end, at most max bytes, and
// closes it.
func readAll(ctx context.Context, f *os.File, path string, max int64) ([]byte, error) {
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if st.Size() > max {
		return nil, &TooLargeError{Path: path, Max: max}
	}
	return readCapped(ctx, f, path, max)
}

// CheckRegular reports whether path names a regular file, with the same
// errors as ReadFile; it reads nothing.
func CheckRegular(path string) error {
	f, err := openRegular(path)
	if err != nil {
		return err
	}
	return f.Close()
}

// OpenRegular opens path for reading like ReadFile does (without blocking,
// refusing what is not a regular file after following symlinks), for a
// caller that reads only part of the file. The caller closes it.
func OpenRegular(path string) (*os.File, error) { return openRegular(path) }

func openRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0)
	if err != nil {
		return nil, err
	}
	return regularOnly(f, path)
}

// regularOnly returns the opened f when it is a regular file, else closes
// it and says what it is.
func regularOnly(f *os.File, path string) (*os.File, error) {
	st, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if kind := kindOf(st.Mode()); kind != "" {
		f.Close()
		return nil, &NotRegularError{Path: path, Kind: kind}
	}
	return f, nil
}

func kindOf(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0, m&fs.ModeCharDevice != 0:
		return "a device"
	}
	return "not a regular file"
}

const chunk = 64 << 10

// readCapped reads r to the end in chunks, refusing more than max bytes (a
// file can grow after the stat) and stopping when ctx is done.
func readCapped(ctx context.Context, r io.Reader, path string, max int64) ([]byte, error) {
	var out []byte
	buf := make([]byte, chunk)
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		n, err := r.Read(buf)
		out = append(out, buf[:n]...)
		if int64(len(out)) > max {
			return nil, &TooLargeError{Path: path, Max: max}
		}
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
	}
}
