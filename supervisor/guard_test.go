package supervisor

import (
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
)

const gib = 1 << 30

func TestWorstPicksNearestLimit(t *testing.T) {
	cases := []struct {
		name   string
		o      Options
		s      Sample
		source guardspec.Source
		used   uint64
		limit  uint64
		ok     bool
	}{
		{"no limits", Options{}, Sample{MemTotal: 100 * gib, MemAvailable: 50 * gib}, "", 0, 0, false},
		{"max used on meminfo", Options{Guard: guardspec.Spec{MaxUsed: 80 * gib}}, Sample{MemTotal: 100 * gib, MemAvailable: 30 * gib}, guardspec.Meminfo, 70 * gib, 80 * gib, true},
		{"headroom bytes", Options{Guard: guardspec.Spec{MinAvailable: memsize.Headroom{Bytes: 28 * gib}}}, Sample{MemTotal: 128 * gib, MemAvailable: 30 * gib}, guardspec.Meminfo, 98 * gib, 100 * gib, true},
		{"headroom percent", Options{Guard: guardspec.Spec{MinAvailable: memsize.Headroom{Percent: 25}}}, Sample{MemTotal: 100 * gib, MemAvailable: 60 * gib}, guardspec.Meminfo, 40 * gib, 75 * gib, true},
		{"cgroup nearer than system", Options{Guard: guardspec.Spec{MaxUsed: 80 * gib}},
			Sample{MemTotal: 100 * gib, MemAvailable: 60 * gib, CgroupUsage: 79 * gib, CgroupWS: 78 * gib}, guardspec.Cgroup, 78 * gib, 80 * gib, true},
		{"headroom share of the cgroup limit", Options{Guard: guardspec.Spec{MinAvailable: memsize.Headroom{Percent: 10}}},
			Sample{MemTotal: 100 * gib, MemAvailable: 90 * gib, CgroupUsage: 9 * gib, CgroupWS: 9 * gib, CgroupLimit: 10 * gib}, guardspec.Cgroup, 9 * gib, 9 * gib, true},
		{"cgroup not watched", Options{Guard: guardspec.Spec{MaxUsed: 80 * gib, Sources: []guardspec.Source{guardspec.Meminfo}}},
			Sample{MemTotal: 100 * gib, MemAvailable: 60 * gib, CgroupUsage: 79 * gib, CgroupWS: 79 * gib}, guardspec.Meminfo, 40 * gib, 80 * gib, true},
		{"cgroup from its level at start", Options{Guard: guardspec.Spec{MaxUsed: 2 * gib, Sources: []guardspec.Source{guardspec.Cgroup}}, CgroupBaseline: true},
			Sample{MemTotal: 100 * gib, CgroupUsage: 4 * gib, CgroupWS: 3 * gib, CgroupBase: gib}, guardspec.Cgroup, 2 * gib, 2 * gib, true},
		{"tree", Options{Guard: guardspec.Spec{MaxUsed: 2 * gib, Sources: []guardspec.Source{guardspec.Tree}}}, Sample{MemTotal: 100 * gib, TreeRSS: 3 * gib, TreePIDs: 4}, guardspec.Tree, 3 * gib, 2 * gib, true},
	}
	for _, c := range cases {
		c.o.setDefaults()
		w, ok := worst(newGuard(&c.o).checks(&c.s))
		if ok != c.ok || w.Source != c.source || w.Used != c.used || w.Limit != c.limit {
			t.Errorf("%s: worst = %+v, %v; want %s %d/%d %v", c.name, w, ok, c.source, c.used, c.limit, c.ok)
		}
	}
}

func TestNextIntervalShrinksNearTheLimit(t *testing.T) {
	o := Options{Guard: guardspec.Spec{MaxUsed: 100 * gib}}
	o.setDefaults()
	t0 := time.Unix(0, 0)
	cases := []struct {
		name     string
		used     uint64
		min, max time.Duration
	}{
		{"far", 50 * gib, o.Guard.Interval, o.Guard.Interval},
		{"at 85%", 85 * gib, o.MinInterval + time.Millisecond, o.Guard.Interval - time.Millisecond},
		{"at 97%", 97 * gib, o.MinInterval, o.MinInterval},
		{"past", 101 * gib, o.MinInterval, o.MinInterval},
	}
	for _, c := range cases {
		g := newGuard(&o)
		d := g.next(Check{Source: guardspec.Meminfo, Used: c.used, Limit: 100 * gib}, true, t0)
		if d < c.min || d > c.max {
			t.Errorf("%s: interval %s, want within [%s, %s]", c.name, d, c.min, c.max)
		}
	}
}

// Far from the limit but growing fast: the interval follows the time the
// growth needs to reach the limit.
func TestNextIntervalFollowsGrowthRate(t *testing.T) {
	o := Options{Guard: guardspec.Spec{MaxUsed: 100 * gib}}
	o.setDefaults()
	g := newGuard(&o)
	t0 := time.Unix(0, 0)
	g.next(Check{Source: guardspec.Meminfo, Used: 40 * gib, Limit: 100 * gib}, true, t0)
	// 10 GiB in 250 ms = 40 GiB/s; 50 GiB left = 1.25 s; half of it is
	// still longer than the base interval.
	if d := g.next(Check{Source: guardspec.Meminfo, Used: 50 * gib, Limit: 100 * gib}, true, t0.Add(250*time.Millisecond)); d != o.Guard.Interval {
		t.Errorf("at 50%% growing 40 GiB/s: %s, want %s", d, o.Guard.Interval)
	}
	// 20 GiB more in 100 ms = 200 GiB/s; 30 GiB left = 150 ms, half = 75 ms.
	d := g.next(Check{Source: guardspec.Meminfo, Used: 70 * gib, Limit: 100 * gib}, true, t0.Add(350*time.Millisecond))
	if d < 70*time.Millisecond || d > 80*time.Millisecond {
		t.Errorf("at 70%% growing 200 GiB/s: %s, want about 75ms", d)
	}
}

// Near the limit and growing fast, the 60 ms floor gives way to the growth
// budget: at 1 GiB/s the guard looks every 4 ms, so at most 4 MiB grows
// unseen; growing slowly (or not at all) it keeps the floor.
func TestNextIntervalKeepsGrowthWithinBudget(t *testing.T) {
	o := Options{Guard: guardspec.Spec{MaxUsed: 10 * gib}}
	o.setDefaults()
	g := newGuard(&o)
	t0 := time.Unix(0, 0)
	mib := uint64(1 << 20)
	g.next(Check{Source: guardspec.Meminfo, Used: 10*gib - 70*mib, Limit: 10 * gib}, true, t0)
	// 60 MiB in 60 ms: about 1 GiB/s, 10 MiB left (5 ms at that rate).
	d := g.next(Check{Source: guardspec.Meminfo, Used: 10*gib - 10*mib, Limit: 10 * gib}, true, t0.Add(60*time.Millisecond))
	if want := time.Duration(float64(GrowthBudget) / float64(1000*mib) * float64(time.Second)); d < want-time.Millisecond || d > want+time.Millisecond {
		t.Errorf("10 MiB from the limit growing 1 GiB/s: %s, want about %s", d, want)
	}
	g = newGuard(&o)
	g.next(Check{Source: guardspec.Meminfo, Used: 10*gib - 40*mib, Limit: 10 * gib}, true, t0)
	if d := g.next(Check{Source: guardspec.Meminfo, Used: 10*gib - 40*mib, Limit: 10 * gib}, true, t0.Add(time.Second)); d != o.MinInterval {
		t.Errorf("40 MiB from the limit, not growing: %s, want the floor %s", d, o.MinInterval)
	}
}

func TestTripMessage(t *testing.T) {
	tr := &Trip{Source: guardspec.Meminfo, What: "used memory", Used: 100*gib + gib/2, Peak: 101 * gib, Limit: 100 * gib,
		Detail: "128GiB total less 28GiB headroom", Grace: 30 * time.Second, PGID: 42, Killed: true, Unified: true}
	msg := tr.Message()
	want := "memory guard stopped the trainer: used memory (meminfo) reached 100.5GiB, past the limit 100GiB (128GiB total less 28GiB headroom), peak 101GiB; sent SIGTERM to process group 42, SIGKILL was needed after the 30s grace"
	if msg != want {
		t.Errorf("message\n got %s\nwant %s", msg, want)
	}
	if !strings.Contains(tr.Hint(), "drop_caches") {
		t.Errorf("unified-memory hint lacks the page-cache advice: %s", tr.Hint())
	}
	tr.Unified = false
	if strings.Contains(tr.Hint(), "drop_caches") {
		t.Errorf("discrete-memory hint has the page-cache advice: %s", tr.Hint())
	}
	if strings.Contains(tr.Hint(), "--") || strings.Contains(tr.Message(), "--") {
		t.Errorf("the library names a CLI flag: %s: %s", tr.Message(), tr.Hint())
	}
	tr.Grace, tr.Killed = 0, true
	if msg := tr.Message(); !strings.HasSuffix(msg, "sent SIGTERM to process group 42, and SIGKILL at once (no grace)") {
		t.Errorf("no-grace message: %s", msg)
	}
}

// The guard's own messages name its limits, not the flags that set them.
func TestChecksNameNoFlag(t *testing.T) {
	o := Options{Guard: guardspec.Spec{MaxUsed: gib, Sources: guardspec.Sources}, MaxGPU: gib, GPU: fakeGPU{}}
	o.setDefaults()
	s := Sample{MemTotal: 4 * gib, MemAvailable: gib, MemUsed: 3 * gib, CgroupUsage: 2 * gib, CgroupWS: 2 * gib, TreeRSS: gib, TreePIDs: 1}
	cs := newGuard(&o).checks(&s)
	if len(cs) != 4 {
		t.Fatalf("checks = %+v, want one per source", cs)
	}
	for _, c := range cs {
		if strings.Contains(c.Detail, "--") {
			t.Errorf("%s check names a flag: %q", c.Source, c.Detail)
		}
	}
}

type fakeGPU struct{}

func (fakeGPU) ProcessMemory() (map[int]uint64, error) { return nil, nil }

// The derived limits' details follow the sizes they name, however often
// the same guard describes them (they are cached).
func TestDetailsFollowTheSizes(t *testing.T) {
	o := Options{Guard: guardspec.Spec{MinAvailable: memsize.Headroom{Bytes: 28 * gib}}}
	o.setDefaults()
	g := newGuard(&o)
	for _, c := range []struct {
		s    Sample
		want []string
	}{
		{Sample{MemTotal: 128 * gib, CgroupUsage: gib, CgroupLimit: 64 * gib},
			[]string{"128GiB total less 28GiB headroom", "cgroup limit 64GiB less the same share of headroom"}},
		{Sample{MemTotal: 128 * gib, CgroupUsage: gib, CgroupLimit: 64 * gib},
			[]string{"128GiB total less 28GiB headroom", "cgroup limit 64GiB less the same share of headroom"}},
		{Sample{MemTotal: 120 * gib, CgroupUsage: gib, CgroupLimit: 32 * gib},
			[]string{"120GiB total less 28GiB headroom", "cgroup limit 32GiB less the same share of headroom"}},
	} {
		var got []string
		for _, ch := range g.checks(&c.s) {
			got = append(got, ch.Detail)
		}
		if strings.Join(got, "; ") != strings.Join(c.want, "; ") {
			t.Errorf("MemTotal %s, cgroup limit %s: details %q, want %q", size(c.s.MemTotal), size(c.s.CgroupLimit), got, c.want)
		}
	}
}

func TestPeaksCountTheCgroupFromItsBaseline(t *testing.T) {
	var p Peaks
	p.add(&Sample{MemTotal: 100 * gib, CgroupUsage: 2 * gib, CgroupWS: 2 * gib, CgroupBase: gib})
	p.add(&Sample{MemTotal: 100 * gib}) // the cgroup did not answer: the base stays
	if p.Of(guardspec.Cgroup) != gib || p.CgroupWS != 2*gib || p.CgroupBase != gib {
		t.Errorf("peaks = %+v, cgroup peak %d: want 1 GiB gained over a 1 GiB base", p, p.Of(guardspec.Cgroup))
	}
	r := Result{Peaks: p, Last: Sample{Time: time.Unix(1, 0)}}
	if s := r.Summary(); !strings.Contains(s, "cgroup 2GiB (1GiB above its 1GiB at start)") {
		t.Errorf("summary = %q", s)
	}
}
