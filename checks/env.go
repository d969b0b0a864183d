package checks

import (
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/internal/imageenv"
)

// Image is what the image says about itself through its environment (the
// names in internal/imageenv, set by the generated Dockerfile).
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
		Profile:      getenv(imageenv.Profile),
		CUDAVersion:  getenv(imageenv.CUDAVersion),
		MinDriver:    getenv(imageenv.MinDriver),
		GPUCount:     strings.TrimSpace(getenv(imageenv.GPUCount)),
		MinAvailable: getenv(imageenv.MinAvailable),
	}
	if b, err := strconv.ParseBool(getenv(imageenv.Unified)); err == nil {
		img.Unified = &b
	}
	for _, f := range strings.Split(getenv(imageenv.Features), ",") {
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
