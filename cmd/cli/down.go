package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit down`.
func newDownCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "down",
		Short: "Stop and remove the project's containers (volumes are kept)",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit down is not implemented yet", "")
		},
	}
}
