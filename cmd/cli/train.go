package cli

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/project"
)

type trainOptions struct {
	up        upOptions
	baseImage string
	maxMemory string
	headroom  string
	sources   string
	args      []string
	// guard holds the flags' limits, parsed by validate.
	guard guardspec.Spec
}

func newTrainCmd(f *Factory) *cobra.Command {
	o := &trainOptions{}
	o.up = upOptions{gpu: gpu.New(), procDir: "/proc", build: imageBuilder(f, &o.baseImage)}
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
  spkit train cpu --base-image spkit-test/torch:bookworm-1 -- --max_train_steps 50
  spkit train rtx4090 --headroom 8GB`,
		Args: func(cmd *cobra.Command, args []string) error {
			if n := cmd.ArgsLenAtDash(); n == 1 || (n < 0 && len(args) == 1) {
				return nil
			}
			return errdefs.Usagef("usage: "+cmd.UseLine(), "spkit train takes one profile, then trainer arguments after --")
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			o.up.Profile, o.args = args[0], args[1:]
			if err := o.validate(); err != nil {
				return err
			}
			return runTrain(cmd.Context(), f, o)
		},
	}
	fl := cmd.Flags()
	fl.BoolVar(&o.up.Build, "build", false, "rebuild the image even when it exists")
	fl.StringVar(&o.baseImage, "base-image", "", "when building, replace the base image of every stage (a local or mirrored image)")
	fl.StringVar(&o.maxMemory, "max-memory", "", "guard: stop the trainer when used memory passes SIZE (default: the profile's)")
	fl.StringVar(&o.headroom, "headroom", "", "guard: stop the trainer when available memory drops below SIZE or PCT% of total (default: the profile's)")
	fl.StringVar(&o.sources, "guard-sources", "", "guard: what the limits apply to: meminfo,cgroup,tree,gpu (default: the profile's)")
	fl.DurationVar(&o.up.WaitTimeout, "wait-timeout", 10*time.Minute, "how long to wait for the container to become healthy (0: no limit)")
	fl.BoolVar(&o.up.Force, "force", false, "start even when a hardware or memory preflight check refuses")
	return cmd
}

func (o *trainOptions) validate() error {
	var err error
	if o.maxMemory != "" {
		if o.guard.MaxUsed, err = memsize.Parse(o.maxMemory); err != nil {
			return errdefs.Usagef("", "--max-memory %v", err)
		}
	}
	if o.headroom != "" {
		if o.guard.MinAvailable, err = memsize.ParseHeadroom(o.headroom); err != nil {
			return errdefs.Usagef("", "--headroom %v", err)
		}
	}
	if o.sources != "" {
		if o.guard.Sources, err = guardspec.ParseSources(o.sources); err != nil {
			return errdefs.Usagef("", "--guard-sources: %v", err)
		}
	}
	if o.up.WaitTimeout < 0 {
		return errdefs.Usagef("give a positive duration, e.g. 10m", "--wait-timeout %s is negative", o.up.WaitTimeout)
	}
	return nil
}

// adjust applies the run's arguments and guard limits to the target.
func (o *trainOptions) adjust(t *project.Target) {
	t.TrainCommand = append(t.TrainCommand, o.args...)
	if o.guard.MaxUsed > 0 {
		t.Guard.MaxUsed = o.guard.MaxUsed
	}
	if !o.guard.MinAvailable.IsZero() {
		t.Guard.MinAvailable = o.guard.MinAvailable
	}
	if len(o.guard.Sources) > 0 {
		t.Guard.Sources = o.guard.Sources
	}
}

func runTrain(ctx context.Context, f *Factory, o *trainOptions) error {
	run, err := upProfile(ctx, f, &o.up, true, o.adjust)
	if err != nil {
		return err
	}
	state, stateErr := run.Runner.RunState(ctx, run.Project, o.up.Profile)
	if stateErr != nil && f.Debug {
		fmt.Fprintf(f.IO.ErrOut, "spkit: no run state from the container: %v\n", stateErr)
	}
	outDir := filepath.Join(f.Dir, orDefault(run.Target.Project.Volumes.Output, "./output"))
	for _, line := range trainReport(run, state, outDir) {
		fmt.Fprintln(f.IO.ErrOut, "spkit: "+line)
	}
	if run.Code != 0 {
		return &errdefs.ExitError{Code: errdefs.Code(run.Code)}
	}
	return nil
}

// trainReport says how the run ended, with its peak memory and where its
// newest checkpoint is.
func trainReport(run *profileRun, s *runstate.State, outDir string) []string {
	name := run.Target.Profile.Name
	var lines []string
	switch run.Code {
	case 0:
		lines = append(lines, fmt.Sprintf("train %s: completed%s", name, elapsed(s)))
	case int(errdefs.MemoryGuard):
		lines = append(lines, fmt.Sprintf("train %s: stopped by the memory guard%s before the machine ran out of memory", name, elapsed(s)))
	default:
		lines = append(lines, fmt.Sprintf("train %s: the trainer failed with exit code %d%s", name, run.Code, elapsed(s)))
	}
	if s != nil && s.PeakUsedBytes > 0 {
		lines = append(lines, fmt.Sprintf("peak memory in use %s%s", gpu.Bytes(s.PeakUsedBytes), limits(s)))
	}
	if rel, when, ok := compose.NewestFile(outDir); ok {
		lines = append(lines, fmt.Sprintf("newest output: %s (%s)", filepath.Join(outDir, rel), when.Format(time.TimeOnly)))
	}
	if run.Code == int(errdefs.MemoryGuard) {
		lines = append(lines, fmt.Sprintf("to resume from the last checkpoint: lower the batch size in the trainer's config, then `spkit train %s`", name))
	}
	return lines
}

func elapsed(s *runstate.State) string {
	if s == nil || s.Started.IsZero() || s.Updated.Before(s.Started) {
		return ""
	}
	return " after " + s.Updated.Sub(s.Started).Round(time.Second).String()
}

func limits(s *runstate.State) string {
	switch {
	case s.MaxUsedBytes > 0 && s.MinAvailableBytes > 0:
		return fmt.Sprintf(" (guard: stop above %s in use or below %s available)", gpu.Bytes(s.MaxUsedBytes), gpu.Bytes(s.MinAvailableBytes))
	case s.MaxUsedBytes > 0:
		return fmt.Sprintf(" (guard: stop above %s in use)", gpu.Bytes(s.MaxUsedBytes))
	case s.MinAvailableBytes > 0:
		return fmt.Sprintf(" (guard: stop below %s available)", gpu.Bytes(s.MinAvailableBytes))
	}
	return ""
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}
