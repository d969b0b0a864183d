package app

import (
	"context"
	"fmt"
	"os"
	"sync"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/report"
)

// TopRequest is `spkit top [PROFILE]`: which run to watch.
type TopRequest struct {
	// Profile names the run (any, when exactly one runs).
	Profile string
	// Log is the memory log to follow instead of asking the engine.
	Log string
}

// TopWatch is a run being watched: its memory log followed (on this
// machine, or streamed through the engine) and its output metered for the
// step rate.
type TopWatch struct {
	d      *Deps
	mu     sync.Mutex // fol and tr, when the log streams in through the engine
	tr     *report.Tracker
	fol    *report.Follower
	meter  *report.StepMeter
	poll   func() error
	source string
	// engineErr is why the engine could not be asked.
	engineErr error
}

// Top finds the run (through the engine unless req.Log names the log) and
// starts following it until ctx ends. With nothing running it watches the
// last run's log on this machine.
func Top(ctx context.Context, d *Deps, req TopRequest) (*TopWatch, error) {
	tr := &report.Tracker{Keep: 600}
	w := &TopWatch{d: d, tr: tr, fol: &report.Follower{Path: req.Log, Tracker: tr}, meter: &report.StepMeter{}, source: req.Log}
	w.poll = w.fol.Poll
	switch {
	case req.Log == "":
		if err := w.find(ctx, req.Profile); err != nil {
			return nil, err
		}
	case req.Profile != "":
		w.source = req.Profile + " (" + req.Log + ")"
	}
	if req.Log == "" && w.fol.Path != "" {
		w.fol.Root = outputOf(w.fol.Path) // found by spkit: no link out of its output folder
	}
	if w.fol.Path != "" {
		// A named pipe, a device or a directory is never a log to wait for.
		if err := notALog(fsutil.CheckRegular(w.fol.Path)); err != nil {
			return nil, err
		}
	}
	return w, nil
}

// find asks the engine for the run and follows its log and output.
func (w *TopWatch) find(ctx context.Context, profile string) error {
	run, why, err := lookupTopRun(ctx, w.d, profile)
	if err != nil {
		return err
	}
	w.engineErr = why
	if run == nil { // nothing running here: the last run's log on the host
		w.fol.Path = HostMemoryLog(w.d.Dir)
		w.source = w.fol.Path
		if profile != "" {
			w.source = profile + " (" + w.fol.Path + ")"
		}
		return nil
	}
	w.source = run.Describe()
	go run.MeterSteps(ctx, w.meter)
	if run.HostLog != "" {
		w.fol.Path = run.HostLog
		return nil
	}
	w.poll = func() error { return nil }
	go func() {
		if err := run.StreamLog(ctx, lockedFeed{w.fol, &w.mu}); err != nil && ctx.Err() == nil {
			fmt.Fprintf(w.d.ErrOut, "spkit: warning: reading the memory log through the engine: %v\n", err)
		}
	}()
	return nil
}

// Frame reads what the log gained and returns the view's frame.
func (w *TopWatch) Frame() report.Frame {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.poll(); err != nil {
		fmt.Fprintf(w.d.ErrOut, "spkit: warning: reading %s: %v\n", w.fol.Path, err)
	}
	fr := w.tr.Frame()
	fr.Now, fr.Source, fr.Invalid = w.d.Now(), w.source, w.fol.Invalid
	fr.StepRate = w.meter.Rate(fr.Now)
	return fr
}

// Once is top --once: one frame, or why there is nothing to show.
func (w *TopWatch) Once() (report.Frame, error) {
	fr := w.Frame()
	return fr, onceError(fr, w.fol.Path, w.engineErr)
}

// Lines prints one line per interval on Out until the run's exit line (or
// ctx) ends it: top's view where Out is not a terminal.
func (w *TopWatch) Lines(ctx context.Context, interval time.Duration) error {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		fr := w.Frame()
		fmt.Fprintln(w.d.Out, report.Line(fr))
		if fr.State == "exited" {
			return nil
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// onceError is why top --once has nothing to show, as an error: a line
// "waiting: no sample yet" with exit 0 said all was well (issue #31). A
// log that is all invalid lines is exit 1, as spkit report's; no log at all
// is exit 4 (and says why the engine could not be asked). A log with a
// start line and no sample yet is a run starting: that line, exit 0.
func onceError(fr report.Frame, path string, engineErr error) error {
	if len(fr.Samples) > 0 || fr.State != "waiting" {
		return nil
	}
	if fr.Invalid > 0 {
		return errdefs.New(errdefs.Failure, fmt.Sprintf("%s holds no memory log line (%d lines are not memory log lines, or cannot be true)", path, fr.Invalid),
			"give the path of a memory log written by spkit run (docs/run.md)")
	}
	if _, err := os.Stat(path); err == nil {
		return nil // an empty log: the run is starting
	}
	if engineErr != nil {
		return errdefs.Wrap(errdefs.Environment, engineErr, fmt.Sprintf("no running trainer found (the Docker engine: %v) and no memory log at %s", engineErr, path),
			"start the engine, or give the log with --log")
	}
	return errdefs.New(errdefs.Environment, "no running trainer and no memory log at "+path, "start a run (spkit up), or give the log with --log")
}
