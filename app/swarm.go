package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	clitypes "github.com/docker/cli/cli/compose/types"
	"github.com/moby/moby/api/types/system"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/swarm"
)

func swarmPreflight(ctx context.Context, eng NodesEngine, info system.Info, image string, builds, gpu bool, n int) error {
	nodes, err := eng.API().NodeList(ctx, client.NodeListOptions{})
	if err != nil {
		return fmt.Errorf("listing the swarm's nodes: %w", err)
	}
	local, err := eng.ImageExists(ctx, image)
	if err != nil {
		return err
	}
	return swarm.Preflight(swarm.Facts{Info: info, Nodes: nodes.Items, Image: image, ImageLocal: local || builds, GPU: gpu, Want: n})
}

// stackConfig renders the stack with absolute bind paths and loads it the
// way docker stack deploy does.
func stackConfig(ctx context.Context, dir string, spec *runspec.Spec, o swarm.Options) (*clitypes.Config, error) {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	o.RepoDir = abs
	p, err := swarm.Render(spec, o)
	if err != nil {
		return nil, err
	}
	data, err := swarm.Marshal(ctx, p)
	if err != nil {
		return nil, err
	}
	return swarm.Load(data, abs)
}

// prepareBinds creates the output folder (owned by the trainer) and the
// data folder spkit.yaml names: a Swarm task fails on a bind whose source
// is missing.
func prepareBinds(dir string, cfg *project.Config, spec *runspec.Spec) error {
	if err := compose.PrepareOutput(dir, cfg); err != nil {
		return err
	}
	host := runspec.HostData(cfg)
	if host == "" {
		return nil
	}
	data := filepath.Join(dir, host)
	if err := os.MkdirAll(data, 0o755); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, "cannot create the data directory "+data, "create it yourself")
	}
	return nil
}

// DownNodes removes an N-node run through the backend that ran it: the
// stack on a Swarm manager, the ranks' containers elsewhere.
func DownNodes(ctx context.Context, d *Deps, req NodesRequest, volumes bool) error {
	eng, err := d.Engine()
	if err != nil {
		return err
	}
	h, err := engineHostOf(ctx, eng)
	if err != nil {
		return err
	}
	pn, err := prepareNodes(d, req)
	if err != nil {
		return err
	}
	plan := &runner.Plan{Spec: pn.spec, Nodes: req.Nodes, Iface: req.Iface, Image: req.Image}
	r, err := selectRunner(d, eng, h, pn.prep.Run[0], plan)
	if err != nil {
		return err
	}
	run, err := r.Attach(ctx, plan)
	if err != nil {
		return err
	}
	return r.Stop(ctx, run, runner.StopOptions{Volumes: volumes})
}

// Stack renders the profile's Swarm stack for `spkit compose --nodes`:
// relDir is the repository as the stack file names it.
func Stack(ctx context.Context, d *Deps, req NodesRequest, relDir string) ([]byte, error) {
	pn, err := prepareNodes(d, req)
	if err != nil {
		return nil, err
	}
	p, err := swarm.Render(pn.spec, swarm.Options{Nodes: req.Nodes, Iface: req.Iface, Image: req.Image, RepoDir: relDir, MasterAddr: req.MasterAddr})
	if err != nil {
		return nil, err
	}
	return swarm.Marshal(ctx, p)
}
