package cli

import (
	"context"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/report"
)

type topOptions struct {
	Profile, Log string
	Interval     time.Duration
	Once         bool
}

func newTopCmd(f *Factory) *cobra.Command {
	opts := &topOptions{}
	cmd := &cobra.Command{
		Use:   "top [PROFILE]",
		Short: "Watch a running trainer's memory live: used, trainer, GPU, headroom, the guard",
		Long: `Find the project's running trainer through the Docker engine (PROFILE, or
the one that runs) and follow the memory log spkit run writes under its output
folder (the run's bind mount, OUTPUT/` + report.LogName + `; through the engine
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
				opts.Profile = args[0]
			}
			if opts.Interval < 100*time.Millisecond {
				return errdefs.Usagef("give 100ms or more", "--interval %s is too short", opts.Interval)
			}
			return runTop(cmd.Context(), f, opts)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Log, "log", "", "the memory log to follow (default: OUTPUT/"+report.LogName+")")
	fl.DurationVar(&opts.Interval, "interval", 2*time.Second, "redraw every `DURATION`")
	fl.BoolVar(&opts.Once, "once", false, "print one line and exit")
	return cmd
}

func runTop(ctx context.Context, f *Factory, opts *topOptions) error {
	tr := &report.Tracker{Keep: 600}
	fol := &report.Follower{Path: opts.Log, Tracker: tr}
	var mu sync.Mutex // fol and tr, when the log streams in through the engine
	meter := &report.StepMeter{}
	source := opts.Log
	poll := fol.Poll
	if opts.Log == "" {
		run, err := findTopRun(ctx, f, opts.Profile)
		if err != nil {
			return err
		}
		switch {
		case run == nil: // nothing running here: the last run's log on the host
			fol.Path = hostMemoryLog(f.Dir)
			source = fol.Path
			if opts.Profile != "" {
				source = opts.Profile + " (" + fol.Path + ")"
			}
		default:
			source = run.describe()
			go run.meterSteps(ctx, meter)
			if run.hostLog != "" {
				fol.Path = run.hostLog
			} else {
				poll = func() error { return nil }
				go func() {
					if err := run.streamLog(ctx, lockedFeed{fol, &mu}); err != nil && ctx.Err() == nil {
						fmt.Fprintf(f.IO.ErrOut, "spkit: warning: reading the memory log through the engine: %v\n", err)
					}
				}()
			}
		}
	} else if opts.Profile != "" {
		source = opts.Profile + " (" + opts.Log + ")"
	}
	if fol.Path != "" {
		// A named pipe, a device or a directory is never a log to wait for.
		if err := notALog(fsutil.CheckRegular(fol.Path)); err != nil {
			return err
		}
	}
	frame := func() report.Frame {
		mu.Lock()
		defer mu.Unlock()
		if err := poll(); err != nil {
			fmt.Fprintf(f.IO.ErrOut, "spkit: warning: reading %s: %v\n", fol.Path, err)
		}
		fr := tr.Frame()
		fr.Now, fr.Source = time.Now(), source
		fr.StepRate = meter.Rate(fr.Now)
		return fr
	}
	in, inOK := f.IO.In.(*os.File)
	out, outOK := f.IO.Out.(*os.File)
	if !opts.Once && inOK && outOK && term.IsTerminal(int(in.Fd())) && term.IsTerminal(int(out.Fd())) {
		return topScreen(ctx, in, out, opts.Interval, frame)
	}
	return topLines(ctx, f, opts, frame)
}

// topLines prints one line per interval until the run's exit line (or the
// context) ends it.
func topLines(ctx context.Context, f *Factory, opts *topOptions, frame func() report.Frame) error {
	t := time.NewTicker(opts.Interval)
	defer t.Stop()
	for {
		fr := frame()
		fmt.Fprintln(f.IO.Out, report.Line(fr))
		if opts.Once || fr.State == "exited" {
			return nil
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}
