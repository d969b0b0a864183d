package images

import (
	"fmt"
	"strings"

	"github.com/distribution/reference"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// CheckImageRef checks an image reference the user gave (--base-image,
// --cache-from REF, spkit smoke IMAGE) before any work: BuildKit or the
// engine would refuse it only after the context was staged and sent.
func CheckImageRef(flag, v string) error {
	_, err := parseRef(flag, v)
	return err
}

// CheckTag checks --tag: a valid reference with an explicit tag other than
// "latest" (spkit never builds :latest: the tag should say which CUDA,
// profile or version the image holds).
func CheckTag(v string) error {
	named, err := parseRef("--tag", v)
	if err != nil {
		return err
	}
	tagged, ok := named.(reference.Tagged)
	_, digested := named.(reference.Digested)
	switch {
	case digested:
		return errdefs.Usagef("give a NAME:TAG to build", "--tag %q holds a digest; a build cannot choose its digest", v)
	case !ok:
		return errdefs.Usagef(fmt.Sprintf("add a tag, e.g. %s:v1 (spkit never builds :latest)", reference.FamiliarName(named)),
			"--tag %q has no tag, so it would be :latest", v)
	case tagged.Tag() == "latest":
		return errdefs.Usagef(fmt.Sprintf("name what the image holds, e.g. %s:v1 (spkit never builds :latest)", reference.FamiliarName(named)),
			"--tag %q uses the tag latest", v)
	}
	return nil
}

func parseRef(flag, v string) (reference.Named, error) {
	hint := "write it as [REGISTRY/]NAME[:TAG], lower-case, e.g. registry.example.com/team/trainer:v1"
	if strings.TrimSpace(v) == "" {
		return nil, errdefs.Usagef(hint, "%s is empty", flag)
	}
	named, err := reference.ParseNormalizedNamed(v)
	if err != nil {
		why := "invalid characters or format"
		if _, lowerErr := reference.ParseNormalizedNamed(strings.ToLower(v)); lowerErr == nil {
			why = "the name must be lower-case"
		}
		return nil, errdefs.Usagef(hint, "%s %q is not an image reference (%s)", flag, v, why)
	}
	return named, nil
}
