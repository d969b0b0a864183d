package cli

import (
	"bytes"
	"context"
	"io"
	"testing"
	"time"
)

// runCLI runs spkit with args in dir and returns the exit code, stdout and
// stderr.
func runCLI(t *testing.T, dir string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	f := NewFactory()
	f.IO = &IOStreams{In: io.NopCloser(&bytes.Buffer{}), Out: &out, ErrOut: &errOut}
	f.Now = func() time.Time { return time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC) }
	code := Run(context.Background(), f, append([]string{"-C", dir}, args...))
	return code, out.String(), errOut.String()
}
