// Package images generates the trainer's Dockerfile and .dockerignore and
// builds images with BuildKit (the Docker engine's own, or a buildkitd).
package images

import (
	"strings"

	"github.com/spkit-dev/spkit/project"
)

// Image environment the generated Dockerfile sets, read back inside the
// container by `spkit healthcheck`, `spkit validate` and `spkit run`.
const (
	EnvProfile       = "SPKIT_PROFILE"        // profile name
	EnvCUDAVersion   = "SPKIT_CUDA_VERSION"   // "13.0"
	EnvMinDriver     = "SPKIT_MIN_DRIVER"     // "580.65.06"
	EnvGPUCount      = "SPKIT_GPU_COUNT"      // "0" (cpu), "all", or N
	EnvUnified       = "SPKIT_UNIFIED_MEMORY" // "true" / "false"
	EnvTorchVersion  = "SPKIT_TORCH_VERSION"  // "2.9.1" or "base"
	EnvFeatures      = "SPKIT_FEATURES"       // comma-separated spkit.yaml features
	EnvMaxUsed       = "SPKIT_MAX_USED"       // guard: stop above this much used memory
	EnvMinAvailable  = "SPKIT_MIN_AVAILABLE"  // guard: stop below this much available
	EnvGuardInterval = "SPKIT_GUARD_INTERVAL"
	EnvGrace         = "SPKIT_GRACE" // SIGTERM -> SIGKILL grace
)

// Label keys on built images (beside the org.opencontainers.image.* ones).
const (
	LabelProfile   = "dev.spkit.profile"
	LabelCUDA      = "dev.spkit.cuda"
	LabelTorch     = "dev.spkit.torch"
	LabelMinDriver = "dev.spkit.min-driver"
)

// DefaultTag is the image reference spkit builds and runs for a target when
// the user names none: NAME:cudaVERSION-PROFILE (never "latest").
func DefaultTag(t *project.Target) string {
	return strings.ToLower(t.Project.Name) + ":cuda" + t.CUDA.Version + "-" + t.Profile.Name
}

// Build arguments the generated Dockerfile's OCI labels read
// (org.opencontainers.image.source, .version, .revision); `spkit build`
// sets them. Unset, they default to "", "dev" and "unknown".
const (
	ArgImageSource   = "IMAGE_SOURCE"
	ArgImageVersion  = "IMAGE_VERSION"
	ArgImageRevision = "IMAGE_REVISION"
)
