package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit validate`.
func newValidateCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "validate",
		Short: "Deep check of the stack inside the container",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit validate is not implemented yet", "")
		},
	}
}
