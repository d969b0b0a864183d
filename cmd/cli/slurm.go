package cli

import (
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/slurm"
)

type slurmOptions struct {
	Nodes  nodesFlags
	Output string
	Opts   slurm.Options
	Flags  runspec.Flags
	// Req is the request the flags make (what runF gets, with Opts).
	Req app.NodesRequest
}

func newSlurmCmd(f *Factory, runF func(*slurmOptions) error) *cobra.Command {
	o := &slurmOptions{}
	if runF == nil {
		runF = func(o *slurmOptions) error {
			data, err := app.Slurm(f.Deps(), o.Req, o.Opts)
			if err != nil {
				return err
			}
			return writeOut(f, o.Output, data, "sbatch "+o.Output)
		}
	}
	cmd := &cobra.Command{
		Use:   "slurm PROFILE --nodes N",
		Short: "Print an sbatch script that runs the trainer on N nodes (pyxis/enroot or Docker)",
		Long: `Print (or write with -o) an sbatch script for PROFILE on N nodes: one srun task
per node in a pyxis/enroot container (srun --container-image), the trainer
under spkit's guard and torchrun with c10d rendezvous on the allocation's
first node (scontrol show hostnames "$SLURM_JOB_NODELIST" | head -n1).
With --container docker (clusters without pyxis) each task starts the image
with its node's Docker engine (docker run, host network, the submitting
user), node rank SLURM_PROCID, rendezvous on the first node.
Submit it from the repository. See docs/multinode.md.`,
		Example: `  spkit slurm h100 --nodes 2 --image nvcr.io/myorg/lora-trainer:1.0 -o train.sbatch
  sbatch train.sbatch
  spkit slurm cpu --nodes 2 --container docker -o train.sbatch`,
		Args: exactArgs(1, "one profile"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := o.Nodes.check(cmd); err != nil {
				return err
			}
			if err := checkOutputName(o.Output); err != nil {
				return err
			}
			if err := o.Opts.Check(); err != nil {
				return err
			}
			o.Req = app.NodesRequest{UpRequest: app.UpRequest{Profile: args[0], Flags: o.Flags}, Nodes: o.Nodes.Nodes, Iface: o.Nodes.Iface, Image: o.Nodes.Image}
			return runF(o)
		},
	}
	o.Nodes.add(cmd)
	fl := cmd.Flags()
	fl.StringVarP(&o.Output, "output", "o", "", "write the script here (atomically) instead of printing it")
	fl.StringVar(&o.Opts.Partition, "partition", "", "#SBATCH --partition")
	fl.StringVar(&o.Opts.Time, "time", "", "#SBATCH --time, e.g. 04:00:00")
	fl.StringVar(&o.Opts.Container, "container", slurm.Pyxis, "how each node starts the image: pyxis (srun --container-image) or docker (docker run on the node's engine)")
	addMetricsPortFlag(fl, &o.Flags)
	return cmd
}
