package cli

import (
	"context"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/engine"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

// BuildFunc builds a target's image with spkit's own builder.
type BuildFunc func(ctx context.Context, t *project.Target) error

type upOptions struct {
	Profile     string
	Build       bool
	Detach      bool
	WaitTimeout time.Duration
	Force       bool
	// build is spkit's builder; nil means a missing image is an error that
	// says to run `spkit build`.
	build BuildFunc
	// gpu reads this machine's GPUs for the memory-model preflight.
	gpu gpu.Lister
	// procDir is /proc (tests pass a fixture).
	procDir string
}

func newUpCmd(f *Factory) *cobra.Command {
	var baseImage string
	cmd := newUpCmdWith(f, imageBuilder(f, &baseImage))
	cmd.Flags().StringVar(&baseImage, "base-image", "", "when building, replace the base image of every stage (a local or mirrored image)")
	cmd.PreRunE = func(*cobra.Command, []string) error { return checkBaseImage(baseImage) }
	return cmd
}

func newUpCmdWith(f *Factory, build BuildFunc) *cobra.Command {
	o := &upOptions{build: build, gpu: gpu.New(), procDir: "/proc"}
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
A failed start leaves no container behind.`,
		Args: exactArgs(1, "one profile"),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Profile = args[0]
			if o.WaitTimeout < 0 {
				return errdefs.Usagef("give a positive duration, e.g. 10m", "--wait-timeout %s is negative", o.WaitTimeout)
			}
			return runUp(cmd.Context(), f, o)
		},
	}
	cmd.Flags().BoolVar(&o.Build, "build", false, "build the image with spkit's builder even when it exists")
	cmd.Flags().BoolVarP(&o.Detach, "detach", "d", false, "return once the trainer is healthy; do not follow it")
	cmd.Flags().DurationVar(&o.WaitTimeout, "wait-timeout", 10*time.Minute, "how long to wait for the container to become healthy (0: no limit)")
	cmd.Flags().BoolVar(&o.Force, "force", false, "start even when a hardware or memory preflight check refuses")
	return cmd
}

func runUp(ctx context.Context, f *Factory, o *upOptions) error {
	run, err := upProfile(ctx, f, o, false, nil)
	if err != nil {
		return err
	}
	if run.Code != 0 {
		return &errdefs.ExitError{Code: errdefs.Code(run.Code)}
	}
	return nil
}

// profileRun is a finished (or detached) `up` of one profile.
type profileRun struct {
	Runner  *compose.Runner
	Target  *project.Target
	Project string
	Code    int
}

// upProfile runs the preflight, builds the image when needed, starts the
// profile's container and (unless detached) follows it to its exit.
func upProfile(ctx context.Context, f *Factory, o *upOptions, showOverrides bool, adjust func(*project.Target)) (*profileRun, error) {
	// A bad spkit.yaml is reported before the engine is asked, and the
	// engine before anything is written.
	if err := checkProject(f, []string{o.Profile}); err != nil {
		return nil, err
	}
	r, err := readyRunner(ctx, f)
	if err != nil {
		return nil, err
	}
	targets, configured, p, err := prepareAdjusted(f, []string{o.Profile}, ".", showOverrides, adjust)
	if err != nil {
		return nil, err
	}
	t := targets[0]
	if err := preflight(ctx, f, r, t, o); err != nil {
		return nil, err
	}
	if err := ensureImage(ctx, r, configured[0], o); err != nil {
		return nil, err
	}
	if err := compose.PrepareOutput(f.Dir, t.Project); err != nil {
		return nil, err
	}
	proj, err := compose.ForEngine(ctx, p, f.Dir)
	if err != nil {
		return nil, err
	}
	code, err := r.Up(ctx, proj, compose.UpOptions{WaitTimeout: o.WaitTimeout, Detach: o.Detach})
	if err != nil {
		return nil, err
	}
	return &profileRun{Runner: r, Target: t, Project: proj.Name, Code: code}, nil
}

func preflight(ctx context.Context, f *Factory, r *compose.Runner, t *project.Target, o *upOptions) error {
	host, err := engine.Call(ctx, r.Engine, engine.CallTimeout, func(ctx context.Context) (*compose.Host, error) {
		return compose.HostFacts(ctx, r.Engine, o.gpu, t.Profile.HasGPU(), o.procDir)
	})
	if err != nil {
		return err
	}
	var refuse, forced []compose.Refusal
	for _, rf := range compose.Preflight(t, host) {
		if o.Force && rf.Forceable {
			forced = append(forced, rf)
		} else {
			refuse = append(refuse, rf)
		}
	}
	for _, rf := range forced {
		fmt.Fprintf(f.IO.ErrOut, "spkit: warning: --force: starting anyway although %s\n", rf.Reason)
	}
	if len(refuse) > 1 {
		compose.WriteRefusals(f.IO.ErrOut, refuse)
	}
	if len(refuse) > 0 {
		return compose.RefusalError(t.Profile.Name, refuse)
	}
	return nil
}

func ensureImage(ctx context.Context, r *compose.Runner, t *project.Target, o *upOptions) error {
	ref := images.DefaultTag(t)
	ok, err := engine.Call(ctx, r.Engine, engine.CallTimeout, func(ctx context.Context) (bool, error) {
		return r.ImageExists(ctx, ref)
	})
	if err != nil {
		return engine.Unreachable(r.Engine.DaemonHost(), err)
	}
	if ok && !o.Build {
		return nil
	}
	if o.build == nil {
		return errdefs.New(errdefs.Environment, fmt.Sprintf("image %s for profile %s is not in the engine", ref, t.Profile.Name),
			"build it first: spkit build --profile "+t.Profile.Name)
	}
	return o.build(ctx, t)
}
