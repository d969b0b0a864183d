package app

import (
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// Profiles returns the built-in profiles with the repository's own
// (spkit.yaml's profiles_dir, or .spkit/profiles), as the catalog lists
// them. No spkit.yaml is fine; a broken one is an error.
func Profiles(d *Deps) ([]*profiles.Profile, error) {
	cat, _, err := project.LoadCatalog(d.Dir, d.matrix())
	if err != nil {
		return nil, err
	}
	return cat.All(), nil
}

// Profile returns the profile name from the same catalog.
func Profile(d *Deps, name string) (*profiles.Profile, error) {
	cat, _, err := project.LoadCatalog(d.Dir, d.matrix())
	if err != nil {
		return nil, err
	}
	return cat.Get(name)
}
