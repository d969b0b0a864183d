package matrixgen

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/profiles"
)

// line is one PyTorch wheel line's index pages (cu130).
type line struct {
	tag, url             string
	torch, vision, audio wheels
}

// fetchLines reads the torch, torchvision and torchaudio pages of each
// minor's wheel line; a line PyTorch does not publish is left out.
func (g *gen) fetchLines(ctx context.Context, minors []string) (map[string]*line, error) {
	out := map[string]*line{}
	for _, minor := range minors {
		tag := lineTag(minor)
		l := &line{tag: tag, url: g.o.TorchURL + "/" + tag}
		pages := []*wheels{&l.torch, &l.vision, &l.audio}
		for i, pkg := range []string{"torch", "torchvision", "torchaudio"} {
			page, err := g.f.get(ctx, l.url+"/"+pkg+"/")
			if errors.Is(err, errNotFound) {
				*pages[i] = wheels{}
				continue
			}
			if err != nil {
				return nil, err
			}
			*pages[i] = parseWheels(page, tag)
		}
		if len(l.torch) > 0 {
			out[minor] = l
		}
	}
	return out, nil
}

// lineFor returns the minor's own wheel line, else the newest line of the
// same major before it (a 13.1 image runs the cu130 wheels).
func lineFor(minor string, lines map[string]*line) *line {
	if l := lines[minor]; l != nil {
		return l
	}
	major, _, _ := strings.Cut(minor, ".")
	var best string
	for m := range lines {
		if strings.HasPrefix(m, major+".") && versionLess(m, minor) && (best == "" || versionLess(best, m)) {
			best = m
		}
	}
	return lines[best]
}

func (g *gen) addTorch(rel *profiles.CUDARelease, lines map[string]*line) {
	l := lineFor(rel.Version, lines)
	if l == nil {
		rel.Sources["torch"] = fmt.Sprintf("%s: no cu%s wheel index and none before it in CUDA %s", g.o.TorchURL, strings.ReplaceAll(rel.Version, ".", ""), rel.Version)
		return
	}
	rel.TorchIndex = l.url
	src := fmt.Sprintf("%s/{torch,torchvision,torchaudio}/; pairing: %s", l.url, g.in.PairingSource)
	if l.tag != lineTag(rel.Version) {
		src = fmt.Sprintf("no %s index: the %s wheels (PyTorch's wheels bring their own CUDA runtime; a newer %s.x image and driver run them); ", lineTag(rel.Version), l.tag, strings.SplitN(rel.Version, ".", 2)[0]) + src
	}
	rel.Sources["torch"] = src
	for _, v := range l.torch.versions() {
		if tr, ok := g.torchRelease(l, v); ok {
			rel.Torch = append(rel.Torch, tr)
		}
	}
}

// torchRelease pairs torch v with its torchvision and torchaudio; ok is
// false when no torchvision matches (the set could not be installed).
func (g *gen) torchRelease(l *line, v string) (profiles.TorchRelease, bool) {
	plat := l.torch[v]
	vision := pairVision(v, g.in.TorchvisionMinorOffset, l.vision, plat)
	if vision == "" {
		return profiles.TorchRelease{}, false
	}
	tr := profiles.TorchRelease{Torch: v, Torchvision: vision, Sources: map[string]string{"wheels": l.url + "/torch/"}}
	if l.audio.covers(v, plat) {
		tr.Torchaudio = v
	} else {
		tr.Sources["torchaudio"] = fmt.Sprintf("%s/torchaudio/ has no %s wheel for torch %s", l.url, l.tag, v)
	}
	for _, p := range g.in.Platforms {
		if py := plat[p]; len(py) > 0 {
			py = sortedVersions(py)
			tr.Wheels = append(tr.Wheels, profiles.WheelPlatform{Platform: p, Python: py})
			tr.Python = sortedVersions(union(tr.Python, py))
		}
	}
	if r := g.in.arch(l.tag, v); r != nil {
		tr.Arch, tr.Sources["arch"] = r.Arch, r.Source
	}
	return tr, len(tr.Wheels) > 0
}

// pairVision returns torchvision 0.(minor+offset).patch, else the newest
// patch of that minor, with wheels on the platforms torch has.
func pairVision(torch string, offset int, vision wheels, plat map[string][]string) string {
	minor := part(strings.Split(torch, "."), 1) + offset
	want := fmt.Sprintf("0.%d.%d", minor, part(strings.Split(torch, "."), 2))
	if vision.covers(want, plat) {
		return want
	}
	for _, v := range vision.versions() {
		if minorOf(v) == fmt.Sprintf("0.%d", minor) && vision.covers(v, plat) {
			return v
		}
	}
	return ""
}

func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, s := range b {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func sortedVersions(vs []string) []string {
	out := slices.Clone(vs)
	slices.SortFunc(out, func(a, b string) int {
		if versionLess(a, b) {
			return -1
		}
		if versionLess(b, a) {
			return 1
		}
		return 0
	})
	return out
}
