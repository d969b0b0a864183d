package supervisor

import (
	"fmt"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// The watcher thread (watcher_cgo.go) samples between the loop's own
// samples while nothing is stopping: the loop arms it after each sample
// with the interval the guard picked and bounds on each watched reading,
// then sleeps until the next heartbeat, when it samples anyway (the
// observers' sample, the tree's walk). The thread wakes the loop when a
// reading crosses its bound. The loop alone decides a stop, and samples at
// every interval itself where the thread cannot watch: a GPU limit (NVML),
// fixture files, a clock of the caller's, a source that failed, a stop
// under way.

// watchBounds are the readings that wake the loop: MemAvailable below
// AvailLo, the cgroup's usage above CgroupHi, the RSS summed over the Tree's
// statm descriptors above TreeHi.
type watchBounds struct {
	AvailLo, CgroupHi, TreeHi uint64
	Tree                      []int
}

// startWatcher starts the thread when the watched sources are files it can
// read (meminfo and the cgroup's usage by descriptor, the tree's statm
// files) and no limit needs NVML at every interval.
func (r *run) startWatcher() {
	if r.o.Root != "/" || !r.g.active() || r.o.MaxGPU > 0 {
		return
	}
	meminfo, cgroup := -1, -1
	if r.o.watches(guardspec.Meminfo) {
		if meminfo = r.smp.sys.FD(); meminfo < 0 {
			return
		}
	}
	if r.o.watches(guardspec.Cgroup) && r.smp.cg != nil {
		if cgroup = r.smp.cg.UsageFD(); cgroup < 0 {
			return
		}
	}
	wt, err := newWatcher(meminfo, cgroup)
	if err != nil {
		return // cgo-less builds: the loop samples itself
	}
	if err := r.w.watchThread(wt); err != nil {
		wt.close()
		return
	}
	r.wt = wt
}

func (r *run) stopWatcher() {
	if r.wt != nil {
		r.wt.pause()
		r.wtStats = [2]uint64{r.wt.samples, r.wt.wakes}
		r.wt.close()
		r.wt = nil
	}
}

// watcherStallAfter is how long past its interval an armed thread may go
// without a sample before the loop stops relying on it.
const watcherStallAfter = 250 * time.Millisecond

// pauseWatcher stops the thread's reads while the loop samples (a tree walk
// reopens the statm files it reads). A thread that took no sample for
// well over its interval is given up, said once on stderr: the loop then
// samples at every interval itself, and the guard is never blind.
func (r *run) pauseWatcher(now time.Time) {
	if r.wt == nil {
		return
	}
	r.wt.pause()
	if r.wtArmed && r.wt.samples == r.wtSamples && now.Sub(r.wt.armedAt) > 2*r.wt.interval+watcherStallAfter {
		fmt.Fprintf(r.o.Stderr, "spkit: the memory guard's watcher thread took no sample in %s; sampling from the supervisor's loop instead\n",
			now.Sub(r.wt.armedAt).Round(time.Millisecond))
		r.stopWatcher()
	}
	r.wtArmed = false
}

// armWatcher arms the thread after a sample and returns when the loop
// samples next on its own; ok is false when the thread cannot watch now.
func (r *run) armWatcher(now time.Time, next time.Duration) (time.Duration, bool) {
	if r.wt == nil || r.trip != nil || !r.stopAt.IsZero() || r.killed || len(r.last.Failed) > 0 {
		return 0, false
	}
	b, ok := r.bounds()
	if !ok || !r.wt.arm(now, next, b) {
		return 0, false
	}
	r.wtArmed, r.wtSamples = true, r.wt.samples
	beat := r.lastSlow.Add(slowEvery).Sub(now)
	if r.o.watches(guardspec.Tree) {
		beat = min(beat, TreeWalkEvery)
	}
	return max(beat, next), true
}

// bounds are the readings past which the thread wakes the loop: memory
// moved toward a limit by half the growth budget, or by half of what is
// left before the nearest of that source's limits, whichever is less.
func (r *run) bounds() (watchBounds, bool) {
	s := &r.last
	step := func(src guardspec.Source) uint64 {
		d := uint64(GrowthBudget / 2)
		for _, c := range s.Checks {
			if c.Source == src {
				d = min(d, c.remaining()/2)
			}
		}
		return d
	}
	var b watchBounds
	if r.o.watches(guardspec.Meminfo) {
		if !s.read.has(guardspec.Meminfo) {
			return b, false
		}
		b.AvailLo = s.MemAvailable - min(step(guardspec.Meminfo), s.MemAvailable)
	}
	if r.o.watches(guardspec.Cgroup) && r.smp.cg != nil {
		if !s.read.has(guardspec.Cgroup) {
			return b, false
		}
		b.CgroupHi = s.CgroupUsage + step(guardspec.Cgroup)
		// Past its limit's raw usage the loop reads memory.stat (the
		// working set): the thread cannot, so it wakes the loop there.
		if l, _, _ := r.g.cgroupLimit(s); l > 0 && s.CgroupUsage < l+r.smp.cgBase {
			b.CgroupHi = min(b.CgroupHi, l+r.smp.cgBase)
		}
	}
	if r.o.watches(guardspec.Tree) {
		if b.Tree = r.smp.tree.KnownFDs(); len(b.Tree) == 0 {
			return b, false
		}
		b.TreeHi = s.TreeRSS + step(guardspec.Tree)
	}
	return b, true
}
