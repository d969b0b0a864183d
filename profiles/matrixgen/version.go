package matrixgen

import (
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/internal/version"
)

// versionLess compares dotted numeric versions ("2.9" < "2.10.0").
func versionLess(a, b string) bool { return version.Compare(a, b) < 0 }

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
