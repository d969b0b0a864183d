package healthcheck

import (
	"strconv"
	"strings"
)

// The image environment contract, mirrored from images/tag.go (Env*).
// Copied rather than imported so the in-container checks do not depend on
// the image generator; env_test.go checks the two agree.
const (
	envProfile      = "SPKIT_PROFILE"
	envCUDAVersion  = "SPKIT_CUDA_VERSION"
	envMinDriver    = "SPKIT_MIN_DRIVER"
	envGPUCount     = "SPKIT_GPU_COUNT"
	envUnified      = "SPKIT_UNIFIED_MEMORY"
	envFeatures     = "SPKIT_FEATURES"
	envMinAvailable = "SPKIT_MIN_AVAILABLE"
)

// Image is what the image says about itself through its environment (the
// contract in images/tag.go, set by the generated Dockerfile).
type Image struct {
	Profile     string
	CUDAVersion string
	MinDriver   string
	// GPUCount is "0" for a cpu image, "all", or a number.
	GPUCount string
	// Unified is SPKIT_UNIFIED_MEMORY; nil when unset.
	Unified      *bool
	Features     []string
	MinAvailable string
}

// ReadImage reads the image contract from getenv.
func ReadImage(getenv func(string) string) Image {
	img := Image{
		Profile:      getenv(envProfile),
		CUDAVersion:  getenv(envCUDAVersion),
		MinDriver:    getenv(envMinDriver),
		GPUCount:     strings.TrimSpace(getenv(envGPUCount)),
		MinAvailable: getenv(envMinAvailable),
	}
	if b, err := strconv.ParseBool(getenv(envUnified)); err == nil {
		img.Unified = &b
	}
	for _, f := range strings.Split(getenv(envFeatures), ",") {
		if f = strings.TrimSpace(f); f != "" {
			img.Features = append(img.Features, f)
		}
	}
	return img
}

// CPU reports whether the image runs without a GPU: NVML is not touched.
func (i Image) CPU() bool { return i.GPUCount == "0" }

// wantGPUs is how many GPUs must be visible: at least one for "all" or an
// unset count, N for a number.
func (i Image) wantGPUs() int {
	if n, err := strconv.Atoi(i.GPUCount); err == nil && n > 0 {
		return n
	}
	return 1
}
