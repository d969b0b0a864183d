package fsutil

import (
	"fmt"
	"os"
	"path/filepath"
)

// File is one file for WriteFiles.
type File struct {
	Path string
	Data []byte
	// Perm is the mode of a new file; an existing one keeps its own.
	Perm os.FileMode
}

// staged is a file written to a temporary name beside its target.
type staged struct {
	target, tmp string
	existed     bool
}

// WriteFiles writes every file or none: each is first written and synced
// to a temporary file beside its target, and only when all of them are
// staged are they renamed into place. A failure while staging removes the
// temporary files and leaves every target as it was. A rename failing after
// others succeeded (rare: the same directory, staged data) removes the new
// files that did not exist before.
func WriteFiles(files []File) error {
	var done []*staged
	cleanup := func() {
		for _, s := range done {
			os.Remove(s.tmp)
		}
	}
	for _, f := range files {
		s, err := stage(f)
		if err != nil {
			cleanup()
			return err
		}
		done = append(done, s)
	}
	for i, s := range done {
		if err := os.Rename(s.tmp, s.target); err != nil {
			undo(done[:i])
			cleanup()
			return err
		}
	}
	for _, s := range done {
		syncDir(filepath.Dir(s.target))
	}
	return nil
}

// undo removes renamed files that were new.
func undo(renamed []*staged) {
	for _, s := range renamed {
		if !s.existed {
			os.Remove(s.target)
		}
	}
}

// stage writes f's data to a synced temporary file beside its target.
func stage(f File) (*staged, error) {
	dest, mode, existed, err := target(f.Path, f.Perm)
	if err != nil {
		return nil, err
	}
	tmp, err := os.CreateTemp(filepath.Dir(dest), "."+filepath.Base(dest)+".*.tmp")
	if err != nil {
		return nil, err
	}
	err = writeSynced(tmp, f.Data, mode)
	if err != nil {
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("writing %s: %w", f.Path, err)
	}
	return &staged{target: dest, tmp: tmp.Name(), existed: existed}, nil
}

func writeSynced(tmp *os.File, data []byte, mode os.FileMode) error {
	_, err := tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(mode)
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	return err
}
