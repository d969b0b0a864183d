package app

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
)

// topUsers is how many processes a free-memory refusal names.
const topUsers = 5

// UpRequest runs one profile's trainer.
type UpRequest struct {
	Profile string
	// Build rebuilds the image even when it exists; NoBuild makes a missing
	// image an error instead of building it.
	Build, NoBuild bool
	// BaseImage replaces every stage's base image when building.
	BaseImage string
	Detach    bool
	// WaitTimeout bounds the wait for healthy (0: no limit).
	WaitTimeout time.Duration
	// Force starts although a forceable preflight check refuses.
	Force bool
	// Logs gets the trainer's output (Deps.Out when nil).
	Logs io.Writer
	// ShowOverrides prints the trainer-config diff; Adjust changes the
	// target for this run only (see PrepareRequest).
	ShowOverrides bool
	Adjust        func(*project.Target)
	// Pins are --cuda and --torch over spkit.yaml's versions.
	Pins Pins
	// Flags are the run's flags over spkit.yaml (--metrics-port).
	Flags runspec.Flags
}

// UpResult is a finished (or detached) run of one profile.
type UpResult struct {
	Target  *project.Target
	Project string
	Service string
	// Run is the run as its backend started it; Runner the backend's
	// runner (its state, and Stop).
	Run    *runner.Run
	Runner runner.Runner
	// Code is the trainer's exit code (0 when detached).
	Code int
}

// Up runs the preflight, builds the image when needed, starts the profile's
// container and (unless detached) follows it to its exit: spkit.yaml is
// resolved once, into the target and the run spec the backend runs.
func Up(ctx context.Context, d *Deps, req UpRequest) (*UpResult, error) {
	// A bad flag or spkit.yaml is reported before the engine is asked, and
	// an unreachable engine before anything is written.
	if req.BaseImage != "" {
		if err := images.CheckImageRef("--base-image", req.BaseImage); err != nil {
			return nil, err
		}
	}
	preq := PrepareRequest{Profiles: []string{req.Profile}, Pins: req.Pins,
		ShowOverrides: req.ShowOverrides, Overrides: d.ErrOut, Adjust: req.Adjust, Flags: req.Flags}
	prep, err := resolve(d.Dir, d.matrix(), preq)
	if err != nil {
		return nil, err
	}
	eng, h, err := engineOf(ctx, d)
	if err != nil {
		return nil, err
	}
	if err := prep.commit(d.Dir, preq); err != nil {
		return nil, err
	}
	t := prep.Run[0]
	warn(d.ErrOut, prep.Warnings)
	if err := checkTrainer(d.ErrOut, d.Dir, t); err != nil {
		return nil, err
	}
	plan := &runner.Plan{Spec: prep.Specs[0], Force: req.Force, Detach: req.Detach, WaitTimeout: req.WaitTimeout, Logs: req.Logs}
	return startRun(ctx, d, eng, h, prep, plan, req)
}

// startRun starts plan through the backend that runs it (runner.Start:
// the backend's check of the host, the image built here unless the plan
// brings its own, the start). A rendezvous on --iface is read first.
func startRun(ctx context.Context, d *Deps, eng Engine, h engineHost, prep *Prepared, plan *runner.Plan, req UpRequest) (*UpResult, error) {
	t := prep.Run[0]
	if plan.Iface != "" {
		var err error
		if plan.MasterAddr, err = ifaceAddr(plan.Iface, h.local); err != nil {
			return nil, err
		}
	}
	env := runEnv(d, h, t)
	env.Image = func(ctx context.Context) error { return ensureImage(ctx, d, eng, prep.Configured[0], req) }
	r, run, err := runner.Start(ctx, d.Backends, env, plan)
	if err != nil {
		return nil, err
	}
	return &UpResult{Target: t, Run: run, Runner: r, Project: run.Project, Service: run.Service, Code: run.Code}, nil
}

// engineOf connects the engine and asks it where it runs.
func engineOf(ctx context.Context, d *Deps) (Engine, engineHost, error) {
	eng, err := d.Engine()
	if err != nil {
		return nil, engineHost{}, err
	}
	h, err := engineHostOf(ctx, eng)
	return eng, h, err
}

// preflight refuses to start t on a machine that cannot run it; --force
// skips the forceable refusals with a warning each.
func preflight(d *Deps, host *Host, t *project.Target, force bool) error {
	var refuse []Refusal
	for _, rf := range Preflight(t, host) {
		if force && rf.Forceable {
			fmt.Fprintf(d.ErrOut, "spkit: warning: --force: starting anyway although %s\n", rf.Reason)
			continue
		}
		refuse = append(refuse, rf)
	}
	if len(refuse) > 1 {
		WriteRefusals(d.ErrOut, refuse)
	}
	if len(refuse) > 0 {
		return RefusalError(t.Profile.Name, refuse)
	}
	return nil
}

// hostFacts is what preflight knows: the engine's info, and for a local
// engine this machine's GPUs (when the profile wants one) and memory.
func hostFacts(d *Deps, info system.Info, local, wantGPU bool) *Host {
	h := &Host{Engine: info, Local: local}
	if !local {
		return h
	}
	if wantGPU && d.GPU != nil {
		h.GPU, h.GPUErr = d.GPU.Info()
	}
	if m, err := hostmem.ReadSnapshot(d.ProcRoot, topUsers); err == nil {
		h.Memory = m
	}
	return h
}

// ensureImage builds t's image with spkit's builder when it is missing (or
// when asked to).
func ensureImage(ctx context.Context, d *Deps, eng Engine, t *project.Target, req UpRequest) error {
	ref := runspec.ImageRef(t)
	ok, err := eng.ImageExists(ctx, ref)
	if err != nil {
		return err
	}
	if ok && !req.Build {
		return nil
	}
	if req.NoBuild {
		return errdefs.New(errdefs.Environment, fmt.Sprintf("image %s for profile %s is not in the engine", ref, t.Profile.Name),
			"build it first: spkit build --profile "+t.Profile.Name)
	}
	_, err = Build(ctx, d, BuildRequest{Target: t, BaseImage: req.BaseImage})
	return err
}
