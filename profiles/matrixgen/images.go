package matrixgen

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
)

// imageFacts is what NVIDIA's CUDA image repository says: the tags it
// supports (variant and OS per update), the platforms per update and OS,
// and the updates it marks unsupported.
type imageFacts struct {
	tags        imageTags         // the supported tags, with platforms
	from        map[string]string // update -> the files that gave its tags
	unsupported []unsupportedImage
	manifest    GitHubFile
}

type unsupportedImage struct{ version, why string }

var (
	supportedTagRe = regexp.MustCompile("(?m)^- \\[`(\\d+\\.\\d+\\.\\d+)-(.+)-((?:ubuntu|rockylinux|ubi)[\\d.]+)`")
	unsupportedRe  = regexp.MustCompile(`^\s+- (\d+\.\d+\.\d+)\s*#\s*(.+?)\s*$`)
	manifestArch   = map[string]string{"x86_64": "linux/amd64", "arm64": "linux/arm64"}
)

// fetchImageFiles reads NVIDIA's manifests and supported-tags list.
func (g *gen) fetchImageFiles(ctx context.Context) error {
	gh := g.in.GitHub
	if gh.ImageTags == nil || len(gh.ImageManifests) == 0 {
		return nil
	}
	facts := &imageFacts{tags: imageTags{}, from: map[string]string{}, manifest: gh.ImageManifests[0]}
	platforms := map[string]map[string][]string{} // update -> OS -> platforms
	sourceOf := map[string]GitHubFile{}
	for i, f := range gh.ImageManifests {
		page, err := g.getGitHub(ctx, f)
		if err != nil {
			return err
		}
		if err := readManifest(page, platforms, sourceOf, f); err != nil {
			return &SourceError{URL: f.URL(g.o.GitHubURL), Err: err}
		}
		if i == 0 {
			facts.unsupported = readUnsupported(page)
		}
	}
	page, err := g.getGitHub(ctx, *gh.ImageTags)
	if err != nil {
		return err
	}
	for _, m := range supportedTagRe.FindAllStringSubmatch(string(page), -1) {
		version, variant, os := m[1], m[2], m[3]
		plats := platforms[version][os]
		if len(plats) == 0 {
			continue // the manifests do not say for which platforms
		}
		facts.tags.addPlatforms(version, variant+"-"+os, plats)
		facts.from[version] = fmt.Sprintf("%s and %s", gh.ImageTags.Cite(), sourceOf[version].Cite())
	}
	g.images = facts
	return nil
}

// readManifest records, per release label, the platforms each OS entry
// lists; the first manifest naming a release wins.
func readManifest(page []byte, into map[string]map[string][]string, sourceOf map[string]GitHubFile, f GitHubFile) error {
	var doc map[string]any
	if err := yaml.Unmarshal(page, &doc); err != nil {
		return fmt.Errorf("not a manifest: %w", err)
	}
	for key, v := range doc {
		rel, ok := v.(map[string]any)
		if !ok || !strings.HasPrefix(key, "cuda_v") {
			continue
		}
		label, _ := rel["release_label"].(string)
		if label == "" || into[label] != nil {
			continue
		}
		into[label], sourceOf[label] = map[string][]string{}, f
		for os, entry := range rel {
			e, ok := entry.(map[string]any)
			if !ok {
				continue
			}
			for arch, platform := range manifestArch {
				if _, ok := e[arch]; ok {
					into[label][os] = append(into[label][os], platform)
				}
			}
			slices.Sort(into[label][os])
		}
	}
	return nil
}

// readUnsupported reads the manifest's unsupported release labels with
// the reason each line's comment gives.
func readUnsupported(page []byte) []unsupportedImage {
	var out []unsupportedImage
	in := false
	for _, l := range strings.Split(string(page), "\n") {
		switch {
		case strings.HasPrefix(l, "unsupported:"):
			in = true
		case in && l != "" && !strings.HasPrefix(l, " "):
			in = false
		case in:
			if m := unsupportedRe.FindStringSubmatch(l); m != nil {
				out = append(out, unsupportedImage{m[1], strings.ToLower(m[2][:1]) + m[2][1:]})
			}
		}
	}
	return out
}

// unsupportedWhy returns NVIDIA's reason an update is unsupported, or "".
func (f *imageFacts) unsupportedWhy(version string) string {
	if f == nil {
		return ""
	}
	for _, u := range f.unsupported {
		if u.version == version {
			return u.why
		}
	}
	return ""
}
