package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

func newHealthcheckCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "healthcheck",
		Short: "The image's HEALTHCHECK: one line, exit 0 or 1",
		Long: `The image's HEALTHCHECK, run inside the container every few seconds: NVML up
and the expected GPUs visible (skipped for cpu images, SPKIT_GPU_COUNT=0), the
driver new enough for the image's CUDA (SPKIT_MIN_DRIVER), MemAvailable above
the memory guard's floor, and the trainer under spkit run alive. Prints one
line. Built to cost under 20 ms and 15 MiB.

Exit codes: 0 healthy, 1 unhealthy.`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			r := checks.Health(checks.ProcessContainer(f.NewGPU(), f.Now))
			fmt.Fprintln(f.IO.Out, checks.Line(r))
			if !r.OK {
				return &errdefs.ExitError{Code: errdefs.Failure}
			}
			return nil
		},
	}
}
