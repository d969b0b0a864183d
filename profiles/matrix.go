package profiles

import (
	"bytes"
	_ "embed"
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/envcheck"
	vers "github.com/spkit-dev/spkit/internal/version"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// matrixInput is matrixgen's hand-kept input (not a profile: it lives
// below data/ so the catalog does not read it).
//
//go:embed data/matrix/curated.yaml
var matrixInput []byte

// MatrixInput returns the hand-kept part of the matrix that matrixgen
// combines with the sources (profiles/data/matrix/curated.yaml).
func MatrixInput() []byte { return bytes.Clone(matrixInput) }

// DefaultMatrix returns the built-in version matrix, a fresh copy each
// call. A command uses the matrix its caller loaded (PreferredMatrix) and
// passes it on; this is the default only where no caller has one.
func DefaultMatrix() *Matrix {
	m, err := ParseMatrix(EmbeddedMatrix())
	if err != nil {
		// The embedded data is tested; a failure here is a build defect.
		panic(fmt.Sprintf("built-in version matrix is invalid: %v", err))
	}
	return m
}

// EmbeddedMatrix returns the matrix file built into spkit.
func EmbeddedMatrix() []byte {
	data, err := builtin.ReadFile("data/matrix.yaml")
	if err != nil {
		panic(err)
	}
	return data
}

// ParseMatrix decodes and validates a matrix file.
func ParseMatrix(data []byte) (*Matrix, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var m Matrix
	if err := dec.Decode(&m); err != nil {
		return nil, fmt.Errorf("version matrix: %w", err)
	}
	m.AllocatorKeys, m.AllocatorSources = slices.Clone(envcheck.AllocatorKeys), nil
	if err := m.Validate(); err != nil {
		return nil, err
	}
	return &m, nil
}

// Source says where m came from: the file it was read from, or
// OriginBuiltin.
func (m *Matrix) Source() string {
	if m.Origin == "" {
		return OriginBuiltin
	}
	return m.Origin
}

// Versions returns the CUDA versions the matrix knows, newest first.
func (m *Matrix) Versions() []string {
	out := make([]string, len(m.CUDA))
	for i, c := range m.CUDA {
		out[i] = c.Version
	}
	return out
}

// Default returns the release used when spkit.yaml names no CUDA:
// DefaultCUDA, else the newest.
func (m *Matrix) Default() *CUDARelease {
	for i := range m.CUDA {
		if m.CUDA[i].Version == m.DefaultCUDA {
			return &m.CUDA[i]
		}
	}
	return &m.CUDA[0]
}

// Release returns the CUDA release for version ("13.0"); "" is the default.
func (m *Matrix) Release(version string) (*CUDARelease, error) {
	if version == "" {
		return m.Default(), nil
	}
	for i := range m.CUDA {
		if m.CUDA[i].Version == version {
			return &m.CUDA[i], nil
		}
	}
	if known := m.Versions(); len(known) > 0 && slices.IndexFunc(known, func(k string) bool { return !versionBefore(k, version) }) < 0 {
		newest := slices.MaxFunc(known, vers.Compare)
		return nil, errdefs.Configf(fmt.Sprintf("run `spkit matrix refresh` (with network access) to learn newer releases, or use cuda %s", newest),
			"CUDA %s is newer than every release in spkit's version matrix (newest known: %s)", version, newest)
	}
	return nil, errdefs.Configf("known CUDA versions: "+strings.Join(m.Versions(), ", "),
		"unknown CUDA version %q", version)
}

// ImageRef returns the CUDA image for a variant and OS, e.g.
// nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04; a cuDNN variant the
// release's image lacks becomes the one without cuDNN (Variant).
func (c *CUDARelease) ImageRef(variant, os string) string {
	return fmt.Sprintf("%s:%s-%s-%s", c.Image, c.ImageVersion, c.Variant(variant), os)
}
