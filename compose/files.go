package compose

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runner"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/trainconfig"
)

// TrainConfigs renders every target's trainer config (the trainer's file
// with the profile's overrides) in memory; nothing is written, so a bad
// file leaves nothing half-done. Targets without train.config are skipped.
// A profile's overrides apply only where the trainer understands them
// (trainconfig.Select); the skipped ones are in the changes.
func TrainConfigs(repoDir string, targets []*project.Target) (map[string][]byte, map[string][]trainconfig.Change, error) {
	files, changes := map[string][]byte{}, map[string][]trainconfig.Change{}
	for _, t := range targets {
		if t.TrainConfig == "" {
			continue
		}
		src := filepath.Join(repoDir, t.TrainConfig)
		base, err := fsutil.ReadFileIn(context.Background(), repoDir, src, fsutil.MaxConfigBytes)
		if errors.Is(err, fs.ErrNotExist) {
			return nil, nil, errdefs.Wrap(errdefs.Config, err, fmt.Sprintf("the trainer config %s does not exist", t.TrainConfig),
				"fix train.config (or the profile's train_config) in spkit.yaml")
		}
		if err != nil {
			return nil, nil, fsutil.ReadError(errdefs.Config, err, src)
		}
		over, skipped, err := trainconfig.Select(base, t.TrainerOverrides, t.UserOverrides, t.Project.Train.Dialect)
		if err != nil {
			return nil, nil, err
		}
		out, ch, err := trainconfig.RenderAs(trainconfig.FormatOf(t.TrainConfig), base, over)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", t.TrainConfig, err)
		}
		files[t.Profile.Name], changes[t.Profile.Name] = out, append(ch, skipped...)
	}
	return files, changes, nil
}

// WriteTrainConfigs writes the targets' rendered configs to
// .spkit/generated/<profile>/ in repoDir, each atomically, named with the
// trainer config's own extension.
func WriteTrainConfigs(repoDir string, targets []*project.Target, files map[string][]byte) error {
	for _, t := range targets {
		data, ok := files[t.Profile.Name]
		if !ok {
			continue
		}
		path := filepath.Join(repoDir, filepath.FromSlash(GeneratedTrainConfig(t.Profile.Name, t.TrainConfig)))
		if err := fsutil.WriteFileAtomicIn(repoDir, path, data, 0o644); err != nil {
			return fsutil.WriteError(errdefs.Environment, err, path)
		}
	}
	return nil
}

// PrepareOutput creates the host output directory before the container
// does: one the engine creates is root's, and the trainer runs as User.
func PrepareOutput(repoDir string, cfg *project.Config) error {
	return PrepareDir(filepath.Join(repoDir, runspec.HostOutput(cfg)))
}

// PrepareDir creates dir (and its parents) for the container's user
// (runner.PrepareDir, which every backend's binds go through).
func PrepareDir(dir string) error { return runner.PrepareDir(dir) }
