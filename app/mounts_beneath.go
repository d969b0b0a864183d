package app

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/supervisor"
)

// checkBinds refuses a run that would bind a folder of the repository dir
// whose real path lies outside it: volumes.output as a link to a host
// folder always (the trainer writes there), volumes.data as a link out
// unless the user named where it leads in $SPKIT_MOUNT_OUTSIDE (a cloned
// repository's data link to ~/.ssh would otherwise be mounted into a
// container running the repository's code; issue 41). An absolute source
// in spkit.yaml is refused when spkit.yaml is parsed; the generated
// trainer config is spkit's own, written beneath the repository (a link
// there is replaced) before anything is mounted.
func checkBinds(dir string, specs []*runspec.Spec, getenv func(string) string) error {
	for _, s := range specs {
		for _, m := range s.Mounts {
			if m.Kind != runspec.Bind || filepath.IsAbs(m.Source) {
				continue
			}
			if err := checkBind(dir, m, getenv); err != nil {
				return err
			}
		}
	}
	return nil
}

// EnvMountOutside names, colon-separated, the real folders outside the
// repository that a volumes.data link may lead to.
const EnvMountOutside = "SPKIT_MOUNT_OUTSIDE"

func checkBind(dir string, m runspec.Mount, getenv func(string) string) error {
	if m.Role != runspec.OutputMount && m.Role != runspec.DataMount {
		return nil
	}
	_, err := fsutil.RealIn(dir, filepath.Join(dir, filepath.FromSlash(m.Source)))
	var out *fsutil.OutsideError
	switch {
	case errors.As(err, &out) && m.Role == runspec.DataMount:
		if namedOutside(out.Real, getenv(EnvMountOutside)) {
			return nil
		}
		return errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("volumes.data %s is a link to %s, outside the repository", m.Source, out.Real),
			fmt.Sprintf("spkit mounts nothing outside the repository that you did not name: if that is your dataset, run with %s=%s", EnvMountOutside, out.Real))
	case errors.As(err, &out):
		return errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("volumes.output %s is a link to %s, outside the repository", m.Source, out.Real),
			"spkit mounts nothing outside the repository through a link: remove the link (spkit creates the folder) and copy the checkpoints where you want them after the run")
	case errors.Is(err, fs.ErrNotExist) && m.Role == runspec.DataMount:
		return nil // a missing data folder is made beneath the repository later
	case err != nil:
		return fsutil.ReadError(errdefs.Config, err, m.Source)
	}
	return nil
}

// namedOutside reports whether real is one of the folders the user named
// (or lies beneath one).
func namedOutside(real, named string) bool {
	for _, n := range filepath.SplitList(named) {
		if n = filepath.Clean(n); n != "." && filepath.IsAbs(n) && (real == n || strings.HasPrefix(real, n+string(filepath.Separator))) {
			return true
		}
	}
	return false
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
