package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit run`.
func newRunCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "run",
		Short: "Supervise a trainer with a memory guard (the image's entrypoint)",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit run is not implemented yet", "")
		},
	}
}
