package cli

import (
	"context"
	"encoding/json"
	"io"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

type doctorOptions struct {
	JSON bool
}

func newDoctorCmd(f *Factory, runF func(context.Context, *doctorOptions) error) *cobra.Command {
	opts := &doctorOptions{}
	if runF == nil {
		runF = func(ctx context.Context, o *doctorOptions) error { return runDoctor(ctx, f, o) }
	}
	cmd := &cobra.Command{
		Use:   "doctor",
		Short: "Check this host: GPUs, driver, memory, Docker engine, NVIDIA runtime, image",
		Long: `Check this host and recommend a profile: each GPU (compute capability,
architecture, memory or "unified", addressing mode, C2C), the driver and the
newest CUDA it runs, system memory, the Docker engine, its NVIDIA runtime or
CDI specs, BuildKit. In a trainer repository (spkit.yaml), the image it
builds for the recommended profile: the CUDA architectures its PyTorch
carries (version matrix) against each GPU, and an NGC base image's age.
Every decision says which signal made it; every problem says how to fix
it. Works without a GPU, an engine or spkit.yaml.

Exit codes: 0 no problems found, 1 problems found.`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the report as JSON")
	return cmd
}

func runDoctor(ctx context.Context, f *Factory, opts *doctorOptions) error {
	d := app.Doctor(ctx, f.Deps())
	if opts.JSON {
		if err := writeJSON(f.IO.Out, d); err != nil {
			return err
		}
	} else {
		d.WriteText(f.IO.Out)
	}
	if len(d.Problems) > 0 {
		return &errdefs.ExitError{Code: errdefs.Failure}
	}
	return nil
}

// writeJSON prints v indented, without HTML escaping.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
