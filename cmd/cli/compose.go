package cli

import (
	"context"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

type composeOptions struct {
	Req   app.ComposeRequest
	Nodes nodesFlags
}

func newComposeCmd(f *Factory, runF func(context.Context, *composeOptions) error) *cobra.Command {
	o := &composeOptions{}
	if runF == nil {
		runF = func(ctx context.Context, o *composeOptions) error { return runCompose(ctx, f, o) }
	}
	cmd := &cobra.Command{
		Use:   "compose [PROFILE...]",
		Short: "Print a compose file with one service per hardware profile",
		Long: `Print (or write with -o) a compose file with one service per hardware profile:
all the profiles spkit.yaml lists by default, or cpu, dgx-spark, h100 and rtx4090
when it lists none. The file is checked with compose-go's loader and schema
before it is written. Each profile's trainer config (train.config with the
profile's trainer_overrides) and Dockerfile (what the services' build:
sections name) are written to .spkit/generated/PROFILE/, and the output
folder is created. Each service is in its profile's compose profile:
docker compose --profile PROFILE up runs one hardware variant.

With --nodes N (one PROFILE) it writes a Docker Swarm stack instead, for
docker stack deploy: N ranks of the trainer under torchrun, one per node
(docs/multinode.md).`,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Req.Profiles = args
			if err := o.Nodes.check(cmd); err != nil {
				return err
			}
			return runF(cmd.Context(), o)
		},
	}
	cmd.Flags().StringVarP(&o.Req.Output, "output", "o", "", "write the compose file here (atomically) instead of printing it")
	cmd.Flags().BoolVar(&o.Req.ShowOverrides, "show-overrides", false, "print what each profile changes in the trainer config (key: old -> new) and which profile settings it skips, and why")
	o.Nodes.add(cmd)
	addMetricsPortFlag(cmd.Flags(), &o.Req.Flags)
	return cmd
}

func runCompose(ctx context.Context, f *Factory, o *composeOptions) error {
	if o.Nodes.Set {
		return runComposeStack(ctx, f, o)
	}
	res, err := app.Compose(ctx, f.Deps(), o.Req)
	if err != nil {
		return err
	}
	if o.Req.Output == "" || o.Req.Output == "-" {
		_, err := f.IO.Out.Write(res.Data)
		return err
	}
	if err := fsutil.WriteFile(o.Req.Output, res.Data, 0o644); err != nil {
		return fsutil.WriteError(errdefs.Environment, err, o.Req.Output)
	}
	noun := "services"
	if res.Services == 1 {
		noun = "service"
	}
	fmt.Fprintf(f.IO.ErrOut, "wrote %s (%d %s)\n", o.Req.Output, res.Services, noun)
	return nil
}
