// Package compose turns resolved targets into a compose project (one service
// per hardware profile), validates it with compose-go's own loader, and runs
// it in-process with the Compose Go SDK (`spkit up`, `down`, `ps`, `logs`).
//
// The renderer (Render, and Generate for targets) does no I/O: run specs
// and options in, a *types.Project out. Files are read and written by the
// commands.
package compose

import (
	"fmt"
	"path"
	"strings"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// User is the non-root uid:gid the trainer runs as; the image's user.
var User = runspec.User{UID: runspec.UID, GID: runspec.GID}.String()

const (
	// ConfigPlaceholder is the token in train.command replaced by the
	// mounted trainer config (runspec's; the probe's trials use it).
	ConfigPlaceholder = runspec.ConfigPlaceholder
	// backend names compose in an *runspec.UnsupportedError.
	backend = "compose"
)

// GeneratedTrainConfig is the repo-relative path of a profile's trainer
// config (the project's config with the profile's overrides merged in).
func GeneratedTrainConfig(profile, src string) string {
	return runspec.GeneratedTrainConfig(profile, src)
}

// GeneratedDockerfile is the repo-relative path the compose `build:` section
// points at (`spkit dockerfile --profile P -o` writes it there).
func GeneratedDockerfile(profile string) string {
	return path.Join(runspec.GeneratedDir(profile), "Dockerfile")
}

// Options shape the generated project.
type Options struct {
	// RepoDir is the trainer repository relative to the compose file's
	// directory (bind sources and the build context are written against
	// it). Default ".".
	RepoDir string
	// AllocatorKeys are the allocator options upstream PyTorch accepts
	// (default: the version matrix's list).
	AllocatorKeys []string
	// Flags are the run's flags over spkit.yaml (--metrics-port).
	Flags runspec.Flags
}

// Generate resolves each target's run spec and renders them (Render). All
// targets must come from the same spkit.yaml.
func Generate(targets []*project.Target, o Options) (*types.Project, error) {
	specs := make([]*runspec.Spec, len(targets))
	for i, t := range targets {
		s, err := runspec.ResolveFlags(t, o.AllocatorKeys, o.Flags)
		if err != nil {
			return nil, fmt.Errorf("profile %s: %w", t.Profile.Name, err)
		}
		specs[i] = s
	}
	return Render(specs, o)
}

// Render returns the compose project for specs, one service per spec, named
// after its profile. All specs must come from the same spkit.yaml.
func Render(specs []*runspec.Spec, o Options) (*types.Project, error) {
	if len(specs) == 0 {
		return nil, errdefs.Configf("name a profile", "no profile to generate a service for")
	}
	if o.RepoDir == "" {
		o.RepoDir = "."
	}
	first := specs[0]
	p := &types.Project{
		Name:     first.Project,
		Services: types.Services{},
		Volumes:  types.Volumes{first.Cache.Key: {Name: first.Cache.Name}},
	}
	for _, s := range specs {
		svc, err := (&serviceBuilder{s: s, o: o}).build()
		if err != nil {
			return nil, fmt.Errorf("profile %s: %w", s.Profile, err)
		}
		p.Services[svc.Name] = svc
	}
	return p, nil
}

// ProjectName is the compose project name: spkit.yaml's name, lower case.
func ProjectName(cfg *project.Config) string { return runspec.ProjectName(cfg) }

// CacheVolume is the engine name of the Hugging Face cache volume.
func CacheVolume(cfg *project.Config) string { return runspec.CacheVolume(cfg) }

// repoPath is p (relative to the repo) as seen from the compose file.
func repoPath(repoDir, p string) string {
	if path.IsAbs(p) {
		return p
	}
	joined := path.Join(repoDir, p)
	if joined != "." && !strings.HasPrefix(joined, "./") && !strings.HasPrefix(joined, "../") && !path.IsAbs(joined) {
		joined = "./" + joined
	}
	return joined
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// escape protects '$' from compose interpolation: values are literal.
func escape(s string) string { return strings.ReplaceAll(s, "$", "$$") }
