package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/supervisor"
)

func newReportCmd(f *Factory, runF func(context.Context, app.ReportRequest) error) *cobra.Command {
	req := app.ReportRequest{}
	if runF == nil {
		runF = func(_ context.Context, r app.ReportRequest) error { return app.Report(f.Deps(), r) }
	}
	cmd := &cobra.Command{
		Use:   "report [MEMORY_LOG] [-o FILE]",
		Short: "Summarize a finished run's memory log and plot its timeline",
		Long: `Read spkit run's JSON-lines memory log (docs/run.md) and print the run's
peaks (used memory and what made it up: trainer RSS, GPU, OS and page cache),
least available memory, the guard's limits, stops, the guard's trip and the
exit. -o FILE also draws memory against time with the machine's total, the
guard's limits and the events marked and labelled (signal, what tripped, exit
code): PNG or SVG by FILE's extension, written only if the log reads.
The log is read in one pass, in bounded memory whatever the run's length;
the plot keeps each stretch's lowest and highest readings, so no spike is
lost.

Without MEMORY_LOG it reads the last run's log, which spkit run writes under
the output folder: OUTPUT/` + supervisor.MemoryLogName + ` (OUTPUT is spkit.yaml's
volumes.output, ./output by default). See docs/metrics.md.`,
		Example: `  spkit report
  spkit report output/.spkit/memory.jsonl -o memory.png`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				req.Log = args[0]
			}
			return runF(cmd.Context(), req)
		},
	}
	cmd.Flags().StringVarP(&req.Plot, "output", "o", "", "write the timeline plot to `FILE` (.png or .svg)")
	return cmd
}
