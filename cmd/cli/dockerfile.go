package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit dockerfile`.
func newDockerfileCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "dockerfile",
		Short: "Print the generated multi-stage Dockerfile",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit dockerfile is not implemented yet", "")
		},
	}
}
