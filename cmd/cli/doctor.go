package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/checks/doctor"
	"github.com/spkit-dev/spkit/checks/enginecheck"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

type doctorOptions struct {
	JSON bool
}

func newDoctorCmd(f *Factory) *cobra.Command {
	opts := &doctorOptions{}
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
			return runDoctor(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the report as JSON")
	return cmd
}

func runDoctor(ctx context.Context, f *Factory, opts *doctorOptions) error {
	// The repository's own profiles count for the recommendation; a broken
	// spkit.yaml must not stop a host check.
	cat, cfg, err := project.LoadCatalog(f.Dir)
	if err != nil {
		fmt.Fprintf(f.IO.ErrOut, "spkit: warning: using the built-in profiles only: %v\n", err)
		cat = profiles.Builtin()
	}
	m := profiles.DefaultMatrix()
	host := &doctor.Host{
		GPU:     f.NewGPU(),
		Root:    os.DirFS("/"),
		Engine:  doctorEngine(f),
		Catalog: cat,
		Matrix:  m,
		Arch:    runtime.GOARCH,
		Shm:     devShm,
		// The image spkit.yaml builds for the recommended profile: its
		// torch's CUDA arch list against the GPUs, an NGC tag's age.
		Image: doctorImages(cfg, cat, m, err),
		Now:   f.Now,
	}
	d := doctor.RunDoctor(ctx, host)
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

// doctorEngine asks the engine through the factory's Docker connection.
func doctorEngine(f *Factory) doctor.EngineProber {
	return func(ctx context.Context) doctor.EngineStatus {
		cli, err := f.DockerCLI()
		var ue *errdefs.Error
		if errors.As(err, &ue) {
			return doctor.EngineStatus{Error: ue.Msg, Hint: ue.Hint}
		}
		if err != nil {
			return doctor.EngineStatus{Error: err.Error(), Hint: "check DOCKER_HOST and the current docker context"}
		}
		return enginecheck.ProbeEngine(cli.Client())(ctx)
	}
}

// writeJSON prints v indented, without HTML escaping.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
