package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit ps`.
func newPsCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "ps",
		Short: "List the project's containers",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit ps is not implemented yet", "")
		},
	}
}
