package app

import (
	"context"

	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/swarm"
)

// DownNodes removes an N-node run through the backend that ran it: the
// stack on a Swarm manager, the ranks' containers elsewhere.
func DownNodes(ctx context.Context, d *Deps, req NodesRequest, volumes bool) error {
	_, h, err := engineOf(ctx, d)
	if err != nil {
		return err
	}
	prep, err := prepareNodes(d, req)
	if err != nil {
		return err
	}
	return stop(ctx, d, h, prep, nodesPlan(prep, req), runner.StopOptions{Volumes: volumes})
}

// stop finds plan's run through its backend and removes it.
func stop(ctx context.Context, d *Deps, h engineHost, prep *Prepared, plan *runner.Plan, o runner.StopOptions) error {
	return runner.Stop(ctx, d.Backends, runEnv(d, h, prep.Run[0]), plan, o)
}

// Stack renders the profile's Swarm stack for `spkit compose --nodes`:
// relDir is the repository as the stack file names it.
func Stack(ctx context.Context, d *Deps, req NodesRequest, relDir string) ([]byte, error) {
	prep, err := prepareNodes(d, req)
	if err != nil {
		return nil, err
	}
	p, err := swarm.Render(prep.Specs[0], swarm.Options{Nodes: req.Nodes, Iface: req.Iface, Image: req.Image, RepoDir: relDir, MasterAddr: req.MasterAddr})
	if err != nil {
		return nil, err
	}
	return swarm.Marshal(ctx, p)
}
