package profiles

import (
	"fmt"
	"strings"
)

// Image variants a CUDA release always has, and the cuDNN ones the
// Dockerfile prefers where NVIDIA builds them.
const (
	VariantBase         = "base"
	VariantRuntime      = "runtime"
	VariantDevel        = "devel"
	VariantCUDNNDevel   = "cudnn-devel"
	VariantCUDNNRuntime = "cudnn-runtime"
)

// requiredVariants are the image variants every CUDA release needs.
var requiredVariants = []string{VariantBase, VariantRuntime, VariantDevel}

// HasVariant reports whether ImageVersion is published in variant.
func (c *CUDARelease) HasVariant(variant string) bool {
	for _, v := range c.Variants {
		if v == variant {
			return true
		}
	}
	return false
}

// Variant returns want when the release's image comes in it, else the
// variant without cuDNN ("cudnn-devel" -> "devel" on 12.8.2, which NVIDIA
// builds without cuDNN images; PyTorch's wheels bring their own cuDNN).
func (c *CUDARelease) Variant(want string) string {
	if c.HasVariant(want) {
		return want
	}
	return strings.TrimPrefix(want, "cudnn-")
}

// ImageTag is a parsed CUDA image reference: [registry/]nvidia/cuda:
// VERSION-VARIANT-OS.
type ImageTag struct {
	Repo    string // "nvidia/cuda", "docker.io/nvidia/cuda", "nvcr.io/nvidia/cuda"
	Version string // 13.0.2
	Rest    string // cudnn-devel-ubuntu24.04
	Variant string // cudnn-devel
}

// ParseImageTag reads a CUDA image reference; ok is false for any other
// image (an NGC PyTorch tag, a digest, a name without a version).
func ParseImageTag(ref string) (ImageTag, bool) {
	i := strings.LastIndex(ref, ":")
	if i < 0 || i < strings.LastIndex(ref, "/") { // no tag, or a registry port
		return ImageTag{}, false
	}
	repo, tag := ref[:i], ref[i+1:]
	if strings.Contains(repo, "@") || strings.Contains(tag, "@") || (repo != "nvidia/cuda" && !strings.HasSuffix(repo, "/nvidia/cuda")) {
		return ImageTag{}, false
	}
	version, rest, found := strings.Cut(tag, "-")
	if !found || strings.Count(version, ".") != 2 {
		return ImageTag{}, false
	}
	variant := rest
	if i := strings.LastIndex(rest, "-"); i > 0 {
		variant = rest[:i]
	}
	return ImageTag{Repo: repo, Version: version, Rest: rest, Variant: variant}, true
}

// TagNotice says why an image reference names an update NVIDIA no longer
// supports, and what to use instead.
type TagNotice struct {
	Ref string // the reference as given
	ImageNotice
	// Use is the same tag on the supported update ("nvidia/cuda:13.0.3-
	// cudnn-devel-ubuntu24.04"); empty when that update lacks the variant
	// or spkit knows no supported update of the release.
	Use string
}

// String is the notice in one clause: "nvidia/cuda:13.0.2-base-ubuntu24.04
// is a tag NVIDIA marks unsupported (newer version available) and deletes:
// use nvidia/cuda:13.0.3-base-ubuntu24.04".
func (n *TagNotice) String() string {
	s := fmt.Sprintf("%s is a tag NVIDIA marks unsupported (%s) and deletes", n.Ref, n.Why)
	switch {
	case n.Use != "":
		return s + ": use " + n.Use
	case n.Replacement != "":
		return s + fmt.Sprintf(": CUDA %s's supported update is %s, which has no %s image", minorOfVersion(n.Version), n.Replacement, variantOf(n.Ref))
	}
	return s + ": spkit's matrix names no supported update of CUDA " + minorOfVersion(n.Version)
}

// TagNotice returns the notice for an image reference that names an
// unsupported CUDA image update, or nil.
func (m *Matrix) TagNotice(ref string) *TagNotice {
	tag, ok := ParseImageTag(ref)
	if !ok {
		return nil
	}
	for _, n := range m.UnsupportedImages {
		if n.Version != tag.Version {
			continue
		}
		out := &TagNotice{Ref: ref, ImageNotice: n}
		if rel, err := m.Release(minorOfVersion(n.Version)); err == nil && n.Replacement != "" && rel.HasVariant(tag.Variant) {
			out.Use = fmt.Sprintf("%s:%s-%s", tag.Repo, n.Replacement, tag.Rest)
		}
		return out
	}
	return nil
}

// ImageNotice returns the notice for an image update ("13.0.2"), or nil.
func (m *Matrix) ImageNotice(version string) *ImageNotice {
	for i := range m.UnsupportedImages {
		if m.UnsupportedImages[i].Version == version {
			return &m.UnsupportedImages[i]
		}
	}
	return nil
}

func minorOfVersion(v string) string {
	p := strings.SplitN(v, ".", 3)
	if len(p) < 2 {
		return v
	}
	return p[0] + "." + p[1]
}

func variantOf(ref string) string {
	tag, _ := ParseImageTag(ref)
	return tag.Variant
}

// Advisor answers TagNotice from the matrix in use and, where that one
// lists nothing (a copy refreshed before spkit read NVIDIA's unsupported
// list), from the built-in one.
type Advisor struct{ matrices []*Matrix }

// NewAdvisor returns the Advisor for m (nil: the built-in matrix) and,
// when m was read from a file, the built-in matrix after it.
func NewAdvisor(m *Matrix) *Advisor {
	if m == nil {
		m = DefaultMatrix()
	}
	a := &Advisor{matrices: []*Matrix{m}}
	if m.Origin != "" {
		if m, err := ParseMatrix(EmbeddedMatrix()); err == nil {
			a.matrices = append(a.matrices, m)
		}
	}
	return a
}

// TagNotice is the first matrix's notice for ref, or nil.
func (a *Advisor) TagNotice(ref string) *TagNotice {
	for _, m := range a.matrices {
		if n := m.TagNotice(ref); n != nil {
			return n
		}
	}
	return nil
}
