package images

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// TagAdvisor says why an image tag is one NVIDIA no longer supports and
// what to use instead (*profiles.Matrix).
type TagAdvisor interface {
	TagNotice(ref string) *profiles.TagNotice
}

// missingRef finds the reference BuildKit could not resolve because the
// registry does not have it: "failed to resolve source metadata for REF:
// ... not found" (buildkitd) or "failed to create LLB definition: REF: not
// found" (the engine's BuildKit).
var missingRef = regexp.MustCompile(`(?:failed to resolve source metadata for|failed to create LLB definition:) (\S+): `)

// MissingBaseImage rewrites BuildKit's pull error for a base image the
// registry does not have (deleted or never published) into one line:
// the tag, why, and the supported tag to use where tags knows one; nil
// for any other error.
func MissingBaseImage(err error, tags TagAdvisor) error {
	msg := cleanMessage(err)
	m := missingRef.FindStringSubmatch(msg)
	if m == nil || !containsAny(msg, "not found", "manifest unknown", ": 404") {
		return nil
	}
	ref := strings.TrimPrefix(m[1], "docker.io/")
	var n *profiles.TagNotice
	if tags != nil {
		n = tags.TagNotice(ref)
	}
	if n == nil {
		return errdefs.Wrap(errdefs.Build, err,
			fmt.Sprintf("base image %s is not in the registry (deleted, or never published)", ref),
			"check the tag; `spkit matrix` lists the CUDA images spkit builds on")
	}
	if n.Use != "" {
		return errdefs.Wrap(errdefs.Build, err,
			fmt.Sprintf("base image %s is not in the registry: NVIDIA marks %s unsupported (%s) and deletes its tags; use %s", ref, n.Version, n.Why, n.Use),
			"")
	}
	return errdefs.Wrap(errdefs.Build, err, "base image "+n.String(), "")
}
