package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

type downOptions struct {
	Req app.DownRequest
	// Nodes is --nodes N; NodesSet says it was given.
	Nodes    int
	NodesSet bool
}

func newDownCmd(f *Factory, runF func(context.Context, *downOptions) error) *cobra.Command {
	o := &downOptions{}
	if runF == nil {
		runF = func(ctx context.Context, o *downOptions) error { return runDown(ctx, f, o) }
	}
	cmd := &cobra.Command{
		Use:   "down [PROFILE]",
		Short: "Stop and remove the project's containers (volumes are kept)",
		Long: `Stop and remove the containers of PROFILE, or of every profile of the project.
The trainer gets SIGTERM and the stop grace period to checkpoint. Checkpoints
in the output directory are host files and are never removed; the Hugging Face
cache volume is kept unless --volumes is given.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return errdefs.Usagef("usage: "+cmd.UseLine(), "spkit down takes at most one profile, got %d", len(args))
			}
			if len(args) == 1 {
				o.Req.Profile = args[0]
			}
			if o.NodesSet = cmd.Flags().Changed("nodes"); o.NodesSet {
				if err := dist.CheckNodes(o.Nodes); err != nil {
					return err
				}
				if o.Req.Profile == "" {
					return errdefs.Usagef("spkit down PROFILE --nodes N", "--nodes needs the profile the run was started for")
				}
			}
			return runF(cmd.Context(), o)
		},
	}
	cmd.Flags().BoolVarP(&o.Req.Volumes, "volumes", "v", false, "also remove the named volumes (the Hugging Face cache)")
	cmd.Flags().IntVar(&o.Nodes, "nodes", 0, "remove the N-node run of PROFILE started with spkit up --nodes N")
	return cmd
}

func runDown(ctx context.Context, f *Factory, o *downOptions) error {
	if o.NodesSet {
		req := app.NodesRequest{UpRequest: app.UpRequest{Profile: o.Req.Profile}, Nodes: o.Nodes}
		return app.DownNodes(ctx, f.Deps(), req, o.Req.Volumes)
	}
	return app.Down(ctx, f.Deps(), o.Req)
}
