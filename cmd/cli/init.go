package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit init`.
func newInitCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "init",
		Short: "Write spkit.yaml by looking at the trainer repository",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit init is not implemented yet", "")
		},
	}
}
