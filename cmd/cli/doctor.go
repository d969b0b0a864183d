package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// PLACEHOLDER: replaced by the issue that delivers `spkit doctor`.
func newDoctorCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "doctor",
		Short: "Check this host: GPUs, driver, memory, Docker engine, NVIDIA runtime",
		RunE: func(cmd *cobra.Command, _ []string) error {
			return errdefs.New(errdefs.Failure, "spkit doctor is not implemented yet", "")
		},
	}
}
