package supervisor

import (
	"time"

	"github.com/docker/go-units"
)

// check is one limit applied to one measurement, in "used" terms: the guard
// trips when used passes limit.
type check struct {
	source Source
	what   string
	used   uint64
	limit  uint64
	detail string // how the limit was derived, for the message
}

func (c check) remaining() uint64 {
	if c.used >= c.limit {
		return 0
	}
	return c.limit - c.used
}

// fraction is the share of the limit still free.
func (c check) fraction() float64 { return float64(c.remaining()) / float64(c.limit) }

// guard evaluates samples against the limits and picks the next interval.
type guard struct {
	o *Options
	// rate is the recent growth toward the nearest limit, bytes/s.
	rate          float64
	prevRemaining uint64
	prevTime      time.Time
	nearFraction  float64
}

func newGuard(o *Options) *guard { return &guard{o: o, nearFraction: 0.2} }

func (g *guard) active() bool {
	return g.o.MaxUsed > 0 || g.o.MinAvailable > 0 || g.o.MinAvailablePct > 0 || g.o.MaxGPU > 0
}

// minAvailable resolves the headroom against MemTotal.
func (g *guard) minAvailable(total uint64) uint64 {
	if g.o.MinAvailable > 0 {
		return g.o.MinAvailable
	}
	return uint64(float64(total) * g.o.MinAvailablePct / 100)
}

// cgroupLimit is the working-set limit for the cgroup: --max-memory, and
// the same share of the cgroup's own limit as the headroom is of MemTotal.
func (g *guard) cgroupLimit(s *Sample) (uint64, string) {
	var limit uint64
	var detail string
	if g.o.MaxUsed > 0 {
		limit, detail = g.o.MaxUsed, "--max-memory"
	}
	if s.CgroupLimit > 0 && s.MemTotal > 0 && (g.o.MinAvailable > 0 || g.o.MinAvailablePct > 0) {
		share := g.o.MinAvailablePct / 100
		if g.o.MinAvailable > 0 {
			share = float64(g.o.MinAvailable) / float64(s.MemTotal)
		}
		if l := s.CgroupLimit - uint64(share*float64(s.CgroupLimit)); limit == 0 || l < limit {
			limit, detail = l, "cgroup limit "+size(s.CgroupLimit)+" less the same share of headroom"
		}
	}
	return limit, detail
}

// worst returns the check nearest to (or past) its limit; ok is false when
// no limit applies to the sample.
func (g *guard) worst(s *Sample) (worst check, ok bool) {
	consider := func(c check) {
		if c.limit == 0 {
			return
		}
		if !ok || c.fraction() < worst.fraction() {
			worst, ok = c, true
		}
	}
	if g.o.watches(SourceMeminfo) && s.MemTotal > 0 {
		if g.o.MaxUsed > 0 {
			consider(check{SourceMeminfo, "used memory", s.MemTotal - min(s.MemAvailable, s.MemTotal), g.o.MaxUsed, "--max-memory"})
		}
		if m := g.minAvailable(s.MemTotal); m > 0 && m < s.MemTotal {
			consider(check{SourceMeminfo, "used memory", s.MemTotal - min(s.MemAvailable, s.MemTotal), s.MemTotal - m,
				size(s.MemTotal) + " total less " + size(m) + " headroom"})
		}
	}
	if g.o.watches(SourceCgroup) && s.CgroupUsage > 0 {
		if l, d := g.cgroupLimit(s); l > 0 {
			consider(check{SourceCgroup, "cgroup working set", s.CgroupWS, l, d})
		}
	}
	if g.o.watches(SourceTree) && g.o.MaxUsed > 0 && s.TreePIDs > 0 {
		consider(check{SourceTree, "trainer tree RSS", s.TreeRSS, g.o.MaxUsed, "--max-memory"})
	}
	if g.o.watches(SourceGPU) && g.o.MaxGPU > 0 && g.o.GPU != nil {
		consider(check{SourceGPU, "GPU memory", s.GPUBytes, g.o.MaxGPU, "--max-gpu-memory"})
	}
	return worst, ok
}

// next picks the interval after a sample: the base interval far from the
// limit, shrinking linearly to MinInterval over the last nearFraction of the
// limit, and never longer than half the time the recent growth rate needs
// to reach the limit.
func (g *guard) next(c check, ok bool, now time.Time) time.Duration {
	base, floor := g.o.Interval, g.o.MinInterval
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
		}
	}
	g.prevRemaining, g.prevTime = rem, now
	d := base
	frac := c.fraction()
	if frac < g.nearFraction {
		d = floor + time.Duration(float64(base-floor)*max(0, frac-g.nearFraction/4)/(g.nearFraction*3/4))
	}
	if g.rate > 0 {
		d = min(d, time.Duration(float64(rem)/g.rate/2*float64(time.Second)))
	}
	return max(floor, min(d, base))
}

func size(n uint64) string { return units.BytesSize(float64(n)) }
