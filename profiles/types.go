// Package profiles holds spkit's hardware profiles and the CUDA / PyTorch
// version matrix as embedded, sourced data (data/*.yaml), and the validation
// of a target (profile + CUDA + torch + python) against it.
package profiles

import "github.com/spkit-dev/spkit/internal/memsize"

// Memory models.
const (
	MemoryUnified  = "unified"  // CPU and GPU share one pool (DGX Spark, GH200 C2C)
	MemoryDiscrete = "discrete" // the GPU has its own HBM/GDDR
	MemoryNone     = "none"     // no GPU (cpu profile)
)

// Profile describes one kind of machine a trainer runs on.
type Profile struct {
	Name        string `yaml:"name" json:"name"`
	Description string `yaml:"description" json:"description"`
	// Extends names a profile this one starts from (user profiles).
	Extends string `yaml:"extends,omitempty" json:"extends,omitempty"`
	// Platform is the OCI platform of the machine, linux/arm64 or linux/amd64.
	Platform string `yaml:"platform" json:"platform"`
	// GPU is nil for the cpu profile.
	GPU    *GPU   `yaml:"gpu,omitempty" json:"gpu,omitempty"`
	Memory Memory `yaml:"memory" json:"memory"`
	// TorchCUDAArchList is TORCH_CUDA_ARCH_LIST for extensions built in the
	// builder stage, e.g. "12.1" or "9.0".
	TorchCUDAArchList string `yaml:"torch_cuda_arch_list,omitempty" json:"torch_cuda_arch_list,omitempty"`
	// Env is the container environment (allocator settings under both names,
	// NVIDIA_* variables, trainer-facing flags such as UNIFIED_MEMORY).
	Env     map[string]string `yaml:"env,omitempty" json:"env,omitempty"`
	Runtime Runtime           `yaml:"runtime" json:"runtime"`
	Guard   Guard             `yaml:"guard" json:"guard"`
	// TrainerOverrides are merged over the trainer's own config file
	// (seed 000's train_dgx_spark.yaml keys, the 24 GB cards' choices).
	TrainerOverrides map[string]any `yaml:"trainer_overrides,omitempty" json:"trainer_overrides,omitempty"`
	// Sources says where each value comes from: a dotted field path
	// ("gpu.compute_capability") to a citation (URL or FACTS.md section).
	Sources map[string]string `yaml:"sources,omitempty" json:"sources,omitempty"`
	// Origin is where the profile was loaded from ("built-in" or a file path).
	Origin string `yaml:"-" json:"origin,omitempty"`
}

// GPU is the accelerator a profile targets.
type GPU struct {
	// Name as NVML reports it, e.g. "NVIDIA GB10", "NVIDIA H100 80GB HBM3".
	Name string `yaml:"name" json:"name"`
	// Architecture: volta, turing, ampere, ada, hopper, blackwell.
	Architecture string `yaml:"architecture" json:"architecture"`
	// ComputeCapability as "major.minor", e.g. "12.1".
	ComputeCapability string `yaml:"compute_capability" json:"compute_capability"`
	// Count of GPUs in the machine the profile describes (1 if unset).
	Count int `yaml:"count,omitempty" json:"count,omitempty"`
}

// Memory is the machine's memory model.
type Memory struct {
	// Model is unified, discrete or none.
	Model string `yaml:"model" json:"model"`
	// GPU is the per-GPU memory for discrete GPUs ("80GB" in a file); 0
	// for unified.
	GPU memsize.Size `yaml:"gpu,omitempty" json:"gpu,omitempty"`
	// System is the system (for unified: the shared pool) memory ("128GB").
	System memsize.Size `yaml:"system,omitempty" json:"system,omitempty"`
	// Bandwidth, informational ("273GB/s").
	Bandwidth string `yaml:"bandwidth,omitempty" json:"bandwidth,omitempty"`
	// Coherence: "ats" (address translation services), "c2c" (NVLink-C2C)
	// or "none"; what NVML's addressing mode reports on such a machine.
	Coherence string `yaml:"coherence,omitempty" json:"coherence,omitempty"`
}

// Runtime is how the container must be run on the profile's machine.
type Runtime struct {
	// GPUs is the compose device reservation count: "all", a number, or ""
	// for no GPU.
	GPUs string `yaml:"gpus,omitempty" json:"gpus,omitempty"`
	// IPC mode, "host" for GPU profiles (NVIDIA's own DGX Spark settings).
	IPC string `yaml:"ipc,omitempty" json:"ipc,omitempty"`
	// Ulimits by name (memlock, stack); -1 means unlimited.
	Ulimits map[string]int64 `yaml:"ulimits,omitempty" json:"ulimits,omitempty"`
	// ShmSize, 0 when ipc is host (a big shm_size on DGX Spark comes out
	// of the GPU's pool).
	ShmSize memsize.Size `yaml:"shm_size,omitempty" json:"shm_size,omitempty"`
}

// Unified reports whether the profile's GPU shares system memory.
func (p *Profile) Unified() bool { return p.Memory.Model == MemoryUnified }

// HasGPU reports whether the profile targets a GPU.
func (p *Profile) HasGPU() bool { return p.GPU != nil }

// Arch returns the platform's architecture ("arm64", "amd64").
func (p *Profile) Arch() string {
	for i := len(p.Platform) - 1; i >= 0; i-- {
		if p.Platform[i] == '/' {
			return p.Platform[i+1:]
		}
	}
	return p.Platform
}
