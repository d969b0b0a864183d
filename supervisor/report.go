package supervisor

import (
	"fmt"
	"strings"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
)

// Result of a supervised run. Run returns it once the trainer and every
// process it started are gone.
type Result struct {
	// ExitCode is the trainer's (128+N when killed by signal N), Signal
	// that signal (0 when it exited).
	ExitCode int
	Signal   syscall.Signal
	// Trip is set when the guard stopped the trainer.
	Trip  *Trip
	Peaks Peaks
	// Started and Ended bound the run; Ended is when the last process of
	// the trainer's tree was reaped.
	Started, Ended time.Time
	// Last is the last sample taken.
	Last Sample
	// Leftover counts processes that outlived SIGKILL (stuck in the
	// kernel); spkit gave up waiting for them.
	Leftover int
	// Notifications name the kernel's memory notifications the guard
	// slept on (PSI, cgroup events); Wakes counts the samples they caused.
	Notifications []string
	Wakes         int
	// ThreadSamples are the samples the watcher thread took between the
	// loop's own, ThreadWakes the loop samples they caused (both 0 when the
	// loop sampled at every interval itself: watch.go).
	ThreadSamples, ThreadWakes uint64
}

// Code is the exit code spkit run should return: the guard's when it
// tripped, else the trainer's.
func (r *Result) Code() int {
	if r.Trip != nil {
		return int(errdefs.MemoryGuard)
	}
	return r.ExitCode
}

// Summary is the peak line printed at exit.
func (r *Result) Summary() string {
	p := &r.Peaks
	if r.Last.Time.IsZero() {
		return fmt.Sprintf("no memory sample taken: the trainer ended %s after it started, before the first sample",
			r.Ended.Sub(r.Started).Round(time.Millisecond))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "peak memory over %s: used %s of %s (least available %s)",
		r.Ended.Sub(r.Started).Round(time.Millisecond), size(p.Used), size(p.Total), size(p.MinAvailable))
	if p.CgroupWS > 0 {
		fmt.Fprintf(&b, ", cgroup %s", size(p.CgroupWS))
		if p.CgroupBase > 0 {
			fmt.Fprintf(&b, " (%s above its %s at start)", size(p.CgroupWS-min(p.CgroupBase, p.CgroupWS)), size(p.CgroupBase))
		}
	}
	fmt.Fprintf(&b, ", trainer tree RSS %s", size(p.TreeRSS))
	if p.GPU > 0 {
		fmt.Fprintf(&b, ", GPU %s", size(p.GPU))
	}
	return b.String()
}

// Trip is what the guard saw when it stopped the trainer.
type Trip struct {
	Time   time.Time
	Source guardspec.Source
	Kind   LimitKind
	What   string
	// Used at the trip, the peak until the trainer was gone, and the limit,
	// all in the source's "used" terms.
	Used, Peak, Limit uint64
	Detail            string
	// Killed: the trainer outlived the grace and got SIGKILL.
	Killed bool
	Grace  time.Duration
	PGID   int
	// Unified adds the page-cache advice.
	Unified bool
	// Sample is the sample that tripped the guard.
	Sample Sample
}

// Message is the one line spkit prints when the guard stops the trainer.
// It names no flag: the caller knows how the limit was set.
func (t *Trip) Message() string {
	if t.Kind == LimitBlind {
		return fmt.Sprintf("memory guard stopped the trainer: it could read none of its sources for %s (%s), and a trainer must not run unguarded; sent SIGTERM to process group %d, %s",
			BlindLimit, t.Detail, t.PGID, t.ending())
	}
	return fmt.Sprintf("memory guard stopped the trainer: %s (%s) reached %s, past the limit %s (%s), peak %s; sent SIGTERM to process group %d, %s",
		t.What, t.Source, size(t.Used), size(t.Limit), t.Detail, size(t.Peak), t.PGID, t.ending())
}

// ending says how the trainer ended after SIGTERM.
func (t *Trip) ending() string {
	end := fmt.Sprintf("it exited within the %s grace", t.Grace)
	switch {
	case t.Grace == 0:
		end = "and SIGKILL at once (no grace)"
	case t.Killed:
		end = fmt.Sprintf("SIGKILL was needed after the %s grace", t.Grace)
	}
	return end
}

// Hint says what to do next.
func (t *Trip) Hint() string {
	if t.Kind == LimitBlind {
		return "find what keeps the guard from reading memory (open files: a scraper holding connections, ulimit -n; a removed cgroup; the NVIDIA driver), or watch other sources"
	}
	if t.Unified && t.Source == guardspec.Meminfo {
		return "lower the batch size or raise the limit; on unified memory the page cache also counts, free it with `sync; echo 3 > /proc/sys/vm/drop_caches` (as root, on the host)"
	}
	return "lower the batch size or raise the guard's limit"
}

// Peaks are the highest readings over the run.
type Peaks struct {
	Used, MinAvailable, Total, CgroupWS, TreeRSS, GPU uint64
	// GPUDevice is the most the trainer held on one device (multi-GPU).
	GPUDevice uint64
	// CgroupBase is the cgroup's working set at start when the cgroup
	// source counts from it (Options.CgroupBaseline); CgroupWS is the
	// absolute peak either way.
	CgroupBase uint64
}

func (p *Peaks) add(s *Sample) {
	if s.MemTotal > 0 {
		p.Total = s.MemTotal
		p.Used = max(p.Used, s.MemUsed)
		if p.MinAvailable == 0 || s.MemAvailable < p.MinAvailable {
			p.MinAvailable = s.MemAvailable
		}
	}
	p.CgroupWS = max(p.CgroupWS, s.CgroupWS)
	if s.CgroupBase > 0 {
		p.CgroupBase = s.CgroupBase
	}
	p.TreeRSS = max(p.TreeRSS, s.TreeRSS)
	p.GPU = max(p.GPU, s.GPUBytes)
	p.GPUDevice = max(p.GPUDevice, s.GPUDevice)
}

// Of is the peak of a source, in its "used" terms.
func (p *Peaks) Of(src guardspec.Source) uint64 {
	switch src {
	case guardspec.Cgroup:
		return p.CgroupWS - min(p.CgroupBase, p.CgroupWS)
	case guardspec.Tree:
		return p.TreeRSS
	case guardspec.GPU:
		return p.GPU
	}
	return p.Used
}
