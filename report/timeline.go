package report

import (
	"time"

	"github.com/spkit-dev/spkit/supervisor"
)

// The plotted figures of a sample, in bytes.
const (
	figUsed = iota
	figTree
	figGPU
	figCgroup
	nFigures
)

func figures(s *supervisor.Sample) [nFigures]uint64 {
	return [nFigures]uint64{s.MemUsed, s.TreeRSS, s.GPUBytes, s.CgroupWS}
}

// maxBuckets bounds the timeline: a 10-inch plot is ~1000 pixels wide, so
// 512 to 1024 buckets, each drawn as its low and its high, lose nothing a
// reader could see.
const maxBuckets = 1024

// reading is one figure's value and when.
type reading struct {
	at  time.Time
	v   uint64
	seq int // the sample's place in the log
}

// bucket is a run of consecutive samples: for each figure its lowest and
// highest reading.
type bucket struct {
	lo, hi [nFigures]reading
	n      int
}

func (b *bucket) add(r reading, f [nFigures]uint64) {
	for i, v := range f {
		r.v = v
		if b.n == 0 || v < b.lo[i].v {
			b.lo[i] = r
		}
		if b.n == 0 || v > b.hi[i].v {
			b.hi[i] = r
		}
	}
	b.n++
}

func (b *bucket) merge(o *bucket) {
	for i := range b.lo {
		if o.lo[i].v < b.lo[i].v {
			b.lo[i] = o.lo[i]
		}
		if o.hi[i].v > b.hi[i].v {
			b.hi[i] = o.hi[i]
		}
	}
	b.n += o.n
}

// timeline thins the samples as they stream in: buckets of width samples
// each; when maxBuckets are full, neighbours merge in pairs and the width
// doubles. Memory stays at maxBuckets buckets whatever the log's length,
// and every bucket covers the same number of samples but the last.
type timeline struct {
	buckets []bucket
	width   int
	samples int
}

func (t *timeline) add(s *supervisor.Sample) {
	if t.width == 0 {
		t.width = 1
	}
	if n := len(t.buckets); n == 0 || t.buckets[n-1].n >= t.width {
		if n == maxBuckets {
			t.halve() // every bucket is full at the new width too
		}
		t.buckets = append(t.buckets, bucket{})
	}
	t.buckets[len(t.buckets)-1].add(reading{at: s.Time, seq: t.samples}, figures(s))
	t.samples++
}

// halve merges neighbouring buckets: maxBuckets become maxBuckets/2, each
// twice as wide.
func (t *timeline) halve() {
	for i := 0; i < len(t.buckets)/2; i++ {
		b := t.buckets[2*i]
		b.merge(&t.buckets[2*i+1])
		t.buckets[i] = b
	}
	t.buckets = t.buckets[:len(t.buckets)/2]
	t.width *= 2
}

// points are one figure's readings to draw, in the samples' order: each
// bucket's low and high, whichever came first first.
func (t *timeline) points(fig int) []reading {
	out := make([]reading, 0, 2*len(t.buckets))
	for i := range t.buckets {
		lo, hi := t.buckets[i].lo[fig], t.buckets[i].hi[fig]
		switch {
		case lo.seq == hi.seq:
			out = append(out, lo)
		case hi.seq < lo.seq:
			out = append(out, hi, lo)
		default:
			out = append(out, lo, hi)
		}
	}
	return out
}
