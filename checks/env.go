package checks

import (
	"strconv"

	"github.com/spkit-dev/spkit/internal/imageenv"
)

// Image is what the image says about itself through its environment,
// decoded by internal/imageenv (the encoder the Dockerfile and compose use).
type Image struct {
	imageenv.Env
	// UnifiedSet tells "SPKIT_UNIFIED_MEMORY=false" from unset.
	UnifiedSet bool
	// Err names the SPKIT_* variables that could not be read; the rest of
	// Env holds what could.
	Err error
}

// ReadImage reads the image contract from getenv.
func ReadImage(getenv func(string) string) Image {
	env, err := imageenv.Decode(getenv)
	_, berr := strconv.ParseBool(getenv(imageenv.Unified))
	return Image{Env: env, UnifiedSet: berr == nil, Err: err}
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
