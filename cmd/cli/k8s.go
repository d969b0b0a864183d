package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/k8s"
	"github.com/spkit-dev/spkit/runspec"
)

type k8sOptions struct {
	Nodes                   nodesFlags
	Output                  string
	Namespace, StorageClass string
	Flags                   runspec.Flags
	// Req is the request the flags make (what runF gets).
	Req app.K8sRequest
}

func newK8sCmd(f *Factory, runF func(*k8sOptions) error) *cobra.Command {
	o := &k8sOptions{}
	if runF == nil {
		runF = func(o *k8sOptions) error { return runK8s(f, o) }
	}
	cmd := &cobra.Command{
		Use:   "k8s PROFILE --nodes N",
		Short: "Print Kubernetes manifests that run the trainer on N nodes",
		Long: `Print (or write with -o) Kubernetes manifests for PROFILE on N nodes: an
Indexed Job (pod i is node rank i, from its completion index), a headless
Service that gives pod 0 the DNS name the ranks rendezvous on (JOB-0.SERVICE),
claims for the data, the checkpoints and the Hugging Face cache, and a
ConfigMap with the generated trainer config. The trainer runs under spkit's
guard and torchrun, as uid 1000, with GPU limits (nvidia.com/gpu) and a
memory-backed /dev/shm. See docs/multinode.md.`,
		Example: `  spkit k8s h100 --nodes 4 --image registry.example/lora-trainer:1.0 -o job.yaml
  kubectl apply -f job.yaml`,
		Args: exactArgs(1, "one profile"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := o.Nodes.check(cmd); err != nil {
				return err
			}
			if err := checkOutputName(o.Output); err != nil {
				return err
			}
			if err := k8s.CheckNamespace(o.Namespace); err != nil {
				return err
			}
			if err := k8s.CheckStorageClass(o.StorageClass); err != nil {
				return err
			}
			o.Req = app.K8sRequest{NodesRequest: app.NodesRequest{UpRequest: app.UpRequest{Profile: args[0], Flags: o.Flags},
				Nodes: o.Nodes.Nodes, Iface: o.Nodes.Iface, Image: o.Nodes.Image},
				Namespace: o.Namespace, StorageClass: o.StorageClass}
			return runF(o)
		},
	}
	o.Nodes.add(cmd)
	fl := cmd.Flags()
	fl.StringVarP(&o.Output, "output", "o", "", "write the manifests here (atomically) instead of printing them")
	fl.StringVar(&o.Namespace, "namespace", "", "namespace of every object (default: kubectl's)")
	fl.StringVar(&o.StorageClass, "storage-class", "", "storage class of the claims (ReadWriteMany; default: the cluster's)")
	addMetricsPortFlag(fl, &o.Flags)
	return cmd
}

func runK8s(f *Factory, o *k8sOptions) error {
	data, notes, err := app.K8s(f.Deps(), o.Req)
	if err != nil {
		return err
	}
	for _, n := range notes {
		fmt.Fprintf(f.IO.ErrOut, "spkit: note: %s\n", n)
	}
	return writeOut(f, o.Output, data, fmt.Sprintf("an Indexed Job of %d pods; kubectl apply -f %s", o.Req.Nodes, o.Output))
}
