package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/checks/enginecheck"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/profiles"
)

type smokeOptions struct {
	Image   string
	Profile string
	JSON    bool
}

func newSmokeCmd(f *Factory) *cobra.Command {
	opts := &smokeOptions{}
	cmd := &cobra.Command{
		Use:   "smoke IMAGE",
		Short: "Run spkit validate inside an image",
		Long: `Run spkit validate inside IMAGE through the Docker engine, with GPUs requested
as the profile says (none for cpu), remove the container, and report.

Exit codes: 0 every check passed, 1 a check failed, 3 unknown profile,
4 engine, image or NVIDIA runtime missing, 6 the container failed.`,
		Args: exactArgs(1, "one image"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Image = args[0]
			return runSmoke(cmd.Context(), f, opts)
		},
	}
	cmd.Flags().StringVar(&opts.Profile, "profile", "cpu", "the profile whose GPU request the container gets")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the checks as JSON")
	return cmd
}

func runSmoke(ctx context.Context, f *Factory, opts *smokeOptions) error {
	if err := images.CheckImageRef("IMAGE", opts.Image); err != nil {
		return err
	}
	p, err := profiles.Builtin().Get(opts.Profile)
	if err != nil {
		return err
	}
	cli, err := f.DockerCLI()
	if err != nil {
		return err
	}
	if _, err := engine.Ping(ctx, cli.Client()); err != nil {
		return err
	}
	r, err := enginecheck.Smoke(ctx, cli.Client(), opts.Image, p)
	if err != nil {
		return err
	}
	return printReport(f, r, opts.JSON)
}
