package matrixgen

import (
	"strconv"
	"strings"
)

// versionLess compares dotted numeric versions ("2.9" < "2.10.0").
func versionLess(a, b string) bool {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < max(len(as), len(bs)); i++ {
		x, y := part(as, i), part(bs, i)
		if x != y {
			return x < y
		}
	}
	return false
}

func part(parts []string, i int) int {
	if i >= len(parts) {
		return 0
	}
	n, _ := strconv.Atoi(parts[i])
	return n
}

// minorOf returns "13.0" for "13.0.2".
func minorOf(v string) string {
	p := strings.SplitN(v, ".", 3)
	if len(p) < 2 {
		return v
	}
	return p[0] + "." + p[1]
}

// lineTag returns the wheel line of a CUDA minor: "cu130" for "13.0".
func lineTag(minor string) string { return "cu" + strings.ReplaceAll(minor, ".", "") }
