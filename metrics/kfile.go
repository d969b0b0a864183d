package metrics

import (
	"sync"

	"github.com/spkit-dev/spkit/hostmem"
)

// kfile is a small kernel file kept open and re-read with one pread
// (hostmem.KernelFile): opening a /proc file costs more than reading it,
// and a scrape comes every second. It is opened on first use and guarded
// for concurrent scrapes; a file that cannot be opened (no PSI in this
// kernel) is not tried again.
type kfile struct {
	path   string
	mu     sync.Mutex
	f      *hostmem.KernelFile
	failed bool
	buf    [512]byte
}

// read calls fn with the file's contents (valid during the call only), or
// returns false when it cannot be read.
func (k *kfile) read(fn func([]byte)) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.failed {
		return false
	}
	if k.f == nil {
		f, err := hostmem.OpenKernelFile(k.path)
		if err != nil {
			k.failed = true
			return false
		}
		k.f = f
	}
	b, err := k.f.Read(k.buf[:])
	if err != nil {
		return false
	}
	fn(b)
	return true
}
