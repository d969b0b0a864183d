package profiles

// Matrix is the CUDA / PyTorch / Python version matrix (data/matrix.yaml).
type Matrix struct {
	// Origin is the file the matrix was read from (LoadMatrixFile); empty
	// for the built-in one (Source says OriginBuiltin then).
	Origin string `yaml:"-" json:"-"`
	// Generated says where and how the data was made (matrixgen).
	Generated *Provenance `yaml:"generated,omitempty" json:"generated,omitempty"`
	// DefaultCUDA is the release used when spkit.yaml names none; when
	// empty, the newest.
	DefaultCUDA string `yaml:"default_cuda,omitempty" json:"default_cuda,omitempty"`
	// CUDA releases, newest first.
	CUDA []CUDARelease `yaml:"cuda" json:"cuda"`
	// Bases are images that already ship PyTorch (`torch: base`), e.g. NGC.
	Bases []TorchBase `yaml:"torch_bases" json:"torch_bases"`
	// UnsupportedImages are the image updates NVIDIA marks unsupported
	// (and deletes), each with the supported update of its release to use
	// instead. No CUDA release's ImageVersion is one of them.
	UnsupportedImages []ImageNotice `yaml:"unsupported_images,omitempty" json:"unsupported_images,omitempty"`
	// Architectures map GPU architecture names to compute capabilities.
	Architectures []Architecture `yaml:"architectures" json:"architectures"`
	// Features a project may ask for, with what they need from a profile.
	Features []Feature `yaml:"features" json:"features"`
	// AllocatorKeys are the PYTORCH_ALLOC_CONF keys upstream PyTorch
	// accepts: envcheck.AllocatorKeys, set by ParseMatrix (the in-image
	// binary needs them without the matrix). The YAML fields are read and
	// ignored, so matrices refreshed by an older spkit still load.
	AllocatorKeys    []string          `yaml:"allocator_keys,omitempty" json:"allocator_keys"`
	AllocatorSources map[string]string `yaml:"allocator_sources,omitempty" json:"-"`
}

// Architecture is a GPU architecture and its compute capability range.
type Architecture struct {
	Name                 string `yaml:"name" json:"name"`
	MinComputeCapability string `yaml:"min_compute_capability" json:"min_compute_capability"`
	MaxComputeCapability string `yaml:"max_compute_capability" json:"max_compute_capability"`
}

// Feature is something a trainer needs from the stack ("flash-attention-3").
type Feature struct {
	Name string `yaml:"name" json:"name"`
	// RequiresGPU refuses the feature on the cpu profile.
	RequiresGPU bool `yaml:"requires_gpu,omitempty" json:"requires_gpu,omitempty"`
	// ComputeCapabilities, when set, are the only ones the feature runs on.
	ComputeCapabilities []string `yaml:"compute_capabilities,omitempty" json:"compute_capabilities,omitempty"`
	// Reason says why, for error messages.
	Reason string `yaml:"reason,omitempty" json:"reason,omitempty"`
	Source string `yaml:"source,omitempty" json:"source,omitempty"`
}

// CUDARelease is one CUDA minor version spkit can build for.
type CUDARelease struct {
	// Version as users write it: "13.0".
	Version string `yaml:"version" json:"version"`
	// ImageVersion is the update used in image tags: "13.0.3".
	ImageVersion string `yaml:"image_version" json:"image_version"`
	// MinDriver is the minimum Linux driver of ImageVersion's update
	// (NVIDIA table 3: 13.0.2 needs "580.95.05"; 13.0 GA 580.65.06).
	MinDriver string `yaml:"min_driver" json:"min_driver"`
	// Updates are the release's updates (GA = X.Y.0) with their minimum
	// drivers, from NVIDIA's table; MinDriver is ImageVersion's.
	Updates []CUDAUpdate `yaml:"updates,omitempty" json:"updates,omitempty"`
	// MinComputeCapability and MaxComputeCapability bound the GPUs it supports.
	MinComputeCapability string `yaml:"min_compute_capability" json:"min_compute_capability"`
	MaxComputeCapability string `yaml:"max_compute_capability" json:"max_compute_capability"`
	// Dropped lists GPU architectures this release no longer supports.
	Dropped []string `yaml:"dropped,flow,omitempty" json:"dropped,omitempty"`
	// Image is the image repository ("nvidia/cuda"); tags are
	// ImageVersion-Variant-OS.
	Image string `yaml:"image" json:"image"`
	// Variants are the image variants ImageVersion is published in on
	// every OS and platform: base, runtime and devel always; the cudnn
	// ones where NVIDIA builds them (12.8.2 has none).
	Variants []string `yaml:"variants,flow" json:"variants"`
	// ImagePlatforms are the platforms ImageVersion's tags are published for.
	ImagePlatforms []string `yaml:"image_platforms,flow,omitempty" json:"image_platforms,omitempty"`
	// OS lists the image operating systems with their system Python.
	OS []OSImage `yaml:"os" json:"os"`
	// TorchIndex is the PyTorch wheel index for this CUDA ("…/whl/cu130");
	// a newer minor without its own index uses the newest of its major.
	TorchIndex string            `yaml:"torch_index" json:"torch_index"`
	Torch      []TorchRelease    `yaml:"torch" json:"torch"`
	Sources    map[string]string `yaml:"sources,omitempty" json:"sources,omitempty"`
}

// OSImage is an operating system the CUDA images come in.
type OSImage struct {
	Name   string `yaml:"name" json:"name"`     // ubuntu24.04
	Python string `yaml:"python" json:"python"` // the system python3, 3.12
}

// TorchRelease is a matching torch / torchvision / torchaudio set.
type TorchRelease struct {
	Torch       string `yaml:"torch" json:"torch"`
	Torchvision string `yaml:"torchvision" json:"torchvision"`
	// Torchaudio is "" where the wheel line has no torchaudio for this
	// torch. Its releases ended at 2.11.0, which torch 2.12 and later pair
	// with (PyTorch's release_versions.sh).
	Torchaudio string `yaml:"torchaudio,omitempty" json:"torchaudio,omitempty"`
	// Python lists the CPython versions with a wheel on some platform;
	// FindTorchFor narrows it to one platform's.
	Python []string `yaml:"python,flow" json:"python"`
	// Wheels are the platforms torch has wheels for, each with its
	// CPython versions (cp310 -> 3.10; free-threaded builds left out).
	Wheels []WheelPlatform `yaml:"wheels,omitempty" json:"wheels,omitempty"`
	// Arch is the wheels' TORCH_CUDA_ARCH_LIST ("7.5", "12.0+PTX").
	Arch    []string          `yaml:"arch,flow,omitempty" json:"arch,omitempty"`
	Sources map[string]string `yaml:"sources,omitempty" json:"sources,omitempty"`
}

// WheelPlatform is one platform's wheels of a torch release.
type WheelPlatform struct {
	Platform string   `yaml:"platform" json:"platform"` // linux/arm64
	Python   []string `yaml:"python,flow" json:"python"`
	// Torchvision lists the CPython versions the paired torchvision has
	// wheels for here, where fewer than torch's (torch 2.13's cp315 has no
	// torchvision); empty: the same as Python.
	Torchvision []string `yaml:"torchvision,flow,omitempty" json:"torchvision,omitempty"`
}

// ImageNotice is an image update NVIDIA no longer supports.
type ImageNotice struct {
	Version string `yaml:"version" json:"version"` // 13.0.2
	// Why is NVIDIA's reason ("newer version available").
	Why string `yaml:"why" json:"why"`
	// Replacement is the supported update of the same release spkit uses
	// ("13.0.3"); empty when the matrix has no image for that release.
	Replacement string `yaml:"replacement,omitempty" json:"replacement,omitempty"`
	Source      string `yaml:"source" json:"source"`
}

// CUDAUpdate is one update of a CUDA release and the driver it needs.
type CUDAUpdate struct {
	Version   string `yaml:"version" json:"version"` // 13.0.1 (Update 1)
	MinDriver string `yaml:"min_driver" json:"min_driver"`
}

// Provenance records how a generated matrix was made.
type Provenance struct {
	By string `yaml:"by" json:"by"` // the generator
	// Sources are the pages read.
	Sources []string `yaml:"sources" json:"sources"`
	Note    string   `yaml:"note,omitempty" json:"note,omitempty"`
}

// TorchBase is an image that ships PyTorch already (`torch: base`).
type TorchBase struct {
	Image string `yaml:"image" json:"image"` // nvcr.io/nvidia/pytorch:25.11-py3
	CUDA  string `yaml:"cuda" json:"cuda"`   // 13.0
	Torch string `yaml:"torch" json:"torch"` // the torch version it ships
	// PipConstraint is the constraints file the image pins its packages
	// with (/etc/pip/constraint.txt on NGC PyTorch since 25.03).
	PipConstraint string `yaml:"pip_constraint,omitempty" json:"pip_constraint,omitempty"`
	Python        string `yaml:"python" json:"python"`
	// Arch is the TORCH_CUDA_ARCH_LIST its PyTorch was built with, as in
	// TorchRelease ("9.0", "12.0+PTX"); empty when unknown (doctor then
	// says so rather than guess).
	Arch []string `yaml:"arch,flow,omitempty" json:"arch,omitempty"`
	// Platforms it is published for.
	Platforms []string          `yaml:"platforms,flow" json:"platforms"`
	Sources   map[string]string `yaml:"sources,omitempty" json:"sources,omitempty"`
}
