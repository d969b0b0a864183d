package supervisor

import (
	"time"

	"github.com/docker/go-units"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// LimitKind names which of the guard's limits a check applies.
type LimitKind string

const (
	LimitMaxUsed  LimitKind = "max-used" // Guard.MaxUsed
	LimitHeadroom LimitKind = "headroom" // Guard.MinAvailable
	LimitMaxGPU   LimitKind = "max-gpu"  // MaxGPU
)

// Check is one limit applied to one source at a sample, in "used" terms:
// the guard trips when Used passes Limit.
type Check struct {
	Source guardspec.Source `json:"source"`
	Kind   LimitKind        `json:"limit"`
	Used   uint64           `json:"used"`
	Limit  uint64           `json:"limit_bytes"`
	// What the source measures and how the limit was derived, for the
	// message ("used memory", "128GiB total less 28GiB headroom").
	What   string `json:"-"`
	Detail string `json:"-"`
}

func (c Check) remaining() uint64 {
	if c.Used >= c.Limit {
		return 0
	}
	return c.Limit - c.Used
}

// fraction is the share of the limit still free.
func (c Check) fraction() float64 { return float64(c.remaining()) / float64(c.Limit) }

const (
	maxUsedDetail = "the guard's max-used limit"
	maxGPUDetail  = "the guard's GPU memory limit"
)

// guard evaluates samples against the limits and picks the next interval.
type guard struct {
	o *Options
	// rate is the recent growth toward the nearest limit, bytes/s.
	rate          float64
	prevRemaining uint64
	prevTime      time.Time
	nearFraction  float64
	// total is the last MemTotal read: a tick that does not read meminfo
	// (not watched) still resolves a headroom against it.
	total uint64
	// details are the derived limits' descriptions by the sizes they
	// name: those sizes hardly ever change, and formatting them at every
	// tick was a tenth of the tick's CPU.
	details map[[2]uint64]string
}

func newGuard(o *Options) *guard { return &guard{o: o, nearFraction: 0.2} }

func (g *guard) active() bool { return g.o.Guard.Armed() || g.o.MaxGPU > 0 }

// minAvailable resolves the headroom against MemTotal.
func (g *guard) minAvailable(total uint64) uint64 { return g.o.Guard.MinAvailable.Of(total) }

// cgroupLimit is the working-set limit for the cgroup: the max-used limit,
// and the same share of the cgroup's own limit as the headroom is of
// MemTotal.
func (g *guard) cgroupLimit(s *Sample) (limit uint64, kind LimitKind, detail string) {
	if m := uint64(g.o.Guard.MaxUsed); m > 0 {
		limit, kind, detail = m, LimitMaxUsed, maxUsedDetail
	}
	h := g.o.Guard.MinAvailable
	if s.MemTotal > 0 {
		g.total = s.MemTotal
	}
	if s.CgroupLimit > 0 && g.total > 0 && !h.IsZero() {
		share := h.Percent / 100
		if h.Bytes > 0 {
			share = float64(h.Bytes) / float64(g.total)
		}
		if l := s.CgroupLimit - uint64(min(share, 1)*float64(s.CgroupLimit)); limit == 0 || l < limit {
			limit, kind, detail = l, LimitHeadroom, g.detail(s.CgroupLimit, 0)
		}
	}
	return limit, kind, detail
}

// checks applies every limit to the sample's watched sources.
func (g *guard) checks(s *Sample) []Check {
	var out []Check
	if g.o.watches(guardspec.Meminfo) && s.MemTotal > 0 {
		used := s.MemTotal - min(s.MemAvailable, s.MemTotal)
		if m := uint64(g.o.Guard.MaxUsed); m > 0 {
			out = append(out, Check{guardspec.Meminfo, LimitMaxUsed, used, m, "used memory", maxUsedDetail})
		}
		if m := g.minAvailable(s.MemTotal); m > 0 && m < s.MemTotal {
			out = append(out, Check{guardspec.Meminfo, LimitHeadroom, used, s.MemTotal - m, "used memory", g.detail(s.MemTotal, m)})
		}
	}
	if g.o.watches(guardspec.Cgroup) && s.CgroupUsage > 0 {
		if l, k, d := g.cgroupLimit(s); l > 0 {
			what := "cgroup working set"
			if s.CgroupBase > 0 {
				what = "cgroup working set above its level at start"
			}
			out = append(out, Check{guardspec.Cgroup, k, s.CgroupGained(), l, what, d})
		}
	}
	if m := uint64(g.o.Guard.MaxUsed); g.o.watches(guardspec.Tree) && m > 0 && s.TreePIDs > 0 {
		out = append(out, Check{guardspec.Tree, LimitMaxUsed, s.TreeRSS, m, "trainer tree RSS", maxUsedDetail})
	}
	if c, ok := g.standIn(s); ok {
		out = append(out, c)
	}
	if m := uint64(g.o.MaxGPU); g.o.watches(guardspec.GPU) && m > 0 && g.o.GPU != nil && !s.failed(guardspec.GPU) {
		out = append(out, Check{guardspec.GPU, LimitMaxGPU, s.GPUBytes, m, "GPU memory", maxGPUDetail})
	}
	return out
}

// detail describes a derived limit: "TOTAL total less HEADROOM headroom"
// for meminfo, "cgroup limit LIMIT less the same share of headroom" for
// the cgroup (headroom 0).
func (g *guard) detail(total, headroom uint64) string {
	key := [2]uint64{total, headroom}
	if d, ok := g.details[key]; ok {
		return d
	}
	d := "cgroup limit " + size(total) + " less the same share of headroom"
	if headroom > 0 {
		d = size(total) + " total less " + size(headroom) + " headroom"
	}
	if g.details == nil || len(g.details) > 64 { // bounded: a changing cgroup limit
		g.details = map[[2]uint64]string{}
	}
	g.details[key] = d
	return d
}

// worst returns the check nearest to (or past) its limit; ok is false when
// there is none.
func worst(cs []Check) (w Check, ok bool) {
	for _, c := range cs {
		if !ok || c.fraction() < w.fraction() {
			w, ok = c, true
		}
	}
	return w, ok
}

// GrowthBudget is the most memory the guard lets grow between two samples
// while memory grows fast toward a limit: the sampling floor gives way to
// GrowthBudget over the growth rate (down to FastInterval), so that at
// 1 GiB/s it looks every 4 ms in the last stretch before the limit.
const GrowthBudget = 4 << 20

// FastInterval is the shortest interval the growth budget asks for.
const FastInterval = 2 * time.Millisecond

// next picks the interval after a sample: the base interval far from the
// limit, shrinking linearly to MinInterval over the last nearFraction of the
// limit, and never longer than half the time the recent growth rate needs
// to reach the limit. While memory grows fast, the floor is what lets at
// most GrowthBudget grow unseen.
func (g *guard) next(c Check, ok bool, now time.Time) time.Duration {
	base, floor := g.o.Guard.Interval, g.o.MinInterval
	if !ok {
		return base
	}
	rem := c.remaining()
	if !g.prevTime.IsZero() {
		if dt := now.Sub(g.prevTime).Seconds(); dt > 0 {
			inst := 0.0
			if rem < g.prevRemaining {
				inst = float64(g.prevRemaining-rem) / dt
			}
			g.rate = max(inst, g.rate/2)
			if g.rate < minRate {
				g.rate = 0 // halved toward nothing: no growth
			}
		}
	}
	g.prevRemaining, g.prevTime = rem, now
	d := base
	if frac := c.fraction(); frac < g.nearFraction {
		d = floor + time.Duration(float64(base-floor)*max(0, frac-g.nearFraction/4)/(g.nearFraction*3/4))
	}
	if g.rate > 0 {
		d = min(d, seconds(float64(rem)/g.rate/2))
		floor = max(FastInterval, min(floor, seconds(GrowthBudget/g.rate)))
	}
	return max(floor, min(d, base))
}

// minRate is the growth rate, bytes/s, below which memory counts as not
// growing.
const minRate = 4 << 10

// seconds converts s to a duration, capped at an hour (a tiny rate must not
// overflow into a negative duration).
func seconds(s float64) time.Duration {
	return time.Duration(min(s, 3600) * float64(time.Second))
}

func size(n uint64) string { return units.BytesSize(float64(n)) }
