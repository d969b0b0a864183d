package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/profiles/matrixgen"
	"github.com/spkit-dev/spkit/project"
)

type matrixOptions struct {
	JSON    bool
	Profile string
}

type matrixRefreshOptions struct {
	Repo    bool
	Sources matrixgen.Options
	Timeout time.Duration
}

func newMatrixCmd(f *Factory) *cobra.Command {
	opts := &matrixOptions{}
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
		RunE: func(cmd *cobra.Command, _ []string) error { return runMatrix(f, opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print as JSON")
	cmd.Flags().StringVarP(&opts.Profile, "profile", "p", "", "only what this profile's platform and GPU can use")
	cmd.AddCommand(newMatrixRefreshCmd(f))
	return cmd
}

func newMatrixRefreshCmd(f *Factory) *cobra.Command {
	opts := &matrixRefreshOptions{}
	cmd := &cobra.Command{
		Use:   "refresh",
		Short: "Regenerate the matrix from its sources into ~/.config/spkit (needs network access)",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return runMatrixRefresh(cmd.Context(), f, opts)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&opts.Repo, "repo", false, "write the repository's .spkit/matrix.yaml instead (commit it to share it)")
	fl.StringVar(&opts.Sources.TorchURL, "torch-url", "", "PyTorch wheel indexes (default $"+matrixgen.EnvTorchURL+" or "+matrixgen.DefaultTorchURL+")")
	fl.StringVar(&opts.Sources.HubURL, "hub-url", "", "Docker Hub tags API of nvidia/cuda (default $"+matrixgen.EnvHubURL+" or "+matrixgen.DefaultHubURL+")")
	fl.StringVar(&opts.Sources.DriversURL, "drivers-url", "", "CUDA release notes with the driver table (default $"+matrixgen.EnvDriversURL+" or "+matrixgen.DefaultDriversURL+")")
	fl.DurationVar(&opts.Timeout, "timeout", 3*time.Minute, "give up after this long")
	return cmd
}

// preferRefreshedMatrix runs before every command: a refreshed matrix, if
// there is one, replaces the built-in copy. A broken one is reported in
// one line and left unused.
func preferRefreshedMatrix(f *Factory) func(*cobra.Command, []string) error {
	return func(*cobra.Command, []string) error {
		if err := profiles.PreferMatrix(profiles.MatrixPaths(f.Dir, os.Getenv)); err != nil {
			fmt.Fprintf(f.IO.ErrOut, "spkit: warning: ignoring %s; using the built-in matrix (run spkit matrix refresh)\n", oneLine(err.Error()))
		}
		return nil
	}
}

func runMatrix(f *Factory, opts *matrixOptions) error {
	m := profiles.DefaultMatrix()
	origin := profiles.MatrixOrigin()
	if opts.Profile != "" {
		cat, _, err := project.LoadCatalog(f.Dir)
		if err != nil {
			return err
		}
		p, err := cat.Get(opts.Profile)
		if err != nil {
			return err
		}
		cc := ""
		if p.HasGPU() {
			cc = p.GPU.ComputeCapability
		}
		m = m.For(p.Platform, cc)
		origin += fmt.Sprintf("; only what profile %s (%s, compute capability %s) can use", p.Name, p.Platform, ccOrNone(cc))
	}
	if opts.JSON {
		enc := json.NewEncoder(f.IO.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(m)
	}
	return profiles.WriteMatrixTable(f.IO.Out, m, origin)
}

func ccOrNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func runMatrixRefresh(ctx context.Context, f *Factory, opts *matrixRefreshOptions) error {
	path := profiles.RepoMatrixPath(f.Dir)
	if !opts.Repo {
		p, err := profiles.UserMatrixPath(os.Getenv)
		if err != nil {
			return errdefs.Wrap(errdefs.Environment, err, oneLine(err.Error()), "use --repo")
		}
		path = p
	}
	ctx, cancel := context.WithTimeout(ctx, opts.Timeout)
	defer cancel()
	note := "refreshed by spkit matrix refresh on " + f.Now().UTC().Format("2006-01-02")
	m, err := matrixgen.Generate(ctx, opts.Sources.WithDefaults(os.Getenv), note)
	if err != nil {
		return refreshError(err)
	}
	data, err := matrixgen.Marshal(m)
	if err == nil {
		err = fsutil.WriteFileAtomic(path, data, 0o644)
	}
	if err != nil {
		return errdefs.Wrap(errdefs.Environment, err, "cannot write the matrix: "+oneLine(err.Error()), "the previous matrix stays in use")
	}
	_, err = fmt.Fprintf(f.IO.Out, "wrote %s: CUDA %s; spkit uses it from now on\n", path, strings.Join(m.Versions(), ", "))
	return err
}

// refreshError says in one line which source failed; the old data stays.
func refreshError(err error) error {
	var se *matrixgen.SourceError
	if errors.As(err, &se) {
		cause := se.Err
		var ue *url.Error
		if errors.As(cause, &ue) {
			cause = ue.Err
		}
		return errdefs.Wrap(errdefs.Environment, err,
			fmt.Sprintf("cannot refresh the matrix: %s is unreachable (%s)", se.URL, oneLine(cause.Error())),
			"the previous matrix stays in use")
	}
	return errdefs.Wrap(errdefs.Environment, err, "cannot refresh the matrix: "+oneLine(err.Error()), "the previous matrix stays in use")
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }
