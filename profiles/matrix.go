package profiles

import (
	"bytes"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// DefaultMatrix returns the embedded version matrix.
func DefaultMatrix() *Matrix {
	data, err := builtin.ReadFile("data/matrix.yaml")
	if err != nil {
		panic(err)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var m Matrix
	if err := dec.Decode(&m); err != nil {
		panic(fmt.Sprintf("built-in version matrix is invalid: %v", err))
	}
	if err := m.Validate(); err != nil {
		// The embedded data is tested; a failure here is a build defect.
		panic(fmt.Sprintf("built-in version matrix is invalid: %v", err))
	}
	return &m
}

// Versions returns the CUDA versions the matrix knows, newest first.
func (m *Matrix) Versions() []string {
	out := make([]string, len(m.CUDA))
	for i, c := range m.CUDA {
		out[i] = c.Version
	}
	return out
}

// Release returns the CUDA release for version ("13.0"); "" is the newest.
func (m *Matrix) Release(version string) (*CUDARelease, error) {
	if version == "" {
		return &m.CUDA[0], nil
	}
	for i := range m.CUDA {
		if m.CUDA[i].Version == version {
			return &m.CUDA[i], nil
		}
	}
	return nil, errdefs.Configf("known CUDA versions: "+strings.Join(m.Versions(), ", "),
		"unknown CUDA version %q", version)
}

// ImageRef returns the CUDA image for a variant and OS, e.g.
// nvidia/cuda:13.0.1-cudnn-devel-ubuntu24.04.
func (c *CUDARelease) ImageRef(variant, os string) string {
	return fmt.Sprintf("%s:%s-%s-%s", c.Image, c.ImageVersion, variant, os)
}
