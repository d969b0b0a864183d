// Package matrixgen builds spkit's CUDA / PyTorch version matrix from its
// published sources: PyTorch's wheel indexes (one per CUDA line), the
// nvidia/cuda image tags on Docker Hub, and NVIDIA's table of minimum
// drivers per CUDA update, plus the hand-kept input in
// profiles/data/matrix/curated.yaml for what no source states.
package matrixgen

import (
	"bytes"
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/profiles"
)

// Input is the hand-kept part of the matrix (curated.yaml).
type Input struct {
	DefaultSource string `yaml:"default_source"`
	// MinCUDA is the oldest CUDA minor to include ("12.6").
	MinCUDA   string             `yaml:"min_cuda"`
	Image     string             `yaml:"image"`
	Variants  []string           `yaml:"variants"`
	Platforms []string           `yaml:"platforms"`
	OS        []profiles.OSImage `yaml:"os"`
	OSSource  string             `yaml:"os_source"`
	// TorchvisionMinorOffset pairs torchvision 0.(Y+offset).Z with torch 2.Y.Z.
	TorchvisionMinorOffset int        `yaml:"torchvision_minor_offset"`
	PairingSource          string     `yaml:"pairing_source"`
	Lines                  []LineRule `yaml:"cuda_lines"`
	TorchArch              []ArchRule `yaml:"torch_arch"`
	// GitHub lists the files in public repositories matrixgen reads.
	GitHub GitHubInput     `yaml:"github"`
	Matrix profiles.Matrix `yaml:",inline"`
}

// LineRule gives the GPUs the CUDA releases matching Version ("13",
// "12.9") build for.
type LineRule struct {
	Version              string   `yaml:"version"`
	MinComputeCapability string   `yaml:"min_compute_capability"`
	MaxComputeCapability string   `yaml:"max_compute_capability"`
	Dropped              []string `yaml:"dropped"`
	Source               string   `yaml:"source"`
}

// ArchRule is the TORCH_CUDA_ARCH_LIST of a wheel line's torch releases
// from From on.
type ArchRule struct {
	Line   string   `yaml:"line"`
	From   string   `yaml:"from"`
	Arch   []string `yaml:"arch"`
	Source string   `yaml:"source"`
}

// ParseInput decodes curated.yaml, refusing unknown keys.
func ParseInput(data []byte) (*Input, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var in Input
	if err := dec.Decode(&in); err != nil {
		return nil, fmt.Errorf("matrix input: %w", err)
	}
	if in.MinCUDA == "" || in.Image == "" || len(in.OS) == 0 || len(in.Lines) == 0 {
		return nil, fmt.Errorf("matrix input: min_cuda, image, os and cuda_lines are required")
	}
	return &in, nil
}

// line returns the rule for a CUDA minor: an exact match, else its major's.
func (in *Input) line(version string) *LineRule {
	major, _, _ := strings.Cut(version, ".")
	var found *LineRule
	for i := range in.Lines {
		switch in.Lines[i].Version {
		case version:
			return &in.Lines[i]
		case major:
			found = &in.Lines[i]
		}
	}
	return found
}

// arch returns the arch rule for torch on a wheel line ("cu128"), or nil.
func (in *Input) arch(line, torch string) *ArchRule {
	var found *ArchRule
	for i := range in.TorchArch {
		r := &in.TorchArch[i]
		if r.Line != line || versionLess(torch, r.From) {
			continue
		}
		if found == nil || versionLess(found.From, r.From) {
			found = r
		}
	}
	return found
}
