package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
)

type smokeOptions struct {
	Req  app.SmokeRequest
	JSON bool
}

func newSmokeCmd(f *Factory, runF func(context.Context, *smokeOptions) error) *cobra.Command {
	opts := &smokeOptions{}
	if runF == nil {
		runF = func(ctx context.Context, o *smokeOptions) error {
			r, err := app.Smoke(ctx, f.Deps(), o.Req)
			if err != nil {
				return err
			}
			return printReport(f, r, o.JSON)
		}
	}
	cmd := &cobra.Command{
		Use:   "smoke IMAGE",
		Short: "Run spkit validate inside an image",
		Long: `Run spkit validate inside IMAGE through the Docker engine, with GPUs requested
as the profile says (none for cpu), remove the container, and report.

Exit codes: 0 every check passed, 1 a check failed, 3 unknown profile,
4 engine, image or NVIDIA runtime missing, 6 the container failed.`,
		Args: exactArgs(1, "one image"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Req.Image = args[0]
			return runF(cmd.Context(), opts)
		},
	}
	cmd.Flags().StringVar(&opts.Req.Profile, "profile", "cpu", "the profile whose GPU request the container gets")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the checks as JSON")
	return cmd
}
