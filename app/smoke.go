package app

import (
	"context"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/profiles"
)

// SmokeRequest is `spkit smoke IMAGE`: spkit validate run inside Image
// with the GPUs Profile requests.
type SmokeRequest struct {
	Image, Profile string
}

// Smoke runs the image's checks through the engine and returns them.
func Smoke(ctx context.Context, d *Deps, req SmokeRequest) (*checks.Report, error) {
	if err := images.CheckImageRef("IMAGE", req.Image); err != nil {
		return nil, err
	}
	p, err := profiles.Builtin().Get(req.Profile)
	if err != nil {
		return nil, err
	}
	c, err := d.Checks()
	if err != nil {
		return nil, err
	}
	return c.Smoke(ctx, req.Image, p)
}
