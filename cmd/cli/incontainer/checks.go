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

// NewHealthcheckCmd is `spkit healthcheck`. runF runs the checks (nil: the
// container's, one line printed); tests record that it was reached.
func NewHealthcheckCmd(d *Deps, runF func() error) *cobra.Command {
	if runF == nil {
		runF = func() error {
			if healthcheck(d) != 0 {
				return &errdefs.ExitError{Code: errdefs.Failure}
			}
			return nil
		}
	}
	return &cobra.Command{
		Use:   "healthcheck",
		Short: "The image's HEALTHCHECK: one line, exit 0 or 1",
		Long: checks.HealthDoc + ` The image runs the same checks as the small spkit-healthcheck binary.

Exit codes: 0 healthy, 1 unhealthy.`,
		Args: ExactArgs(0, "no arguments"),
		RunE: func(*cobra.Command, []string) error { return runF() },
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

// ValidateRequest is what `spkit validate`'s command line became.
type ValidateRequest struct {
	JSON bool
}

// NewValidateCmd is `spkit validate`. runF runs the request (nil: the
// container's checks, bounded by validateTimeout); tests record it.
func NewValidateCmd(d *Deps, runF func(context.Context, ValidateRequest) error) *cobra.Command {
	req := ValidateRequest{}
	if runF == nil {
		runF = func(ctx context.Context, r ValidateRequest) error { return validate(ctx, d, r) }
	}
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
		RunE: func(cmd *cobra.Command, _ []string) error { return runF(cmd.Context(), req) },
	}
	cmd.Flags().BoolVar(&req.JSON, "json", false, "print the checks as JSON")
	return cmd
}

// validate runs the container's deep checks and prints the report.
func validate(ctx context.Context, d *Deps, req ValidateRequest) error {
	ctx, cancel := context.WithTimeout(ctx, validateTimeout)
	defer cancel()
	v := &checks.Validator{
		Container: checks.ProcessContainer(d.NewGPU(), d.Now),
		RunPython: checks.RunPython,
		Writable:  checks.Writable,
	}
	return PrintReport(d.Out, v.Validate(ctx), req.JSON)
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
