package version

import "testing"

func TestCompare(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"580.65.06", "580.65.06", 0}, {"580.82.07", "580.65.06", 1}, {"570.124.06", "580.65.06", -1},
		{"13.0", "12.9", 1}, {"1.41", "1.39", 1}, {"1.9", "1.39", -1}, {"580", "580.0.0", 0},
	}
	for _, tt := range tests {
		if got := Compare(tt.a, tt.b); got != tt.want {
			t.Errorf("Compare(%q, %q) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
