package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit profiles`.
func newProfilesCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "profiles",
		Short: "List and show hardware profiles",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit profiles is not implemented yet", "")
		},
	}
}
