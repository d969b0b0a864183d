package metrics

import (
	"os"
	"sync"
)

// kfile is a small kernel file kept open and re-read with pread: opening a
// /proc file costs more than reading it, and a scrape comes every second.
type kfile struct {
	path string
	mu   sync.Mutex
	f    *os.File
	buf  [512]byte
}

// read returns the file's contents (valid until the next call's return;
// callers copy or parse under fn), or ok false when it cannot be read.
func (k *kfile) read(fn func([]byte)) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.f == nil {
		f, err := os.Open(k.path)
		if err != nil {
			return false
		}
		k.f = f
	}
	n, err := k.f.ReadAt(k.buf[:], 0)
	if n == 0 && err != nil {
		return false
	}
	fn(k.buf[:n])
	return true
}
