package guardspec

import (
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/memsize"
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

// Issue #31 item 2: an interval past MaxInterval switches the guard off.
func TestIntervalBounds(t *testing.T) {
	for _, bad := range []string{"1h", "87600h", "5001ms"} {
		if _, err := ParseInterval(bad); err == nil || !strings.Contains(err.Error(), "above 5s") {
			t.Errorf("ParseInterval(%q) = %v", bad, err)
		}
	}
	if _, err := ParseInterval("5s"); err != nil {
		t.Errorf("ParseInterval(5s): %v", err)
	}
}

// Issue #31 item 3: limits against the machine.
func TestCheckAgainst(t *testing.T) {
	const total = 24 << 30
	if _, err := (Spec{MinAvailable: memsize.Headroom{Bytes: 1 << 50}}).CheckAgainst(total); err == nil {
		t.Error("a headroom above the total was taken")
	}
	w, err := Spec{MaxUsed: 1 << 50}.CheckAgainst(total)
	if err != nil || !strings.Contains(w, "above this machine's 24.0 GiB total") {
		t.Errorf("max-used above the machine: %q, %v", w, err)
	}
	if w, err := (Spec{MaxUsed: 1 << 30, MinAvailable: memsize.Headroom{Percent: 10}}).CheckAgainst(total); w != "" || err != nil {
		t.Errorf("sane limits: %q, %v", w, err)
	}
}
