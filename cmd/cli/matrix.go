package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/profiles/matrixgen"
)

type matrixOptions struct {
	Req  app.MatrixRequest
	JSON bool
}

func newMatrixCmd(f *Factory, runF func(*matrixOptions) error) *cobra.Command {
	opts := &matrixOptions{}
	if runF == nil {
		runF = func(o *matrixOptions) error { return runMatrix(f, o) }
	}
	cmd := &cobra.Command{
		Use:   "matrix",
		Short: "Show the CUDA / PyTorch / driver matrix spkit checks combinations against",
		Long: `The matrix lists the CUDA releases spkit builds for (image tag, minimum
driver, GPUs) and, per release, the PyTorch wheels that exist for it: which
platforms (amd64, arm64) and python versions, and which GPU architectures
they carry. It is generated from PyTorch's wheel indexes, the nvidia/cuda
tags and NVIDIA's driver table (docs/matrix.md).

spkit uses, first found: $SPKIT_MATRIX, the repository's .spkit/matrix.yaml,
$XDG_CONFIG_HOME/spkit/matrix.yaml (~/.config/spkit), the built-in copy.
` + "`spkit matrix refresh`" + ` writes a current one.`,
		Args: exactArgs(0, "no arguments"),
		RunE: func(*cobra.Command, []string) error { return runF(opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print as JSON")
	cmd.Flags().StringVarP(&opts.Req.Profile, "profile", "p", "", "only what this profile's platform and GPU can use")
	cmd.AddCommand(newMatrixRefreshCmd(f, nil))
	return cmd
}

func newMatrixRefreshCmd(f *Factory, runF func(context.Context, app.RefreshMatrixRequest) error) *cobra.Command {
	req := app.RefreshMatrixRequest{}
	if runF == nil {
		runF = func(ctx context.Context, r app.RefreshMatrixRequest) error { return runMatrixRefresh(ctx, f, r) }
	}
	cmd := &cobra.Command{
		Use:   "refresh",
		Short: "Regenerate the matrix from its sources into ~/.config/spkit (needs network access)",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runF(cmd.Context(), req)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&req.Repo, "repo", false, "write the repository's .spkit/matrix.yaml instead (commit it to share it)")
	fl.StringVar(&req.Sources.TorchURL, "torch-url", "", "PyTorch wheel indexes (default $"+matrixgen.EnvTorchURL+" or "+matrixgen.DefaultTorchURL+")")
	fl.StringVar(&req.Sources.HubURL, "hub-url", "", "Docker Hub tags API of nvidia/cuda (default $"+matrixgen.EnvHubURL+" or "+matrixgen.DefaultHubURL+")")
	fl.StringVar(&req.Sources.DriversURL, "drivers-url", "", "CUDA release notes with the driver table (default $"+matrixgen.EnvDriversURL+" or "+matrixgen.DefaultDriversURL+")")
	fl.StringVar(&req.Sources.GitHubURL, "github-url", "", "raw GitHub files: build matrices, NVIDIA's image manifest (default $"+matrixgen.EnvGitHubURL+" or "+matrixgen.DefaultGitHubURL+")")
	fl.DurationVar(&req.Timeout, "timeout", 3*time.Minute, "give up after this long")
	return cmd
}

// preferRefreshedMatrix runs before every command: the factory's matrix,
// which its use cases get (Deps.Matrix), is a refreshed one if there is
// one, else the built-in copy, and a repository's own is announced in one
// line. A broken one is reported in one line and left unused; a missing or
// broken $SPKIT_MATRIX is an error.
func preferRefreshedMatrix(f *Factory) func(*cobra.Command, []string) error {
	return func(*cobra.Command, []string) error {
		m, note, warning, err := profiles.PreferredMatrix(f.Dir, os.Getenv)
		if err != nil {
			return err
		}
		f.Matrix = m
		if warning != "" {
			fmt.Fprintf(f.IO.ErrOut, "spkit: warning: ignoring %s; using the built-in matrix (run spkit matrix refresh)\n", app.OneLine(warning))
		}
		if note != "" {
			fmt.Fprintln(f.IO.ErrOut, "spkit: "+note)
		}
		return nil
	}
}

func runMatrix(f *Factory, opts *matrixOptions) error {
	m, origin, err := app.Matrix(f.Deps(), opts.Req)
	if err != nil {
		return err
	}
	if opts.JSON {
		enc := json.NewEncoder(f.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(m)
	}
	return profiles.WriteMatrixTable(f.IO.Out, m, origin)
}

func runMatrixRefresh(ctx context.Context, f *Factory, req app.RefreshMatrixRequest) error {
	path, m, err := app.RefreshMatrix(ctx, f.Deps(), req)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(f.IO.Out, "wrote %s: CUDA %s; spkit uses it from now on\n", path, strings.Join(m.Versions(), ", "))
	return err
}
