package fsutil

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"

	"golang.org/x/sys/unix"
)

// The one rule for a file in a user's tree (the repository, an output
// folder spkit made): its root's real path is resolved once, and every open
// below it goes through openBeneath, which follows no symbolic link and
// cannot leave the root. Writes follow no link at all (a link in the way is
// refused, a link at the file itself is replaced, never written through);
// reads resolve the real path first and refuse it when it lies outside the
// root. Paths the user typed (an absolute --output) are theirs to name and
// use WriteFile/ReadFile instead.

// OutsideError is a path in a tree spkit works in whose real path lies
// outside that tree (through a symbolic link, or "..").
type OutsideError struct {
	Path string
	// Real is where the path leads; Root the tree it should stay in.
	Real, Root string
}

func (e *OutsideError) Error() string {
	if e.Real == "" {
		return fmt.Sprintf("%s is outside %s", e.Path, e.Root)
	}
	return fmt.Sprintf("%s leads outside %s (to %s through a symbolic link)", e.Path, e.Root, e.Real)
}

// LinkError is a symbolic link where spkit writes: it writes through no
// link, and creates no file under a linked folder.
type LinkError struct{ Path string }

func (e *LinkError) Error() string {
	return fmt.Sprintf("%s is a symbolic link, and spkit writes through no link", e.Path)
}

// openat2Missing is set once the kernel answered ENOSYS (before Linux 5.6):
// from then on openBeneath walks the path itself.
var openat2Missing atomic.Bool

// forceWalk makes openBeneath take the walk (tests cover both ways).
var forceWalk bool

// maxOpenAgain bounds the retries of an openat2 that answered EAGAIN (a
// rename racing the lookup): a non-blocking open of a file another
// process holds a lease on answers EAGAIN until the lease is broken (45 s
// by default), and is an error at once, not a spin.
const maxOpenAgain = 3

// openBeneath opens rel (clean, relative, no "..") under the directory
// dirfd, following no symbolic link on the way or at the end:
// openat2(RESOLVE_BENEATH|RESOLVE_NO_SYMLINKS) where the kernel has it, a
// walk of O_NOFOLLOW opens elsewhere. A link gives ELOOP, an escape EXDEV.
func openBeneath(dirfd int, rel string, flags int, mode uint32) (int, error) {
	flags |= unix.O_CLOEXEC
	if !forceWalk && !openat2Missing.Load() {
		how := unix.OpenHow{Flags: uint64(flags), Resolve: unix.RESOLVE_BENEATH | unix.RESOLVE_NO_SYMLINKS | unix.RESOLVE_NO_MAGICLINKS}
		if flags&unix.O_CREAT != 0 {
			how.Mode = uint64(mode)
		}
		for again := 0; ; again++ {
			fd, err := unix.Openat2(dirfd, rel, &how)
			switch {
			case errors.Is(err, unix.EINTR),
				errors.Is(err, unix.EAGAIN) && again < maxOpenAgain:
				continue
			case errors.Is(err, unix.ENOSYS):
				openat2Missing.Store(true)
			case !errors.Is(err, unix.EPERM): // EPERM: a seccomp filter that predates openat2
				return fd, err
			}
			break
		}
	}
	return walkOpen(dirfd, rel, flags, mode)
}

// walkOpen opens rel one component at a time, each with O_NOFOLLOW.
func walkOpen(dirfd int, rel string, flags int, mode uint32) (int, error) {
	parts := strings.Split(rel, "/")
	cur, err := unix.Openat(dirfd, ".", unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return -1, err
	}
	for _, name := range parts[:len(parts)-1] {
		if name == ".." || name == "" {
			unix.Close(cur)
			return -1, unix.EXDEV
		}
		next, err := unix.Openat(cur, name, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0)
		err = linkAsELOOP(cur, name, err)
		unix.Close(cur)
		if err != nil {
			return -1, err
		}
		cur = next
	}
	last := parts[len(parts)-1]
	if last == ".." {
		unix.Close(cur)
		return -1, unix.EXDEV
	}
	fd, err := unix.Openat(cur, last, flags|unix.O_NOFOLLOW, mode)
	err = linkAsELOOP(cur, last, err)
	unix.Close(cur)
	return fd, err
}

// linkAsELOOP reports a link met with O_DIRECTORY|O_NOFOLLOW (ENOTDIR)
// as ELOOP, the way openat2 does.
func linkAsELOOP(dirfd int, name string, err error) error {
	var st unix.Stat_t
	if errors.Is(err, unix.ENOTDIR) && unix.Fstatat(dirfd, name, &st, unix.AT_SYMLINK_NOFOLLOW) == nil && st.Mode&unix.S_IFMT == unix.S_IFLNK {
		return unix.ELOOP
	}
	return err
}

// tree is a root opened for work beneath it.
type tree struct {
	root string // as given, for messages
	real string // its real path, resolved once
	fd   int
}

// openTree resolves root's real path (the user named the root, so a link
// there is theirs) and opens it.
func openTree(root string) (*tree, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, err
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, err
	}
	fd, err := unix.Open(real, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: root, Err: err}
	}
	return &tree{root: abs, real: real, fd: fd}, nil
}

func (t *tree) close() { unix.Close(t.fd) }

// rel is path (absolute, or relative to the working directory like any
// path, as root is) relative to the root, by its name: a path outside the
// root is an OutsideError.
func (t *tree) rel(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	for _, base := range []string{t.root, t.real} {
		rel, err := filepath.Rel(base, abs)
		if err == nil && rel != ".." && !strings.HasPrefix(rel, "../") {
			return rel, nil
		}
	}
	return "", &OutsideError{Path: path, Root: t.root}
}

// realRel is path's real location relative to the root, links resolved
// (a missing tail is kept as named): an OutsideError when it leaves.
func (t *tree) realRel(path string) (string, error) {
	rel, err := t.rel(path)
	if err != nil {
		return "", err
	}
	real, err := realPath(filepath.Join(t.real, rel))
	if err != nil {
		return "", err
	}
	out, err := filepath.Rel(t.real, real)
	if err != nil || out == ".." || strings.HasPrefix(out, "../") {
		return "", &OutsideError{Path: path, Real: real, Root: t.root}
	}
	return out, nil
}

// realPath is EvalSymlinks for a path whose tail may not exist yet; a
// dangling link counts as where it leads (an engine creates a missing bind
// source there).
func realPath(p string) (string, error) { return realPathN(p, 0) }

func realPathN(p string, hops int) (string, error) {
	real, err := filepath.EvalSymlinks(p)
	if err == nil || !errors.Is(err, fs.ErrNotExist) {
		return real, err
	}
	dir := filepath.Dir(p)
	if dir == p {
		return p, nil
	}
	parent, err := realPathN(dir, hops)
	if err != nil {
		return "", err
	}
	joined := filepath.Join(parent, filepath.Base(p))
	target, err := os.Readlink(joined)
	if err != nil {
		return joined, nil // missing: kept as named
	}
	if hops >= 40 {
		return "", &fs.PathError{Op: "resolve", Path: p, Err: unix.ELOOP}
	}
	if !filepath.IsAbs(target) {
		target = filepath.Join(parent, target)
	}
	return realPathN(target, hops+1)
}

// pathErr turns an errno from a beneath-open of rel into the error users
// see: a link names the first linked component, an escape is OutsideError.
func (t *tree) pathErr(op, rel string, err error) error {
	switch {
	case errors.Is(err, unix.ELOOP):
		return &LinkError{Path: t.firstLink(rel)}
	case errors.Is(err, unix.EXDEV):
		return &OutsideError{Path: filepath.Join(t.root, rel), Root: t.root}
	}
	return &fs.PathError{Op: op, Path: filepath.Join(t.root, rel), Err: err}
}

// firstLink is the first component of rel that is a symbolic link (rel
// itself when none is found now).
func (t *tree) firstLink(rel string) string {
	p := t.real
	for _, name := range strings.Split(rel, "/") {
		p = filepath.Join(p, name)
		if st, err := os.Lstat(p); err == nil && st.Mode()&fs.ModeSymlink != 0 {
			r, _ := filepath.Rel(t.real, p)
			return filepath.Join(t.root, r)
		}
	}
	return filepath.Join(t.root, rel)
}
