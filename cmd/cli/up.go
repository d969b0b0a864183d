package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit up`.
func newUpCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "up",
		Short: "Run the trainer for a hardware profile through the Compose SDK",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit up is not implemented yet", "")
		},
	}
}
