package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit smoke`.
func newSmokeCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "smoke",
		Short: "Run spkit validate inside an image",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit smoke is not implemented yet", "")
		},
	}
}
