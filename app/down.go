package app

import (
	"context"

	"github.com/spkit-dev/spkit/compose"
)

// DownRequest is `spkit down [PROFILE]`: stop and remove the profile's
// container, or every profile's of the project.
type DownRequest struct {
	Profile string
	// Volumes removes the named volumes too (the Hugging Face cache).
	Volumes bool
}

// Down stops and removes the project's containers. A bad spkit.yaml is
// reported before the engine is asked, and an unreachable engine before
// anything is written.
func Down(ctx context.Context, d *Deps, req DownRequest) error {
	var names []string
	if req.Profile != "" {
		names = []string{req.Profile}
	}
	if _, err := checkProfiles(d.Dir, Pins{}, names...); err != nil {
		return err
	}
	eng, err := d.Engine()
	if err != nil {
		return err
	}
	if _, _, err := eng.Host(ctx); err != nil {
		return err
	}
	prep, err := Prepare(d.Dir, PrepareRequest{Profiles: names, RelDir: "."})
	if err != nil {
		return err
	}
	proj, err := compose.ForEngine(ctx, prep.Compose, d.Dir)
	if err != nil {
		return err
	}
	return eng.Down(ctx, proj, compose.DownOptions{Service: req.Profile, Volumes: req.Volumes})
}
