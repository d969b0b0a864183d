package cli

import (
	"context"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/project"
)

// trainOptions are `spkit train`'s request and the run-only changes it
// makes to the target (Req.Up.Adjust, made from the rest).
type trainOptions struct {
	Req       app.TrainRequest
	maxMemory string
	headroom  string
	sources   string
	args      []string
}

func newTrainCmd(f *Factory, runF func(context.Context, *trainOptions) error) *cobra.Command {
	o := &trainOptions{}
	req := &o.Req
	if runF == nil {
		runF = func(ctx context.Context, o *trainOptions) error {
			run, err := app.Train(ctx, f.Deps(), o.Req)
			if err != nil {
				return err
			}
			return exitWith(run.Code)
		}
	}
	cmd := &cobra.Command{
		Use:   "train PROFILE [flags] [-- TRAINER ARGS...]",
		Short: "Build if needed, run the trainer for a profile and report the outcome",
		Long: `Run the trainer for PROFILE to its end: build the image when it is missing,
merge the profile's trainer overrides over the trainer's config (the diff is
printed), start the container through the Compose SDK under the memory guard,
follow its output, and report how it ended with its peak memory and newest
checkpoint. Arguments after -- are appended to the train command.

--max-memory / --headroom override the guard's limits for this run. Exit code:
the trainer's own, or 7 when the memory guard stopped it (rerun to resume from
its SIGTERM checkpoint).`,
		Example: `  spkit train dgx-spark
  spkit train cpu --torch base --base-image spkit-test/torch:bookworm-1
  spkit train rtx4090 --headroom 8GB`,
		Args: func(cmd *cobra.Command, args []string) error {
			if n := cmd.ArgsLenAtDash(); n == 1 || (n < 0 && len(args) == 1) {
				return nil
			}
			return errdefs.Usagef("usage: "+cmd.UseLine(), "spkit train takes one profile, then trainer arguments after --")
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			req.Up.Profile, o.args = args[0], args[1:]
			adjust, err := o.adjuster()
			if err != nil {
				return err
			}
			if err := checkWaitTimeout(req.Up.WaitTimeout); err != nil {
				return err
			}
			req.Up.Adjust, req.Debug = adjust, f.Debug
			return runF(cmd.Context(), o)
		},
	}
	addUpFlags(cmd, &req.Up)
	fl := cmd.Flags()
	fl.StringVar(&o.maxMemory, "max-memory", "", "guard: stop the trainer when used memory passes SIZE (default: the profile's)")
	fl.StringVar(&o.headroom, "headroom", "", "guard: stop the trainer when available memory drops below SIZE or PERCENT% (default: the profile's)")
	fl.StringVar(&o.sources, "guard-sources", "", "guard: what the limits apply to: meminfo,cgroup,tree,gpu (default: the profile's)")
	return cmd
}

// adjuster validates the run-only flags and returns the change they make
// to the target: the trainer's arguments and the guard's limits.
func (o *trainOptions) adjuster() (func(*project.Target), error) {
	var guard guardspec.Spec
	var err error
	if o.maxMemory != "" {
		if guard.MaxUsed, err = memsize.Parse(o.maxMemory); err != nil {
			return nil, errdefs.Usagef("", "--max-memory: %v", err)
		}
	}
	if o.headroom != "" {
		if guard.MinAvailable, err = memsize.ParseHeadroom(o.headroom); err != nil {
			return nil, errdefs.Usagef("", "--headroom: %v", err)
		}
	}
	if o.sources != "" {
		if guard.Sources, err = guardspec.ParseSources(o.sources); err != nil {
			return nil, errdefs.Usagef("", "--guard-sources: %v", err)
		}
	}
	return func(t *project.Target) {
		t.TrainCommand = append(t.TrainCommand, o.args...)
		if guard.MaxUsed > 0 {
			t.Guard.MaxUsed = guard.MaxUsed
		}
		if !guard.MinAvailable.IsZero() {
			t.Guard.MinAvailable = guard.MinAvailable
		}
		if len(guard.Sources) > 0 {
			t.Guard.Sources = guard.Sources
			if guard.MinAvailable.IsZero() {
				t.Guard.DropDefaultHeadroom()
			}
		}
	}, nil
}
