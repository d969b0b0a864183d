package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// nodesFlags are the multi-node flags up and compose share.
type nodesFlags struct {
	Nodes int
	Iface string
}

func (n *nodesFlags) add(cmd *cobra.Command) {
	cmd.Flags().IntVar(&n.Nodes, "nodes", 0, "run on N nodes, one torchrun agent each (docs/multinode.md)")
	cmd.Flags().StringVar(&n.Iface, "iface", "", "network interface for NCCL, Gloo and UCX (e.g. the ConnectX-7 port)")
}

func runUpNodes(cmd *cobra.Command, f *Factory, req app.UpRequest, n *nodesFlags) error {
	run, err := app.UpNodes(cmd.Context(), f.Deps(), app.NodesRequest{UpRequest: req, Nodes: n.Nodes, Iface: n.Iface})
	if err != nil {
		return err
	}
	return exitWith(run.Code)
}

func runDownNodes(cmd *cobra.Command, f *Factory, o *downOptions) error {
	if o.Profile == "" {
		return errdefs.Usagef("spkit down PROFILE --nodes N", "--nodes needs the profile the run was started for")
	}
	req := app.NodesRequest{UpRequest: app.UpRequest{Profile: o.Profile}, Nodes: o.Nodes}
	proj, err := app.NodesProject(cmd.Context(), f.Deps(), req)
	if err != nil {
		return err
	}
	r, err := newRunner(f)
	if err != nil {
		return err
	}
	for _, name := range proj.ServiceNames() {
		if err := r.Down(cmd.Context(), proj, compose.DownOptions{Service: name, Volumes: o.Volumes}); err != nil {
			return err
		}
	}
	return nil
}
