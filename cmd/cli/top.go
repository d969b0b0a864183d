package cli

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/supervisor"
)

type topOptions struct {
	Req      app.TopRequest
	Interval time.Duration
	Once     bool
}

func newTopCmd(f *Factory, runF func(context.Context, *topOptions) error) *cobra.Command {
	opts := &topOptions{}
	if runF == nil {
		runF = func(ctx context.Context, o *topOptions) error { return runTop(ctx, f, o) }
	}
	cmd := &cobra.Command{
		Use:   "top [PROFILE]",
		Short: "Watch a running trainer's memory live: used, trainer, GPU, headroom, the guard",
		Long: `Find the project's running trainer through the Docker engine (PROFILE, or
the one that runs) and follow the memory log spkit run writes under its output
folder (the run's bind mount, OUTPUT/` + supervisor.MemoryLogName + `; through the engine
when the engine is on another machine), and its output for the step rate.
Show, every --interval: a memory
bar split into the trainer's host memory, its GPU memory and the OS and others
(with the guard's limit as a red |), the headroom to the guard's limit and to
the machine's end, sparklines of the last minutes (each from zero to its own
peak, printed beside it), the trainer's steps per
second when its output shows them (tqdm's it/s, "step N"), and the guard's
state. With nothing running, it shows the last run's log.
On DGX Spark this replaces watch -n 5 'free -h; nvidia-smi' (nvidia-smi shows
"Not Supported" for GB10's memory).

In a terminal it redraws the screen (q or Ctrl-C quits); otherwise it prints
one line per interval and ends when the run does. See docs/metrics.md.`,
		Example: `  spkit top dgx-spark
  spkit top --log output/.spkit/memory.jsonl --interval 1s | tee top.log`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Req.Profile = args[0]
			}
			if opts.Interval < 100*time.Millisecond {
				return errdefs.Usagef("give 100ms or more", "--interval %s is too short", opts.Interval)
			}
			return runF(cmd.Context(), opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Req.Log, "log", "", "the memory log to follow (default: OUTPUT/"+supervisor.MemoryLogName+")")
	fl.DurationVar(&opts.Interval, "interval", 2*time.Second, "redraw every `DURATION`")
	fl.BoolVar(&opts.Once, "once", false, "print one line and exit")
	return cmd
}

// runTop shows the watched run: one line (--once), the redrawn screen in
// a terminal, or a line per interval.
func runTop(ctx context.Context, f *Factory, opts *topOptions) error {
	w, err := app.Top(ctx, f.Deps(), opts.Req)
	if err != nil {
		return err
	}
	if opts.Once {
		fr, err := w.Once()
		if err != nil {
			return err
		}
		_, err = fmt.Fprintln(f.IO.Out, report.Line(fr))
		return err
	}
	in, inOK := f.IO.In.(*os.File)
	out, outOK := f.IO.Out.(*os.File)
	if inOK && outOK && term.IsTerminal(int(in.Fd())) && term.IsTerminal(int(out.Fd())) {
		return topScreen(ctx, in, out, opts.Interval, w.Frame)
	}
	return w.Lines(ctx, opts.Interval)
}
