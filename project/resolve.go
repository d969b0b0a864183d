package project

import (
	"fmt"
	"maps"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// Defaults applied when spkit.yaml leaves a field out.
const (
	DefaultOS              = "ubuntu24.04"
	DefaultWorkdir         = "/app"
	DefaultStopGracePeriod = "120s"
)

func resolve(cfg *Config, name string, cat *profiles.Catalog, m *profiles.Matrix) (*Target, error) {
	base, err := cat.Get(name)
	if err != nil {
		return nil, err
	}
	over := cfg.Profiles[name]
	prof := applyOverride(base, over)

	cudaVersion := cfg.CUDA
	if over.CUDA != "" {
		cudaVersion = over.CUDA
	}
	rel, err := m.Release(cudaVersion)
	if err != nil {
		return nil, err
	}
	t := &Target{Project: cfg, Profile: prof, CUDA: rel}
	if err := t.resolveOS(cfg.OS); err != nil {
		return nil, err
	}
	if err := t.resolveTorch(cfg, m); err != nil {
		return nil, err
	}
	t.Env = mergeEnv(prof.Env, cfg.Env, over.Env)
	t.TrainerOverrides = prof.TrainerOverrides
	t.TrainCommand = append(append([]string(nil), cfg.Train.Command...), over.TrainArgs...)
	t.TrainConfig = cfg.Train.Config
	if over.TrainConfig != "" {
		t.TrainConfig = over.TrainConfig
	}
	t.Guard = prof.Guard
	return t, nil
}

func applyOverride(base *profiles.Profile, over ProfileOverride) *profiles.Profile {
	p := profiles.Merge(base, &profiles.Profile{
		TrainerOverrides: over.TrainerOverrides,
		Guard:            profiles.Guard{MaxUsed: over.MaxUsed, MinAvailable: over.MinAvailable},
	})
	p.Extends, p.Origin = base.Extends, base.Origin
	return p
}

func (t *Target) resolveOS(name string) error {
	if name == "" {
		name = DefaultOS
	}
	var known []string
	for _, o := range t.CUDA.OS {
		if o.Name == name {
			t.OS = o
			return nil
		}
		known = append(known, o.Name)
	}
	return errdefs.Configf("CUDA "+t.CUDA.Version+" images come for: "+strings.Join(known, ", "),
		"unknown os %q", name)
}

func (t *Target) resolveTorch(cfg *Config, m *profiles.Matrix) error {
	t.Python = cfg.Python
	if t.Python == "" {
		t.Python = t.OS.Python
	}
	if cfg.Torch == TorchFromBase {
		for i := range m.Bases {
			if m.Bases[i].CUDA == t.CUDA.Version {
				t.TorchBase = &m.Bases[i]
				return nil
			}
		}
		if cfg.BaseImage != "" {
			t.TorchBase = &profiles.TorchBase{Image: cfg.BaseImage, CUDA: t.CUDA.Version, Python: t.Python}
			return nil
		}
		return errdefs.Configf("set base_image: in spkit.yaml", "no image shipping PyTorch is known for CUDA %s", t.CUDA.Version)
	}
	if len(t.CUDA.Torch) == 0 {
		return errdefs.Configf("", "no PyTorch release is known for CUDA %s", t.CUDA.Version)
	}
	if cfg.Torch == "" {
		t.Torch = &t.CUDA.Torch[0]
		return nil
	}
	for i := range t.CUDA.Torch {
		if t.CUDA.Torch[i].Torch == cfg.Torch {
			t.Torch = &t.CUDA.Torch[i]
			return nil
		}
	}
	oldest := t.CUDA.Torch[len(t.CUDA.Torch)-1].Torch
	return errdefs.Configf(fmt.Sprintf("cu%s wheels start at torch %s", strings.ReplaceAll(t.CUDA.Version, ".", ""), oldest),
		"torch %s is not built for CUDA %s", cfg.Torch, t.CUDA.Version)
}

func mergeEnv(layers ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, l := range layers {
		maps.Copy(out, l)
	}
	return out
}
