package app

import (
	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/swarm"
)

// Backends is the registry of runners over the Docker connection c, in the
// order runner.Select tries them: a Swarm manager runs ranks as a stack,
// any other engine runs them as containers of one project, and one rank
// is one compose service. A new backend is a room that exports a
// runner.Backend, and one entry here (docs/architecture.md).
func Backends(c *Docker) []runner.Backend {
	return []runner.Backend{
		swarm.Backend(c.swarmConn),
		compose.RanksBackend(c.Compose),
		compose.Backend(c.Compose),
	}
}
