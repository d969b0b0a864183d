package matrixgen

import (
	"fmt"
	"html"
	"regexp"
	"strings"
)

// Rows of the release notes' table 3 ("CUDA Toolkit and Corresponding
// Driver Versions"): "CUDA 13.0 Update 1" | ">=580.82.07" | ">=581.15".
var (
	rowRe     = regexp.MustCompile(`(?s)<tr[^>]*>(.*?)</tr>`)
	tagRe     = regexp.MustCompile(`<[^>]+>`)
	releaseRe = regexp.MustCompile(`^CUDA (\d+\.\d+)(?:\.\d+)? (GA|Update (\d+))`)
	driverRe  = regexp.MustCompile(`>=\s*(\d+\.\d+(?:\.\d+)?)`)
)

// parseDrivers returns the minimum Linux driver per CUDA update, keyed by
// image version ("13.0.1" for 13.0 Update 1, "13.0.0" for GA).
func parseDrivers(page []byte) (map[string]string, error) {
	out := map[string]string{}
	for _, row := range rowRe.FindAllSubmatch(page, -1) {
		text := strings.Join(strings.Fields(html.UnescapeString(tagRe.ReplaceAllString(string(row[1]), " "))), " ")
		m := releaseRe.FindStringSubmatch(text)
		d := driverRe.FindStringSubmatch(text)
		if m == nil || d == nil {
			continue
		}
		update := "0"
		if m[3] != "" {
			update = m[3]
		}
		version := m[1] + "." + update
		if _, seen := out[version]; !seen { // the Linux column comes first
			out[version] = d[1]
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no CUDA release rows in the driver table")
	}
	return out, nil
}
