package incontainer

import (
	"bytes"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
)

// runMain runs `spkit run ARGS -- true` with SPKIT_METRICS_ADDR=addr ("":
// unset) and no GPU, guard settings or state of the host's.
func runMain(t *testing.T, addr string, args ...string) (int, string) {
	t.Helper()
	for _, k := range imageenv.Names {
		t.Setenv(k, "")
	}
	t.Setenv(imageenv.GPUCount, "0")
	t.Setenv("SPKIT_STATE_DIR", t.TempDir())
	t.Setenv(imageenv.MetricsAddr, addr)
	var out bytes.Buffer
	d := &Deps{In: strings.NewReader(""), Out: &out, ErrOut: &out, Now: time.Now,
		NewGPU: func() gpu.Lister { return noGPU{} }}
	argv := append(append([]string{"/usr/local/bin/spkit", "run"}, args...), "--", "true")
	return Main(argv, d), out.String()
}

// busyPort is an address something already listens on.
func busyPort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l.Addr().String()
}

// The run's SPKIT_METRICS_ADDR turns the metrics server on without a flag
// (how compose and Kubernetes switch it on); --metrics wins over it, and
// --metrics= turns it off.
func TestRunMetricsFromTheEnvironment(t *testing.T) {
	const served = "spkit: metrics on http://127.0.0.1:"
	cases := []struct {
		name, env string
		args      []string
		code      errdefs.Code
		want      string // in the output
		not       string // not in the output
	}{
		{name: "env alone", env: "127.0.0.1:0", want: served},
		{name: "neither", not: "metrics on"},
		{name: "flag alone", args: []string{"--metrics", "127.0.0.1:0"}, want: served},
		{name: "flag over a busy env port", env: busyPort(t), args: []string{"--metrics", "127.0.0.1:0"}, want: served},
		{name: "flag over a bad env value, which is not read", env: "nonsense", args: []string{"--metrics", "127.0.0.1:0"}, want: served},
		{name: "empty flag turns the env's off", env: "127.0.0.1:0", args: []string{"--metrics="}, not: "metrics on"},
		{name: "bad env value", env: "nonsense", code: errdefs.Config, want: `SPKIT_METRICS_ADDR="nonsense": write HOST:PORT`},
		{name: "busy env port", env: busyPort(t), code: errdefs.Config, want: "SPKIT_METRICS_ADDR=127.0.0.1:"},
		{name: "busy flag port", args: []string{"--metrics", busyPort(t)}, code: errdefs.Usage, want: "--metrics 127.0.0.1:"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out := runMain(t, tc.env, tc.args...)
			if code != int(tc.code) || !strings.Contains(out, tc.want) || (tc.not != "" && strings.Contains(out, tc.not)) {
				t.Errorf("exit %d, output %q; want exit %d with %q, without %q", code, out, tc.code, tc.want, tc.not)
			}
		})
	}
}
