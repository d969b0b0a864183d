package fakeengine

import (
	"bytes"
	"strings"
	"sync"
	"time"
)

// Buffer is a bytes.Buffer that several goroutines may write and read
// (a run's ranks write its streams at once).
type Buffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *Buffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *Buffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// Len is the length written so far.
func (b *Buffer) Len() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Len()
}

// Reset empties the buffer.
func (b *Buffer) Reset() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf.Reset()
}

// WaitFor waits up to d for s to be written, and reports whether it was.
func (b *Buffer) WaitFor(s string, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for !strings.Contains(b.String(), s) {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
	return true
}
