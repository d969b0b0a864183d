package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit ci`.
func newCICmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "ci",
		Short: "Generate CI pipelines for the trainer's images",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit ci is not implemented yet", "")
		},
	}
}
