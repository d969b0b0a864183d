package incontainer

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/gpu"
)

type noGPU struct{}

func (noGPU) Info() (*gpu.Info, error) { return &gpu.Info{}, nil }

// The binary answers to its commands, and to the HEALTHCHECK's name.
func TestMainMultiCall(t *testing.T) {
	t.Setenv("SPKIT_GPU_COUNT", "0")
	tests := []struct {
		args []string
		code int
		out  string
	}{
		{[]string{"/usr/local/bin/spkit", "version"}, 0, "spkit "},
		{[]string{"/usr/local/bin/spkit-healthcheck"}, -1, "healthy"},
		{[]string{"/usr/local/bin/spkit", "healthcheck"}, -1, "healthy"},
		{[]string{"/usr/local/bin/spkit", "build"}, 2, "unknown command"},
		{[]string{"/usr/local/bin/spkit", "run"}, 2, "needs the command"},
		{[]string{"/usr/local/bin/spkit", "run", "--", "true"}, 0, ""},
		{[]string{"/usr/local/bin/spkit", "run", "--", "false"}, 1, ""},
	}
	for _, tt := range tests {
		var out bytes.Buffer
		d := &Deps{In: strings.NewReader(""), Out: &out, ErrOut: &out, Now: time.Now,
			NewGPU: func() gpu.Lister { return noGPU{} }}
		code := Main(tt.args, d)
		if (tt.code >= 0 && code != tt.code) || !strings.Contains(out.String(), tt.out) {
			t.Errorf("%q = exit %d, %q; want exit %d containing %q", tt.args, code, out.String(), tt.code, tt.out)
		}
	}
}
