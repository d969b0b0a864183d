package compose

import (
	"bytes"
	"fmt"
	"io"
	"sync"
)

// prefixer writes several ranks' output to shared streams, whole lines
// only, each prefixed with its rank's service name.
type prefixer struct{ mu *sync.Mutex }

func (p *prefixer) writer(w io.Writer, name string) io.Writer {
	return &prefixWriter{mu: p.mu, w: w, prefix: []byte(name + " | ")}
}

type prefixWriter struct {
	mu     *sync.Mutex
	w      io.Writer
	prefix []byte
	buf    []byte
}

func (p *prefixWriter) Write(b []byte) (int, error) {
	p.buf = append(p.buf, b...)
	for {
		i := bytes.IndexByte(p.buf, '\n')
		if i < 0 {
			return len(b), nil
		}
		p.mu.Lock()
		_, err := p.w.Write(append(append([]byte{}, p.prefix...), p.buf[:i+1]...))
		p.mu.Unlock()
		p.buf = p.buf[i+1:]
		if err != nil {
			return len(b), err
		}
	}
}

// printf writes a whole line to w under the lock the ranks' prefixed
// writers share, so lines from several goroutines never interleave.
func (p *prefixer) printf(w io.Writer, format string, args ...any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	fmt.Fprintf(w, format, args...)
}
