package fsutil

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/sys/unix"
)

// WriteFileIn writes data to path (a path like any other, under root) inside
// root atomically, the way WriteFile does, under the one rule for a user's
// tree: path must lie under root by name, no folder between root and it may
// be a symbolic link (*LinkError), and a link at path itself is replaced by
// the new file, never written through. The directory must exist.
func WriteFileIn(root, path string, data []byte, perm os.FileMode) error {
	return WriteFilesIn(root, []File{{Path: path, Data: data, Perm: perm}})
}

// WriteFileAtomicIn is WriteFileIn after creating path's missing folders
// under root (0755, no link followed): for spkit's own folders
// (.spkit/generated/PROFILE, .spkit/probe).
func WriteFileAtomicIn(root, path string, data []byte, perm os.FileMode) error {
	if err := MkdirAllIn(root, filepath.Dir(path)); err != nil {
		return err
	}
	return WriteFileIn(root, path, data, perm)
}

// WriteFilesIn is WriteFiles under the rule of WriteFileIn: every file
// lands under root, or none does.
func WriteFilesIn(root string, files []File) error {
	t, err := openTree(root)
	if err != nil {
		return err
	}
	defer t.close()
	done, err := stageAll(files, func(f File) (*staged, error) {
		return t.stage(f.Path, bytes.NewReader(f.Data), f.Perm)
	})
	if err != nil {
		return err
	}
	return commit(done)
}

// WriteFromIn writes what r holds to path under root, like WriteFileIn
// (for a stream too big to hold: files copied out of a container).
func WriteFromIn(root, path string, r io.Reader, perm os.FileMode) error {
	t, err := openTree(root)
	if err != nil {
		return err
	}
	defer t.close()
	s, err := t.stage(path, r, perm)
	if err != nil {
		return err
	}
	return commit([]*staged{s})
}

// CheckWritableIn reports whether WriteFileIn could write path, without
// writing.
func CheckWritableIn(root, path string) error {
	t, err := openTree(root)
	if err != nil {
		return err
	}
	defer t.close()
	d, name, err := t.parent(path, false)
	if err != nil {
		return err
	}
	defer d.Close()
	_, _, err = t.targetAt(d, name, 0)
	return err
}

// MkdirAllIn creates dir (a path like any other, under root) and its missing
// parents under root, 0755, following no link: a folder on the way that
// is a symbolic link is a *LinkError.
func MkdirAllIn(root, dir string) error {
	t, err := openTree(root)
	if err != nil {
		return err
	}
	defer t.close()
	d, err := t.openDir(dir, true)
	if err != nil {
		return err
	}
	return d.Close()
}

// openDir opens dir under the root, creating what is missing when create.
func (t *tree) openDir(dir string, create bool) (*os.File, error) {
	rel, err := t.rel(dir)
	if err != nil {
		return nil, err
	}
	const flags = unix.O_RDONLY | unix.O_DIRECTORY
	fd, err := openBeneath(t.fd, rel, flags, 0)
	if errors.Is(err, unix.ENOENT) && create {
		fd, err = t.mkdirs(rel)
	}
	if errors.Is(err, unix.ENOENT) {
		return nil, &MissingDirError{Dir: filepath.Join(t.root, rel)}
	}
	if err != nil {
		return nil, t.pathErr("open", rel, err)
	}
	return os.NewFile(uintptr(fd), filepath.Join(t.root, rel)), nil
}

// mkdirs creates rel one folder at a time, each opened without following
// a link before the next is made in it.
func (t *tree) mkdirs(rel string) (int, error) {
	cur, err := unix.Dup(t.fd)
	if err != nil {
		return -1, err
	}
	for _, name := range splitRel(rel) {
		err := unix.Mkdirat(cur, name, 0o755)
		if err != nil && !errors.Is(err, unix.EEXIST) {
			unix.Close(cur)
			return -1, err
		}
		next, err := openBeneath(cur, name, unix.O_RDONLY|unix.O_DIRECTORY, 0)
		unix.Close(cur)
		if err != nil {
			return -1, err
		}
		cur = next
	}
	return cur, nil
}

// parent opens path's folder under the root and returns it with the
// file's name.
func (t *tree) parent(path string, create bool) (*os.File, string, error) {
	rel, err := t.rel(path)
	if err != nil {
		return nil, "", err
	}
	if rel == "." {
		return nil, "", &NotRegularError{Path: path, Kind: "a directory"}
	}
	d, err := t.openDir(filepath.Join(t.root, filepath.Dir(rel)), create)
	return d, filepath.Base(rel), err
}

// stage writes r to a temporary file beside path, under the root.
func (t *tree) stage(path string, r io.Reader, perm os.FileMode) (*staged, error) {
	d, name, err := t.parent(path, false)
	if err != nil {
		return nil, err
	}
	mode, existed, err := t.targetAt(d, name, perm)
	if err != nil {
		d.Close()
		return nil, err
	}
	s := &staged{dir: d, name: name, existed: existed}
	if err := s.write(r, mode); err != nil {
		d.Close()
		return nil, err
	}
	return s, nil
}

// targetAt is target for name in the open folder d, no link followed: a
// link is replaced (a new file, perm), a read-only file or folder refused.
func (t *tree) targetAt(d *os.File, name string, perm os.FileMode) (os.FileMode, bool, error) {
	path := filepath.Join(d.Name(), name)
	if unix.Faccessat(int(d.Fd()), ".", unix.W_OK, 0) != nil {
		return 0, false, &ReadOnlyError{Path: d.Name()}
	}
	var st unix.Stat_t
	err := unix.Fstatat(int(d.Fd()), name, &st, unix.AT_SYMLINK_NOFOLLOW)
	switch {
	case errors.Is(err, unix.ENOENT):
		return perm, false, nil
	case err != nil:
		return 0, false, &os.PathError{Op: "stat", Path: path, Err: err}
	}
	mode := os.FileMode(st.Mode & 0o777)
	switch st.Mode & unix.S_IFMT {
	case unix.S_IFLNK:
		return perm, true, nil
	case unix.S_IFREG:
		if mode&0o200 == 0 || unix.Faccessat(int(d.Fd()), name, unix.W_OK, unix.AT_SYMLINK_NOFOLLOW) != nil {
			return 0, false, &ReadOnlyError{Path: path}
		}
		return mode, true, nil
	}
	return 0, false, &NotRegularError{Path: path, Kind: kindOf(statMode(st.Mode))}
}

// statMode is a stat(2) mode as an fs.FileMode's type bits.
func statMode(m uint32) os.FileMode {
	switch m & unix.S_IFMT {
	case unix.S_IFDIR:
		return os.ModeDir
	case unix.S_IFIFO:
		return os.ModeNamedPipe
	case unix.S_IFSOCK:
		return os.ModeSocket
	case unix.S_IFCHR:
		return os.ModeCharDevice
	case unix.S_IFBLK:
		return os.ModeDevice
	}
	return os.ModeIrregular
}

func splitRel(rel string) []string {
	if rel == "." || rel == "" {
		return nil
	}
	return strings.Split(rel, "/")
}

// CreateIn creates path under root for a stream written as it comes (a
// log), replacing what is there (a file, or a link, never followed), under
// the rule of WriteFileIn. The folder must exist; the caller closes the
// file.
func CreateIn(root, path string, perm os.FileMode) (*os.File, error) {
	t, err := openTree(root)
	if err != nil {
		return nil, err
	}
	defer t.close()
	d, name, err := t.parent(path, false)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	if _, _, err := t.targetAt(d, name, perm); err != nil {
		return nil, err
	}
	if err := unix.Unlinkat(int(d.Fd()), name, 0); err != nil && !errors.Is(err, unix.ENOENT) {
		return nil, &os.PathError{Op: "remove", Path: filepath.Join(d.Name(), name), Err: err}
	}
	fd, err := unix.Openat(int(d.Fd()), name, unix.O_WRONLY|unix.O_CREAT|unix.O_EXCL|unix.O_NOFOLLOW|unix.O_CLOEXEC, uint32(perm))
	if err != nil {
		return nil, &os.PathError{Op: "create", Path: filepath.Join(d.Name(), name), Err: err}
	}
	return os.NewFile(uintptr(fd), filepath.Join(d.Name(), name)), nil
}

// RemoveAllIn removes path and what it holds, under root: no folder on the
// way may be a link (*LinkError), and a link at path is removed itself,
// never followed (os.RemoveAll through a linked folder would empty a
// folder outside the root).
func RemoveAllIn(root, path string) error {
	t, err := openTree(root)
	if err != nil {
		return err
	}
	defer t.close()
	d, name, err := t.parent(path, false)
	var md *MissingDirError
	if errors.As(err, &md) {
		return nil
	}
	if err != nil {
		return err
	}
	defer d.Close()
	rel, _ := t.rel(path)
	return os.RemoveAll(filepath.Join(t.real, filepath.Dir(rel), name))
}
