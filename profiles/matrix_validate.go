package profiles

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/version"
)

// Validate checks the matrix's internal consistency: ordering, ranges,
// torch sets for every image OS's python, and a source for every group.
func (m *Matrix) Validate() error {
	if len(m.CUDA) == 0 {
		return fmt.Errorf("matrix: no CUDA releases")
	}
	if err := m.validateValues(); err != nil {
		return err
	}
	for i := range m.CUDA {
		if err := m.CUDA[i].validate(m); err != nil {
			return fmt.Errorf("matrix: CUDA %s: %w", m.CUDA[i].Version, err)
		}
		if i > 0 && !versionBefore(m.CUDA[i].Version, m.CUDA[i-1].Version) {
			return fmt.Errorf("matrix: CUDA releases must be newest first (%s after %s)", m.CUDA[i].Version, m.CUDA[i-1].Version)
		}
	}
	if m.DefaultCUDA != "" {
		if _, err := m.Release(m.DefaultCUDA); err != nil {
			return fmt.Errorf("matrix: default_cuda: %w", err)
		}
	}
	if err := m.validateNotices(); err != nil {
		return err
	}
	for _, b := range m.Bases {
		if _, err := m.Release(b.CUDA); err != nil {
			return fmt.Errorf("matrix: torch base %s: %w", b.Image, err)
		}
		if b.Python == "" || len(b.Platforms) == 0 || b.Sources["image"] == "" {
			return fmt.Errorf("matrix: torch base %s needs python, platforms and sources.image", b.Image)
		}
		if err := validArch(b.Arch); err != nil {
			return fmt.Errorf("matrix: torch base %s: %w", b.Image, err)
		}
	}
	return m.validateFeatures()
}

func (c *CUDARelease) validate(m *Matrix) error {
	if !strings.HasPrefix(c.ImageVersion, c.Version+".") {
		return fmt.Errorf("image_version %q is not a %s patch release", c.ImageVersion, c.Version)
	}
	lo, err1 := ParseCC(c.MinComputeCapability)
	hi, err2 := ParseCC(c.MaxComputeCapability)
	if err1 != nil || err2 != nil || lo.Cmp(hi) > 0 {
		return fmt.Errorf("bad compute capability range %q..%q", c.MinComputeCapability, c.MaxComputeCapability)
	}
	for _, d := range c.Dropped {
		if a := m.architecture(d); a == nil || c.Supports(mustCC(a.MaxComputeCapability)) {
			return fmt.Errorf("dropped architecture %q is unknown or still in range", d)
		}
	}
	for _, v := range requiredVariants {
		if !slices.Contains(c.Variants, v) {
			return fmt.Errorf("variant %s missing", v)
		}
	}
	if c.MinDriver == "" || c.Image == "" || !c.indexMatches() {
		return fmt.Errorf("min_driver, image and a matching torch_index are required")
	}
	for _, key := range []string{"min_driver", "compute_capability", "image", "os", "torch"} {
		if c.Sources[key] == "" {
			return fmt.Errorf("sources.%s missing", key)
		}
	}
	return c.validateTorch()
}

func (c *CUDARelease) validateTorch() error {
	if len(c.OS) == 0 {
		return fmt.Errorf("no image OS")
	}
	for i, t := range c.Torch {
		if t.Torchvision == "" {
			return fmt.Errorf("torch %s: torchvision required", t.Torch)
		}
		if i > 0 && !versionBefore(t.Torch, c.Torch[i-1].Torch) {
			return fmt.Errorf("torch releases must be newest first (%s after %s)", t.Torch, c.Torch[i-1].Torch)
		}
		if !c.anyOSPython(t.Python) {
			return fmt.Errorf("torch %s has no wheels for any image OS's python (%s on ubuntu24.04 and the others)", t.Torch, c.OS[0].Python)
		}
		for _, w := range t.Wheels {
			if len(w.Python) == 0 || !strings.HasPrefix(w.Platform, "linux/") {
				return fmt.Errorf("torch %s: wheels for %q list no python", t.Torch, w.Platform)
			}
		}
		if err := validArch(t.Arch); err != nil {
			return fmt.Errorf("torch %s: %w", t.Torch, err)
		}
	}
	return nil
}

// validArch checks a TORCH_CUDA_ARCH_LIST ("9.0", "12.0+PTX").
func validArch(arch []string) error {
	for _, a := range arch {
		if _, err := ParseCC(strings.TrimSuffix(a, "+PTX")); err != nil {
			return fmt.Errorf("arch %q: %w", a, err)
		}
	}
	return nil
}

func (c *CUDARelease) anyOSPython(python []string) bool {
	for _, o := range c.OS {
		if slices.Contains(python, o.Python) {
			return true
		}
	}
	return false
}

// indexMatches reports whether the torch index is this release's wheel
// line or an older one of the same major (cu130 for 13.1); none without
// torch releases.
func (c *CUDARelease) indexMatches() bool {
	if c.TorchIndex == "" {
		return len(c.Torch) == 0
	}
	line := c.WheelLine()
	major, _, _ := strings.Cut(c.Version, ".")
	own := "cu" + strings.ReplaceAll(c.Version, ".", "")
	return line == own || (strings.HasPrefix(line, "cu"+major) && len(line) == len(own) && line < own)
}

// validateNotices refuses a matrix that builds on an image NVIDIA marks
// unsupported, or names a replacement it does not use.
func (m *Matrix) validateNotices() error {
	for _, n := range m.UnsupportedImages {
		if n.Version == "" || n.Why == "" || n.Source == "" {
			return fmt.Errorf("matrix: unsupported image %q needs version, why and source", n.Version)
		}
		rel, err := m.Release(minorOfVersion(n.Version))
		known := err == nil && rel.Version == minorOfVersion(n.Version)
		if known && rel.ImageVersion == n.Version {
			return fmt.Errorf("matrix: CUDA %s builds on %s, which NVIDIA marks unsupported (%s)", rel.Version, n.Version, n.Why)
		}
		if n.Replacement != "" && (!known || rel.ImageVersion != n.Replacement) {
			return fmt.Errorf("matrix: unsupported image %s names %s, which is not its release's image", n.Version, n.Replacement)
		}
	}
	return nil
}

func (m *Matrix) validateFeatures() error {
	for _, f := range m.Features {
		for _, cc := range f.ComputeCapabilities {
			if _, err := ParseCC(cc); err != nil {
				return fmt.Errorf("matrix: feature %s: %w", f.Name, err)
			}
		}
		if f.Source == "" {
			return fmt.Errorf("matrix: feature %s has no source", f.Name)
		}
	}
	return nil
}

func (m *Matrix) architecture(name string) *Architecture {
	for i := range m.Architectures {
		if m.Architectures[i].Name == name {
			return &m.Architectures[i]
		}
	}
	return nil
}

func mustCC(s string) CC {
	cc, _ := ParseCC(s)
	return cc
}

// versionBefore reports whether dotted version a is older than b.
func versionBefore(a, b string) bool { return version.Compare(a, b) < 0 }
