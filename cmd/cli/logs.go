package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
)

func newLogsCmd(f *Factory, runF func(context.Context, app.LogsRequest) error) *cobra.Command {
	req := app.LogsRequest{}
	if runF == nil {
		runF = func(ctx context.Context, r app.LogsRequest) error { return app.Logs(ctx, f.Deps(), r) }
	}
	cmd := &cobra.Command{
		Use:   "logs PROFILE",
		Short: "Show a profile's trainer logs",
		Args:  exactArgs(1, "one profile"),
		RunE: func(cmd *cobra.Command, args []string) error {
			req.Profile = args[0]
			return runF(cmd.Context(), req)
		},
	}
	cmd.Flags().BoolVarP(&req.Follow, "follow", "f", false, "keep printing new output until Ctrl-C")
	cmd.Flags().StringVar(&req.Tail, "tail", "all", "number of lines to show from the end, or all")
	return cmd
}
