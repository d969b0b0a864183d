package app

import (
	"context"
	"strconv"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
)

// Ps prints the project's containers (`spkit ps`) through the backend
// that runs one rank.
func Ps(ctx context.Context, d *Deps) error {
	lp, err := LoadProject(d.Dir, d.matrix())
	if err != nil {
		return err
	}
	r, run, err := attachNamed(ctx, d, lp, "")
	if err != nil {
		return err
	}
	return r.Status(ctx, run)
}

// attachNamed is the runner and handle of the project's run of profile
// ("": every profile's), by name: ps and logs need no resolved target.
func attachNamed(ctx context.Context, d *Deps, lp *Project, profile string) (runner.Runner, *runner.Run, error) {
	_, h, err := engineOf(ctx, d)
	if err != nil {
		return nil, nil, err
	}
	name := runspec.ProjectName(lp.Config)
	plan := &runner.Plan{Spec: &runspec.Spec{Project: name, Profile: profile}}
	env := runEnv(d, h, nil)
	r, backend, err := runner.Select(d.Backends, env, plan)
	if err != nil {
		return nil, nil, err
	}
	return r, &runner.Run{Backend: backend, Project: name, Service: profile, Ranks: 1}, nil
}

// LogsRequest is `spkit logs PROFILE`.
type LogsRequest struct {
	Profile string
	// Follow keeps printing until the context ends; Tail is how many lines
	// from the end ("all", or a count).
	Follow bool
	Tail   string
}

// Logs prints one profile's trainer output.
func Logs(ctx context.Context, d *Deps, req LogsRequest) error {
	if req.Tail == "" {
		req.Tail = "all"
	}
	if err := checkTail(req.Tail); err != nil {
		return err
	}
	lp, err := LoadProject(d.Dir, d.matrix())
	if err != nil {
		return err
	}
	if _, err := lp.Catalog.Get(req.Profile); err != nil {
		return err
	}
	r, run, err := attachNamed(ctx, d, lp, req.Profile)
	if err != nil {
		return err
	}
	return r.Logs(ctx, run, runner.LogsOptions{Follow: req.Follow, Tail: req.Tail})
}

// checkTail accepts "all" or a count of lines (0 or more).
func checkTail(v string) error {
	if v == "all" {
		return nil
	}
	if n, err := strconv.Atoi(v); err != nil || n < 0 {
		return errdefs.Usagef("give a number of lines (0 or more) or all", "--tail %q is not a line count", v)
	}
	return nil
}
