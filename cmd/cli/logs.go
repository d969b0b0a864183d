package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit logs`.
func newLogsCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "logs",
		Short: "Show a profile's trainer logs",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit logs is not implemented yet", "")
		},
	}
}
