package supervisor

import (
	"strings"
	"testing"
	"time"
)

const gib = 1 << 30

func TestWorstPicksNearestLimit(t *testing.T) {
	cases := []struct {
		name   string
		o      Options
		s      Sample
		source Source
		used   uint64
		limit  uint64
		ok     bool
	}{
		{"no limits", Options{}, Sample{MemTotal: 100 * gib, MemAvailable: 50 * gib}, "", 0, 0, false},
		{"max used on meminfo", Options{MaxUsed: 80 * gib}, Sample{MemTotal: 100 * gib, MemAvailable: 30 * gib}, SourceMeminfo, 70 * gib, 80 * gib, true},
		{"headroom bytes", Options{MinAvailable: 28 * gib}, Sample{MemTotal: 128 * gib, MemAvailable: 30 * gib}, SourceMeminfo, 98 * gib, 100 * gib, true},
		{"headroom percent", Options{MinAvailablePct: 25}, Sample{MemTotal: 100 * gib, MemAvailable: 60 * gib}, SourceMeminfo, 40 * gib, 75 * gib, true},
		{"cgroup nearer than system", Options{MaxUsed: 80 * gib},
			Sample{MemTotal: 100 * gib, MemAvailable: 60 * gib, CgroupUsage: 79 * gib, CgroupWS: 78 * gib}, SourceCgroup, 78 * gib, 80 * gib, true},
		{"headroom share of the cgroup limit", Options{MinAvailablePct: 10},
			Sample{MemTotal: 100 * gib, MemAvailable: 90 * gib, CgroupUsage: 9 * gib, CgroupWS: 9 * gib, CgroupLimit: 10 * gib}, SourceCgroup, 9 * gib, 9 * gib, true},
		{"cgroup not watched", Options{MaxUsed: 80 * gib, Sources: []Source{SourceMeminfo}},
			Sample{MemTotal: 100 * gib, MemAvailable: 60 * gib, CgroupUsage: 79 * gib, CgroupWS: 79 * gib}, SourceMeminfo, 40 * gib, 80 * gib, true},
		{"tree", Options{MaxUsed: 2 * gib, Sources: []Source{SourceTree}}, Sample{MemTotal: 100 * gib, TreeRSS: 3 * gib, TreePIDs: 4}, SourceTree, 3 * gib, 2 * gib, true},
	}
	for _, c := range cases {
		c.o.setDefaults()
		w, ok := newGuard(&c.o).worst(&c.s)
		if ok != c.ok || w.source != c.source || w.used != c.used || w.limit != c.limit {
			t.Errorf("%s: worst = %+v, %v; want %s %d/%d %v", c.name, w, ok, c.source, c.used, c.limit, c.ok)
		}
	}
}

func TestNextIntervalShrinksNearTheLimit(t *testing.T) {
	o := Options{MaxUsed: 100 * gib}
	o.setDefaults()
	t0 := time.Unix(0, 0)
	cases := []struct {
		name     string
		used     uint64
		min, max time.Duration
	}{
		{"far", 50 * gib, o.Interval, o.Interval},
		{"at 85%", 85 * gib, o.MinInterval + time.Millisecond, o.Interval - time.Millisecond},
		{"at 97%", 97 * gib, o.MinInterval, o.MinInterval},
		{"past", 101 * gib, o.MinInterval, o.MinInterval},
	}
	for _, c := range cases {
		g := newGuard(&o)
		d := g.next(check{SourceMeminfo, "", c.used, o.MaxUsed, ""}, true, t0)
		if d < c.min || d > c.max {
			t.Errorf("%s: interval %s, want within [%s, %s]", c.name, d, c.min, c.max)
		}
	}
}

// Far from the limit but growing fast: the interval follows the time the
// growth needs to reach the limit.
func TestNextIntervalFollowsGrowthRate(t *testing.T) {
	o := Options{MaxUsed: 100 * gib}
	o.setDefaults()
	g := newGuard(&o)
	t0 := time.Unix(0, 0)
	g.next(check{SourceMeminfo, "", 40 * gib, o.MaxUsed, ""}, true, t0)
	// 10 GiB in 250 ms = 40 GiB/s; 50 GiB left = 1.25 s; half of it is
	// still longer than the base interval.
	if d := g.next(check{SourceMeminfo, "", 50 * gib, o.MaxUsed, ""}, true, t0.Add(250*time.Millisecond)); d != o.Interval {
		t.Errorf("at 50%% growing 40 GiB/s: %s, want %s", d, o.Interval)
	}
	// 20 GiB more in 100 ms = 200 GiB/s; 30 GiB left = 150 ms, half = 75 ms.
	d := g.next(check{SourceMeminfo, "", 70 * gib, o.MaxUsed, ""}, true, t0.Add(350*time.Millisecond))
	if d < 70*time.Millisecond || d > 80*time.Millisecond {
		t.Errorf("at 70%% growing 200 GiB/s: %s, want about 75ms", d)
	}
}

func TestTripMessage(t *testing.T) {
	tr := &Trip{Source: SourceMeminfo, What: "used memory", Used: 100*gib + gib/2, Peak: 101 * gib, Limit: 100 * gib,
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
}

func TestParseFlags(t *testing.T) {
	sizes := map[string]uint64{"512MiB": 512 << 20, "28GB": 28 << 30, "1073741824": 1 << 30, "1.5g": 3 << 29}
	for in, want := range sizes {
		if got, err := ParseSize(in); err != nil || got != want {
			t.Errorf("ParseSize(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "lots", "-1GB"} {
		if _, err := ParseSize(bad); err == nil {
			t.Errorf("ParseSize(%q) accepted", bad)
		}
	}
	if b, p, err := ParseHeadroom("20%"); err != nil || b != 0 || p != 20 {
		t.Errorf("ParseHeadroom(20%%) = %d, %v, %v", b, p, err)
	}
	if b, p, err := ParseHeadroom("28GB"); err != nil || b != 28<<30 || p != 0 {
		t.Errorf("ParseHeadroom(28GB) = %d, %v, %v", b, p, err)
	}
	for _, bad := range []string{"0%", "100%", "x%"} {
		if _, _, err := ParseHeadroom(bad); err == nil {
			t.Errorf("ParseHeadroom(%q) accepted", bad)
		}
	}
	if s, err := ParseSources("meminfo, tree"); err != nil || len(s) != 2 || s[1] != SourceTree {
		t.Errorf("ParseSources = %v, %v", s, err)
	}
	if _, err := ParseSources("swap"); err == nil {
		t.Error("ParseSources accepted swap")
	}
}
