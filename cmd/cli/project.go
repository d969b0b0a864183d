package cli

import "github.com/spkit-dev/spkit/app"

// loadProject reads spkit.yaml in f.Dir and the repository's profiles.
func loadProject(f *Factory) (*app.Project, error) { return app.LoadProject(f.Dir) }
