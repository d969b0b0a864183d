package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit healthcheck`.
func newHealthcheckCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "healthcheck",
		Short: "The image's HEALTHCHECK: one line, exit 0 or 1",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit healthcheck is not implemented yet", "")
		},
	}
}
