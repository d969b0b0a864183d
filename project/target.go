package project

import (
	"github.com/spkit-dev/spkit/profiles"
)

// Target is a project resolved for one hardware profile: every version
// pinned, every setting merged. Generators (Dockerfile, compose, CI) take a
// Target and do no I/O.
type Target struct {
	Project *Config
	// Profile with the project's per-profile overrides applied.
	Profile *profiles.Profile
	CUDA    *profiles.CUDARelease
	OS      profiles.OSImage
	Python  string
	// Torch is the wheel set installed from CUDA.TorchIndex; nil when the
	// base image ships PyTorch (TorchBase is then set).
	Torch     *profiles.TorchRelease
	TorchBase *profiles.TorchBase
	// Env is profile env < project env < per-profile env.
	Env map[string]string
	// TrainerOverrides is profile < per-profile overrides.
	TrainerOverrides map[string]any
	// TrainCommand is train.command plus the per-profile train_args.
	TrainCommand []string
	// TrainConfig is the trainer config file for this profile ("" if none).
	TrainConfig string
	// Guard is the profile's guard with the project's overrides.
	Guard profiles.Guard
}

// Resolve resolves cfg for the named profile against the catalog and matrix,
// validating the combination (CUDA version known, torch available for it,
// python matching the image OS, GPU supported by the CUDA release, features
// available on the profile). Errors are *errdefs.Error with Code Config.
func Resolve(cfg *Config, profile string, cat *profiles.Catalog, m *profiles.Matrix) (*Target, error) {
	return resolve(cfg, profile, cat, m)
}
