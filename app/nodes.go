package app

import (
	"context"

	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/runner"
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

// prepareNodes resolves the profile once for a multi-node run: its
// target and run spec are prep.Run[0] and prep.Specs[0].
func prepareNodes(d *Deps, req NodesRequest) (*Prepared, error) {
	if err := dist.CheckNodes(req.Nodes); err != nil {
		return nil, err
	}
	prep, err := Prepare(d.Dir, d.matrix(), PrepareRequest{Profiles: []string{req.Profile}, Pins: req.Pins,
		ShowOverrides: req.ShowOverrides, Overrides: d.ErrOut, Adjust: req.Adjust, Flags: req.Flags, RenderOnly: req.renderOnly})
	if err != nil {
		return nil, err
	}
	warn(d.ErrOut, prep.Warnings)
	return prep, nil
}

// nodesPlan is the plan of req's ranks of prep's one profile.
func nodesPlan(prep *Prepared, req NodesRequest) *runner.Plan {
	return &runner.Plan{Spec: prep.Specs[0], Nodes: req.Nodes, Iface: req.Iface, Image: req.Image,
		Force: req.Force, Detach: req.Detach, WaitTimeout: req.WaitTimeout}
}

// UpNodes runs req.Nodes ranks of the profile's trainer through the
// backend that runs ranks on this engine (a Swarm stack on a manager, the
// containers of one project elsewhere) and returns the worst rank's exit
// code.
func UpNodes(ctx context.Context, d *Deps, req NodesRequest) (*UpResult, error) {
	prep, err := prepareNodes(d, req)
	if err != nil {
		return nil, err
	}
	eng, h, err := engineOf(ctx, d)
	if err != nil {
		return nil, err
	}
	return startRun(ctx, d, eng, h, prep, nodesPlan(prep, req), req.UpRequest)
}
