package compose

import (
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/imageenv"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// The allocator setting's two names (FACTS.md, Environment): PYTORCH_ALLOC_CONF
// from torch 2.9 on; 2.9.1 ignores it for expandable_segments (pytorch issue
// 183387), so the old name is always set to the same value.
const (
	allocEnv       = "PYTORCH_ALLOC_CONF"
	allocEnvLegacy = "PYTORCH_CUDA_ALLOC_CONF"
)

// environment is the target's env (profile < project < per-profile), checked
// against FACTS.md's rules, plus HF_HOME and the SPKIT_* variables that
// `spkit run` and `spkit healthcheck` read.
func (b *serviceBuilder) environment() error {
	env := map[string]string{}
	for k, v := range b.t.Env {
		env[k] = v
	}
	if err := checkVisibleDevices(env); err != nil {
		return err
	}
	if err := b.allocator(env); err != nil {
		return err
	}
	if b.t.Profile.HasGPU() {
		setDefault(env, "NVIDIA_VISIBLE_DEVICES", "all")
		setDefault(env, "NVIDIA_DRIVER_CAPABILITIES", "compute,utility")
	}
	env["HF_HOME"] = CacheDir
	b.spkitEnv(env)
	out := types.MappingWithEquals{}
	for k, v := range env {
		v := escape(v)
		out[k] = &v
	}
	b.svc.Environment = out
	return nil
}

// checkVisibleDevices refuses CUDA_VISIBLE_DEVICES=all: CUDA reads it as a
// device name that does not exist and hides every GPU.
func checkVisibleDevices(env map[string]string) error {
	if strings.EqualFold(strings.TrimSpace(env["CUDA_VISIBLE_DEVICES"]), "all") {
		return errdefs.Configf("use NVIDIA_VISIBLE_DEVICES=all (or indices/UUIDs), or drop it: the compose device reservation already exposes the GPUs",
			"CUDA_VISIBLE_DEVICES=all is invalid and hides every GPU")
	}
	return nil
}

// allocator sets the allocator config under both names and refuses keys
// upstream PyTorch rejects (use_uvm and friends come from a custom build).
func (b *serviceBuilder) allocator(env map[string]string) error {
	cur, legacy := env[allocEnv], env[allocEnvLegacy]
	switch {
	case cur == "" && legacy == "":
		return nil
	case cur == "":
		cur = legacy
	case legacy != "" && legacy != cur:
		return errdefs.Configf("set one value; spkit writes it under both names",
			"%s=%q and %s=%q disagree", allocEnv, cur, allocEnvLegacy, legacy)
	}
	keys := b.o.AllocatorKeys
	if keys == nil {
		keys = profiles.DefaultMatrix().AllocatorKeys
	}
	for _, kv := range strings.Split(cur, ",") {
		k, _, _ := strings.Cut(strings.TrimSpace(kv), ":")
		if k != "" && !slices.Contains(keys, k) {
			return errdefs.Configf("upstream PyTorch accepts: "+strings.Join(keys, ", "),
				"%s key %q is not an upstream PyTorch allocator option", allocEnv, k)
		}
	}
	env[allocEnv], env[allocEnvLegacy] = cur, cur
	return nil
}

// spkitEnv exports what the supervisor and the healthcheck need; the image
// sets the same names, and these carry the project's overrides at run time.
func (b *serviceBuilder) spkitEnv(env map[string]string) {
	t := b.t
	env[images.EnvProfile] = t.Profile.Name
	env[images.EnvCUDAVersion] = t.CUDA.Version
	env[images.EnvMinDriver] = t.CUDA.MinDriver
	gpus := "0"
	if t.Profile.HasGPU() {
		gpus = orDefault(t.Profile.Runtime.GPUs, "all")
	}
	env[images.EnvGPUCount] = gpus
	env[images.EnvUnified] = boolString(t.Profile.Unified())
	for k, v := range map[string]string{
		images.EnvMaxUsed:       t.Guard.MaxUsed,
		images.EnvMinAvailable:  t.Guard.MinAvailable,
		images.EnvGuardInterval: t.Guard.Interval,
		images.EnvGrace:         t.Guard.Grace,
		imageenv.GuardSources:   t.Guard.Sources,
	} {
		// Set even when empty: an empty value means "the supervisor's
		// default" and must override whatever the image was built with.
		env[k] = v
	}
}

func setDefault(env map[string]string, k, v string) {
	if env[k] == "" {
		env[k] = v
	}
}

func boolString(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
