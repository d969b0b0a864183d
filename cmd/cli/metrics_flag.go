package cli

import (
	"fmt"
	"strconv"

	"github.com/spf13/pflag"

	"github.com/spkit-dev/spkit/runspec"
)

// metricsPortFlag is --metrics-port: spkit run's Prometheus port for this
// run, over spkit.yaml's metrics. Not given: spkit.yaml's (else none); 0:
// none for this run.
type metricsPortFlag struct{ flags *runspec.Flags }

func (m metricsPortFlag) String() string {
	if m.flags == nil || m.flags.MetricsPort == nil {
		return ""
	}
	return strconv.Itoa(*m.flags.MetricsPort)
}

func (m metricsPortFlag) Set(v string) error {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 65535 {
		return fmt.Errorf("%q is not a TCP port: give 1 to 65535, or 0 for no metrics", v)
	}
	m.flags.MetricsPort = &n
	return nil
}

func (metricsPortFlag) Type() string { return "PORT" }

// addMetricsPortFlag adds --metrics-port (compose, up, train, k8s, slurm).
func addMetricsPortFlag(fl *pflag.FlagSet, f *runspec.Flags) {
	fl.Var(metricsPortFlag{f}, "metrics-port", "serve spkit run's Prometheus metrics on PORT in the container (compose publishes it on the host's 127.0.0.1:PORT); 0: none (default: spkit.yaml's metrics, else none; docs/metrics.md)")
}
