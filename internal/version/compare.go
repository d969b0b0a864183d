package version

import (
	"strconv"
	"strings"
)

// Compare compares dotted numeric versions ("580.65.06" vs
// "580.82.07", "13.0" vs "12.8"): -1, 0 or 1. Missing parts count as 0;
// non-numeric parts compare as 0.
func Compare(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < max(len(pa), len(pb)); i++ {
		x, y := versionPart(pa, i), versionPart(pb, i)
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

func versionPart(parts []string, i int) int {
	if i >= len(parts) {
		return 0
	}
	n, _ := strconv.Atoi(parts[i])
	return n
}
