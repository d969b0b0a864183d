package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/compose"
)

func newPsCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "ps",
		Short: "List the project's containers",
		Args:  exactArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			lp, err := loadProject(f)
			if err != nil {
				return err
			}
			r, err := readyRunner(cmd.Context(), f)
			if err != nil {
				return err
			}
			return engineCall(cmd.Context(), r, func(ctx context.Context) error {
				return r.Ps(ctx, compose.ProjectName(lp.Config))
			})
		},
	}
}
