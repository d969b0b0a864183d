// Package hostmem reads the memory figures the guard watches: system-wide
// /proc/meminfo, the cgroup's usage (v1 or v2), and a process tree's RSS.
// Every reader takes a root directory ("/" on a real system, a testdata
// tree in tests) so the parsers run on fixture files.
package hostmem

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// System is the part of /proc/meminfo the guard uses, in bytes.
type System struct {
	Total     uint64 `json:"total"`
	Available uint64 `json:"available"`
}

// Used is MemTotal - MemAvailable: what the kernel cannot hand out without
// reclaiming from someone. On unified memory (DGX Spark) it includes the
// GPU's allocations.
func (s System) Used() uint64 {
	if s.Available > s.Total {
		return 0
	}
	return s.Total - s.Available
}

// ParseSystem reads MemTotal and MemAvailable from /proc/meminfo text. It
// does not allocate, so the guard can call it many times a second.
func ParseSystem(b []byte) (System, error) {
	var s System
	var seen int
	for len(b) > 0 && seen != 3 {
		line := b
		if i := indexByte(b, '\n'); i >= 0 {
			line, b = b[:i], b[i+1:]
		} else {
			b = nil
		}
		switch {
		case hasPrefix(line, "MemTotal:"):
			s.Total, seen = kbField(line[len("MemTotal:"):]), seen|1
		case hasPrefix(line, "MemAvailable:"):
			s.Available, seen = kbField(line[len("MemAvailable:"):]), seen|2
		}
	}
	if seen != 3 {
		return s, errors.New("meminfo: MemTotal or MemAvailable missing (kernel older than 3.14?)")
	}
	return s, nil
}

// kbField parses "   1234 kB" into bytes.
func kbField(b []byte) uint64 {
	n, _ := parseUint(trimSpace(b))
	return n * 1024
}

// SystemReader samples /proc/meminfo with one pread per sample into a fixed
// buffer (see kernelFile).
type SystemReader struct {
	f   *kernelFile
	buf [8192]byte
}

// OpenSystem opens root/proc/meminfo.
func OpenSystem(root string) (*SystemReader, error) {
	f, err := openKernelFile(filepath.Join(root, "proc", "meminfo"))
	if err != nil {
		return nil, err
	}
	return &SystemReader{f: f}, nil
}

// Read takes one sample.
func (r *SystemReader) Read() (System, error) {
	b, err := r.f.read(r.buf[:])
	if err != nil {
		return System{}, err
	}
	return ParseSystem(b)
}

// Close releases the file.
func (r *SystemReader) Close() error { return r.f.close() }

// kernelFile is a procfs or cgroupfs file read again and again. Those files
// report size 0 and can be re-read with pread, so the file stays open and a
// read is one system call. A regular file (a test fixture) is reopened on
// each read so a test can replace it atomically.
type kernelFile struct {
	path   string
	f      *os.File
	reopen bool
}

func openKernelFile(path string) (*kernelFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	k := &kernelFile{path: path, f: f}
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > 0 {
		k.reopen = true
	}
	return k, nil
}

func (k *kernelFile) read(buf []byte) ([]byte, error) {
	if k.reopen {
		f, err := os.Open(k.path)
		if err != nil {
			return nil, err
		}
		k.f.Close()
		k.f = f
	}
	n, err := k.f.ReadAt(buf, 0)
	if n == 0 && err != nil {
		return nil, fmt.Errorf("reading %s: %w", k.path, err)
	}
	return buf[:n], nil
}

func (k *kernelFile) close() error { return k.f.Close() }
