package app

import (
	"context"
	"time"

	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/swarm"
)

// engineHost is what the engine said of itself: its info, and whether it
// runs on this machine.
type engineHost struct {
	info  system.Info
	local bool
}

// engineHostOf asks eng once; its error is already a user error.
func engineHostOf(ctx context.Context, eng Engine) (engineHost, error) {
	info, local, err := eng.Host(ctx)
	return engineHost{info, local}, err
}

// runEnv is where a backend's runner runs, for t: this repository, these
// streams, the engine's host, and the preflight that judges this machine
// for t (none without a target: ps and logs start nothing).
func runEnv(d *Deps, h engineHost, t *project.Target) runner.Env {
	env := runner.Env{Dir: d.Dir, Out: d.Out, ErrOut: d.ErrOut,
		Host: runner.Host{Local: h.local, SwarmManager: swarm.IsManager(h.info), NodeID: h.info.Swarm.NodeID}}
	if t != nil {
		env.Preflight = func(p *runner.Plan) error {
			return preflight(d, hostFacts(d, h.info, h.local, t.Profile.HasGPU()), t, p.Force)
		}
	}
	return env
}

// selectRunner picks the backend for plan on the engine's host h (spkit
// probe's container, which it starts in steps of its own).
func selectRunner(d *Deps, h engineHost, t *project.Target, plan *runner.Plan) (runner.Runner, error) {
	r, _, err := runner.Select(d.Backends, runEnv(d, h, t), plan)
	return r, err
}

// holdGrace is hold's grace for a probe container's trials: the
// profile's stop grace less the margin spkit keeps for its own exit.
func holdGrace(spec *runspec.Spec) time.Duration {
	if spec.StopGrace > 0 {
		return max(spec.StopGrace-runspec.StopMargin/2, time.Second)
	}
	return TrialGrace
}
