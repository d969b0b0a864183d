package images

import "github.com/spkit-dev/spkit/runspec"

// Base images and what the runtime stage adds, by what the profile runs on.
const (
	// CPUBaseImage is both stages' base for profiles without a GPU: CUDA
	// images would only add gigabytes the CPU wheels never load. Debian's
	// own python3 (3.11 on bookworm) is what the venv uses.
	CPUBaseImage = "debian:bookworm-slim"
	// CPUTorchIndex is PyTorch's CPU-only wheel index: the default PyPI
	// wheels on amd64 pull in the CUDA libraries (several GB).
	CPUTorchIndex = "https://download.pytorch.org/whl/cpu"
	// TritonCacheDir keeps Triton's compiled kernels on the HF cache volume,
	// so a container's first steps do not recompile them every run.
	TritonCacheDir = runspec.CacheDir + "/triton"
)

// tritonPackages let Triton (torch.compile, and the kernels of many
// trainers) compile its launcher stub at first GPU use: without a C
// compiler and Python's headers it fails with "Failed to find C compiler".
var tritonPackages = []string{"gcc", "libc6-dev", "python3-dev"}

// builderImage and runtimeImage are the stages' bases: the --base-image
// override, else the image that ships PyTorch, else a slim Debian without
// a GPU, else the CUDA image variant. The runtime takes the CUDA "base"
// variant when PyTorch comes from the CUDA wheels, which carry their own
// cuDNN, cuBLAS and NCCL (cudnn-runtime would add ~2.7 GB of copies).
func (g *generator) builderImage() string { return g.baseImage("cudnn-devel") }

func (g *generator) runtimeImage() string {
	if g.t.Torch != nil {
		return g.baseImage("base")
	}
	return g.baseImage("cudnn-runtime")
}

func (g *generator) baseImage(cudaVariant string) string {
	switch {
	case g.opts.BaseImage != "":
		return g.opts.BaseImage
	case g.t.TorchBase != nil:
		return g.t.TorchBase.Image
	case !g.t.Profile.HasGPU():
		return CPUBaseImage
	}
	return g.t.CUDA.ImageRef(cudaVariant, g.t.OS.Name)
}

// torchIndex is the wheel index torch comes from: the CUDA release's, or
// the CPU-only one for profiles without a GPU.
func (g *generator) torchIndex() string {
	if !g.t.Profile.HasGPU() {
		return CPUTorchIndex
	}
	return g.t.CUDA.TorchIndex
}

// runtimeAptPackages are the runtime stage's packages: Python, Triton's
// compiler and headers where there is a GPU, the project's own, and the
// libraries its requirements load (reposcan's build needs).
func (g *generator) runtimeAptPackages() []string {
	pkgs := append([]string(nil), runtimePackages...)
	if g.t.Profile.HasGPU() {
		pkgs = append(pkgs, tritonPackages...)
	}
	pkgs = append(pkgs, g.t.Project.SystemPackages...)
	return append(pkgs, g.needsAptPackages(pkgs)...)
}
