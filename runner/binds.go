package runner

import (
	"os"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/runspec"
)

// PrepareBinds creates the host folders spec binds under the repository
// dir before a run starts: the output folder, for the trainer's user (the
// engine would create a root-owned one), and the data folder (a Swarm task
// fails on a bind whose source is missing).
func PrepareBinds(dir string, spec *runspec.Spec) error {
	if err := PrepareDir(filepath.Join(dir, spec.Output.Host)); err != nil {
		return err
	}
	for _, m := range spec.Mounts {
		if m.Role != runspec.DataMount || m.Kind != runspec.Bind {
			continue
		}
		data := filepath.Join(dir, m.Source)
		if _, err := os.Stat(data); err == nil {
			continue // there (a link to a dataset disk included)
		}
		// Made beneath the repository, through no link: a missing data
		// folder under a linked one is not made outside it.
		if err := fsutil.MkdirAllIn(dir, data); err != nil {
			return fsutil.WriteError(errdefs.Environment, err, data)
		}
	}
	return nil
}

// PrepareDir creates dir (and its parents) for the container's user: when
// spkit runs as root the new directory is handed to runspec.UID.
func PrepareDir(dir string) error {
	if _, err := os.Stat(dir); err == nil {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return errdefs.Wrap(errdefs.Environment, err, "cannot create the output directory "+dir, "create it yourself, writable by uid 1000")
	}
	if os.Geteuid() == 0 {
		// Running as root: hand the directory to the container's user.
		return os.Chown(dir, runspec.UID, runspec.GID)
	}
	return nil
}
