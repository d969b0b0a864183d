package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/probe"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/report"
)

// runTrial runs trial n within its time bound and judges what it measured:
// a trial that hung, that took no memory sample or showed no optimizer step
// is no fit (issue #31 item 6); an error that is not the trainer's (the
// engine, the config, the build) ends the probe instead.
func (p *prober) runTrial(ctx context.Context, runner trialRunner, n int, values map[string]int) probe.Outcome {
	p.lastN = n
	limit, why := p.trialLimit()
	tctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	start := time.Now()
	out := runner.run(tctx, n, p.adjust(values, n))
	switch {
	case ctx.Err() != nil:
		out.Status, out.Err = probe.Failed, fmt.Errorf("cancelled: %w", ctx.Err())
	case errors.Is(tctx.Err(), context.DeadlineExceeded):
		out.Status, out.Err = probe.Failed, fmt.Errorf("the trial ran past its time bound of %s (%s) and was stopped: the trainer hung, or give --trial-timeout", limit, why)
	case out.Status == probe.Failed && aborts(out.Err):
		p.abort = out.Err
	case out.Status == probe.OK && out.Peak == 0:
		out.Status, out.Err = probe.Failed, errors.New("no memory sample of the trainer: it ended before the guard's first look, so nothing was measured")
	case out.Status == probe.OK && out.NoSteps:
		out.Status, out.Err = probe.Failed, errors.New(`the trainer's output showed no optimizer step ("step N", it/s): a trial that did not train measured nothing; make the trainer print its steps`)
	}
	if p.first == 0 && (out.Status == probe.OK || out.Status == probe.Stopped) {
		p.first = max(time.Since(start), time.Second)
	}
	return out
}

// trialLimit is the next trial's time bound and where it comes from.
func (p *prober) trialLimit() (time.Duration, string) {
	switch {
	case p.req.TrialTimeout > 0:
		return p.req.TrialTimeout, "--trial-timeout"
	case p.first == 0:
		return FirstTrialTimeout, "the first trial's bound"
	}
	return max(TrialTimeoutFactor*p.first, MinTrialTimeout),
		fmt.Sprintf("%d times the first trial's %s", TrialTimeoutFactor, p.first.Round(time.Second))
}

// aborts reports whether a trial's error is not the trainer's: spkit could
// not start it (engine, configuration, image build, usage).
func aborts(err error) bool {
	switch errdefs.CodeOf(err) {
	case errdefs.Usage, errdefs.Config, errdefs.Environment, errdefs.Build:
		return true
	}
	return false
}

// checkApply makes sure --apply can write its result, before trial 1: the
// file is writable, and the mappings it would edit are the profile's own,
// not shared through a YAML anchor or alias.
func (p *prober) checkApply() error {
	path := filepath.Join(p.d.Dir, project.FileName)
	if err := fsutil.CheckWritable(path); err != nil {
		return fsutil.WriteError(errdefs.Usage, err, path)
	}
	data, err := fsutil.ReadFile(context.Background(), path, fsutil.MaxConfigBytes)
	if err != nil {
		return fsutil.ReadError(errdefs.Config, err, path)
	}
	dry := map[string]int{}
	for _, prm := range p.req.Params {
		dry[prm.Name] = prm.Start
	}
	if _, err := probe.Apply(data, p.t.Profile.Name, dry); err != nil {
		return errdefs.Wrap(errdefs.Config, err, "--apply cannot write the best values: "+err.Error(), "drop --apply and set them by hand after the probe")
	}
	return nil
}

// stepWatch is an io.Writer over a trainer's output that notes whether a
// line showed an optimizer step.
type stepWatch struct {
	mu      sync.Mutex
	partial []byte
	seen    bool
}

func (w *stepWatch) Write(b []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.seen {
		return len(b), nil
	}
	w.partial = append(w.partial, b...)
	for {
		i := bytes.IndexByte(w.partial, '\n')
		if i < 0 {
			break
		}
		if report.ShowsStep(string(w.partial[:i])) {
			w.seen, w.partial = true, nil
			return len(b), nil
		}
		w.partial = w.partial[i+1:]
	}
	if len(w.partial) > 64<<10 {
		w.partial = w.partial[len(w.partial)-4<<10:]
	}
	return len(b), nil
}

// stepped reports whether a step was seen, the last unfinished line too.
func (w *stepWatch) stepped() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.seen || report.ShowsStep(string(w.partial))
}
