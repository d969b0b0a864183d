package profiles

import (
	"fmt"
	"strconv"
	"strings"
)

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
