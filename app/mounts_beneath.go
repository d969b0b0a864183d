package app

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/supervisor"
)

// checkBinds refuses a run that would bind a folder of the repository dir
// whose real path lies outside it (volumes.output as a link to a host
// folder): spkit mounts nothing outside the repository that the user did
// not name. An absolute source in spkit.yaml (a data folder) is the user's
// to name; the generated trainer config is spkit's own, written beneath
// the repository (a link there is replaced) before anything is mounted.
func checkBinds(dir string, specs []*runspec.Spec) error {
	for _, s := range specs {
		for _, m := range s.Mounts {
			if m.Kind != runspec.Bind || filepath.IsAbs(m.Source) {
				continue
			}
			if m.Role != runspec.OutputMount {
				continue
			}
			_, err := fsutil.RealIn(dir, filepath.Join(dir, filepath.FromSlash(m.Source)))
			var out *fsutil.OutsideError
			switch {
			case errors.As(err, &out):
				return errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("volumes.output %s is a link to %s, outside the repository", m.Source, out.Real),
					"spkit mounts nothing outside the repository through a link: remove the link (spkit creates the folder) and copy the checkpoints where you want them after the run")
			case err != nil:
				return fsutil.ReadError(errdefs.Config, err, m.Source)
			}
		}
	}
	return nil
}

// outputOf is the output folder holding a memory log spkit found itself
// (supervisor.DefaultMemoryLog's inverse): the tree the log must stay in,
// since the trainer shares that folder and may leave a link there.
func outputOf(log string) string {
	suffix := string(filepath.Separator) + filepath.FromSlash(supervisor.MemoryLogName)
	if strings.HasSuffix(log, suffix) {
		return strings.TrimSuffix(log, suffix)
	}
	return filepath.Dir(log)
}
