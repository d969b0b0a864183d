package app

import (
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/spkit-dev/spkit/checks/doctor"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// doctorImages tells doctor what the repository's image carries for a
// profile: spkit.yaml resolved against the profiles and the version
// matrix, as `spkit build --profile P` would. nil when there is no
// spkit.yaml; loadErr is spkit.yaml (or its profiles) failing to load.
func doctorImages(cfg *project.Config, cat *profiles.Catalog, m *profiles.Matrix, loadErr error) doctor.ImageLookup {
	if loadErr != nil {
		return func(string) (*doctor.Image, string) {
			return nil, "spkit.yaml does not load, so its image is not checked: " + loadErr.Error()
		}
	}
	if cfg == nil {
		return nil
	}
	return func(profile string) (*doctor.Image, string) {
		t, err := project.Resolve(cfg, profile, cat, m)
		if err != nil {
			return nil, fmt.Sprintf("spkit.yaml does not resolve for profile %s, so its image is not checked: %v", profile, err)
		}
		img := imageOf(t, m)
		img.Note = unlistedNote(cfg, profile)
		return img, ""
	}
}

// imageOf reads the torch a resolved target installs, and its CUDA arch
// list, from the version matrix ("unknown" where the matrix has none).
func imageOf(t *project.Target, m *profiles.Matrix) *doctor.Image {
	img := &doctor.Image{Profile: t.Profile.Name, CUDA: t.CUDA.Version, Platform: t.Profile.Platform}
	unsupportedTag(img, t, m)
	if t.Torch != nil {
		img.TorchVersion, img.WheelLine = t.Torch.Torch, t.CUDA.WheelLine()
		img.ArchList = profiles.ArchList(t.Torch.Arch)
		img.ArchSource = fmt.Sprintf("version matrix: %s wheels of torch %s", img.WheelLine, img.TorchVersion)
		return img
	}
	b := t.TorchBase
	img.BaseImage, img.TorchVersion = b.Image, b.Torch
	cur := m.Base(t.CUDA.Version)
	if cur == nil {
		return img
	}
	img.CurrentBase, img.CurrentBaseWhy = cur.Image, sourceClause(cur.Sources["image"])
	if cur.Image == b.Image {
		// The user's base_image is the matrix's own: what it knows holds.
		img.TorchVersion, b = cur.Torch, cur
	}
	if img.ArchList = profiles.ArchList(b.Arch); img.ArchList != nil {
		img.ArchSource = "version matrix: " + b.Image
	}
	return img
}

// unsupportedTag notes when the image builds on a tag NVIDIA marks
// unsupported: spkit.yaml's base_image, or the CUDA image of a refreshed
// matrix that predates the mark.
func unsupportedTag(img *doctor.Image, t *project.Target, m *profiles.Matrix) {
	ref, what := "", ""
	switch {
	case t.TorchBase != nil:
		ref, what = t.TorchBase.Image, "base_image "
	case t.Profile.HasGPU():
		ref, what = t.CUDA.ImageRef(profiles.VariantBase, t.OS.Name), "the version matrix in use ("+m.Source()+") builds on "
	}
	if n := profiles.NewAdvisor(m).TagNotice(ref); n != nil {
		img.Unsupported, img.UseInstead = what+n.String(), n.Use
	}
}

var issueRef = regexp.MustCompile(`^issue #\d+: `)

// sourceClause is the first clause of a matrix source, without the issue
// it came from: "NVIDIA's DGX Spark playbooks (...) use ...:25.11-py3 and
// later".
func sourceClause(s string) string {
	s, _, _ = strings.Cut(s, ";")
	return strings.TrimSpace(issueRef.ReplaceAllString(s, ""))
}

// unlistedNote says when doctor checks a profile spkit.yaml does not list.
func unlistedNote(cfg *project.Config, profile string) string {
	if len(cfg.Profiles) == 0 {
		return ""
	}
	if _, ok := cfg.Profiles[profile]; ok {
		return ""
	}
	listed := make([]string, 0, len(cfg.Profiles))
	for n := range cfg.Profiles {
		listed = append(listed, n)
	}
	sort.Strings(listed)
	return fmt.Sprintf("spkit.yaml lists %s, not %s: this is the image `spkit build --profile %s` would make", strings.Join(listed, ", "), profile, profile)
}
