package reposcan

import (
	"slices"
	"testing"
)

// TestExactLocals: only an exact pin's local label binds the wheel line.
func TestExactLocals(t *testing.T) {
	for spec, want := range map[string][]string{
		"==2.0.1+cu118":               {"cu118"},
		">=2.0.1+cu118":               nil,
		">=2.0.1+cu118,==2.6.0+cu126": {"cu126"},
		"==2.12.0":                    nil,
	} {
		if got := ExactLocals(spec); !slices.Equal(got, want) {
			t.Errorf("ExactLocals(%q) = %q, want %q", spec, got, want)
		}
	}
}
