package cli

import (
	"context"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

type logsOptions struct {
	Profile string
	Follow  bool
	Tail    string
}

func newLogsCmd(f *Factory) *cobra.Command {
	o := &logsOptions{}
	cmd := &cobra.Command{
		Use:   "logs PROFILE",
		Short: "Show a profile's trainer logs",
		Args:  exactArgs(1, "one profile"),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Profile = args[0]
			if err := checkTail(o.Tail); err != nil {
				return err
			}
			lp, err := loadProject(f)
			if err != nil {
				return err
			}
			if _, err := lp.Catalog.Get(o.Profile); err != nil {
				return err
			}
			r, err := readyRunner(cmd.Context(), f)
			if err != nil {
				return err
			}
			return engineStream(cmd.Context(), r, func(ctx context.Context) error {
				return r.Logs(ctx, compose.ProjectName(lp.Config),
					compose.LogsOptions{Service: o.Profile, Follow: o.Follow, Tail: o.Tail})
			})
		},
	}
	cmd.Flags().BoolVarP(&o.Follow, "follow", "f", false, "keep printing new output until Ctrl-C")
	cmd.Flags().StringVar(&o.Tail, "tail", "all", "number of lines to show from the end, or all")
	return cmd
}

// checkTail accepts "all" or a count of lines (0 or more).
func checkTail(v string) error {
	if v == "all" {
		return nil
	}
	if n, err := strconv.Atoi(v); err != nil || n < 0 {
		return errdefs.Usagef("give a number of lines (0 or more) or all", "--tail %q is not a line count", v)
	}
	return nil
}
