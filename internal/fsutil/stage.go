package fsutil

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// File is one file for WriteFiles.
type File struct {
	Path string
	Data []byte
	// Perm is the mode of a new file; an existing one keeps its own.
	Perm os.FileMode
}

// staged is a file written and synced under a temporary name in its
// directory (held open, so the rename lands where the staging did).
type staged struct {
	dir       *os.File
	name, tmp string
	existed   bool
}

// WriteFiles writes every file or none: each is first written and synced
// to a temporary file beside its target, and only when all of them are
// staged are they renamed into place. A failure while staging removes the
// temporary files and leaves every target as it was. A rename failing after
// others succeeded (rare: the same directory, staged data) removes the new
// files that did not exist before. Paths are followed as named (the user
// gave them); WriteFilesIn is the rule for a user's tree.
func WriteFiles(files []File) error {
	done, err := stageAll(files, stage)
	if err != nil {
		return err
	}
	return commit(done)
}

// stageAll stages every file with st, or none (the staged ones removed).
func stageAll(files []File, st func(File) (*staged, error)) ([]*staged, error) {
	var done []*staged
	for _, f := range files {
		s, err := st(f)
		if err != nil {
			abortAll(done)
			closeAll(done)
			return nil, err
		}
		done = append(done, s)
	}
	return done, nil
}

// commit renames every staged file into place and syncs its folder.
func commit(done []*staged) error {
	defer closeAll(done)
	for i, s := range done {
		if err := unix.Renameat(int(s.dir.Fd()), s.tmp, int(s.dir.Fd()), s.name); err != nil {
			undo(done[:i])
			abortAll(done[i:])
			return &os.LinkError{Op: "rename", Old: s.tmp, New: filepath.Join(s.dir.Name(), s.name), Err: err}
		}
	}
	for _, s := range done {
		_ = s.dir.Sync() // file systems that cannot sync a directory are not an error
	}
	return nil
}

func closeAll(done []*staged) {
	for _, s := range done {
		s.dir.Close()
	}
}

func abortAll(done []*staged) {
	for _, s := range done {
		_ = unix.Unlinkat(int(s.dir.Fd()), s.tmp, 0)
	}
}

// undo removes renamed files that were new.
func undo(renamed []*staged) {
	for _, s := range renamed {
		if !s.existed {
			_ = unix.Unlinkat(int(s.dir.Fd()), s.name, 0)
		}
	}
}

// stage writes f's data to a synced temporary file beside its target,
// links followed (the user named the path).
func stage(f File) (*staged, error) {
	dest, mode, existed, err := target(f.Path, f.Perm)
	if err != nil {
		return nil, err
	}
	dir, err := os.Open(filepath.Dir(dest))
	if err != nil {
		return nil, err
	}
	s := &staged{dir: dir, name: filepath.Base(dest), existed: existed}
	if err := s.write(bytes.NewReader(f.Data), mode); err != nil {
		dir.Close()
		return nil, fmt.Errorf("writing %s: %w", f.Path, err)
	}
	return s, nil
}

// write copies r into a new temporary file in s.dir (O_EXCL, no link
// followed), with mode, synced.
func (s *staged) write(r io.Reader, mode os.FileMode) error {
	dfd := int(s.dir.Fd())
	var fd int
	var err error
	for range 10 {
		s.tmp = "." + s.name + "." + randomSuffix() + ".tmp"
		fd, err = unix.Openat(dfd, s.tmp, unix.O_WRONLY|unix.O_CREAT|unix.O_EXCL|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0o600)
		if !errors.Is(err, unix.EEXIST) {
			break
		}
	}
	if err != nil {
		return &os.PathError{Op: "create", Path: filepath.Join(s.dir.Name(), s.tmp), Err: err}
	}
	tmp := os.NewFile(uintptr(fd), filepath.Join(s.dir.Name(), s.tmp))
	_, err = io.Copy(tmp, r)
	if err == nil {
		err = tmp.Chmod(mode)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		_ = unix.Unlinkat(dfd, s.tmp, 0)
	}
	return err
}

func randomSuffix() string {
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
