package runspec

import (
	"maps"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/envcheck"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// The allocator setting's two names (envcheck.AllocatorEnv): 2.9.1 ignores
// the new one for expandable_segments (pytorch issue 183387), so the old name
// is always set to the same value.
var allocEnv, allocEnvLegacy = envcheck.AllocatorEnv[0], envcheck.AllocatorEnv[1]

// environment is the target's env (profile < project < per-profile), the
// NVIDIA_* defaults on GPU profiles and HF_HOME. SPKIT_* is ImageEnv.
func (r *resolver) environment() error {
	env := maps.Clone(r.t.Env)
	if env == nil {
		env = map[string]string{}
	}
	if r.t.Profile.HasGPU() {
		setDefault(env, "NVIDIA_VISIBLE_DEVICES", "all")
		setDefault(env, "NVIDIA_DRIVER_CAPABILITIES", "compute,utility")
	}
	env["HF_HOME"] = CacheDir
	r.s.Env = env
	return nil
}

// checkEnv refuses CUDA_VISIBLE_DEVICES=all (CUDA reads it as a device name
// that does not exist and hides every GPU) and allocator keys upstream
// PyTorch rejects (use_uvm and friends come from a custom build), and sets
// the allocator config under both names.
func (r *resolver) checkEnv(keys []string) error {
	env := r.s.Env
	if strings.EqualFold(strings.TrimSpace(env["CUDA_VISIBLE_DEVICES"]), "all") {
		return errdefs.Configf("use NVIDIA_VISIBLE_DEVICES=all (or indices/UUIDs), or drop it: the GPU request already exposes the GPUs",
			"CUDA_VISIBLE_DEVICES=all is invalid and hides every GPU")
	}
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
	if keys == nil {
		keys = envcheck.AllocatorKeys
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

func setDefault(env map[string]string, k, v string) {
	if env[k] == "" {
		env[k] = v
	}
}
