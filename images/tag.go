// Package images generates the trainer's Dockerfile and .dockerignore and
// builds images with BuildKit (the Docker engine's own, or a buildkitd).
package images

import (
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// Image environment the generated Dockerfile sets, read back inside the
// container by `spkit healthcheck`, `spkit validate` and `spkit run`. The
// names live in internal/imageenv; these are aliases for existing callers.
const (
	EnvProfile       = imageenv.Profile
	EnvCUDAVersion   = imageenv.CUDAVersion
	EnvMinDriver     = imageenv.MinDriver
	EnvGPUCount      = imageenv.GPUCount
	EnvUnified       = imageenv.Unified
	EnvTorchVersion  = imageenv.TorchVersion
	EnvFeatures      = imageenv.Features
	EnvMaxUsed       = imageenv.MaxUsed
	EnvMinAvailable  = imageenv.MinAvailable
	EnvGuardInterval = imageenv.GuardInterval
	EnvGrace         = imageenv.Grace
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
func DefaultTag(t *project.Target) string { return runspec.ImageRef(t) }

// Build arguments the generated Dockerfile's OCI labels read
// (org.opencontainers.image.source, .version, .revision); `spkit build`
// sets them. Unset, they default to "", "dev" and "unknown".
const (
	ArgImageSource   = "IMAGE_SOURCE"
	ArgImageVersion  = "IMAGE_VERSION"
	ArgImageRevision = "IMAGE_REVISION"
)
