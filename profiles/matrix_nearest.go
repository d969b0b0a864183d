package profiles

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/version"
)

// maxNearest is how many CUDA releases a refusal suggests.
const maxNearest = 2

// refuse is the error for a query that nothing on rel fits: why (or what
// rel lacks), then the nearest valid combinations.
func (m *Matrix) refuse(rel *CUDARelease, q TorchQuery, why string) error {
	if newest := m.newestTorch(); why == "" && q.Torch != "" && newest != "" && versionBefore(newest, q.Torch) {
		return errdefs.Configf(fmt.Sprintf("run `spkit matrix refresh` (with network access) to learn newer releases, or use torch %s", newest),
			"torch %s is newer than every release in spkit's version matrix (newest known: %s)", q.Torch, newest)
	}
	msg, hints := why, []string(nil)
	if msg == "" {
		msg, hints = rel.missing(q.Torch, q.Platform)
	}
	want := "PyTorch"
	if q.Torch != "" {
		want = "torch " + q.Torch
	}
	if near := m.nearestCUDA(rel, q); len(near) > 0 {
		hints = append(hints, fmt.Sprintf("use cuda %s for %s (set cuda: %s for %s)",
			strings.Join(near, " or "), profileName(q), near[0], want))
	}
	if alt := m.newestFit(rel, q); alt != "" && q.Torch != "" {
		hints = append(hints, fmt.Sprintf("or torch %s with cuda %s", alt, rel.Version))
	}
	if len(hints) == 0 {
		hints = []string{"no combination spkit knows fits; `spkit matrix` lists them"}
	}
	return errdefs.Configf(strings.Join(hints, "; "), "%s", msg)
}

// newestTorch is the newest torch any CUDA release in m has.
func (m *Matrix) newestTorch() string {
	newest := ""
	for _, c := range m.CUDA {
		for _, t := range c.Torch {
			if newest == "" || versionBefore(newest, t.Torch) {
				newest = t.Torch
			}
		}
	}
	return newest
}

// missing says that rel has no torch matching version, and what it has on
// platform ("" for any): an arm64 profile is not offered the releases
// whose wheels are x86_64 only.
func (c *CUDARelease) missing(version, platform string) (string, []string) {
	if len(c.Torch) == 0 {
		return fmt.Sprintf("no PyTorch wheels are known for CUDA %s", c.Version), nil
	}
	tag := c.WheelLine()
	var known []string
	for _, t := range c.Torch {
		if platform == "" || t.PythonOn(platform) != nil {
			known = append(known, t.Torch)
		}
	}
	msg := fmt.Sprintf("torch %s is not built for CUDA %s", version, c.Version)
	if len(known) == 0 {
		return msg, []string{fmt.Sprintf("%s has no wheels%s", tag, onPlatform(platform))}
	}
	if oldest := known[len(known)-1]; versionBefore(version, oldest) {
		return msg, []string{fmt.Sprintf("%s wheels%s start at torch %s; use torch %s or later", tag, onPlatform(platform), oldest, oldest)}
	}
	return msg, []string{fmt.Sprintf("%s has torch %s%s", tag, strings.Join(known, ", "), onPlatform(platform))}
}

// nearestCUDA returns the CUDA releases, nearest to rel first, on which q's
// torch fits (and which support the GPU).
func (m *Matrix) nearestCUDA(rel *CUDARelease, q TorchQuery) []string {
	at := slices.IndexFunc(m.CUDA, func(c CUDARelease) bool { return c.Version == rel.Version })
	type cand struct {
		version string
		dist    int
	}
	var cands []cand
	for i := range m.CUDA {
		r := &m.CUDA[i]
		if i == at || !r.supportsCC(q.CC) || !m.fits(r, q) {
			continue
		}
		cands = append(cands, cand{r.Version, abs(i - at)})
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return a.dist - b.dist })
	var out []string
	for _, c := range cands[:min(len(cands), maxNearest)] {
		out = append(out, c.version)
	}
	return out
}

// fits reports whether some torch on r matching q fits q.
func (m *Matrix) fits(r *CUDARelease, q TorchQuery) bool {
	for i := range r.Torch {
		if torchMatches(r.Torch[i].Torch, q.Torch) && m.misfit(r, &r.Torch[i], q) == "" {
			return true
		}
	}
	return false
}

// ReleasesFor returns the CUDA versions that build for q.CC and have a
// torch matching q.Torch ("" matches any) that fits q's platform, GPU and
// python, the one with the newest such torch first (the newer CUDA first
// among equals); q.CUDA is ignored. For a V100 that is 12.6 (sm_70 through
// torch 2.14.0), 12.8 (2.10.0), 12.9 (2.9.1). Nil when none fits.
func (m *Matrix) ReleasesFor(q TorchQuery) []string {
	type cand struct{ version, newest string }
	var cands []cand
	for i := range m.CUDA {
		r := &m.CUDA[i]
		if !r.supportsCC(q.CC) {
			continue
		}
		for j := range r.Torch { // newest first
			if torchMatches(r.Torch[j].Torch, q.Torch) && m.misfit(r, &r.Torch[j], q) == "" {
				cands = append(cands, cand{r.Version, r.Torch[j].Torch})
				break
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b cand) int { return version.Compare(b.newest, a.newest) })
	var out []string
	for _, c := range cands {
		out = append(out, c.version)
	}
	return out
}

// newestFit returns the newest torch on rel that fits q's platform, GPU
// and python, or "".
func (m *Matrix) newestFit(rel *CUDARelease, q TorchQuery) string {
	q.Torch = ""
	for i := range rel.Torch {
		if m.misfit(rel, &rel.Torch[i], q) == "" {
			return rel.Torch[i].Torch
		}
	}
	return ""
}

func (c *CUDARelease) supportsCC(s string) bool {
	cc, err := ParseCC(s)
	return err != nil || c.Supports(cc)
}

func profileName(q TorchQuery) string {
	if q.Profile == "" {
		return "this profile"
	}
	return q.Profile
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
