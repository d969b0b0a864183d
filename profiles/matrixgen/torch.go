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
	// built are the platforms a build matrix adds per torch version,
	// where the index page has none.
	built map[string][]string
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

// addBuilt adds what the build matrices say each torch release was built
// for (per CUDA minor and platform) where the index pages have nothing:
// torch with the test channel's pythons, torchvision without the
// torch-only ones. The pages, where they list a release, win.
func (g *gen) addBuilt(lines map[string]*line) {
	for _, bm := range g.builds {
		v := bm.file.Torch
		for _, minor := range unionAll(bm.lines) {
			l := lines[minor]
			if l == nil {
				tag := lineTag(minor)
				l = &line{tag: tag, url: g.o.TorchURL + "/" + tag, torch: wheels{}, vision: wheels{}, audio: wheels{}}
				lines[minor] = l
			}
			vision := visionVersion(v, g.in.TorchvisionMinorOffset)
			for _, p := range bm.builtOn(minor) {
				if len(l.torch[v][p]) > 0 {
					continue
				}
				for _, py := range bm.python {
					l.torch.add(v, p, py)
				}
				if len(l.vision[vision][p]) == 0 {
					for _, py := range bm.visionPython() {
						l.vision.add(vision, p, py)
					}
				}
				if l.built == nil {
					l.built = map[string][]string{}
				}
				l.built[v] = append(l.built[v], p)
			}
		}
	}
}

func unionAll(m map[string][]string) []string {
	var out []string
	for _, vs := range m {
		out = union(out, vs)
	}
	return sortedVersions(out)
}

// buildFor returns the build matrix of torch v, or nil.
func (g *gen) buildFor(v string) *buildMatrix {
	for _, bm := range g.builds {
		if bm.file.Torch == v {
			return bm
		}
	}
	return nil
}

// torchRelease pairs torch v with its torchvision and torchaudio; ok is
// false when no torchvision matches (the set could not be installed).
func (g *gen) torchRelease(l *line, v string) (profiles.TorchRelease, bool) {
	plat := l.torch[v]
	vision := pairVision(v, g.in.TorchvisionMinorOffset, l.vision, plat)
	if vision == "" {
		return profiles.TorchRelease{}, false
	}
	tr := profiles.TorchRelease{Torch: v, Torchvision: vision, Sources: map[string]string{"wheels": g.wheelSource(l, v)}}
	g.pairAudio(&tr, l, plat)
	for _, p := range g.in.Platforms {
		if py := plat[p]; len(py) > 0 {
			py = sortedVersions(py)
			w := profiles.WheelPlatform{Platform: p, Python: py}
			if vp := sortedVersions(l.vision[vision][p]); !slices.Equal(vp, py) {
				w.Torchvision = vp
			}
			tr.Wheels = append(tr.Wheels, w)
			tr.Python = sortedVersions(union(tr.Python, py))
		}
	}
	if src := g.visionSource(l, tr); src != "" {
		tr.Sources["torchvision"] = src
	}
	if arch, src := g.archTable.arch(minorOfLine(l.tag), v); arch != nil {
		tr.Arch, tr.Sources["arch"] = arch, src
	} else if r := g.in.arch(l.tag, v); r != nil {
		tr.Arch, tr.Sources["arch"] = r.Arch, r.Source
	}
	return tr, len(tr.Wheels) > 0
}

// wheelSource names the index page and, for platforms only a build matrix
// gives, that matrix.
func (g *gen) wheelSource(l *line, v string) string {
	src := l.url + "/torch/"
	built := l.built[v]
	if len(built) == 0 {
		return src
	}
	bm := g.buildFor(v)
	on := strings.Join(built, " and ")
	if len(built) == len(l.torch[v]) {
		return fmt.Sprintf("%s built per %s; not read on %s, which `spkit matrix refresh` checks", on, bm.cite(), src)
	}
	return fmt.Sprintf("%s; %s built per %s, not read on that page", src, on, bm.cite())
}

// pairAudio sets torchaudio: torch's own version while torchaudio
// followed torch, its last release after; empty where the line's index
// has no wheel of it.
func (g *gen) pairAudio(tr *profiles.TorchRelease, l *line, plat map[string][]string) {
	audio, why := g.releaseSet.audioFor(tr.Torch)
	if why != "" {
		why += "; "
	}
	if l.audio.covers(audio, plat) {
		tr.Torchaudio = audio
		if why != "" {
			tr.Sources["torchaudio"] = fmt.Sprintf("%s%s/torchaudio/ has %s", why, l.url, audio)
		}
		return
	}
	tr.Sources["torchaudio"] = fmt.Sprintf("%s%s/torchaudio/ has no %s wheel of torchaudio %s", why, l.url, l.tag, audio)
}

// visionSource says where torchvision lacks pythons torch has.
func (g *gen) visionSource(l *line, tr profiles.TorchRelease) string {
	var fewer []string
	for _, w := range tr.Wheels {
		if w.Torchvision != nil {
			fewer = append(fewer, w.Platform)
		}
	}
	if len(fewer) == 0 {
		return ""
	}
	src := fmt.Sprintf("%s/torchvision/: torchvision %s has wheels for fewer pythons than torch on %s", l.url, tr.Torchvision, strings.Join(fewer, " and "))
	if bm := g.buildFor(tr.Torch); bm != nil && len(bm.torchOnly) > 0 {
		src += fmt.Sprintf("; %s: TORCH_ONLY_PYTHON_ARCHES %s (torch only, no torchvision)", bm.file.Cite(), strings.Join(bm.torchOnly, ", "))
	}
	return src
}

// minorOfLine returns "13.0" for "cu130".
func minorOfLine(tag string) string {
	d := strings.TrimPrefix(tag, "cu")
	if len(d) < 2 {
		return d
	}
	return d[:len(d)-1] + "." + d[len(d)-1:]
}

// visionVersion is torchvision 0.(minor+offset).patch for torch 2.minor.patch.
func visionVersion(torch string, offset int) string {
	p := strings.Split(torch, ".")
	return fmt.Sprintf("0.%d.%d", part(p, 1)+offset, part(p, 2))
}

// pairVision returns torchvision 0.(minor+offset).patch, else the newest
// patch of that minor, with wheels on the platforms torch has.
func pairVision(torch string, offset int, vision wheels, plat map[string][]string) string {
	minor := part(strings.Split(torch, "."), 1) + offset
	want := visionVersion(torch, offset)
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
