package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
)

func newPsCmd(f *Factory, runF func(context.Context) error) *cobra.Command {
	if runF == nil {
		runF = func(ctx context.Context) error { return app.Ps(ctx, f.Deps()) }
	}
	return &cobra.Command{
		Use:   "ps",
		Short: "List the project's containers",
		Args:  exactArgs(0, "no arguments"),
		RunE:  func(cmd *cobra.Command, _ []string) error { return runF(cmd.Context()) },
	}
}
