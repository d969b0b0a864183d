package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

type downOptions struct {
	Profile string
	Volumes bool
	Nodes   int
}

func newDownCmd(f *Factory) *cobra.Command {
	o := &downOptions{}
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
				o.Profile = args[0]
			}
			return runDown(cmd, f, o)
		},
	}
	cmd.Flags().BoolVarP(&o.Volumes, "volumes", "v", false, "also remove the named volumes (the Hugging Face cache)")
	cmd.Flags().IntVar(&o.Nodes, "nodes", 0, "remove the N-node run of PROFILE started with spkit up --nodes N")
	return cmd
}

func runDown(cmd *cobra.Command, f *Factory, o *downOptions) error {
	if o.Nodes > 0 {
		return runDownNodes(cmd, f, o)
	}
	var names []string
	if o.Profile != "" {
		names = []string{o.Profile}
	}
	// A bad spkit.yaml is reported before the engine is asked, and the
	// engine before anything is written.
	if err := checkProject(f, names); err != nil {
		return err
	}
	r, err := readyRunner(cmd.Context(), f)
	if err != nil {
		return err
	}
	prep, err := app.Prepare(f.Dir, app.PrepareRequest{Profiles: names, RelDir: "."})
	if err != nil {
		return err
	}
	p := prep.Compose
	proj, err := compose.ForEngine(cmd.Context(), p, f.Dir)
	if err != nil {
		return err
	}
	return engineStream(cmd.Context(), r, func(ctx context.Context) error {
		return r.Down(ctx, proj, compose.DownOptions{Service: o.Profile, Volumes: o.Volumes})
	})
}
