// Package hostmem reads the memory figures the guard watches: system-wide
// /proc/meminfo, the cgroup's usage (v1 or v2), and a process tree's RSS.
// Every reader takes a root directory ("/" on a real system, a testdata
// tree in tests) so the parsers run on fixture files.
package hostmem

import (
	"errors"
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

// MeminfoField returns one /proc/meminfo field in bytes ("SwapTotal"),
// and whether the text has it.
func MeminfoField(b []byte, name string) (uint64, bool) {
	for len(b) > 0 {
		line := b
		if i := indexByte(b, '\n'); i >= 0 {
			line, b = b[:i], b[i+1:]
		} else {
			b = nil
		}
		if hasPrefix(line, name) && len(line) > len(name) && line[len(name)] == ':' {
			return kbField(line[len(name)+1:]), true
		}
	}
	return 0, false
}

// kbField parses "   1234 kB" into bytes.
func kbField(b []byte) uint64 {
	n, _ := parseUint(trimSpace(b))
	return n * 1024
}

// SystemReader samples /proc/meminfo with one pread per sample into a fixed
// buffer (see KernelFile).
type SystemReader struct {
	f   *KernelFile
	buf [8192]byte
}

// OpenSystem opens root/proc/meminfo.
func OpenSystem(root string) (*SystemReader, error) {
	f, err := OpenKernelFile(filepath.Join(root, "proc", "meminfo"))
	if err != nil {
		return nil, err
	}
	return &SystemReader{f: f}, nil
}

// Read takes one sample.
func (r *SystemReader) Read() (System, error) {
	b, err := r.f.Read(r.buf[:])
	if err != nil {
		return System{}, err
	}
	return ParseSystem(b)
}

// Close releases the file.
func (r *SystemReader) Close() error { return r.f.Close() }

// FD is /proc/meminfo's open descriptor (KernelFile.FD).
func (r *SystemReader) FD() int { return r.f.FD() }
