package enginecheck

import (
	"context"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/checks/doctor"
	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/profiles"
)

// Checks are doctor's and smoke's questions to the engine behind API.
type Checks struct {
	API client.APIClient
}

// Probe is doctor's engine section (ProbeEngine).
func (c Checks) Probe(ctx context.Context) doctor.EngineStatus { return ProbeEngine(c.API)(ctx) }

// Smoke pings the engine, then runs Smoke.
func (c Checks) Smoke(ctx context.Context, image string, p *profiles.Profile) (*checks.Report, error) {
	if _, err := engine.Ping(ctx, c.API); err != nil {
		return nil, err
	}
	return Smoke(ctx, c.API, image, p)
}
