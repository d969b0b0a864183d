package guardspec

import (
	"testing"
	"time"
)

func TestParseSources(t *testing.T) {
	got, err := ParseSources(" tree , gpu")
	if err != nil || FormatSources(got) != "tree,gpu" {
		t.Fatalf("ParseSources = %v, %v", got, err)
	}
	for _, bad := range []string{"", "ram", "tree,,gpu", "tree,tree"} {
		if _, err := ParseSources(bad); err == nil {
			t.Errorf("ParseSources(%q) accepted", bad)
		}
	}
}

func TestParseGraceAndInterval(t *testing.T) {
	for in, want := range map[string]time.Duration{"0": 0, "0s": 0, "45s": 45 * time.Second} {
		if got, err := ParseGrace(in); err != nil || got != want {
			t.Errorf("ParseGrace(%q) = %v, %v", in, got, err)
		}
	}
	for _, bad := range []string{"-2s", "soon", ""} {
		if _, err := ParseGrace(bad); err == nil {
			t.Errorf("ParseGrace(%q) accepted", bad)
		}
	}
	for _, bad := range []string{"0", "-1s", "1ms", "x"} {
		if _, err := ParseInterval(bad); err == nil {
			t.Errorf("ParseInterval(%q) accepted", bad)
		}
	}
	if d, err := ParseInterval("250ms"); err != nil || d != 250*time.Millisecond {
		t.Errorf("ParseInterval(250ms) = %v, %v", d, err)
	}
}

func TestSpecDefaults(t *testing.T) {
	var s Spec
	if s.Armed() || s.EffectiveGrace() != DefaultGrace || !s.Watches(Meminfo) || s.Watches(Tree) {
		t.Fatalf("zero Spec: %+v", s)
	}
	s = Spec{GraceSet: true, MaxUsed: 1 << 30, Sources: []Source{Tree}}
	if !s.Armed() || s.EffectiveGrace() != 0 || !s.Watches(Tree) || s.Watches(Meminfo) {
		t.Fatalf("Spec: %+v", s)
	}
}
