package app

import (
	"sort"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// Project is spkit.yaml with the profile catalog and version matrix it
// resolves against.
type Project struct {
	Config  *project.Config
	Catalog *profiles.Catalog
	Matrix  *profiles.Matrix
}

// LoadProject reads spkit.yaml in dir and the repository's profiles
// (project.LoadWithProfiles), with the version matrix m (nil: the
// built-in one).
func LoadProject(dir string, m *profiles.Matrix) (*Project, error) {
	if m == nil {
		m = profiles.DefaultMatrix()
	}
	cfg, cat, err := project.LoadWithProfiles(dir, m)
	if err != nil {
		return nil, err
	}
	return &Project{Config: cfg, Catalog: cat, Matrix: m}, nil
}

// ProjectProfiles returns the profiles spkit.yaml lists, sorted.
func (lp *Project) ProjectProfiles() []string {
	names := make([]string, 0, len(lp.Config.Profiles))
	for n := range lp.Config.Profiles {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Target resolves the project for one profile. With no profile named, the
// only one spkit.yaml lists is used; with none listed, fallback (an error
// when fallback is empty). A non-empty cuda wins over spkit.yaml's CUDA
// versions, per-profile ones included. what says what the profile is for.
func (lp *Project) Target(profile, cuda, fallback, what string) (*project.Target, error) {
	if profile == "" {
		listed := lp.ProjectProfiles()
		switch {
		case len(listed) == 1:
			profile = listed[0]
		case len(listed) == 0 && fallback != "":
			profile = fallback
		default:
			return nil, errdefs.Usagef("pass --profile, one of: "+strings.Join(listed, ", "),
				"spkit.yaml lists %d profiles; which one to %s", len(listed), what)
		}
	}
	lp.Pin(Pins{CUDA: cuda}, profile)
	ts, err := lp.Targets([]string{profile})
	if err != nil {
		return nil, err
	}
	return ts[0], nil
}

// Targets resolves the project for each named profile.
func (lp *Project) Targets(names []string) ([]*project.Target, error) {
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
