package profiles

// Supports reports whether the release builds for compute capability cc.
func (c *CUDARelease) Supports(cc CC) bool {
	return within(cc, c.MinComputeCapability, c.MaxComputeCapability)
}

// ArchitectureOf returns the architecture name for cc ("volta"), or "".
func (m *Matrix) ArchitectureOf(cc CC) string {
	for _, a := range m.Architectures {
		if within(cc, a.MinComputeCapability, a.MaxComputeCapability) {
			return a.Name
		}
	}
	return ""
}

// Feature returns the named feature, or nil.
func (m *Matrix) Feature(name string) *Feature {
	for i := range m.Features {
		if m.Features[i].Name == name {
			return &m.Features[i]
		}
	}
	return nil
}

// FeatureNames returns the known feature names.
func (m *Matrix) FeatureNames() []string {
	out := make([]string, len(m.Features))
	for i, f := range m.Features {
		out[i] = f.Name
	}
	return out
}

// ReleasesSupporting returns the CUDA versions that build for cc, newest
// first.
func (m *Matrix) ReleasesSupporting(cc CC) []string {
	var out []string
	for i := range m.CUDA {
		if m.CUDA[i].Supports(cc) {
			out = append(out, m.CUDA[i].Version)
		}
	}
	return out
}

// ReleasesWithTorch returns the CUDA versions that have wheels for torch.
func (m *Matrix) ReleasesWithTorch(torch string) []string {
	var out []string
	for i := range m.CUDA {
		if m.CUDA[i].FindTorch(torch) != nil {
			out = append(out, m.CUDA[i].Version)
		}
	}
	return out
}

// FindTorch returns the wheel set for torch ("2.9.1"; "2.9" picks the
// newest 2.9.x), or nil.
func (c *CUDARelease) FindTorch(torch string) *TorchRelease {
	for i := range c.Torch {
		v := c.Torch[i].Torch
		if v == torch || (len(v) > len(torch) && v[:len(torch)+1] == torch+".") {
			return &c.Torch[i]
		}
	}
	return nil
}

// Base returns the known image shipping PyTorch for the release, or nil.
func (m *Matrix) Base(cuda string) *TorchBase {
	for i := range m.Bases {
		if m.Bases[i].CUDA == cuda {
			return &m.Bases[i]
		}
	}
	return nil
}
