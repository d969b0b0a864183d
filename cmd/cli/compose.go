package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit compose`.
func newComposeCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "compose",
		Short: "Print a compose file with one service per hardware profile",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit compose is not implemented yet", "")
		},
	}
}
