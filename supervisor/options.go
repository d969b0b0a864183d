// Package supervisor runs a trainer as a child process and guards memory:
// it is safe as PID 1 (reaps zombies, forwards signals to the trainer's
// process group, returns its exit code) and stops the trainer before the
// kernel's OOM killer would, which on unified-memory machines such as DGX
// Spark can take the whole machine down with it.
package supervisor

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/docker/go-units"
)

// Source names a measurement the guard compares with its limits.
type Source string

const (
	// SourceMeminfo is system-wide MemTotal - MemAvailable (/proc/meminfo):
	// on unified memory the GPU's pool too.
	SourceMeminfo Source = "meminfo"
	// SourceCgroup is the container's cgroup working set (usage minus
	// inactive page cache).
	SourceCgroup Source = "cgroup"
	// SourceTree is the summed RSS of the trainer and its descendants.
	SourceTree Source = "tree"
	// SourceGPU is the GPU memory the trainer's processes hold (NVML).
	SourceGPU Source = "gpu"
)

// DefaultSources are what --max-memory and --headroom watch unless told.
var DefaultSources = []Source{SourceMeminfo, SourceCgroup, SourceGPU}

// Defaults.
const (
	DefaultInterval    = 250 * time.Millisecond
	DefaultMinInterval = 60 * time.Millisecond
	DefaultGrace       = 30 * time.Second
	// slowEvery is the cadence of the memory log, the run-state file and
	// the tree and GPU samples when they do not count against a limit.
	slowEvery = time.Second
)

// Options configure one supervised run. Zero limits mean "watch and log, do
// not stop".
type Options struct {
	Command []string
	// MaxUsed stops the trainer when a watched source uses more (bytes).
	MaxUsed uint64
	// MinAvailable stops it when MemAvailable drops below it (bytes), or
	// MinAvailablePct of MemTotal when MinAvailable is 0. A cgroup with a
	// limit gets the same share of its limit as headroom.
	MinAvailable    uint64
	MinAvailablePct float64
	// MaxGPU stops it when its processes hold more GPU memory (bytes).
	MaxGPU uint64
	// Sources count against the limits; DefaultSources when empty.
	Sources []Source
	// Interval is the sampling period far from the limit; it shrinks to
	// MinInterval near the limit and when memory grows fast.
	Interval, MinInterval time.Duration
	// Grace is the time between SIGTERM and SIGKILL.
	Grace time.Duration
	// MemoryLog, when set, receives one JSON object per sample (1/s).
	MemoryLog string
	// Unified adds page-cache advice to the guard's message (DGX Spark).
	Unified bool
	// StatePath is the run-state file `spkit healthcheck` reads ("" = none).
	StatePath string

	// Root is where /proc and /sys are read ("/"); tests use fixtures.
	Root string
	// GPU samples per-process GPU memory; nil when NVML is not wired.
	GPU GPUSampler
	// Now is the clock; Signal sends a signal (pid < 0: a process group).
	Now    func() time.Time
	Signal func(pid int, sig syscall.Signal) error
	// Streams of the child; Stderr also gets the supervisor's lines.
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Env            []string
}

func (o *Options) setDefaults() {
	if len(o.Sources) == 0 {
		o.Sources = DefaultSources
	}
	if o.Interval <= 0 {
		o.Interval = DefaultInterval
	}
	if o.MinInterval <= 0 || o.MinInterval > o.Interval {
		o.MinInterval = min(DefaultMinInterval, o.Interval)
	}
	if o.Grace <= 0 {
		o.Grace = DefaultGrace
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

func (o *Options) watches(s Source) bool {
	for _, w := range o.Sources {
		if w == s {
			return true
		}
	}
	return false
}

// ParseSize parses a memory size ("100GB", "512MiB", "1073741824"); sizes
// are binary (RAMInBytes: 1GB = 1 GiB).
func ParseSize(s string) (uint64, error) {
	n, err := units.RAMInBytes(strings.TrimSpace(s))
	if err != nil || n < 0 {
		return 0, fmt.Errorf("invalid size %q: want a number with an optional unit such as 512MiB or 28GB", s)
	}
	return uint64(n), nil
}

// ParseHeadroom parses a headroom as a size or a percentage of MemTotal
// ("28GB", "20%").
func ParseHeadroom(s string) (bytes uint64, pct float64, err error) {
	s = strings.TrimSpace(s)
	if p, ok := strings.CutSuffix(s, "%"); ok {
		pct, err = strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || pct <= 0 || pct >= 100 {
			return 0, 0, fmt.Errorf("invalid headroom %q: a percentage must be between 0 and 100", s)
		}
		return 0, pct, nil
	}
	bytes, err = ParseSize(s)
	return bytes, 0, err
}

// ParseSources parses a comma-separated list of sources.
func ParseSources(s string) ([]Source, error) {
	var out []Source
	for _, f := range strings.Split(s, ",") {
		switch src := Source(strings.TrimSpace(f)); src {
		case SourceMeminfo, SourceCgroup, SourceTree, SourceGPU:
			out = append(out, src)
		default:
			return nil, fmt.Errorf("unknown memory source %q: use meminfo, cgroup, tree or gpu", f)
		}
	}
	return out, nil
}
