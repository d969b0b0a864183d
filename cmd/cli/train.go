package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit train`.
func newTrainCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "train",
		Short: "Build if needed, run the trainer for a profile and report",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit train is not implemented yet", "")
		},
	}
}
