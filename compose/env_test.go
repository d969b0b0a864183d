package compose

import (
	"strconv"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/images"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

func envOf(t *testing.T, tg *project.Target) (map[string]string, error) {
	t.Helper()
	p, err := Generate([]*project.Target{tg}, Options{})
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for k, v := range p.Services[tg.Profile.Name].Environment {
		out[k] = strings.ReplaceAll(*v, "$$", "$")
	}
	return out, nil
}

// TestEnvironmentRules checks FACTS.md's rules on every built-in profile.
func TestEnvironmentRules(t *testing.T) {
	keys := profiles.DefaultMatrix().AllocatorKeys
	cfg := testConfig(t)
	for _, name := range profiles.Builtin().Names() {
		tg, err := project.Resolve(cfg, name, profiles.Builtin(), profiles.DefaultMatrix())
		if err != nil {
			continue
		}
		env, err := envOf(t, tg)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if v, ok := env["CUDA_VISIBLE_DEVICES"]; ok && strings.EqualFold(v, "all") {
			t.Errorf("%s: CUDA_VISIBLE_DEVICES=all hides every GPU", name)
		}
		if env[allocEnv] != env[allocEnvLegacy] {
			t.Errorf("%s: %s=%q but %s=%q: both names must carry the same value", name, allocEnv, env[allocEnv], allocEnvLegacy, env[allocEnvLegacy])
		}
		for _, kv := range strings.Split(env[allocEnv], ",") {
			k, _, _ := strings.Cut(kv, ":")
			if k != "" && !contains(keys, k) {
				t.Errorf("%s: allocator key %q is not upstream", name, k)
			}
		}
		if tg.Profile.HasGPU() && (env["NVIDIA_VISIBLE_DEVICES"] == "" || env["NVIDIA_DRIVER_CAPABILITIES"] == "") {
			t.Errorf("%s: GPU profile without NVIDIA_VISIBLE_DEVICES / NVIDIA_DRIVER_CAPABILITIES: %v", name, env)
		}
		if env[images.EnvProfile] != name || env["HF_HOME"] != runspec.CacheDir {
			t.Errorf("%s: SPKIT_PROFILE=%q HF_HOME=%q", name, env[images.EnvProfile], env["HF_HOME"])
		}
		if g := tg.Guard.MinAvailable; !g.IsZero() && env[images.EnvMinAvailable] != g.Spec() {
			t.Errorf("%s: %s=%q, want the guard's %q", name, images.EnvMinAvailable, env[images.EnvMinAvailable], g)
		}
		if want := strconv.FormatBool(tg.Profile.Unified()); env[images.EnvUnified] != want {
			t.Errorf("%s: %s=%q, want %s", name, images.EnvUnified, env[images.EnvUnified], want)
		}
	}
}

func TestEnvironmentRefusals(t *testing.T) {
	tests := []struct {
		name string
		env  map[string]string
	}{
		{"CUDA_VISIBLE_DEVICES=all", map[string]string{"CUDA_VISIBLE_DEVICES": "all"}},
		{"use_uvm", map[string]string{allocEnv: "expandable_segments:True,use_uvm:True"}},
		{"uvm_oversubscription_ratio on the old name", map[string]string{allocEnvLegacy: "uvm_oversubscription_ratio:5.0"}},
		{"names disagree", map[string]string{allocEnv: "expandable_segments:True", allocEnvLegacy: "max_split_size_mb:128"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tg := target(t, testConfig(t), "dgx-spark")
			tg.Env = tc.env
			_, err := envOf(t, tg)
			if errdefs.CodeOf(err) != errdefs.Config {
				t.Errorf("err = %v, want a Config error", err)
			}
		})
	}
}

func TestAllocatorSetUnderBothNames(t *testing.T) {
	tg := target(t, testConfig(t), "cpu")
	tg.Env = map[string]string{allocEnvLegacy: "max_split_size_mb:128"}
	env, err := envOf(t, tg)
	if err != nil {
		t.Fatal(err)
	}
	if env[allocEnv] != "max_split_size_mb:128" || env[allocEnvLegacy] != "max_split_size_mb:128" {
		t.Errorf("allocator env = %q / %q, want the value under both names", env[allocEnv], env[allocEnvLegacy])
	}
}

const (
	allocEnv       = "PYTORCH_ALLOC_CONF"
	allocEnvLegacy = "PYTORCH_CUDA_ALLOC_CONF"
)

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}
