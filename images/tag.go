// Package images generates the trainer's Dockerfile and .dockerignore and
// builds images with BuildKit (the Docker engine's own, or a buildkitd).
package images

import "github.com/spkit-dev/spkit/internal/imageenv"

// The image environment's names live in internal/imageenv. These three
// remain only for compose's env_test.go (a file this change leaves to the
// compose room's owner): use imageenv's names.
const (
	EnvProfile      = imageenv.Profile
	EnvUnified      = imageenv.Unified
	EnvMinAvailable = imageenv.MinAvailable
)

// Label keys on built images (beside the org.opencontainers.image.* ones).
const (
	LabelProfile   = "dev.spkit.profile"
	LabelCUDA      = "dev.spkit.cuda"
	LabelTorch     = "dev.spkit.torch"
	LabelMinDriver = "dev.spkit.min-driver"
)

// Build arguments the generated Dockerfile's OCI labels read
// (org.opencontainers.image.source, .version, .revision); `spkit build`
// sets them. Unset, they default to "", "dev" and "unknown".
const (
	ArgImageSource   = "IMAGE_SOURCE"
	ArgImageVersion  = "IMAGE_VERSION"
	ArgImageRevision = "IMAGE_REVISION"
)
