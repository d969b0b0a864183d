package cli

import (
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
			r, err := newRunner(f)
			if err != nil {
				return err
			}
			return r.Ps(cmd.Context(), compose.ProjectName(lp.Config))
		},
	}
}
