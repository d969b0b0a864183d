package cli

import (
	"context"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

type upOptions struct {
	Req   app.UpRequest
	Nodes nodesFlags
}

func newUpCmd(f *Factory, runF func(context.Context, *upOptions) error) *cobra.Command {
	o := &upOptions{}
	if runF == nil {
		runF = func(ctx context.Context, o *upOptions) error { return runUp(ctx, f, o) }
	}
	cmd := &cobra.Command{
		Use:   "up PROFILE",
		Short: "Run the trainer for a hardware profile through the Compose SDK",
		Long: `Run the trainer for PROFILE in a container through the Compose Go SDK.

Preflight first: a GPU profile needs the engine's NVIDIA runtime (or NVIDIA
CDI devices); a unified-memory profile on a discrete GPU (or the reverse) and
too little free memory (below the guard's floor plus 2 GiB) are refused unless
--force. The image is built with spkit's builder when missing or with --build.
Then up waits until the container is healthy, follows the trainer's output and
exits with the trainer's exit code (--detach returns once it is healthy).
Ctrl-C stops following; the trainer keeps running (spkit down stops it).
A failed start leaves no container behind.

With --nodes N the trainer runs data-parallel on N nodes under torchrun
(docs/multinode.md): on a Swarm manager as a stack of N tasks, elsewhere as N
containers of one project on this engine; up follows every rank and exits
with the worst rank's code.`,
		Args: exactArgs(1, "one profile"),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Req.Profile = args[0]
			if err := checkWaitTimeout(o.Req.WaitTimeout); err != nil {
				return err
			}
			if err := o.Nodes.check(cmd); err != nil {
				return err
			}
			return runF(cmd.Context(), o)
		},
	}
	addUpFlags(cmd, &o.Req)
	cmd.Flags().BoolVarP(&o.Req.Detach, "detach", "d", false, "return once the trainer is healthy; do not follow it")
	o.Nodes.add(cmd)
	return cmd
}

func runUp(ctx context.Context, f *Factory, o *upOptions) error {
	if o.Nodes.Set {
		return runUpNodes(ctx, f, o.Req, &o.Nodes)
	}
	run, err := app.Up(ctx, f.Deps(), o.Req)
	if err != nil {
		return err
	}
	return exitWith(run.Code)
}

// addUpFlags adds the flags up and train share.
func addUpFlags(cmd *cobra.Command, req *app.UpRequest) {
	fl := cmd.Flags()
	fl.BoolVar(&req.Build, "build", false, "build the image with spkit's builder even when it exists")
	fl.StringVar(&req.BaseImage, "base-image", "", "when building, replace the base image of every stage (a local or mirrored image)")
	fl.DurationVar(&req.WaitTimeout, "wait-timeout", 10*time.Minute, "how long to wait for the container to become healthy (0: no limit)")
	fl.BoolVar(&req.Force, "force", false, "start even when a hardware or memory preflight check refuses")
	addPinFlags(fl, &req.Pins.CUDA, &req.Pins.Torch)
	addMetricsPortFlag(fl, &req.Flags)
}

// addPinFlags adds --cuda and --torch (build, dockerfile, up, train): the
// version matrix without editing spkit.yaml.
func addPinFlags(fl *pflag.FlagSet, cuda, torch *string) {
	fl.StringVar(cuda, "cuda", "", "CUDA `VERSION`, e.g. 12.9 (default: spkit.yaml's; replaces the profiles' own)")
	fl.StringVar(torch, "torch", "", "PyTorch `VERSION` from the CUDA's wheel index, or base for an image that ships it (default: spkit.yaml's)")
}

func checkWaitTimeout(d time.Duration) error {
	if d < 0 {
		return errdefs.Usagef("give a positive duration, e.g. 10m", "--wait-timeout %s is negative", d)
	}
	return nil
}

// exitWith turns a trainer's exit code into the command's.
func exitWith(code int) error {
	if code != 0 {
		return &errdefs.ExitError{Code: errdefs.Code(code)}
	}
	return nil
}
