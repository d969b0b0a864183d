package cli

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

// nodesFlags are the multi-node flags up and compose share.
type nodesFlags struct {
	Nodes      int
	Iface      string
	Image      string
	MasterAddr string
}

func (n *nodesFlags) add(cmd *cobra.Command) {
	cmd.Flags().IntVar(&n.Nodes, "nodes", 0, "run on N nodes, one torchrun agent each (docs/multinode.md)")
	cmd.Flags().StringVar(&n.Iface, "iface", "", "network interface for NCCL, Gloo and UCX (e.g. the ConnectX-7 port)")
	cmd.Flags().StringVar(&n.Image, "image", "", "with --nodes on a Swarm: a registry reference every node can pull")
	cmd.Flags().StringVar(&n.MasterAddr, "master-addr", "", "spkit compose --nodes --iface: rank 0's node address on that interface (host networking)")
}

func runUpNodes(cmd *cobra.Command, f *Factory, req app.UpRequest, n *nodesFlags) error {
	run, err := app.UpNodes(cmd.Context(), f.Deps(), app.NodesRequest{UpRequest: req, Nodes: n.Nodes, Iface: n.Iface, Image: n.Image})
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
	return app.DownNodes(cmd.Context(), f.Deps(), req, o.Volumes)
}

func runComposeStack(ctx context.Context, f *Factory, o *composeOptions) error {
	if len(o.Profiles) != 1 {
		return errdefs.Usagef("spkit compose PROFILE --nodes N", "--nodes takes exactly one profile, got %d", len(o.Profiles))
	}
	relDir, err := relRepo(f, o.Output)
	if err != nil {
		return err
	}
	req := app.NodesRequest{UpRequest: app.UpRequest{Profile: o.Profiles[0], ShowOverrides: o.ShowOverrides, Flags: o.Flags},
		Nodes: o.Nodes.Nodes, Iface: o.Nodes.Iface, Image: o.Nodes.Image, MasterAddr: o.Nodes.MasterAddr}
	data, err := app.Stack(ctx, f.Deps(), req, relDir)
	if err != nil {
		return err
	}
	return writeOut(f, o.Output, data, fmt.Sprintf("a %d-node stack; deploy it with docker stack deploy -c FILE STACK, or run spkit up %s --nodes %d on a manager", o.Nodes.Nodes, o.Profiles[0], o.Nodes.Nodes))
}

// relRepo is the repository as a file written at output names it.
func relRepo(f *Factory, output string) (string, error) {
	if output == "" || output == "-" {
		return ".", nil
	}
	rel, err := filepath.Rel(filepath.Dir(output), f.Dir)
	if err != nil {
		return "", errdefs.Usagef("give -o a path on the same filesystem", "cannot place %s relative to %s", output, f.Dir)
	}
	return filepath.ToSlash(rel), nil
}

// writeOut prints data or writes it atomically to output.
func writeOut(f *Factory, output string, data []byte, what string) error {
	if output == "" || output == "-" {
		_, err := f.IO.Out.Write(data)
		return err
	}
	if err := fsutil.WriteFileAtomic(output, data, 0o644); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, "cannot write "+output, "check the directory exists and is writable")
	}
	fmt.Fprintf(f.IO.ErrOut, "wrote %s (%s)\n", output, what)
	return nil
}
