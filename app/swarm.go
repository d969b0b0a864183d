package app

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	clitypes "github.com/docker/cli/cli/compose/types"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/swarm"
)

// upSwarm deploys the profile's stack on the Swarm this engine manages,
// follows every rank and returns the worst rank's exit code.
func upSwarm(ctx context.Context, d *Deps, eng NodesEngine, pn *preparedNodes, req NodesRequest) (*UpResult, error) {
	t, spec := pn.prep.Run[0], pn.spec
	api := eng.API()
	image := spec.Image
	if req.Image != "" {
		image = req.Image
	}
	// Without --image, spkit builds the image into this engine (below).
	if err := swarmPreflight(ctx, eng, api, image, req.Image == "", spec.GPU != nil, req.Nodes); err != nil {
		return nil, err
	}
	if req.Image == "" {
		if err := ensureImage(ctx, d, eng, pn.prep.Configured[0], req.UpRequest); err != nil {
			return nil, err
		}
	}
	if err := prepareBinds(d.Dir, t.Project, spec); err != nil {
		return nil, err
	}
	opts := swarm.Options{Nodes: req.Nodes, Iface: req.Iface, Image: image}
	if req.Iface != "" {
		info, local, err := eng.Host(ctx)
		if err != nil {
			return nil, err
		}
		if opts.MasterAddr, err = ifaceAddr(req.Iface, local); err != nil {
			return nil, err
		}
		// Rank 0 on this manager, whose address on the interface we know.
		opts.Rank0Constraint = "node.id == " + info.Swarm.NodeID
	}
	cfg, err := stackConfig(ctx, d.Dir, spec, opts)
	if err != nil {
		return nil, err
	}
	r := &swarm.Runner{Engine: api, Out: d.Out, ErrOut: d.ErrOut}
	fmt.Fprintf(d.ErrOut, "spkit: deploying stack %s: %d ranks of %s on the swarm\n", spec.Project, req.Nodes, t.Profile.Name)
	if err := r.Deploy(ctx, spec.Project, cfg); err != nil {
		_ = r.Remove(context.WithoutCancel(ctx), spec.Project)
		return nil, err
	}
	if req.Detach {
		fmt.Fprintf(d.Out, "stack %s deployed; remove it with `spkit down %s --nodes %d`\n", spec.Project, t.Profile.Name, req.Nodes)
		return &UpResult{Target: t, Project: spec.Project, Service: t.Profile.Name}, nil
	}
	code, err := r.Follow(ctx, spec.Project, req.Nodes)
	if err != nil {
		return nil, err
	}
	return &UpResult{Target: t, Project: spec.Project, Service: t.Profile.Name, Code: code}, nil
}

func swarmPreflight(ctx context.Context, eng NodesEngine, api client.APIClient, image string, builds, gpu bool, n int) error {
	info, _, err := eng.Host(ctx)
	if err != nil {
		return err
	}
	nodes, err := api.NodeList(ctx, client.NodeListOptions{})
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

// DownNodes removes an N-node run: the stack on a Swarm manager, the
// ranks' containers elsewhere.
func DownNodes(ctx context.Context, d *Deps, req NodesRequest, volumes bool) error {
	eng, err := d.Engine()
	if err != nil {
		return err
	}
	info, _, err := eng.Host(ctx)
	if err != nil {
		return err
	}
	if ne, ok := eng.(NodesEngine); ok && swarm.IsManager(info) {
		pn, err := prepareNodes(d, req)
		if err != nil {
			return err
		}
		r := &swarm.Runner{Engine: ne.API(), Out: d.Out, ErrOut: d.ErrOut}
		return r.Remove(ctx, pn.spec.Project)
	}
	proj, err := NodesProject(ctx, d, req)
	if err != nil {
		return err
	}
	for _, name := range proj.ServiceNames() {
		if err := eng.Down(ctx, proj, compose.DownOptions{Service: name, Volumes: volumes}); err != nil {
			return err
		}
	}
	return nil
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
