package cli

import (
	"sort"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// loadedProject is spkit.yaml with the profile catalog and version matrix it
// resolves against.
type loadedProject struct {
	Config  *project.Config
	Catalog *profiles.Catalog
	Matrix  *profiles.Matrix
}

// loadProject reads spkit.yaml in f.Dir and the repository's profiles.
func loadProject(f *Factory) (*loadedProject, error) {
	cfg, err := project.Load(f.Dir)
	if err != nil {
		return nil, err
	}
	cat, err := profiles.Load(project.ProfilesDir(f.Dir, cfg))
	if err != nil {
		return nil, err
	}
	return &loadedProject{Config: cfg, Catalog: cat, Matrix: profiles.DefaultMatrix()}, nil
}

// ProjectProfiles returns the profiles spkit.yaml lists, sorted.
func (lp *loadedProject) ProjectProfiles() []string {
	names := make([]string, 0, len(lp.Config.Profiles))
	for n := range lp.Config.Profiles {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Targets resolves the project for each named profile.
func (lp *loadedProject) Targets(names []string) ([]*project.Target, error) {
	out := make([]*project.Target, 0, len(names))
	for _, n := range names {
		t, err := project.Resolve(lp.Config, n, lp.Catalog, lp.Matrix)
		if err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}
