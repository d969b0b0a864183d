package app

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path/filepath"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/probe"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/trainconfig"
)

// Keys trainers commonly use for the run length, the checkpoint cadence
// and the output directory; the first one the trainer's config sets is used.
var (
	stepsKeys      = []string{"max_train_steps", "max_steps", "num_train_steps", "train_steps", "total_steps", "steps"}
	checkpointKeys = []string{"checkpointing_steps", "save_steps", "checkpoint_every", "save_every"}
	outputKeys     = trainconfig.OutputKeys
	paramKeys      = []string{"batch_size", "train_batch_size", "per_device_train_batch_size", "micro_batch_size"}
)

// ProbeRequest is `spkit probe`.
type ProbeRequest struct {
	Profile string
	// Params are probed one after another, each at the previous ones' best;
	// a Param without a name is the trainer's batch-size key.
	Params []probe.Param
	// Ceiling is where the guard stops a trial (0: what the profile's guard
	// leaves the trainer); Margin is kept below it for a fitting trial
	// (zero: probe.DefaultMargin).
	Ceiling memsize.Size
	Margin  memsize.Headroom
	// Steps is each trial's run length under StepsKey ("": found in the
	// trainer's config).
	Steps    int
	StepsKey string
	// Local runs trials as local processes under `spkit run` (Self is the
	// spkit executable) instead of containers.
	Local bool
	Self  string
	// BaseImage, when building the image; Force skips forceable refusals.
	BaseImage string
	Force     bool
	// Apply writes the best values into spkit.yaml.
	Apply bool
	// TrialTimeout bounds each trial (0: the first trial gets
	// FirstTrialTimeout, each later one TrialTimeoutFactor times the
	// first's time, at least MinTrialTimeout).
	TrialTimeout time.Duration
	// NoPredict runs seed 002's sweep without the fit (benchmarks).
	NoPredict bool
}

// ProbeResult is a finished probe.
type ProbeResult struct {
	Results *probe.Results
	// Dir holds results.json, results.md and the plots.
	Dir     string
	Applied bool
}

// trialRunner runs one trial: the target adjusted by the trial's
// overrides; close releases what the trials shared (the container).
type trialRunner interface {
	run(ctx context.Context, n int, adjust func(*project.Target)) probe.Outcome
	close(ctx context.Context) error
}

// The per-trial time bound when none is given: a hung trainer must not
// hold the probe for ever. The first trial (which may build the image) gets
// FirstTrialTimeout; each later one TrialTimeoutFactor times the first's
// time, at least MinTrialTimeout.
const (
	FirstTrialTimeout  = time.Hour
	TrialTimeoutFactor = 5
	MinTrialTimeout    = 2 * time.Minute
)

// Probe finds the largest value of each parameter whose run fits in memory.
func Probe(ctx context.Context, d *Deps, req ProbeRequest) (*ProbeResult, error) {
	// Builds and trials report on stderr: stdout is for the results.
	quiet := *d
	quiet.Out = d.ErrOut
	// Trials run in other directories (a local trainer in the repository):
	// a relative -C would not name it from there.
	if abs, err := filepath.Abs(d.Dir); err == nil {
		quiet.Dir = abs
	}
	d = &quiet
	p, err := newProber(d, req)
	if err != nil {
		return nil, err
	}
	var runner trialRunner = &localTrials{d: d, req: req, dir: p.dir, gpuLimit: p.gpuLimit()}
	if !req.Local {
		// An engine that does not answer is exit 4 before anything is
		// written, not a failed trial.
		eng, err := d.Engine()
		if err != nil {
			return nil, err
		}
		if _, _, err := eng.Host(ctx); err != nil {
			return nil, err
		}
		runner = &containerTrials{d: d, req: req, t: p.t, dir: p.dir, eng: eng, gpuLimit: p.gpuLimit()}
	}
	return p.do(ctx, runner)
}

// prober holds one probe's settings, resolved from the request.
type prober struct {
	d       *Deps
	req     ProbeRequest
	t       *project.Target
	dir     string
	keys    trialKeys
	results *probe.Results
	// mem is the memory model and its ceilings.
	mem probeMemory
	// abort is an error that ends the probe rather than fail a trial (the
	// engine, the config): no trial is recorded for it.
	abort error
	// first is the first trial's time, for the default time bound.
	first time.Duration
	// lastN is the number of the last trial run.
	lastN int
}

type trialKeys struct{ steps, checkpoint, output string }

func newProber(d *Deps, req ProbeRequest) (*prober, error) {
	lp, err := LoadProject(d.Dir, d.matrix())
	if err != nil {
		return nil, err
	}
	t, err := lp.Target(req.Profile, "", "", "probe")
	if err != nil {
		return nil, err
	}
	p := &prober{d: d, req: req, t: t, dir: probe.Dir(d.Dir, t.Profile.Name)}
	if err := p.resolveKeys(); err != nil {
		return nil, err
	}
	if req.Apply {
		if err := p.checkApply(); err != nil {
			return nil, err
		}
	}
	if p.mem, err = p.memory(); err != nil {
		return nil, err
	}
	if err := p.newResults(); err != nil {
		return nil, err
	}
	for _, prm := range p.req.Params {
		p.results.Params = append(p.results.Params, prm.Name)
	}
	return p, nil
}

// resolveKeys checks the trainer's config sets every key a trial changes.
func (p *prober) resolveKeys() error {
	if p.t.TrainConfig == "" {
		return errdefs.Configf("set train.config to the trainer's config file: probe changes its keys for each trial",
			"spkit probe needs a trainer config")
	}
	path := filepath.Join(p.d.Dir, p.t.TrainConfig)
	base, err := fsutil.ReadFile(context.Background(), path, fsutil.MaxConfigBytes)
	if errors.Is(err, fs.ErrNotExist) {
		return errdefs.Wrap(errdefs.Config, err, "the trainer config "+p.t.TrainConfig+" does not exist", "check train.config in spkit.yaml")
	}
	if err != nil {
		return fsutil.ReadError(errdefs.Config, err, path)
	}
	has := func(k string) bool { _, over := p.t.TrainerOverrides[k]; return over || trainconfig.Has(base, k) }
	first := func(keys []string) string {
		for _, k := range keys {
			if has(k) {
				return k
			}
		}
		return ""
	}
	p.keys = trialKeys{steps: p.req.StepsKey, checkpoint: first(checkpointKeys), output: first(outputKeys)}
	if p.keys.steps == "" {
		p.keys.steps = first(stepsKeys)
	}
	if p.keys.steps == "" || !has(p.keys.steps) {
		return errdefs.Usagef("name it with --steps-key KEY (probe runs a few optimizer steps per trial)",
			"the trainer config %s sets none of %s", p.t.TrainConfig, strings.Join(append([]string{p.req.StepsKey}, stepsKeys...), ", "))
	}
	for i, prm := range p.req.Params {
		if prm.Name == "" {
			if prm.Name = first(paramKeys); prm.Name == "" {
				return errdefs.Usagef("name the parameter: --param KEY", "the trainer config %s sets no batch-size key (%s)",
					p.t.TrainConfig, strings.Join(paramKeys, ", "))
			}
			p.req.Params[i] = prm
		}
		if !has(prm.Name) {
			return errdefs.Usagef("probe a key the trainer reads", "--param %s: the trainer config %s does not set %s", prm.Name, p.t.TrainConfig, prm.Name)
		}
	}
	return nil
}

// newResults starts the results: the ceilings and their targets (the
// margin below each ceiling).
func (p *prober) newResults() error {
	margin := p.req.Margin
	if margin.IsZero() {
		margin = probe.DefaultMargin
	}
	m := p.mem
	tgt, err := marginTarget(m.ceiling, margin, "probe's")
	if err != nil {
		return err
	}
	r := &probe.Results{Profile: p.t.Profile.Name, Memory: m.model, Ceiling: m.ceiling, Target: tgt, Source: m.source,
		Steps: p.req.Steps, Best: map[string]int{}, Fits: map[string]probe.Fit{}}
	if m.model == probe.Discrete {
		r.GPUTotal, r.HostCeiling = m.gpuTotal, m.hostCeiling
		if r.HostTarget, err = marginTarget(m.hostCeiling, margin, "host memory's"); err != nil {
			return err
		}
	}
	p.results = r
	return nil
}

// do searches each parameter in turn, saving the results after each
// trial, then releases what the trials shared: a container that cannot be
// removed is the probe's error (or, after another, a warning), never
// dropped.
func (p *prober) do(ctx context.Context, runner trialRunner) (*ProbeResult, error) {
	res, err := p.search(ctx, runner)
	if cerr := runner.close(context.WithoutCancel(ctx)); cerr != nil {
		if err != nil {
			fmt.Fprintf(p.d.ErrOut, "spkit: warning: %v\n", cerr)
			return res, err
		}
		return res, cerr
	}
	return res, err
}

func (p *prober) search(ctx context.Context, runner trialRunner) (*ProbeResult, error) {
	res := &ProbeResult{Results: p.results, Dir: p.dir}
	fmt.Fprintf(p.d.ErrOut, "spkit: probing %s: %s\n", p.t.Profile.Name, p.results.Summary())
	if p.mem.why != "" {
		fmt.Fprintf(p.d.ErrOut, "spkit: memory model %s: %s\n", p.mem.model, p.mem.why)
	}
	n := 0
	for _, prm := range p.req.Params {
		s := &probe.Search{Param: prm, Target: p.results.Target, HostTarget: p.results.HostTarget, Fixed: maps.Clone(p.results.Best), NoPredict: p.req.NoPredict,
			OnTrial: func(tr probe.Trial) {
				if p.abort != nil {
					return
				}
				p.results.Trials = append(p.results.Trials, tr)
				fmt.Fprintln(p.d.ErrOut, "spkit: trial "+p.results.Row(tr))
				_ = p.save()
			}}
		s.Run = func(ctx context.Context, v int) probe.Outcome {
			n++
			values := maps.Clone(s.Fixed)
			values[prm.Name] = v
			return p.runTrial(ctx, runner, n, values)
		}
		best, _, err := s.Do(ctx)
		if p.abort != nil {
			return res, p.abort
		}
		if f, ok := s.Fit(); ok {
			p.results.Fits[prm.Name] = f
		}
		if err != nil {
			_ = p.save()
			return res, p.searchError(prm, err)
		}
		p.results.Best[prm.Name] = best
	}
	if err := p.save(); err != nil {
		return res, err
	}
	if p.req.Apply {
		if err := p.apply(); err != nil {
			return res, err
		}
		res.Applied = true
	}
	return res, nil
}

func (p *prober) searchError(prm probe.Param, err error) error {
	var failed *probe.FailedError
	switch {
	case errors.As(err, &failed):
		hint := "fix the trainer or the parameter's range, then probe again"
		if p.req.Local {
			hint = "its output is in " + filepath.Join(probe.TrialDir(p.dir, p.lastN), "output.log") + "; " + hint
		}
		return errdefs.Wrap(errdefs.Runtime, err, fmt.Sprintf("the trial at %s=%d failed for a reason other than memory: %s", prm.Name, failed.Value, probe.Printable(failed.Err.Error())), hint)
	case errors.Is(err, probe.ErrNothingFits):
		why := "already does not fit under " + memsize.Size(p.results.Target).String()
		if n := len(p.results.Trials); n > 0 && p.results.Trials[n-1].Status == probe.OOM {
			why = "already runs out of GPU memory (CUDA OOM)"
		}
		return errdefs.New(errdefs.MemoryGuard, fmt.Sprintf("%s=%d %s", prm.Name, prm.Start, why),
			"lower the start value, another parameter first, or raise --ceiling")
	case isCancel(err):
		return errdefs.Wrap(errdefs.Cancelled, err, "probe cancelled; the results so far are in "+p.dir, "")
	}
	return err
}

func isCancel(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}
