package app

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/probe"
	"github.com/spkit-dev/spkit/project"
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
	if out.Status != probe.OOM {
		// An OOM trial's samples missed the allocation that failed: no
		// peak to judge (its samples stay beside it).
		out.Peak = judged(p.results.Memory, out.HostPeak, out.GPUPeak)
	}
	p.noteOOM(&out)
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

// noteOOM says, for a trial that died of a CUDA OOM on a discrete GPU,
// that its GPU memory reached the device's before the guard saw it: the
// guard's samples are the trainer's peak as far as they saw, and the
// allocation that failed came between two of them.
func (p *prober) noteOOM(out *probe.Outcome) {
	var oom *probe.OOMError
	if out.Status != probe.OOM || !errors.As(out.Err, &oom) || p.results.Memory != probe.Discrete {
		return
	}
	oom.Unseen = fmt.Sprintf("the trainer's GPU memory reached the device's %s (%s left to it) before the guard saw it: its last sample was %s",
		memsize.Size(p.results.GPUTotal), memsize.Size(p.results.Ceiling), memsize.Size(out.GPUPeak))
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
