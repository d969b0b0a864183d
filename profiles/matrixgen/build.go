package matrixgen

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/profiles"
)

// gen holds one run's inputs.
type gen struct {
	o  Options
	in *Input
	f  *fetcher
	// What the GitHub files said (nil or empty when the input names none).
	builds     []*buildMatrix
	releaseSet *releaseSet
	archTable  *archTable
	images     *imageFacts
}

// Generate reads the sources named by o and returns the matrix they
// describe, validated. Errors reading a source are *SourceError.
func Generate(ctx context.Context, o Options, note string) (*profiles.Matrix, error) {
	o = o.WithDefaults(nil)
	data := o.Input
	if data == nil {
		data = profiles.MatrixInput()
	}
	in, err := ParseInput(data)
	if err != nil {
		return nil, err
	}
	g := &gen{o: o, in: in, f: &fetcher{client: o.Client}}
	m, err := g.run(ctx)
	if err != nil {
		return nil, err
	}
	m.Generated = &profiles.Provenance{By: "matrixgen (make matrix, spkit matrix refresh)", Sources: g.f.read, Note: note}
	if err := m.Validate(); err != nil {
		return nil, fmt.Errorf("the sources gave an invalid matrix: %w", err)
	}
	return m, nil
}

func (g *gen) run(ctx context.Context) (*profiles.Matrix, error) {
	page, err := g.f.get(ctx, g.o.DriversURL)
	if err != nil {
		return nil, notFoundIsError(g.o.DriversURL, err)
	}
	drivers, err := parseDrivers(page)
	if err != nil {
		return nil, &SourceError{URL: g.o.DriversURL, Err: err}
	}
	if err := g.fetchGitHub(ctx); err != nil {
		return nil, err
	}
	minors := g.minors(drivers)
	lines, err := g.fetchLines(ctx, minors)
	if err != nil {
		return nil, err
	}
	g.addBuilt(lines)
	m := g.in.Matrix
	for _, minor := range minors {
		rel, ok, err := g.release(ctx, minor, drivers, lines)
		if err != nil {
			return nil, err
		}
		if ok {
			m.CUDA = append(m.CUDA, rel)
		}
	}
	g.defaultCUDA(&m)
	m.UnsupportedImages = g.notices(&m)
	return &m, nil
}

// minors returns the CUDA minors in the driver table from MinCUDA on,
// newest first.
func (g *gen) minors(drivers map[string]string) []string {
	var out []string
	for v := range drivers {
		minor := minorOf(v)
		if !versionLess(minor, g.in.MinCUDA) && !slices.Contains(out, minor) {
			out = append(out, minor)
		}
	}
	slices.SortFunc(out, func(a, b string) int {
		if versionLess(a, b) {
			return 1
		}
		return -1
	})
	return out
}

// release assembles one CUDA release; ok is false when no complete set of
// supported images or no GA driver is published for it yet.
func (g *gen) release(ctx context.Context, minor string, drivers map[string]string, lines map[string]*line) (profiles.CUDARelease, bool, error) {
	rule := g.in.line(minor)
	tags := imageTags{}
	if err := g.fetchTags(ctx, minor, tags); err != nil && !errors.Is(err, errNotFound) {
		return profiles.CUDARelease{}, false, err
	}
	hub := imageTags{}
	hub.merge(tags)
	if g.images != nil {
		tags.merge(g.images.tags)
	}
	image, variants := tags.pick(minor, g.in, func(v string) bool { return g.images.unsupportedWhy(v) != "" })
	// The release's minimum driver is its GA driver: by CUDA's minor
	// version compatibility an x.y.z image runs on any driver of x.y GA or
	// newer; the updates' own (newer) drivers are kept in Updates.
	minDriver, from := drivers[minor+".0"], minor+".0"
	if minDriver == "" {
		minDriver, from = drivers[image], image
	}
	if rule == nil || image == "" || minDriver == "" {
		return profiles.CUDARelease{}, false, nil
	}
	rel := profiles.CUDARelease{
		Version: minor, ImageVersion: image, MinDriver: minDriver, Updates: updates(minor, drivers),
		MinComputeCapability: rule.MinComputeCapability, MaxComputeCapability: rule.MaxComputeCapability,
		Dropped: rule.Dropped, Image: g.in.Image, Variants: variants, ImagePlatforms: g.in.Platforms, OS: g.in.OS,
		Sources: map[string]string{
			"min_driver": fmt.Sprintf("%s (table 3, CUDA %s %s: Linux driver >= %s; images of later updates run on it by minor version compatibility)",
				g.o.DriversURL, minor, updateName(from), minDriver),
			"compute_capability": rule.Source,
			"image":              g.imageSource(minor, image, variants, hub),
			"os":                 g.in.OSSource,
		},
	}
	g.addTorch(&rel, lines)
	return rel, true, nil
}

// imageSource says where the chosen tags come from and which updates of
// the release NVIDIA no longer supports.
func (g *gen) imageSource(minor, image string, variants []string, hub imageTags) string {
	var from []string
	if _, ok := hub[image]; ok {
		from = append(from, g.o.HubURL)
	}
	if g.images != nil && g.images.from[image] != "" {
		from = append(from, g.images.from[image])
	}
	s := fmt.Sprintf("%s (tags %s-{%s}-{%s} for %s)", strings.Join(from, "; "), image, strings.Join(variants, ","), osNames(g.in.OS), strings.Join(g.in.Platforms, " + "))
	if missing := missingVariants(g.in.Variants, variants); len(missing) > 0 {
		s += fmt.Sprintf("; no %s images of %s are published", strings.Join(missing, " or "), image)
	}
	var old []string
	if g.images != nil {
		for _, u := range g.images.unsupported {
			if minorOf(u.version) == minor {
				old = append(old, u.version)
			}
		}
	}
	if len(old) > 0 {
		s += fmt.Sprintf("; NVIDIA marks %s unsupported (%s)", strings.Join(sortedVersions(old), ", "), g.images.manifest.Cite())
	}
	return s
}

func missingVariants(want, have []string) []string {
	var out []string
	for _, v := range want {
		if !slices.Contains(have, v) {
			out = append(out, v)
		}
	}
	return out
}

// notices lists the updates NVIDIA marks unsupported, each with the
// update its release uses in m.
func (g *gen) notices(m *profiles.Matrix) []profiles.ImageNotice {
	if g.images == nil {
		return nil
	}
	var out []profiles.ImageNotice
	for _, u := range g.images.unsupported {
		n := profiles.ImageNotice{Version: u.version, Why: u.why, Source: g.images.manifest.Cite() + " (unsupported)"}
		for _, c := range m.CUDA {
			if c.Version == minorOf(u.version) {
				n.Replacement = c.ImageVersion
			}
		}
		out = append(out, n)
	}
	return out
}

// defaultCUDA takes the default from the newest torch release's build
// matrix (its stable CUDA) when the matrix has that release; else the
// input's stays.
func (g *gen) defaultCUDA(m *profiles.Matrix) {
	var newest *buildMatrix
	for _, bm := range g.builds {
		if bm.file.Secondary == "" && (newest == nil || versionLess(newest.candidate, bm.candidate)) {
			newest = bm
		}
	}
	if newest == nil || newest.stable == "" {
		return
	}
	for _, c := range m.CUDA {
		if c.Version == newest.stable {
			m.DefaultCUDA = newest.stable
		}
	}
}

func updates(minor string, drivers map[string]string) []profiles.CUDAUpdate {
	var out []profiles.CUDAUpdate
	for v, d := range drivers {
		if minorOf(v) == minor {
			out = append(out, profiles.CUDAUpdate{Version: v, MinDriver: d})
		}
	}
	slices.SortFunc(out, func(a, b profiles.CUDAUpdate) int {
		if versionLess(a.Version, b.Version) {
			return 1
		}
		return -1
	})
	return out
}

func updateName(image string) string {
	if n := image[strings.LastIndex(image, ".")+1:]; n != "0" {
		return "Update " + n
	}
	return "GA"
}

func osNames(os []profiles.OSImage) string {
	names := make([]string, len(os))
	for i, o := range os {
		names[i] = o.Name
	}
	return strings.Join(names, ",")
}

func notFoundIsError(url string, err error) error {
	if errors.Is(err, errNotFound) {
		return &SourceError{URL: url, Err: errors.New("HTTP 404 Not Found")}
	}
	return err
}
