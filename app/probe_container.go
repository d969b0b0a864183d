package app

import (
	"context"
	"fmt"
	"io"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/probe"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
)

// TrialGrace is a trial's SIGTERM-to-SIGKILL grace when its guard stops it
// (or the probe is cancelled): a short trial has little to checkpoint.
const TrialGrace = 30 * time.Second

// containerTrials runs every trial in one container of the profile, built
// (when missing) and started once with `spkit hold` as its PID 1: each
// trial is a fresh trainer process under its own `spkit run` (its own
// guard, armed at the ceiling) started in that container through the
// engine's exec, with its own trainer config, scratch output, memory log
// and run state in trials/N of the mounted trials folder. Between trials
// the container, its image, mounts (data, the Hugging Face cache volume)
// and the page cache stay: a trial pays for its own trainer process, not
// for a container. The container is removed when the probe ends.
type containerTrials struct {
	d   *Deps
	req ProbeRequest
	// t is the probe's target as configured; dir the probe's folder.
	t   *project.Target
	dir string
	eng Engine
	// gpuLimit is the guard's GPU memory limit (0: none).
	gpuLimit uint64
	// r runs the container and ctr is it running (nil before trial 1);
	// trials is the trials folder's path inside the container.
	r      runner.Runner
	ctr    *runner.Run
	trials string
}

func (c *containerTrials) run(ctx context.Context, n int, adjust func(*project.Target)) probe.Outcome {
	start := time.Now()
	failed := func(err error) probe.Outcome {
		return probe.Outcome{Status: probe.Failed, Err: err, Duration: time.Since(start)}
	}
	if c.ctr == nil {
		if err := c.start(ctx, adjust); err != nil {
			return failed(err)
		}
	}
	cmd, err := c.prepareTrial(n, adjust)
	if err != nil {
		return failed(err)
	}
	steps := &stepWatch{}
	code, err := c.r.Exec(ctx, c.ctr, runner.ExecOptions{Cmd: cmd,
		Env: []string{runstate.DirEnv + "=" + c.trialPath(n)}, Logs: io.MultiWriter(printableWriter{c.d.ErrOut}, steps)})
	if err != nil {
		return failed(err)
	}
	state, err := c.r.State(context.WithoutCancel(ctx), c.ctr, c.trialPath(n))
	if err != nil {
		return failed(unmeasured(code, err))
	}
	out := outcome(code, state, time.Since(start), steps.lines(), false)
	out.NoSteps = !steps.stepped()
	return out
}

// unmeasured is a trial whose run state could not be read: whatever its
// exit, nothing was measured, and a peak of 0 must never enter the fit.
func unmeasured(code int, err error) error {
	return fmt.Errorf("no run state from the trial (exit code %d): %w; nothing was measured", code, err)
}

// start prepares the probe's container as `spkit up` would (the trainer
// check, the free-memory preflight, the image) and starts it holding.
func (c *containerTrials) start(ctx context.Context, adjust func(*project.Target)) error {
	prep, err := Prepare(c.d.Dir, c.d.matrix(), PrepareRequest{Profiles: []string{c.req.Profile}, Adjust: adjust})
	if err != nil {
		return err
	}
	t := prep.Run[0]
	warn(c.d.ErrOut, prep.Warnings)
	if err := checkTrainer(c.d.ErrOut, c.d.Dir, t); err != nil {
		return err
	}
	spec := prep.Specs[0]
	plan := &runner.Plan{Spec: spec, Hold: true, Grace: holdGrace(spec), Force: c.req.Force}
	h, err := engineHostOf(ctx, c.eng)
	if err != nil {
		return err
	}
	r, err := selectRunner(c.d, h, t, plan)
	if err != nil {
		return err
	}
	if err := r.Check(ctx, plan); err != nil {
		return err
	}
	if err := ensureImage(ctx, c.d, c.eng, prep.Configured[0], UpRequest{BaseImage: c.req.BaseImage}); err != nil {
		return err
	}
	if err := c.clearTrials(t); err != nil {
		return err
	}
	out, err := runspec.OutputTarget(t.Project, spec.Workdir)
	if err != nil {
		return err
	}
	run, err := r.Start(ctx, plan)
	if err != nil {
		return err
	}
	c.r, c.ctr, c.trials = r, run, out
	fmt.Fprintf(c.d.ErrOut, "spkit: probe container for %s started; each trial runs a fresh trainer in it\n", run.Service)
	return nil
}

// clearTrials empties the trials folder (a scratch folder: an earlier
// probe's checkpoint there must not be resumed) and creates it for the
// container's user.
func (c *containerTrials) clearTrials(t *project.Target) error {
	host := filepath.Join(c.d.Dir, runspec.HostOutput(t.Project))
	if err := fsutil.RemoveAllIn(c.d.Dir, host); err != nil { // no link followed out of the repository
		return errdefs.Wrap(errdefs.Environment, err, "cannot clear the probe's scratch folder "+host+": "+OneLine(err.Error()),
			"remove it yourself (its files may be the container user's), then probe again")
	}
	return compose.PrepareOutput(c.d.Dir, t.Project)
}

// prepareTrial writes trial n's trainer config into its folder and returns
// the command that runs it: the trainer under `spkit run`, armed at the
// ceiling on what the container's cgroup gains from the trial's start (and
// the GPU memory of its processes).
func (c *containerTrials) prepareTrial(n int, adjust func(*project.Target)) ([]string, error) {
	t := *c.t
	t.TrainCommand = append([]string(nil), c.t.TrainCommand...)
	adjust(&t)
	host := probe.TrialDir(c.dir, n)
	if err := compose.PrepareDir(host); err != nil {
		return nil, err
	}
	files, _, err := compose.TrainConfigs(c.d.Dir, []*project.Target{&t})
	if err != nil {
		return nil, err
	}
	config := ""
	if data, ok := files[t.Profile.Name]; ok {
		name := "train-config" + runspec.TrainConfigExt(t.TrainConfig)
		if err := fsutil.WriteFileIn(c.d.Dir, filepath.Join(host, name), data, 0o644); err != nil {
			return nil, fsutil.WriteError(errdefs.Environment, err, filepath.Join(host, name))
		}
		config = path.Join(c.trialPath(n), name)
	}
	cmd := append([]string{"spkit", "run"}, c.guard(&t)...)
	cmd = append(cmd, "--cgroup-baseline", "--grace", TrialGrace.String(), "--memory-log", path.Join(c.trialPath(n), "memory.jsonl"), "--metrics=", "--")
	for _, a := range t.TrainCommand {
		cmd = append(cmd, strings.ReplaceAll(a, compose.ConfigPlaceholder, config))
	}
	return cmd, nil
}

// guard is `spkit run`'s guard flags for a trial of t.
func (c *containerTrials) guard(t *project.Target) []string { return guardArgs(t, c.gpuLimit) }

// trialPath is trial n's folder inside the container.
func (c *containerTrials) trialPath(n int) string { return path.Join(c.trials, strconv.Itoa(n)) }

// close removes the probe's container; an error says it is still there.
func (c *containerTrials) close(ctx context.Context) error {
	if c.ctr == nil {
		return nil
	}
	err := c.r.Stop(ctx, c.ctr, runner.StopOptions{Quiet: true})
	if err != nil {
		return errdefs.Wrap(errdefs.Runtime, err, fmt.Sprintf("the probe's container for %s could not be removed: %v", c.ctr.Service, err),
			"remove it with `spkit down "+c.ctr.Service+"`")
	}
	c.ctr = nil
	return nil
}
