package incontainer

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// validateTimeout bounds the Python half (torch import, a matmul).
const validateTimeout = 5 * time.Minute

// NewHealthcheckCmd is `spkit healthcheck`.
func NewHealthcheckCmd(d *Deps) *cobra.Command {
	return &cobra.Command{
		Use:   "healthcheck",
		Short: "The image's HEALTHCHECK: one line, exit 0 or 1",
		Long: checks.HealthDoc + ` The image runs the same checks as the small spkit-healthcheck binary.

Exit codes: 0 healthy, 1 unhealthy.`,
		Args: ExactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if healthcheck(d) != 0 {
				return &errdefs.ExitError{Code: errdefs.Failure}
			}
			return nil
		},
	}
}

// healthcheck runs the checks and prints the one line; it returns the exit
// code (0 healthy, 1 not).
func healthcheck(d *Deps) int {
	r := checks.Health(checks.ProcessContainer(d.NewGPU(), d.Now))
	fmt.Fprintln(d.Out, checks.Line(r))
	if !r.OK {
		return int(errdefs.Failure)
	}
	return int(errdefs.OK)
}

// NewValidateCmd is `spkit validate`.
func NewValidateCmd(d *Deps) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "validate",
		Short: "Deep check of the stack inside the container",
		Long: `Check the stack inside the container: everything spkit healthcheck checks,
plus the allocator settings (only keys upstream PyTorch accepts), the
unified-memory setting against the GPU NVML reports, the checkpoint and cache
directories, and, through python3: torch imports, torch.version.cuda matches
SPKIT_CUDA_VERSION, CUDA is available, a matmul and bf16 on the GPU, and the
declared extras import. Each check: name, ok / fail / skip, reason, duration.

Exit codes: 0 every check passed or was skipped, 1 a check failed.`,
		Args: ExactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			ctx, cancel := context.WithTimeout(cmd.Context(), validateTimeout)
			defer cancel()
			v := &checks.Validator{
				Container: checks.ProcessContainer(d.NewGPU(), d.Now),
				RunPython: checks.RunPython,
				Writable:  checks.Writable,
			}
			return PrintReport(d.Out, v.Validate(ctx), asJSON)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the checks as JSON")
	return cmd
}

// PrintReport writes a check report as text or JSON; a failed report
// exits 1.
func PrintReport(w io.Writer, r *checks.Report, asJSON bool) error {
	if asJSON {
		if err := WriteJSON(w, r); err != nil {
			return err
		}
	} else {
		r.WriteText(w)
	}
	if !r.OK {
		return &errdefs.ExitError{Code: errdefs.Failure}
	}
	return nil
}
