package app

import (
	"context"
	"sync"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/report"
	"github.com/spkit-dev/spkit/runspec"
)

// RunFinder finds the running trainer spkit top follows (compose.Finder
// over the engine API in production).
type RunFinder interface {
	// Find returns project's running trainer of profile (any when ""),
	// nil when none runs; engineErr says why the engine could not be
	// asked.
	Find(ctx context.Context, project, profile string) (run *compose.Running, engineErr, err error)
}

// lookupTopRun asks the engine for the project's running container of
// profile. It returns nil without an error when spkit.yaml or the engine
// is missing or nothing runs, so top falls back to the host's memory log;
// engineErr says why the engine could not be asked (for a top --once that
// then has nothing to show).
func lookupTopRun(ctx context.Context, d *Deps, profile string) (run *compose.Running, engineErr, err error) {
	cfg, err := project.Load(d.Dir)
	if err != nil {
		return nil, nil, nil
	}
	f, err := d.Runs()
	if err != nil {
		return nil, err, nil
	}
	return f.Find(ctx, runspec.ProjectName(cfg), profile)
}

// lockedFeed feeds what the engine streams of a memory log to top's
// follower, under the watch's lock.
type lockedFeed struct {
	fol *report.Follower
	mu  *sync.Mutex
}

func (w lockedFeed) Write(b []byte) (int, error) {
	w.mu.Lock()
	w.fol.Feed(b)
	w.mu.Unlock()
	return len(b), nil
}
