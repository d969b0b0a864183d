package app

import (
	"context"

	"github.com/compose-spec/compose-go/v2/types"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
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

// UpNodes runs req.Nodes ranks of the profile's trainer through the
// backend that runs ranks on this engine (a Swarm stack on a manager, the
// containers of one project elsewhere) and returns the worst rank's exit
// code.
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
	plan := &runner.Plan{Spec: pn.spec, Nodes: req.Nodes, Iface: req.Iface, Image: req.Image,
		Force: req.Force, Detach: req.Detach, WaitTimeout: req.WaitTimeout}
	h, err := engineHostOf(ctx, eng)
	if err != nil {
		return nil, err
	}
	r, err := selectRunner(d, eng, h, t, plan)
	if err != nil {
		return nil, err
	}
	if err := r.Check(ctx, plan); err != nil {
		return nil, err
	}
	// With --image every node pulls it; without, spkit builds it here.
	if req.Image == "" {
		if err := ensureImage(ctx, d, eng, pn.prep.Configured[0], req.UpRequest); err != nil {
			return nil, err
		}
	}
	if req.Iface != "" {
		if plan.MasterAddr, err = ifaceAddr(req.Iface, h.local); err != nil {
			return nil, err
		}
	}
	run, err := r.Start(ctx, plan)
	if err != nil {
		return nil, err
	}
	return &UpResult{Target: t, Run: run, Runner: r, Project: run.Project, Service: run.Service, Code: run.Code}, nil
}
