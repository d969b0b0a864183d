package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/runspec"
)

type reportOptions struct {
	Log, Out string
}

func newReportCmd(f *Factory) *cobra.Command {
	opts := &reportOptions{}
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
the output folder: OUTPUT/` + report.LogName + ` (OUTPUT is spkit.yaml's
volumes.output, ./output by default). See docs/metrics.md.`,
		Example: `  spkit report
  spkit report output/.spkit/memory.jsonl -o memory.png`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Log = args[0]
			}
			return runReport(f, opts)
		},
	}
	cmd.Flags().StringVarP(&opts.Out, "output", "o", "", "write the timeline plot to `FILE` (.png or .svg)")
	return cmd
}

func runReport(f *Factory, opts *reportOptions) error {
	format := ""
	if opts.Out != "" {
		var err error
		if format, err = report.FormatOf(opts.Out); err != nil {
			return errdefs.Usagef("", "-o %v", err)
		}
		// Before anything is printed: a plot that cannot be written fails
		// the command as a usage error, with nothing on the screen.
		if err := fsutil.CheckWritable(opts.Out); err != nil {
			return fsutil.WriteError(errdefs.Usage, err, opts.Out)
		}
	}
	path := opts.Log
	if path == "" {
		path = hostMemoryLog(f.Dir)
	}
	l, err := report.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return errdefs.Wrap(errdefs.Environment, err, "no memory log at "+path,
			"give its path, or run the trainer with spkit train (spkit run writes it under the output folder)")
	case err != nil:
		if err := notALog(err); err != nil {
			return err
		}
		return errdefs.Wrap(errdefs.Failure, err, "reading the memory log "+path+": "+err.Error(), logHint)
	}
	fmt.Fprintf(f.IO.Out, "memory log: %s\n%s", path, l.Summary().Text())
	if opts.Out == "" {
		return nil
	}
	return writePlot(f, l, opts.Out, format)
}

// writePlot draws the plot in memory and writes it atomically: a failure
// leaves no half-written file, and an existing one as it was.
func writePlot(f *Factory, l *report.Log, path, format string) error {
	var buf bytes.Buffer
	if err := report.Plot(&buf, l, format); err != nil {
		return errdefs.Wrap(errdefs.Failure, err, "drawing the plot: "+err.Error(), "")
	}
	if err := fsutil.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		return fsutil.WriteError(errdefs.Usage, err, path)
	}
	fmt.Fprintf(f.IO.ErrOut, "spkit: timeline plot written to %s\n", path)
	return nil
}

const logHint = "give the path of a memory log that spkit run writes"

// notALog is the refusal of a memory log path that names a named pipe, a
// device or a directory (report, top), or nil for any other err.
func notALog(err error) error {
	if nr := (*fsutil.NotRegularError)(nil); errors.As(err, &nr) {
		return errdefs.Wrap(errdefs.Failure, err, nr.Error(), logHint)
	}
	return nil
}

// hostMemoryLog is the last run's log on the host: under spkit.yaml's
// output folder (./output without a spkit.yaml).
func hostMemoryLog(dir string) string {
	out := runspec.DefaultOutput
	if cfg, err := project.Load(dir); err == nil {
		out = runspec.HostOutput(cfg)
	}
	if !filepath.IsAbs(out) {
		out = filepath.Join(dir, out)
	}
	return report.DefaultLog(out)
}
