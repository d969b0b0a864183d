// Package guardspec is the memory guard's settings as one typed value: what
// profiles and spkit.yaml declare, what the image environment carries and
// what `spkit run` hands the supervisor. Every value is validated where it
// enters (YAML, flag or environment): a limit that would switch the guard
// off or mislead it is refused, never silently replaced.
package guardspec

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// Source names a measurement the guard compares with its limits.
type Source string

const (
	// Meminfo is system-wide MemTotal - MemAvailable (/proc/meminfo): on
	// unified memory the GPU's pool too.
	Meminfo Source = "meminfo"
	// Cgroup is the container's cgroup working set (usage minus inactive
	// page cache).
	Cgroup Source = "cgroup"
	// Tree is the summed RSS of the trainer and its descendants.
	Tree Source = "tree"
	// GPU is the GPU memory the trainer's processes hold (NVML).
	GPU Source = "gpu"
)

// Sources are every source, in the order spkit lists them.
var Sources = []Source{Meminfo, Cgroup, Tree, GPU}

// DefaultSources are what the limits watch unless told.
var DefaultSources = []Source{Meminfo, Cgroup, GPU}

// Defaults.
const (
	DefaultInterval = 250 * time.Millisecond
	DefaultGrace    = 30 * time.Second
	// MinInterval is the shortest sampling interval spkit accepts.
	MinInterval = 10 * time.Millisecond
	// MaxInterval is the longest: the guard sees memory once per interval
	// far from the limit, and a trainer allocating at a few GiB/s would be
	// far past the limit, or killed by the kernel, before a sample an hour
	// later saw it.
	MaxInterval = 5 * time.Second
)

// Spec is the guard's settings. Zero fields are "not set": no limit, the
// default interval, grace and sources.
type Spec struct {
	// MaxUsed stops the trainer when a watched source uses more.
	MaxUsed memsize.Size
	// MinAvailable stops it when available memory drops below it.
	MinAvailable memsize.Headroom
	// Interval is the sampling period far from the limit.
	Interval time.Duration
	// Grace is the time between SIGTERM and SIGKILL. GraceSet tells an
	// explicit 0 ("no grace") from "not set" (DefaultGrace).
	Grace    time.Duration
	GraceSet bool
	// Sources the limits apply to; DefaultSources when empty.
	Sources []Source
}

// Armed reports whether any limit is set.
func (s Spec) Armed() bool { return s.MaxUsed > 0 || !s.MinAvailable.IsZero() }

// EffectiveGrace is the grace the supervisor uses.
func (s Spec) EffectiveGrace() time.Duration {
	if s.GraceSet {
		return s.Grace
	}
	return DefaultGrace
}

// EffectiveInterval is the sampling interval the supervisor uses.
func (s Spec) EffectiveInterval() time.Duration {
	if s.Interval > 0 {
		return s.Interval
	}
	return DefaultInterval
}

// EffectiveSources are the sources the limits apply to.
func (s Spec) EffectiveSources() []Source {
	if len(s.Sources) > 0 {
		return s.Sources
	}
	return DefaultSources
}

// Watches reports whether the limits apply to src.
func (s Spec) Watches(src Source) bool {
	for _, w := range s.EffectiveSources() {
		if w == src {
			return true
		}
	}
	return false
}

// ParseSources reads "meminfo,cgroup". Empty entries, unknown names and
// repeats are refused.
func ParseSources(v string) ([]Source, error) {
	if strings.TrimSpace(v) == "" {
		return nil, errors.New("no guard source given: use " + SourceList())
	}
	var out []Source
	for _, f := range strings.Split(v, ",") {
		src := Source(strings.TrimSpace(f))
		if !known(src) {
			return nil, fmt.Errorf("unknown guard source %q: use %s", strings.TrimSpace(f), SourceList())
		}
		for _, seen := range out {
			if seen == src {
				return nil, fmt.Errorf("guard source %q is listed twice", src)
			}
		}
		out = append(out, src)
	}
	return out, nil
}

// FormatSources writes sources as ParseSources reads them.
func FormatSources(srcs []Source) string {
	parts := make([]string, len(srcs))
	for i, s := range srcs {
		parts[i] = string(s)
	}
	return strings.Join(parts, ",")
}

// SourceList is "meminfo, cgroup, tree or gpu" for messages.
func SourceList() string {
	parts := make([]string, len(Sources))
	for i, s := range Sources {
		parts[i] = string(s)
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " or " + parts[len(parts)-1]
}

func known(src Source) bool {
	for _, s := range Sources {
		if s == src {
			return true
		}
	}
	return false
}

// ParseGrace reads a grace period: "0" or "0s" mean no grace (SIGKILL right
// after SIGTERM, stated by the caller); a negative one is refused.
func ParseGrace(v string) (time.Duration, error) {
	t := strings.TrimSpace(v)
	if t == "0" {
		return 0, nil
	}
	d, err := time.ParseDuration(t)
	if err != nil {
		return 0, fmt.Errorf("grace %q is not a duration: write it like 30s or 2m", v)
	}
	if d < 0 {
		return 0, fmt.Errorf("grace %q is negative: give 0 for no grace, or a time such as 30s", v)
	}
	return d, nil
}

// ParseInterval reads a sampling interval from MinInterval to MaxInterval.
func ParseInterval(v string) (time.Duration, error) {
	d, err := time.ParseDuration(strings.TrimSpace(v))
	if err != nil {
		return 0, fmt.Errorf("interval %q is not a duration: write it like 250ms or 1s", v)
	}
	return d, checkInterval(d, strconv.Quote(v))
}

// CheckInterval refuses an interval the guard cannot protect with.
func CheckInterval(d time.Duration) error { return checkInterval(d, d.String()) }

func checkInterval(d time.Duration, shown string) error {
	switch {
	case d < MinInterval:
		return fmt.Errorf("interval %s is below %s: the guard would sample too often or never", shown, MinInterval)
	case d > MaxInterval:
		return fmt.Errorf("interval %s is above %s: the guard looks at memory once per interval, and a trainer can allocate tens of GiB between two samples; give %s or less (it samples faster near the limit by itself)",
			shown, FormatDuration(MaxInterval), FormatDuration(MaxInterval))
	}
	return nil
}

// CheckAgainst judges the limits against a machine of total bytes (MemTotal):
// a headroom not below the total would stop every trainer at once and is
// refused; a max-used limit above the total can never trip on meminfo (the
// kernel's OOM killer would act first) and gives a warning, not an error,
// so an image made for a bigger machine still runs on a smaller one.
func (s Spec) CheckAgainst(total uint64) (warning string, err error) {
	if total == 0 {
		return "", nil
	}
	if h := s.MinAvailable.Of(total); h >= total {
		return "", fmt.Errorf("headroom %s is not below this machine's %s total: the guard would stop the trainer at once", s.MinAvailable, memsize.Size(total))
	}
	if m := uint64(s.MaxUsed); m > total {
		return fmt.Sprintf("the max-used limit %s is above this machine's %s total: on system memory it can never trip, and the kernel's OOM killer would act first", s.MaxUsed, memsize.Size(total)), nil
	}
	return "", nil
}
