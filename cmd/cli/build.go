package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit build`.
func newBuildCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "build",
		Short: "Build the trainer image with BuildKit",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit build is not implemented yet", "")
		},
	}
}
