package compose

import (
	"fmt"
	"path/filepath"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/project"
)

// WriteDockerfiles writes each target's Dockerfile where the compose
// file's build section points (GeneratedDockerfile, in repoDir), so that a
// plain `docker compose --profile P build` finds it. targets are the
// profiles as spkit.yaml configures them (what images are built from).
func WriteDockerfiles(repoDir string, targets []*project.Target) error {
	files := map[string]string{}
	for _, t := range targets {
		text, err := images.Dockerfile(t, images.DockerfileOptions{})
		if err != nil {
			return fmt.Errorf("profile %s: %w", t.Profile.Name, err)
		}
		files[t.Profile.Name] = text
	}
	for profile, text := range files {
		path := filepath.Join(repoDir, filepath.FromSlash(GeneratedDockerfile(profile)))
		if err := fsutil.WriteFileAtomicIn(repoDir, path, []byte(text), 0o644); err != nil {
			return fsutil.WriteError(errdefs.Environment, err, path)
		}
	}
	return nil
}
