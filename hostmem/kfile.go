package hostmem

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// KernelFile is a procfs, sysfs or cgroupfs file read again and again.
// Those files report size 0 and can be re-read from offset 0, so the file
// stays open and a read is one pread system call. A regular file (a test
// fixture) is reopened on each read so a test can replace it atomically.
//
// It is not safe for concurrent use.
type KernelFile struct {
	path   string
	f      *os.File
	fd     int // f's, read with pread directly (no allocation per read)
	reopen bool
}

// OpenKernelFile opens path for KernelFile.Read.
func OpenKernelFile(path string) (*KernelFile, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	k := &KernelFile{path: path, f: f, fd: int(f.Fd())}
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() > 0 {
		k.reopen = true
	}
	return k, nil
}

// FD is the open descriptor a kernel file is re-read through, for a reader
// outside Go that preads it the same way; -1 for a regular file (a test
// fixture), which is reopened on each read instead.
func (k *KernelFile) FD() int {
	if k.reopen {
		return -1
	}
	return k.fd
}

// Read returns the file's text in buf (truncated to len(buf)). A kernel
// file generates its whole text on the first read, so one pread is enough;
// os.File.ReadAt would make a second one only to find the end, which
// doubled the system calls of every sample.
func (k *KernelFile) Read(buf []byte) ([]byte, error) {
	if k.reopen {
		f, err := os.Open(k.path)
		if err != nil {
			return nil, err
		}
		k.f.Close()
		k.f, k.fd = f, int(f.Fd())
	}
	n, err := unix.Pread(k.fd, buf, 0)
	for errors.Is(err, unix.EINTR) {
		n, err = unix.Pread(k.fd, buf, 0)
	}
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", k.path, err)
	}
	if n == 0 && len(buf) > 0 {
		return nil, fmt.Errorf("reading %s: empty", k.path)
	}
	return buf[:n], nil
}

// Close releases the file.
func (k *KernelFile) Close() error { return k.f.Close() }
