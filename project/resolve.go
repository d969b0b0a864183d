package project

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path/filepath"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// Defaults applied when spkit.yaml leaves a field out.
const (
	DefaultOS              = "ubuntu24.04"
	DefaultWorkdir         = "/app"
	DefaultStopGracePeriod = "120s"
	// DefaultProfilesDir holds the user's profile files, relative to the
	// trainer repository.
	DefaultProfilesDir = ".spkit/profiles"
)

// ProfilesDir returns the directory of user profile files for the
// repository dir, per cfg's profiles_dir (cfg may be nil).
func ProfilesDir(dir string, cfg *Config) string {
	sub := DefaultProfilesDir
	if cfg != nil && cfg.ProfilesDir != "" {
		sub = cfg.ProfilesDir
	}
	if filepath.IsAbs(sub) {
		return sub
	}
	return filepath.Join(dir, sub)
}

// LoadWithProfiles reads spkit.yaml in dir (Load) and the profiles it
// resolves against: the built-in ones with the repository's (ProfilesDir),
// checked against the matrix m (nil: the built-in one).
func LoadWithProfiles(dir string, m *profiles.Matrix) (*Config, *profiles.Catalog, error) {
	return loadWithProfiles(dir, m, false)
}

// LoadCatalog is LoadWithProfiles where spkit.yaml may be missing (cfg is
// then nil, and the repository's profiles are read from the default
// folder); a broken one is an error.
func LoadCatalog(dir string, m *profiles.Matrix) (*profiles.Catalog, *Config, error) {
	cfg, cat, err := loadWithProfiles(dir, m, true)
	return cat, cfg, err
}

func loadWithProfiles(dir string, m *profiles.Matrix, optional bool) (*Config, *profiles.Catalog, error) {
	cfg, err := Load(dir)
	if err != nil && !(optional && errors.Is(err, fs.ErrNotExist)) {
		return nil, nil, err
	}
	cat, err := profiles.LoadFor(ProfilesDir(dir, cfg), m)
	if err != nil {
		return nil, nil, err
	}
	return cfg, cat, nil
}

func resolve(cfg *Config, name string, cat *profiles.Catalog, m *profiles.Matrix) (*Target, error) {
	base, err := cat.Get(name)
	if err != nil {
		return nil, err
	}
	over := cfg.Profiles[name]
	prof := applyOverride(base, over, cfg)
	env := mergeEnv(prof.Env, cfg.Env, over.Env)
	if err := validateMerged(prof, env, m); err != nil {
		return nil, err
	}
	cudaVersion := cfg.CUDA
	if over.CUDA != "" {
		cudaVersion = over.CUDA
	}
	rel, err := m.Release(cudaVersion)
	if err != nil {
		return nil, err
	}
	t := &Target{Project: cfg, Profile: prof, CUDA: rel, Env: env, Guard: prof.Guard.Spec()}
	t.Requirements = cfg.Requirements
	if over.Requirements != "" {
		t.Requirements = over.Requirements
	}
	t.Install = cfg.Installs[t.Requirements]
	steps := []func() error{
		t.checkGPU(m),
		func() error { return t.resolveOS(cfg.OS) },
		func() error {
			if cfg.Torch == TorchFromBase {
				return nil // the base image's python: resolveTorchBase checks it
			}
			return t.resolvePython(cfg.Python)
		},
		func() error { return t.resolveTorch(cfg, m) },
		func() error { return t.checkRepoPins(m) },
		func() error { return t.checkFeatures(cfg.Features, cat, m) },
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	t.applyTrain(cfg, over, prof)
	return t, nil
}

// applyTrain sets what the target trains with: the trainer overrides, the
// command (the profile's own over spkit.yaml's, then its extra arguments),
// the config and the metrics, each a copy the run may change.
func (t *Target) applyTrain(cfg *Config, over ProfileOverride, prof *profiles.Profile) {
	t.TrainerOverrides = prof.TrainerOverrides
	t.UserOverrides = over.TrainerOverrides
	cmd := cfg.Train.Command
	if len(over.TrainCommand) > 0 {
		cmd = over.TrainCommand
	}
	t.TrainCommand = append(append([]string(nil), cmd...), over.TrainArgs...)
	t.TrainConfig = cfg.Train.Config
	if over.TrainConfig != "" {
		t.TrainConfig = over.TrainConfig
	}
	t.Metrics = cfg.Metrics
	if over.Metrics != nil {
		t.Metrics = over.Metrics
	}
	if t.Metrics != nil {
		m := *t.Metrics // the target's own: a run may change it, the config stays
		t.Metrics = &m
	}
}

func applyOverride(base *profiles.Profile, over ProfileOverride, cfg *Config) *profiles.Profile {
	p := profiles.Merge(base, &profiles.Profile{
		TrainerOverrides: over.TrainerOverrides,
		Guard:            profiles.Guard{MaxUsed: over.MaxUsed, MinAvailable: over.MinAvailable},
	})
	p.Extends, p.Origin = base.Extends, base.Origin
	if len(over.TrainerOverrides) > 0 || over.MaxUsed != 0 || !over.MinAvailable.IsZero() || len(over.Env) > 0 {
		file := cfg.Path
		if file == "" {
			file = FileName
		}
		p.Origin = fmt.Sprintf("%s with the overrides in %s", base.Origin, file)
	}
	return p
}

// validateMerged validates the profile as the project changes it: its
// trainer overrides, guard limits and the merged environment.
func validateMerged(p *profiles.Profile, env map[string]string, m *profiles.Matrix) error {
	check := *p
	check.Env = env
	return check.Validate(m)
}

func mergeEnv(layers ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, l := range layers {
		maps.Copy(out, l)
	}
	return out
}

// checkGPU refuses a profile whose GPU the CUDA release does not support
// (V100 with CUDA 13) and TORCH_CUDA_ARCH_LIST entries it cannot build.
func (t *Target) checkGPU(m *profiles.Matrix) func() error {
	return func() error {
		p := t.Profile
		if !p.HasGPU() || p.GPU.ComputeCapability == "" {
			return t.checkArchList()
		}
		cc, err := profiles.ParseCC(p.GPU.ComputeCapability)
		if err != nil {
			return errdefs.Configf("fix the profile's gpu.compute_capability", "profile %s: %v", p.Name, err)
		}
		if t.CUDA.Supports(cc) {
			return t.checkArchList()
		}
		arch := m.ArchitectureOf(cc)
		// The releases with a torch for this GPU and platform (the
		// project's torch, when it names one), the newest torch first: for
		// a V100, 12.6.
		q := profiles.TorchQuery{Platform: p.Platform, CC: p.GPU.ComputeCapability}
		if t.Project != nil && t.Project.Torch != TorchFromBase {
			q.Torch, _, _ = strings.Cut(t.Project.Torch, "+")
		}
		releases := m.ReleasesFor(q)
		if len(releases) == 0 {
			releases = m.ReleasesSupporting(cc)
		}
		hint := supportedHint(releases, p.Name)
		for _, d := range t.CUDA.Dropped {
			if d == arch {
				return errdefs.Configf(hint, "CUDA %s dropped %s GPUs (profile %s, compute capability %s)",
					t.CUDA.Version, capitalize(arch), p.Name, cc)
			}
		}
		return errdefs.Configf(hint, "CUDA %s supports compute capability %s to %s, profile %s has %s (%s)",
			t.CUDA.Version, t.CUDA.MinComputeCapability, t.CUDA.MaxComputeCapability, p.Name, cc, arch)
	}
}

func supportedHint(versions []string, profile string) string {
	if len(versions) == 0 {
		return "no CUDA release spkit knows supports this GPU"
	}
	return fmt.Sprintf("use CUDA %s (set cuda: %s, or profiles.%s.cuda: %s in %s)",
		strings.Join(versions, " or "), versions[0], profile, versions[0], FileName)
}

func (t *Target) checkArchList() error {
	for _, a := range strings.FieldsFunc(t.Profile.TorchCUDAArchList, func(r rune) bool { return r == ';' || r == ' ' }) {
		cc, err := profiles.ParseCC(strings.TrimSuffix(a, "+PTX"))
		if err != nil {
			return errdefs.Configf("fix torch_cuda_arch_list", "profile %s: %v", t.Profile.Name, err)
		}
		if !t.CUDA.Supports(cc) {
			return errdefs.Configf(fmt.Sprintf("keep TORCH_CUDA_ARCH_LIST within %s to %s, or pick another CUDA", t.CUDA.MinComputeCapability, t.CUDA.MaxComputeCapability),
				"profile %s: torch_cuda_arch_list entry %s is not supported by CUDA %s", t.Profile.Name, a, t.CUDA.Version)
		}
	}
	return nil
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
