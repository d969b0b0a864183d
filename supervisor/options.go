// Package supervisor runs a trainer as a child process and guards memory:
// it is safe as PID 1 (reaps zombies, forwards signals to the trainer's
// process group, returns its exit code), it owns every process the trainer
// starts (none outlives it), and it stops the trainer before the kernel's
// OOM killer would, which on unified-memory machines such as DGX Spark can
// take the whole machine down with it.
//
// It is a library: it subscribes to no signal itself (the caller passes
// them in Options.Signals), prints nothing but its own warnings, and
// reports what it sees to Observers.
package supervisor

import (
	"io"
	"os"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
)

// DefaultMinInterval is the sampling floor near the limit.
const DefaultMinInterval = 60 * time.Millisecond

// slowEvery is the cadence of observed samples, and of the tree and GPU
// readings when they do not count against a limit.
const slowEvery = time.Second

// killWait is how long the supervisor waits for processes it sent SIGKILL
// before it gives up on them (a process stuck in the kernel, state D).
const killWait = 10 * time.Second

// Forwarded are the signals a caller should subscribe to and pass in
// Options.Signals: the supervisor forwards them to the trainer's process
// group. The first of SIGINT, SIGTERM, SIGHUP or SIGQUIT also starts the
// grace, after which whatever is left gets SIGKILL.
var Forwarded = []os.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT, syscall.SIGUSR1, syscall.SIGUSR2}

// Options configure one supervised run.
type Options struct {
	Command []string
	// Guard holds the limits, interval, grace and sources. No limit means
	// "watch and report, do not stop".
	Guard guardspec.Spec
	// MaxGPU stops the trainer when its processes hold more GPU memory.
	MaxGPU memsize.Size
	// MinInterval is the sampling floor near the limit (DefaultMinInterval,
	// or the interval when that is shorter).
	MinInterval time.Duration
	// Unified adds page-cache advice to the guard's hint (DGX Spark).
	Unified bool
	// CgroupBaseline counts the cgroup source from its level when the
	// trainer starts: that working set is subtracted in the checks and the
	// peaks. For a trainer in a container that outlives it (spkit probe's
	// trials share one container), so that what earlier trials left (page
	// cache still active) is not charged to this one.
	CgroupBaseline bool
	// Signals are forwarded to the trainer (see Forwarded); nil for none.
	Signals <-chan os.Signal
	// Observers see the run: start, samples, stops, trip and exit.
	Observers []Observer

	// Root is where /proc and /sys are read for samples ("/"); tests use
	// fixtures. Process ownership always uses the real /proc.
	Root string
	// GPU samples per-process GPU memory; nil when there is no NVML.
	GPU GPUSampler
	// Now is the clock; Signal sends a signal (pid < 0: a process group).
	Now    func() time.Time
	Signal func(pid int, sig syscall.Signal) error
	// Streams of the child; Stderr also gets the supervisor's warnings.
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Env            []string
}

func (o *Options) setDefaults() {
	o.Guard.Interval = o.Guard.EffectiveInterval()
	// A library caller's Grace > 0 counts even without GraceSet.
	if !o.Guard.GraceSet && o.Guard.Grace == 0 {
		o.Guard.Grace = guardspec.DefaultGrace
	}
	o.Guard.GraceSet = true
	o.Guard.Sources = o.Guard.EffectiveSources()
	if o.MinInterval <= 0 || o.MinInterval > o.Guard.Interval {
		o.MinInterval = min(DefaultMinInterval, o.Guard.Interval)
	}
	if o.Root == "" {
		o.Root = "/"
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Signal == nil {
		o.Signal = syscall.Kill
	}
	if o.Stdin == nil {
		o.Stdin = os.Stdin
	}
	if o.Stdout == nil {
		o.Stdout = os.Stdout
	}
	if o.Stderr == nil {
		o.Stderr = os.Stderr
	}
}

func (o *Options) watches(s guardspec.Source) bool { return o.Guard.Watches(s) }

// terminating reports whether sig asks the trainer to end (and so starts
// the grace), as opposed to SIGUSR1/SIGUSR2 that are only passed on.
func terminating(sig os.Signal) bool {
	switch sig {
	case syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP, syscall.SIGQUIT:
		return true
	}
	return false
}
