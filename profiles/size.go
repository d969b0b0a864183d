package profiles

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	units "github.com/docker/go-units"
)

// Size parses a memory size as profiles and guards write it ("28GB",
// "512MiB", "1.5g"). Units are binary, as docker/go-units' RAMInBytes reads
// them: "28GB" is 28 GiB.
func Size(s string) (int64, error) {
	if strings.TrimSpace(s) == "" {
		return 0, fmt.Errorf("empty size")
	}
	n, err := units.RAMInBytes(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a size (write it like 28GB or 512MB)", s)
	}
	if n <= 0 {
		return 0, fmt.Errorf("size %q must be more than 0", s)
	}
	return n, nil
}

// Interval parses a positive duration ("1s", "120s", "2m").
func Interval(s string) (time.Duration, error) {
	d, err := time.ParseDuration(s)
	if err != nil {
		return 0, fmt.Errorf("%q is not a duration (write it like 1s or 2m)", s)
	}
	if d <= 0 {
		return 0, fmt.Errorf("duration %q must be more than 0", s)
	}
	return d, nil
}

// CC is a GPU compute capability, major.minor.
type CC struct{ Major, Minor int }

// ParseCC parses "12.1".
func ParseCC(s string) (CC, error) {
	maj, minor, ok := strings.Cut(s, ".")
	a, err1 := strconv.Atoi(maj)
	b, err2 := strconv.Atoi(minor)
	if !ok || err1 != nil || err2 != nil || a < 1 || b < 0 {
		return CC{}, fmt.Errorf("%q is not a compute capability (write it like 9.0 or 12.1)", s)
	}
	return CC{a, b}, nil
}

// Cmp returns -1, 0 or 1 as c is below, equal to or above o.
func (c CC) Cmp(o CC) int {
	switch {
	case c.Major != o.Major:
		return sign(c.Major - o.Major)
	default:
		return sign(c.Minor - o.Minor)
	}
}

func (c CC) String() string { return fmt.Sprintf("%d.%d", c.Major, c.Minor) }

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

// within reports whether cc lies in [lo, hi]; unparsable bounds fail.
func within(cc CC, lo, hi string) bool {
	l, err1 := ParseCC(lo)
	h, err2 := ParseCC(hi)
	return err1 == nil && err2 == nil && cc.Cmp(l) >= 0 && cc.Cmp(h) <= 0
}
