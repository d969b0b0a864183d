// Package project reads and writes spkit.yaml, the file that describes a
// trainer repository (like cog.yaml): what to install, what to copy, how to
// train, what to mount, and per-profile overrides.
package project

import (
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/reposcan"
)

// FileName is the project file spkit looks for in the trainer repository.
const FileName = "spkit.yaml"

// TorchFromBase is the `torch:` value meaning the base image ships PyTorch.
const TorchFromBase = "base"

// Config is spkit.yaml.
type Config struct {
	// Name of the project; image names and compose project names derive
	// from it. Lower case letters, digits, '-' and '_'.
	Name string `yaml:"name" json:"name"`
	// CUDA minor version, "13.0" (default: the matrix's newest).
	CUDA string `yaml:"cuda,omitempty" json:"cuda,omitempty"`
	// OS of the CUDA images, "ubuntu24.04" (default) or "ubuntu22.04".
	OS string `yaml:"os,omitempty" json:"os,omitempty"`
	// Python version; must match the image OS's system python.
	Python string `yaml:"python,omitempty" json:"python,omitempty"`
	// Torch is a PyTorch version ("2.9.1") installed from the CUDA's wheel
	// index, or "base": the base image ships PyTorch (NGC).
	Torch string `yaml:"torch,omitempty" json:"torch,omitempty"`
	// Torchvision and Torchaudio pin versions; resolved from the matrix when
	// empty.
	Torchvision string `yaml:"torchvision,omitempty" json:"torchvision,omitempty"`
	Torchaudio  string `yaml:"torchaudio,omitempty" json:"torchaudio,omitempty"`
	// BaseImage is the image that ships PyTorch when Torch is "base"
	// (default: the matrix's NGC image for the CUDA version).
	BaseImage string `yaml:"base_image,omitempty" json:"base_image,omitempty"`
	// Requirements is the pip requirements file, relative to the repo.
	Requirements string `yaml:"requirements,omitempty" json:"requirements,omitempty"`
	// SystemPackages are apt packages for the runtime image.
	SystemPackages []string `yaml:"system_packages,omitempty" json:"system_packages,omitempty"`
	// BuilderPackages are apt packages for the builder stage only (git for
	// git+ requirements, a compiler's headers): they never reach the
	// runtime image.
	BuilderPackages []string `yaml:"builder_packages,omitempty" json:"builder_packages,omitempty"`
	// PipPackages are extra pip packages ("fastsafetensors").
	PipPackages []string `yaml:"pip_packages,omitempty" json:"pip_packages,omitempty"`
	// Features the trainer needs from the stack ("flash-attention-3",
	// "bitsandbytes", "fastsafetensors"); validated against the profile.
	Features []string `yaml:"features,omitempty" json:"features,omitempty"`
	// Copy lists what goes into the image, as globs relative to the repo
	// ("*.py", "train_configs/", "utils/").
	Copy    []string `yaml:"copy" json:"copy"`
	Train   Train    `yaml:"train" json:"train"`
	Volumes Volumes  `yaml:"volumes,omitempty" json:"volumes,omitempty"`
	// Env is extra container environment.
	Env map[string]string `yaml:"env,omitempty" json:"env,omitempty"`
	// Profiles lists the hardware profiles this project targets, each with
	// optional overrides. Empty: the defaults (see DefaultProfiles).
	Profiles map[string]ProfileOverride `yaml:"profiles,omitempty" json:"profiles,omitempty"`
	// ProfilesDir holds the user's own profile files (default .spkit/profiles).
	ProfilesDir string `yaml:"profiles_dir,omitempty" json:"profiles_dir,omitempty"`
	// Metrics turns on spkit run's Prometheus endpoint in every run (nil:
	// off); a profile's own metrics replace it.
	Metrics *Metrics `yaml:"metrics,omitempty" json:"metrics,omitempty"`

	// Path is the file this config was read from; Dir its directory.
	Path string `yaml:"-" json:"-"`
	Dir  string `yaml:"-" json:"-"`
	// Installs are what the requirements files (the project's and the
	// profiles') and the project's own dependencies install, read by Load
	// (keyed by requirements path): nested files and torch pins.
	Installs map[string]*reposcan.Install `yaml:"-" json:"-"`
	// NoDefaultData is set by Load when the repository has no ./data
	// folder: an unset volumes.data then mounts nothing (spkit creates no
	// folder the user did not ask for).
	NoDefaultData bool `yaml:"-" json:"-"`
}

// Train says how the trainer starts.
type Train struct {
	// Command is the trainer's argv. "{config}" is replaced by the path of
	// the (generated) trainer config inside the container.
	Command []string `yaml:"command" json:"command"`
	// Config is the trainer's config file, relative to the repo
	// ("train_configs/train_lora.yaml"); profile overrides are merged over it.
	Config string `yaml:"config,omitempty" json:"config,omitempty"`
	// Dialect names how the trainer's config spells the profiles' settings
	// (seed, accelerate, and the dialects of console-script trainers); detected from
	// the config's keys when empty. See trainconfig/data/dialects.yaml.
	Dialect string `yaml:"dialect,omitempty" json:"dialect,omitempty"`
	// Workdir inside the image (default /app).
	Workdir string `yaml:"workdir,omitempty" json:"workdir,omitempty"`
	// Cwd is the repository's folder the command starts in, relative to
	// Workdir ("scripts" for a documented `cd scripts && python
	// train.py`): a trainer that opens ./configs/... on its own finds it.
	// Empty: Workdir. No "..", not absolute.
	Cwd string `yaml:"cwd,omitempty" json:"cwd,omitempty"`
	// StopGracePeriod is how long the trainer gets to checkpoint after
	// SIGTERM before SIGKILL (default 120s).
	StopGracePeriod string `yaml:"stop_grace_period,omitempty" json:"stop_grace_period,omitempty"`
}

// Volumes are the host paths and volumes the trainer uses. Host paths are
// relative to the repo. Nothing the trainer writes lives only in a container.
type Volumes struct {
	// Data is mounted read-only at <workdir>/data. Unset: ./data when that
	// folder exists, else nothing; NoData ("none"): nothing.
	Data string `yaml:"data,omitempty" json:"data,omitempty"`
	// Output holds checkpoints and outputs, mounted read-write at
	// /app/output (default ./output).
	Output string `yaml:"output,omitempty" json:"output,omitempty"`
	// Cache is the named volume for the Hugging Face cache (HF_HOME),
	// default "<name>-hf-cache".
	Cache string `yaml:"cache,omitempty" json:"cache,omitempty"`
}

// NoData is volumes.data's value for "no data mount".
const NoData = "none"

// ProfileOverride is a project's per-profile settings.
type ProfileOverride struct {
	// TrainConfig replaces train.config for this profile
	// ("train_configs/train_4090.yaml").
	TrainConfig string `yaml:"train_config,omitempty" json:"train_config,omitempty"`
	// TrainCommand replaces train.command for this profile (the seeds'
	// trainer runs train_4090.py on 24 GB cards).
	TrainCommand []string `yaml:"train_command,omitempty" json:"train_command,omitempty"`
	// Requirements replaces the project's requirements file for this
	// profile (a dgx_requirements.txt for DGX OS).
	Requirements string `yaml:"requirements,omitempty" json:"requirements,omitempty"`
	// TrainArgs are appended to the train command.
	TrainArgs []string `yaml:"train_args,omitempty" json:"train_args,omitempty"`
	// Env is merged over the profile's and the project's env.
	Env map[string]string `yaml:"env,omitempty" json:"env,omitempty"`
	// TrainerOverrides are merged over the profile's trainer overrides and
	// always applied; null removes the key from the trainer's config.
	TrainerOverrides map[string]any `yaml:"trainer_overrides,omitempty" json:"trainer_overrides,omitempty"`
	// Guard overrides the memory guard's limits ("100GB"; min_available
	// may also be a percentage of total memory, "20%").
	MaxUsed      memsize.Size     `yaml:"max_used,omitempty" json:"max_used,omitzero"`
	MinAvailable memsize.Headroom `yaml:"min_available,omitempty" json:"min_available,omitzero"`
	// CUDA overrides the project's CUDA version for this profile (e.g. 12.9
	// for a card CUDA 13 dropped).
	CUDA string `yaml:"cuda,omitempty" json:"cuda,omitempty"`
	// Metrics replaces the project's metrics setting for this profile.
	Metrics *Metrics `yaml:"metrics,omitempty" json:"metrics,omitempty"`
}

// Metrics is the Prometheus endpoint `spkit run --metrics` serves during a
// run (docs/metrics.md). Absent, a run serves none; runspec applies the
// rest (the address it binds in the container, the path, where compose
// publishes it).
type Metrics struct {
	// Port the endpoint listens on in the container, 1 to 65535 (compose
	// publishes it on the host's loopback under the same number).
	Port int `yaml:"port" json:"port"`
}
