package profiles

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Platforms spkit builds for.
var Platforms = []string{"linux/amd64", "linux/arm64"}

var (
	nameRE     = regexp.MustCompile(`^[a-z0-9][a-z0-9._-]*$`)
	archListRE = regexp.MustCompile(`^[0-9]+\.[0-9]+(\+PTX)?$`)
)

// Validate checks the profile against the rules every profile follows and
// the matrix's knowledge (architectures, allocator keys). The error is a
// Config *errdefs.Error naming the profile and where it came from.
func (p *Profile) Validate(m *Matrix) error {
	checks := []func(*Matrix) error{
		p.validateIdentity, p.validateGPU, p.validateMemory, p.validateArchList,
		p.validateEnv, p.validateRuntime, p.validateGuard, p.validateOverrides,
	}
	for _, check := range checks {
		if err := check(m); err != nil {
			return err
		}
	}
	return nil
}

func (p *Profile) errorf(hint, format string, args ...any) error {
	where := p.Name
	if p.Origin != "" {
		where = fmt.Sprintf("%s (%s)", p.Name, p.Origin)
	}
	return errdefs.Configf(hint, "profile %s: %s", where, fmt.Sprintf(format, args...))
}

func (p *Profile) validateIdentity(*Matrix) error {
	if !nameRE.MatchString(p.Name) {
		return p.errorf("use lower-case letters, digits, '.', '-' and '_'", "invalid name %q", p.Name)
	}
	if !slices.Contains(Platforms, p.Platform) {
		return p.errorf("set platform: to "+strings.Join(Platforms, " or "), "unsupported platform %q", p.Platform)
	}
	return nil
}

func (p *Profile) validateGPU(m *Matrix) error {
	switch p.Memory.Model {
	case MemoryUnified, MemoryDiscrete:
		if p.GPU == nil {
			return p.errorf("add a gpu: section, or set memory.model: none", "memory.model %s needs a gpu", p.Memory.Model)
		}
	case MemoryNone:
		if p.GPU != nil {
			return p.errorf("remove gpu:, or set memory.model to unified or discrete", "memory.model none but a gpu is set")
		}
		return nil
	default:
		return p.errorf("set memory.model: unified, discrete or none", "unknown memory model %q", p.Memory.Model)
	}
	g := p.GPU
	if g.Count < 0 {
		return p.errorf("set gpu.count to the number of GPUs", "gpu.count %d is negative", g.Count)
	}
	if g.ComputeCapability == "" {
		if g.Architecture != "" {
			return p.errorf("set gpu.compute_capability too", "gpu.architecture %s without a compute capability", g.Architecture)
		}
		return nil
	}
	cc, err := ParseCC(g.ComputeCapability)
	if err != nil {
		return p.errorf("fix gpu.compute_capability", "%v", err)
	}
	if arch := m.ArchitectureOf(cc); arch != g.Architecture {
		return p.errorf(fmt.Sprintf("compute capability %s is %s", cc, orUnknown(arch)),
			"gpu.architecture %q does not match compute capability %s", g.Architecture, cc)
	}
	return nil
}

func orUnknown(s string) string {
	if s == "" {
		return "not a known architecture"
	}
	return s
}

func (p *Profile) validateMemory(*Matrix) error {
	// The sizes are read (and refused with their line) when the file is
	// decoded.
	mem := p.Memory
	if mem.Model == MemoryUnified {
		if mem.System == 0 {
			return p.errorf("set memory.system to the shared pool's size", "unified memory needs memory.system")
		}
		if mem.GPU != 0 {
			return p.errorf("remove memory.gpu: on unified machines the GPU uses memory.system", "unified memory with a separate memory.gpu")
		}
	}
	if !slices.Contains([]string{"", "ats", "c2c", "none"}, mem.Coherence) {
		return p.errorf("set memory.coherence: ats, c2c or none", "unknown memory.coherence %q", mem.Coherence)
	}
	return nil
}

func (p *Profile) validateArchList(*Matrix) error {
	if p.TorchCUDAArchList == "" {
		return nil
	}
	if p.GPU == nil {
		return p.errorf("remove torch_cuda_arch_list", "torch_cuda_arch_list on a profile without a GPU")
	}
	for _, a := range strings.FieldsFunc(p.TorchCUDAArchList, func(r rune) bool { return r == ';' || r == ' ' }) {
		if !archListRE.MatchString(a) {
			return p.errorf(`write it like "9.0" or "8.0;8.9;9.0+PTX"`, "torch_cuda_arch_list entry %q is not a compute capability", a)
		}
	}
	return nil
}
