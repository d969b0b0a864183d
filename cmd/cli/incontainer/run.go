package incontainer

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/supervisor"
)

// RunOptions are `spkit run`'s flags, as given; supervisorOptions
// validates them.
type RunOptions struct {
	MaxMemory string
	Headroom  string
	MaxGPU    string
	Sources   string
	Interval  string
	Grace     string
	MemoryLog string
	Metrics   string
	// CgroupBaseline counts the cgroup from its level at start (probe's
	// trials in one container).
	CgroupBaseline bool
	Command        []string
	// metricsFromEnv: Metrics came from SPKIT_METRICS_ADDR, not the flag.
	metricsFromEnv bool
}

// RunRequest is what `spkit run`'s command line and the image's
// environment became: the flags as given and the supervisor's options
// they were checked into (streams not yet set).
type RunRequest struct {
	Opts       *RunOptions
	Supervisor supervisor.Options
}

// NewRunCmd is `spkit run`, the image's entrypoint. runF runs the request
// (nil: the machine's check, then the supervised trainer); tests record it.
func NewRunCmd(d *Deps, runF func(context.Context, RunRequest) error) *cobra.Command {
	opts := &RunOptions{}
	if runF == nil {
		runF = func(ctx context.Context, r RunRequest) error { return runRequest(ctx, d, r) }
	}
	cmd := &cobra.Command{
		Use:   "run [flags] -- CMD [ARGS...]",
		Short: "Supervise a trainer with a memory guard (the image's entrypoint)",
		Long: `Run CMD as a child in its own process group and stop it before the kernel's
OOM killer would: SIGTERM (so it can checkpoint) when memory passes the limit,
SIGKILL after --grace, exit code 7. Safe as PID 1: reaps zombies, forwards
SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 and SIGUSR2 to the trainer's group,
and exits with the trainer's code (128+N when signal N killed it). Nothing
the trainer started outlives spkit run: when the trainer exits, what it left
behind gets SIGTERM, then SIGKILL after --grace.

Without limit flags the limits come from the image's environment:
SPKIT_MAX_USED, SPKIT_MIN_AVAILABLE (size or percentage); SPKIT_GUARD_INTERVAL,
SPKIT_GRACE and SPKIT_GUARD_SOURCES stand in for their flags, and
SPKIT_METRICS_ADDR (set by the run, e.g. spkit.yaml's metrics) for --metrics.
Sizes are binary: 28GB = 28 GiB. See docs/run.md.`,
		Example: `  spkit run --headroom 28GB -- python train.py --config train_configs/lora.yaml
  spkit run --max-memory 100GB --grace 60s --memory-log mem.jsonl -- python train.py
  spkit run --headroom 28GB --metrics 0.0.0.0:9400 -- python train.py`,
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
			return runF(cmd.Context(), RunRequest{Opts: opts, Supervisor: so})
		},
	}
	fl := cmd.Flags()
	fl.SetInterspersed(false)
	fl.StringVar(&opts.MaxMemory, "max-memory", "", "stop the trainer when used memory (system or cgroup) passes `SIZE` ($"+imageenv.MaxUsed+")")
	fl.StringVar(&opts.Headroom, "headroom", "", "stop the trainer when available memory drops below `SIZE` or PCT% of total ($"+imageenv.MinAvailable+")")
	fl.StringVar(&opts.MaxGPU, "max-gpu-memory", "", "stop the trainer when its processes hold more GPU memory than `SIZE` (needs NVML)")
	fl.StringVar(&opts.Sources, "sources", "", "what the limits apply to, a `LIST` of meminfo,cgroup,tree,gpu ($"+imageenv.GuardSources+", default meminfo,cgroup,gpu)")
	fl.StringVar(&opts.Interval, "interval", "", "sampling interval far from the limit, a `DURATION` from 10ms to 5s; it shrinks near it ($"+imageenv.GuardInterval+", default 250ms)")
	fl.StringVar(&opts.Grace, "grace", "", "time between SIGTERM and SIGKILL, a `DURATION` or 0 for none ($"+imageenv.Grace+", default 30s)")
	fl.StringVar(&opts.MemoryLog, "memory-log", "", "write a JSON line per second of memory readings to `FILE` (default $SPKIT_OUTPUT_DIR/.spkit/memory.jsonl when that folder exists)")
	fl.BoolVar(&opts.CgroupBaseline, "cgroup-baseline", false, "count the cgroup source from its working set when the trainer starts: limits and peaks apply to what it gains (for one of several trainers run in turn in one container, as spkit probe's trials)")
	fl.StringVar(&opts.Metrics, "metrics", "", "serve Prometheus metrics on `ADDR` (HOST:PORT, e.g. 0.0.0.0:9400) at /metrics while the trainer runs ($"+imageenv.MetricsAddr+"; --metrics= for none) (docs/metrics.md)")
	return cmd
}

// runRequest judges the limits against this machine, then supervises the
// trainer over d's streams.
func runRequest(ctx context.Context, d *Deps, r RunRequest) error {
	so := r.Supervisor
	so.Stdin, so.Stdout, so.Stderr = d.In, d.Out, d.ErrOut
	if err := checkMachine(d, so.Guard); err != nil {
		return err
	}
	return runSupervised(ctx, d, r.Opts, so)
}

// checkMachine judges the limits against this machine's memory before the
// trainer starts: a headroom not below MemTotal is refused (exit 2), a
// max-used limit above it is a warning (docs/run.md).
func checkMachine(d *Deps, g guardspec.Spec) error {
	r, err := hostmem.OpenSystem("/")
	if err != nil {
		return nil // the supervisor reports memory it cannot read
	}
	defer r.Close()
	sys, err := r.Read()
	if err != nil {
		return nil
	}
	warning, err := g.CheckAgainst(sys.Total)
	if err != nil {
		return errdefs.Usagef("give a smaller headroom (--headroom or $"+imageenv.MinAvailable+")", "%v", err)
	}
	if warning != "" {
		fmt.Fprintln(d.ErrOut, "spkit: warning: "+warning)
	}
	return nil
}

// runSupervised wires the GPU sampler, the observers and the signals, runs
// the trainer and maps the outcome to spkit's exit codes.
func runSupervised(ctx context.Context, d *Deps, opts *RunOptions, so supervisor.Options) error {
	if os.Getenv(imageenv.GPUCount) != "0" {
		// No driver, no GPU figures: the guard works without them.
		if g, err := gpu.OpenProcessSampler(nvml.New()); err == nil {
			defer g.Close()
			so.GPU = g
		} else if so.MaxGPU > 0 {
			return errdefs.Wrap(errdefs.Environment, err, "--max-gpu-memory needs NVML", "run where the NVIDIA driver is visible, or drop the flag")
		}
	}
	mlog, err := runMemoryLog(d.ErrOut, opts, os.Getenv)
	if err != nil {
		return err
	}
	if mlog != nil {
		so.Observers = append(so.Observers, mlog)
	}
	// The run state: per run on a host, the container's own as PID 1; the
	// trainer (and what it starts: a healthcheck, a nested spkit) is told.
	stateDir, err := runstate.PrepareRunDir(os.Getpid(), checks.PIDAlive)
	if err != nil {
		return err
	}
	so.Observers = append(so.Observers, supervisor.NewStateWriter(filepath.Join(stateDir, runstate.FileName), d.ErrOut))
	if so.Env == nil {
		so.Env = append(os.Environ(), runstate.DirEnv+"="+stateDir)
	}
	stopMetrics, err := startMetrics(d, opts, &so)
	if err != nil {
		return err
	}
	defer stopMetrics(nil)
	noteOrphans(d.ErrOut)
	sigs, stop := subscribe(ctx)
	defer stop()
	so.Signals = sigs
	// The root context is cancelled on SIGINT and SIGTERM too: passed on,
	// it would add a second SIGTERM to every Ctrl-C.
	res, err := supervisor.Run(context.WithoutCancel(ctx), so)
	stopMetrics(sigs)
	if mlog != nil {
		if cerr := mlog.Close(); cerr != nil && err == nil {
			fmt.Fprintf(d.ErrOut, "spkit: warning: the memory log %s is incomplete: %v\n", opts.MemoryLog, cerr)
		}
	}
	return runResult(d, res, err)
}

// noteOrphans says, at the start of an interactive run outside a container,
// what spkit cannot promise there: killed with SIGKILL, it takes the
// trainer with it (Pdeathsig) but not what the trainer started, which is
// reparented to init. A cgroup of the run's own (systemd-run --user
// --scope, a delegated cgroup v2 subtree) could hold them; spkit makes
// none (docs/run.md, "Nothing outlives it"). In a container (spkit is PID
// 1) the kernel ends the whole namespace. Only on a terminal: logs and
// scripts get the documentation instead of a line per run.
func noteOrphans(errOut io.Writer) {
	f, ok := errOut.(*os.File)
	if os.Getpid() == 1 || !ok || !term.IsTerminal(int(f.Fd())) {
		return
	}
	version := "v1"
	if _, err := os.Stat("/sys/fs/cgroup/cgroup.controllers"); err == nil {
		version = "v2"
	}
	fmt.Fprintf(errOut, "spkit: note: outside a container, if spkit run is killed with SIGKILL the trainer goes with it but what it started is left to init (spkit makes no per-run cgroup; this host has cgroup %s): stop it with Ctrl-C or SIGTERM\n", version)
}

// subscribe routes the forwarded signals to the supervisor, so they reach
// the trainer as themselves. One that came before this subscription only
// cancelled the root context: it is passed on as SIGTERM, not lost.
func subscribe(ctx context.Context) (<-chan os.Signal, func()) {
	sigs := make(chan os.Signal, 16)
	signal.Notify(sigs, supervisor.Forwarded...)
	if ctx.Err() != nil {
		sigs <- syscall.SIGTERM
	}
	return sigs, func() { signal.Stop(sigs) }
}

// untilSignal is a context done when one of the forwarded signals comes
// (the trainer is gone: nothing else will read them).
func untilSignal(sigs <-chan os.Signal) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		select {
		case <-sigs:
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, cancel
}

func runResult(d *Deps, res *supervisor.Result, err error) error {
	var se *supervisor.StartError
	if errors.As(err, &se) {
		return errdefs.Wrap(errdefs.Runtime, err, "cannot start "+se.Command+": "+se.Err.Error(), "check the command and that it exists in the image")
	}
	if err != nil {
		return errdefs.Wrap(errdefs.Runtime, err, err.Error(), "")
	}
	if res.Leftover > 0 {
		fmt.Fprintf(d.ErrOut, "spkit: warning: %d process(es) of the trainer's did not die after SIGKILL (stuck in the kernel?)\n", res.Leftover)
	}
	if res.Trip != nil {
		return errdefs.New(errdefs.MemoryGuard, res.Trip.Message(), res.Trip.Hint()+" ("+limitFlags(res.Trip.Kind)+")")
	}
	fmt.Fprintln(d.ErrOut, "spkit: "+res.Summary())
	if res.ExitCode != 0 {
		return &errdefs.ExitError{Code: errdefs.Code(res.ExitCode)}
	}
	return nil
}

// limitFlags names where the limit that tripped is set.
func limitFlags(k supervisor.LimitKind) string {
	switch k {
	case supervisor.LimitMaxGPU:
		return "--max-gpu-memory"
	case supervisor.LimitHeadroom:
		return "--headroom or $" + imageenv.MinAvailable
	}
	return "--max-memory or $" + imageenv.MaxUsed
}

// openMemoryLog creates the --memory-log file up front, so a bad path is a
// usage error before anything starts.
func openMemoryLog(path string) (*supervisor.MemoryLog, error) {
	if path == "" {
		return nil, nil
	}
	l, err := supervisor.OpenMemoryLog(path)
	var naf *fsutil.NotRegularError
	switch {
	case errors.As(err, &naf):
		return nil, errdefs.Wrap(errdefs.Usage, err, "--memory-log "+naf.Error(), "give the path of a file (or /dev/null to keep no log)")
	case errors.Is(err, fs.ErrNotExist):
		return nil, errdefs.Usagef("create it first or give another path", "--memory-log %s: the directory %s does not exist", path, filepath.Dir(path))
	case err != nil:
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, errdefs.Wrap(errdefs.Usage, err, "--memory-log "+path+": cannot create the file: "+err.Error(), "give a writable path")
	}
	return l, nil
}

// supervisorOptions turns flags, falling back to the image's environment
// (read by imageenv.Decode, the one decoder of the SPKIT_* variables), into
// the supervisor's options. A bad flag is a usage error naming the flag, a
// bad environment value a config error naming the variable; a variable a
// flag replaces is not read.
func (o *RunOptions) supervisorOptions(cmd *cobra.Command, getenv func(string) string) (supervisor.Options, error) {
	fl := cmd.Flags()
	// The limits come from the environment only when neither flag is given.
	limitsFromFlags := fl.Changed("max-memory") || fl.Changed("headroom")
	replaced := map[string]bool{
		imageenv.MaxUsed: limitsFromFlags, imageenv.MinAvailable: limitsFromFlags,
		imageenv.GuardSources: fl.Changed("sources"), imageenv.GuardInterval: fl.Changed("interval"), imageenv.Grace: fl.Changed("grace"),
	}
	env, err := imageenv.Decode(func(name string) string {
		if replaced[name] {
			return ""
		}
		return getenv(name)
	})
	// --metrics (even --metrics= : none) wins over the run's
	// SPKIT_METRICS_ADDR, which is then not read.
	if !fl.Changed("metrics") {
		run, rerr := imageenv.DecodeRun(getenv)
		o.Metrics, err = run.MetricsAddr, errors.Join(err, rerr)
		o.metricsFromEnv = o.Metrics != ""
	}
	if err != nil {
		// One line, however many variables are wrong.
		return supervisor.Options{}, errdefs.Configf("", "%s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	so := supervisor.Options{Command: o.Command, Unified: env.Unified, Guard: env.Guard, CgroupBaseline: o.CgroupBaseline}
	if err := o.applyFlags(fl, &so); err != nil {
		return so, err
	}
	return so, checkLimitsApply(fl, so)
}

// applyFlags parses the flags given over the environment's values.
func (o *RunOptions) applyFlags(fl *pflag.FlagSet, so *supervisor.Options) error {
	g := &so.Guard
	var err error
	for _, f := range []struct {
		name, value string
		parse       func(string) error
	}{
		{"max-memory", o.MaxMemory, func(v string) (err error) { g.MaxUsed, err = memsize.Parse(v); return }},
		{"headroom", o.Headroom, func(v string) (err error) { g.MinAvailable, err = memsize.ParseHeadroom(v); return }},
		{"max-gpu-memory", o.MaxGPU, func(v string) (err error) { so.MaxGPU, err = memsize.Parse(v); return }},
		{"sources", o.Sources, func(v string) (err error) { g.Sources, err = guardspec.ParseSources(v); return }},
		{"interval", o.Interval, func(v string) (err error) { g.Interval, err = guardspec.ParseInterval(v); return }},
		{"grace", o.Grace, func(v string) (err error) { g.Grace, err = guardspec.ParseGrace(v); g.GraceSet = true; return }},
	} {
		if !fl.Changed(f.name) {
			continue
		}
		if err = f.parse(f.value); err != nil {
			return errdefs.Usagef("", "--%s: %v", f.name, err)
		}
	}
	return nil
}
