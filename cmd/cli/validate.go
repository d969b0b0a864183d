package cli

import (
	"context"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// validateTimeout bounds the Python half (torch import, a matmul).
const validateTimeout = 5 * time.Minute

type validateOptions struct {
	JSON bool
}

func newValidateCmd(f *Factory) *cobra.Command {
	opts := &validateOptions{}
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
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runValidate(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the checks as JSON")
	return cmd
}

func runValidate(ctx context.Context, f *Factory, opts *validateOptions) error {
	ctx, cancel := context.WithTimeout(ctx, validateTimeout)
	defer cancel()
	v := &checks.Validator{
		Container: checks.ProcessContainer(f.NewGPU(), f.Now),
		RunPython: checks.RunPython,
		Writable:  checks.Writable,
		OutputDir: checks.DefaultOutputDir,
	}
	return printReport(f, v.Validate(ctx), opts.JSON)
}

// printReport writes a check report as text or JSON; a failed report exits 1.
func printReport(f *Factory, r *checks.Report, asJSON bool) error {
	if asJSON {
		if err := writeJSON(f.IO.Out, r); err != nil {
			return err
		}
	} else {
		r.WriteText(f.IO.Out)
	}
	if !r.OK {
		return &errdefs.ExitError{Code: errdefs.Failure}
	}
	return nil
}
