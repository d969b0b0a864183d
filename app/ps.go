package app

import (
	"context"
	"strconv"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/runspec"
)

// Ps prints the project's containers (`spkit ps`).
func Ps(ctx context.Context, d *Deps) error {
	lp, err := LoadProject(d.Dir)
	if err != nil {
		return err
	}
	eng, err := d.Engine()
	if err != nil {
		return err
	}
	return eng.Ps(ctx, runspec.ProjectName(lp.Config))
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
	lp, err := LoadProject(d.Dir)
	if err != nil {
		return err
	}
	if _, err := lp.Catalog.Get(req.Profile); err != nil {
		return err
	}
	eng, err := d.Engine()
	if err != nil {
		return err
	}
	return eng.Logs(ctx, runspec.ProjectName(lp.Config), compose.LogsOptions{Service: req.Profile, Follow: req.Follow, Tail: req.Tail})
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
