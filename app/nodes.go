package app

import (
	"context"
	"fmt"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/swarm"
)

// NodesRequest runs one profile's trainer on several nodes.
type NodesRequest struct {
	UpRequest
	Nodes int
	// Iface is the interface NCCL, Gloo and UCX use inside the containers.
	Iface string
	// Image replaces the image (a registry reference every node can pull).
	Image string
	// MasterAddr is rank 0's address on Iface, for a stack written by
	// spkit compose (spkit up reads it from the interface).
	MasterAddr string
	// renderOnly writes nothing into the repository (spkit k8s).
	renderOnly bool
}

// NodesEngine is an Engine that also runs multi-node projects on itself.
type NodesEngine interface {
	Engine
	UpNodes(ctx context.Context, p *types.Project, o compose.UpOptions) (int, error)
	// API is the engine's client, for Swarm's service calls.
	API() client.APIClient
}

// preparedNodes is one profile resolved for a multi-node run.
type preparedNodes struct {
	prep *Prepared
	spec *runspec.Spec
}

func prepareNodes(d *Deps, req NodesRequest) (*preparedNodes, error) {
	if err := dist.CheckNodes(req.Nodes); err != nil {
		return nil, err
	}
	prep, err := Prepare(d.Dir, PrepareRequest{Profiles: []string{req.Profile}, RelDir: ".", Pins: req.Pins,
		ShowOverrides: req.ShowOverrides, Overrides: d.ErrOut, Adjust: req.Adjust, Flags: req.Flags, RenderOnly: req.renderOnly})
	if err != nil {
		return nil, err
	}
	warn(d.ErrOut, prep.Warnings)
	spec, err := runspec.ResolveFlags(prep.Run[0], prep.Project.Matrix.AllocatorKeys, req.Flags)
	if err != nil {
		return nil, err
	}
	return &preparedNodes{prep: prep, spec: spec}, nil
}

// NodesProject is the one-engine multi-node project for req (what UpNodes
// runs and `spkit down --nodes` removes).
func NodesProject(ctx context.Context, d *Deps, req NodesRequest) (*types.Project, error) {
	pn, err := prepareNodes(d, req)
	if err != nil {
		return nil, err
	}
	p, err := compose.RenderNodes(pn.spec, compose.Options{RepoDir: "."}, compose.NodesOptions{Nodes: req.Nodes, Iface: req.Iface})
	if err != nil {
		return nil, err
	}
	return compose.ForEngine(ctx, p, d.Dir)
}

// UpNodes runs req.Nodes ranks of the profile's trainer as containers of
// one project on this engine, and returns the worst rank's exit code.
func UpNodes(ctx context.Context, d *Deps, req NodesRequest) (*UpResult, error) {
	pn, err := prepareNodes(d, req)
	if err != nil {
		return nil, err
	}
	t := pn.prep.Run[0]
	eng, err := d.Engine()
	if err != nil {
		return nil, err
	}
	ne, ok := eng.(NodesEngine)
	if !ok {
		return nil, errdefs.New(errdefs.Environment, "this engine cannot run several ranks", "run spkit up without --nodes")
	}
	info, local, err := eng.Host(ctx)
	if err != nil {
		return nil, err
	}
	if swarm.IsManager(info) {
		return upSwarm(ctx, d, ne, pn, req)
	}
	if err := preflight(d, hostFacts(d, info, local, t.Profile.HasGPU()), t, req.Force); err != nil {
		return nil, err
	}
	if err := ensureImage(ctx, d, eng, pn.prep.Configured[0], req.UpRequest); err != nil {
		return nil, err
	}
	if err := compose.PrepareOutput(d.Dir, t.Project); err != nil {
		return nil, err
	}
	n := compose.NodesOptions{Nodes: req.Nodes, Iface: req.Iface}
	if req.Iface != "" {
		if n.MasterAddr, err = ifaceAddr(req.Iface, local); err != nil {
			return nil, err
		}
	}
	p, err := compose.RenderNodes(pn.spec, compose.Options{RepoDir: "."}, n)
	if err != nil {
		return nil, err
	}
	proj, err := compose.ForEngine(ctx, p, d.Dir)
	if err != nil {
		return nil, err
	}
	fmt.Fprintf(d.ErrOut, "spkit: starting %d ranks of %s on this engine (rendezvous at %s)\n", req.Nodes, t.Profile.Name, orDefault(n.MasterAddr, dist.ServiceName(t.Profile.Name, 0)))
	code, err := ne.UpNodes(ctx, proj, compose.UpOptions{WaitTimeout: req.WaitTimeout, Detach: req.Detach})
	if err != nil {
		return nil, err
	}
	return &UpResult{Target: t, Project: proj.Name, Service: t.Profile.Name, Compose: proj, Code: code}, nil
}
