package fsutil

import (
	"context"
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// ReadFileIn reads path (a path like any other, under root) like ReadFile,
// when its real path lies under root: a symbolic link that leads outside
// is an *OutsideError, and nothing outside is opened.
func ReadFileIn(ctx context.Context, root, path string, max int64) ([]byte, error) {
	f, err := OpenRegularIn(root, path)
	if err != nil {
		return nil, err
	}
	return readAll(ctx, f, path, max)
}

// CheckRegularIn reports whether path names a regular file under root,
// with ReadFileIn's errors; it reads nothing.
func CheckRegularIn(root, path string) error {
	f, err := OpenRegularIn(root, path)
	if err != nil {
		return err
	}
	return f.Close()
}

// OpenRegularIn opens path for reading like OpenRegular, under the rule of
// ReadFileIn: its real path is resolved once and must lie under root, and
// the open itself follows no link (a link swapped in meanwhile fails).
func OpenRegularIn(root, path string) (*os.File, error) {
	t, err := openTree(root)
	if err != nil {
		return nil, err
	}
	defer t.close()
	rel, err := t.realRel(path)
	if err != nil {
		return nil, err
	}
	fd, err := openBeneath(t.fd, rel, unix.O_RDONLY|unix.O_NONBLOCK|unix.O_NOCTTY, 0)
	if err != nil {
		return nil, t.pathErr("open", rel, err)
	}
	return regularOnly(os.NewFile(uintptr(fd), path), path)
}

// RealIn is path's real path (links resolved) when it lies under root,
// else an *OutsideError: what spkit mounts into a container from a
// user's tree is checked with it.
func RealIn(root, path string) (string, error) {
	t, err := openTree(root)
	if err != nil {
		return "", err
	}
	defer t.close()
	rel, err := t.realRel(path)
	if err != nil {
		return "", err
	}
	return filepath.Join(t.real, rel), nil
}
