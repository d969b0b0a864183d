package cli

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/dist"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

// nodesFlags are the multi-node flags up, compose and k8s share.
type nodesFlags struct {
	// Set says --nodes was given (check reads it): --nodes 0 or -1 is
	// refused, not read as one node.
	Set        bool
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

// check refuses multi-node flags spkit cannot use, before any work: a
// --nodes out of range, an --image that is no image reference, an --iface
// that names no interface (both reach generated files and scripts).
func (n *nodesFlags) check(cmd *cobra.Command) error {
	if n.Set = cmd.Flags().Changed("nodes"); n.Set {
		if err := dist.CheckNodes(n.Nodes); err != nil {
			return err
		}
	}
	if n.Image != "" {
		if err := images.CheckImageRef("--image", n.Image); err != nil {
			return err
		}
	}
	if err := n.checkMasterAddr(cmd); err != nil {
		return err
	}
	return dist.CheckIface(n.Iface)
}

// checkMasterAddr: an IP address or host name, and only where it is used
// (spkit compose --nodes --iface); up finds it itself, Kubernetes and Slurm
// name rank 0 themselves, and a flag they would ignore is refused.
func (n *nodesFlags) checkMasterAddr(cmd *cobra.Command) error {
	if !cmd.Flags().Changed("master-addr") {
		return nil
	}
	if cmd.Name() != "compose" {
		return errdefs.Usagef("drop --master-addr: it is for spkit compose --nodes N --iface IFACE",
			"spkit %s finds rank 0's address itself and would ignore --master-addr", cmd.Name())
	}
	return dist.CheckMasterAddr(n.MasterAddr)
}

func runUpNodes(ctx context.Context, f *Factory, req app.UpRequest, n *nodesFlags) error {
	run, err := app.UpNodes(ctx, f.Deps(), app.NodesRequest{UpRequest: req, Nodes: n.Nodes, Iface: n.Iface, Image: n.Image})
	if err != nil {
		return err
	}
	return exitWith(run.Code)
}

func runComposeStack(ctx context.Context, f *Factory, o *composeOptions) error {
	if len(o.Req.Profiles) != 1 {
		return errdefs.Usagef("spkit compose PROFILE --nodes N", "--nodes takes exactly one profile, got %d", len(o.Req.Profiles))
	}
	relDir, err := app.RelRepo(f.Dir, o.Req.Output)
	if err != nil {
		return err
	}
	req := app.NodesRequest{UpRequest: app.UpRequest{Profile: o.Req.Profiles[0], ShowOverrides: o.Req.ShowOverrides, Flags: o.Req.Flags},
		Nodes: o.Nodes.Nodes, Iface: o.Nodes.Iface, Image: o.Nodes.Image, MasterAddr: o.Nodes.MasterAddr}
	data, err := app.Stack(ctx, f.Deps(), req, relDir)
	if err != nil {
		return err
	}
	return writeOut(f, o.Req.Output, data, fmt.Sprintf("a %d-node stack; deploy it with docker stack deploy -c FILE STACK, or run spkit up %s --nodes %d on a manager", o.Nodes.Nodes, o.Req.Profiles[0], o.Nodes.Nodes))
}

// writeOut prints data or writes it atomically to output.
// checkOutputName refuses an -o file name holding a control character
// before any work: a terminal escape would reach the "wrote" message and
// the kubectl/sbatch line printed after it.
func checkOutputName(output string) error {
	if strings.ContainsFunc(output, unicode.IsControl) {
		return errdefs.Usagef("name a file without control characters", "-o %q: the file name holds a control character", output)
	}
	return nil
}

func writeOut(f *Factory, output string, data []byte, what string) error {
	if output == "" || output == "-" {
		_, err := f.IO.Out.Write(data)
		return err
	}
	if err := checkOutputName(output); err != nil {
		return err
	}
	if err := fsutil.WriteFileAtomic(output, data, 0o644); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, "cannot write "+output, "check the directory exists and is writable")
	}
	fmt.Fprintf(f.IO.ErrOut, "wrote %s (%s)\n", output, what)
	return nil
}
