// Package oomtrainer is a trainer for probe's tests that runs out of GPU
// memory the way a PyTorch trainer does: past a fake device's memory it
// prints PyTorch's real OutOfMemoryError traceback (optionally as a
// torchrun rank, with torchrun's summary after it) and exits 1. It needs
// only sh and sed (train.sh documents its environment).
package oomtrainer

import (
	_ "embed"
	"os"
	"path/filepath"
)

// Script is the trainer, a POSIX shell script.
//
//go:embed train.sh
var Script string

// Write puts the trainer at dir/name and returns its path.
func Write(dir, name string) (string, error) {
	path := filepath.Join(dir, name)
	return path, os.WriteFile(path, []byte(Script), 0o755)
}
