package app

import (
	"context"

	"github.com/spkit-dev/spkit/runner"
)

// DownRequest is `spkit down [PROFILE]`: stop and remove the profile's
// container, or every profile's of the project.
type DownRequest struct {
	Profile string
	// Volumes removes the named volumes too (the Hugging Face cache).
	Volumes bool
}

// Down stops and removes the project's containers through the backend that
// runs one rank. A bad spkit.yaml is reported before the engine is asked,
// and nothing is written.
func Down(ctx context.Context, d *Deps, req DownRequest) error {
	var names []string
	if req.Profile != "" {
		names = []string{req.Profile}
	}
	prep, err := resolve(d.Dir, d.matrix(), PrepareRequest{Profiles: names})
	if err != nil {
		return err
	}
	_, h, err := engineOf(ctx, d)
	if err != nil {
		return err
	}
	plan := &runner.Plan{Spec: prep.Specs[0]}
	if req.Profile == "" {
		plan.All = prep.Specs
	}
	return stop(ctx, d, h, prep, plan, runner.StopOptions{Volumes: req.Volumes})
}
