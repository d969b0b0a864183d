package incontainer

import (
	"os"
	"time"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/supervisor"
)

// RunOptions are `spkit run`'s flags.
type RunOptions struct {
	MaxMemory string
	Headroom  string
	MaxGPU    string
	Sources   string
	Interval  time.Duration
	Grace     time.Duration
	MemoryLog string
	Command   []string
}

// NewRunCmd is `spkit run`, the image's entrypoint.
func NewRunCmd(d *Deps) *cobra.Command {
	opts := &RunOptions{}
	cmd := &cobra.Command{
		Use:   "run [flags] -- CMD [ARGS...]",
		Short: "Supervise a trainer with a memory guard (the image's entrypoint)",
		Long: `Run CMD as a child in its own process group and stop it before the kernel's
OOM killer would: SIGTERM (so it can checkpoint) when memory passes the limit,
SIGKILL after --grace, exit code 7. Safe as PID 1: reaps zombies, forwards
SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 and SIGUSR2 to the trainer's group,
and exits with the trainer's code (128+N when signal N killed it).

Without flags the limits come from the image's environment: SPKIT_MAX_USED,
SPKIT_MIN_AVAILABLE (size or percentage), SPKIT_GUARD_INTERVAL, SPKIT_GRACE.
Sizes are binary: 28GB = 28 GiB. See docs/run.md.`,
		Example: `  spkit run --headroom 28GB -- python train.py --config train_configs/lora.yaml
  spkit run --max-memory 100GB --grace 60s --memory-log mem.jsonl -- python train.py`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return errdefs.Usagef("usage: "+cmd.UseLine(), "spkit run needs the command to supervise after --")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Command = args
			so, err := opts.supervisorOptions(cmd, os.Getenv)
			if err != nil {
				return err
			}
			so.Stdin, so.Stdout, so.Stderr = d.In, d.Out, d.ErrOut
			if os.Getenv(imageenv.GPUCount) != "0" {
				// No driver, no GPU figures: the guard works without them.
				if g, err := supervisor.OpenNVML(nvml.New()); err == nil {
					defer g.Close()
					so.GPU = g
				} else if so.MaxGPU > 0 {
					return errdefs.Wrap(errdefs.Environment, err, "--max-gpu-memory needs NVML", "run where the NVIDIA driver is visible, or drop the flag")
				}
			}
			return runSupervised(d, so)
		},
	}
	fl := cmd.Flags()
	fl.SetInterspersed(false)
	fl.StringVar(&opts.MaxMemory, "max-memory", "", "stop the trainer when used memory (system or cgroup) passes SIZE ($"+imageenv.MaxUsed+")")
	fl.StringVar(&opts.Headroom, "headroom", "", "stop the trainer when available memory drops below SIZE or PCT% of total ($"+imageenv.MinAvailable+")")
	fl.StringVar(&opts.MaxGPU, "max-gpu-memory", "", "stop the trainer when its processes hold more GPU memory than SIZE (needs NVML)")
	fl.StringVar(&opts.Sources, "sources", "", "what the limits apply to: meminfo,cgroup,tree,gpu ($"+imageenv.GuardSources+", default meminfo,cgroup,gpu)")
	fl.DurationVar(&opts.Interval, "interval", 0, "sampling interval far from the limit; it shrinks near it ($"+imageenv.GuardInterval+", default 250ms)")
	fl.DurationVar(&opts.Grace, "grace", 0, "time between SIGTERM and SIGKILL ($"+imageenv.Grace+", default 30s)")
	fl.StringVar(&opts.MemoryLog, "memory-log", "", "write a JSON line per second of memory readings to FILE")
	cmd.MarkFlagsMutuallyExclusive("max-memory", "headroom")
	return cmd
}

// runSupervised runs the trainer and maps the outcome to spkit's exit codes.
func runSupervised(d *Deps, so supervisor.Options) error {
	res, err := supervisor.Run(so)
	if err != nil {
		return errdefs.Wrap(errdefs.Runtime, err, "cannot start "+so.Command[0]+": "+err.Error(), "check the command and that it exists in the image")
	}
	if res.Trip != nil {
		return errdefs.New(errdefs.MemoryGuard, res.Trip.Message(), res.Trip.Hint())
	}
	d.ErrOut.Write([]byte(res.Peaks.Summary(d.Now()) + "\n"))
	if res.ExitCode != 0 {
		return &errdefs.ExitError{Code: errdefs.Code(res.ExitCode)}
	}
	return nil
}

// supervisorOptions turns flags, falling back to the image's environment,
// into the supervisor's options.
func (o *RunOptions) supervisorOptions(cmd *cobra.Command, getenv func(string) string) (supervisor.Options, error) {
	so := supervisor.Options{Command: o.Command, MemoryLog: o.MemoryLog, StatePath: runstate.Path(),
		Unified: getenv(imageenv.Unified) == "true"}
	maxMem, headroom := o.MaxMemory, o.Headroom
	if !cmd.Flags().Changed("max-memory") && !cmd.Flags().Changed("headroom") {
		maxMem, headroom = getenv(imageenv.MaxUsed), getenv(imageenv.MinAvailable)
	}
	var err error
	if maxMem != "" {
		if so.MaxUsed, err = supervisor.ParseSize(maxMem); err != nil {
			return so, errdefs.Usagef("use e.g. --max-memory 100GB", "--max-memory: %v", err)
		}
	}
	if headroom != "" {
		if so.MinAvailable, so.MinAvailablePct, err = supervisor.ParseHeadroom(headroom); err != nil {
			return so, errdefs.Usagef("use e.g. --headroom 28GB or --headroom 20%", "--headroom: %v", err)
		}
	}
	if o.MaxGPU != "" {
		if so.MaxGPU, err = supervisor.ParseSize(o.MaxGPU); err != nil {
			return so, errdefs.Usagef("use e.g. --max-gpu-memory 70GB", "--max-gpu-memory: %v", err)
		}
	}
	sources := o.Sources
	if sources == "" {
		sources = getenv(imageenv.GuardSources)
	}
	if sources != "" {
		if so.Sources, err = supervisor.ParseSources(sources); err != nil {
			return so, errdefs.Usagef("", "--sources: %v", err)
		}
	}
	if so.Interval, err = durationOrEnv(o.Interval, getenv(imageenv.GuardInterval), imageenv.GuardInterval); err != nil {
		return so, err
	}
	so.Grace, err = durationOrEnv(o.Grace, getenv(imageenv.Grace), imageenv.Grace)
	return so, err
}

func durationOrEnv(flag time.Duration, env, name string) (time.Duration, error) {
	if flag != 0 || env == "" {
		return flag, nil
	}
	d, err := time.ParseDuration(env)
	if err != nil || d <= 0 {
		return 0, errdefs.Configf("set it to a duration such as 250ms or 30s", "$%s=%q is not a duration", name, env)
	}
	return d, nil
}
