package profiles

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/envcheck"
	"github.com/spkit-dev/spkit/trainconfig"
)

func (p *Profile) validateEnv(m *Matrix) error {
	for _, k := range slices.Sorted(maps.Keys(p.Env)) {
		if problem, hint := envcheck.Check(k, p.Env[k]); problem != "" {
			return p.errorf(hint, "env: %s", problem)
		}
	}
	if v, ok := p.Env["CUDA_VISIBLE_DEVICES"]; ok && strings.EqualFold(strings.TrimSpace(v), "all") {
		return p.errorf("use NVIDIA_VISIBLE_DEVICES=all (or indices/UUIDs); CUDA_VISIBLE_DEVICES takes indices or UUIDs",
			"env CUDA_VISIBLE_DEVICES=all hides every GPU")
	}
	newName, oldName := envcheck.AllocatorEnv[0], envcheck.AllocatorEnv[1]
	nv, hasNew := p.Env[newName]
	ov, hasOld := p.Env[oldName]
	if hasNew != hasOld || nv != ov {
		return p.errorf(fmt.Sprintf("set %s and %s to the same value (torch 2.9.1 ignores expandable_segments under the new name)", newName, oldName),
			"env %s=%q and %s=%q differ", newName, nv, oldName, ov)
	}
	if hasNew {
		if err := CheckAllocatorConf(nv, m.AllocatorKeys); err != nil {
			return p.errorf("upstream PyTorch accepts: "+strings.Join(m.AllocatorKeys, ", "), "env %s: %v", newName, err)
		}
	}
	if v, ok := p.Env["UNIFIED_MEMORY"]; ok && (v == "true") != p.Unified() {
		return p.errorf(fmt.Sprintf("set UNIFIED_MEMORY to %q to match memory.model", fmt.Sprint(p.Unified())),
			"env UNIFIED_MEMORY=%s on a profile with memory.model %s", v, p.Memory.Model)
	}
	return nil
}

// CheckAllocatorConf checks a PYTORCH_ALLOC_CONF value ("key:value,...")
// against the keys upstream PyTorch accepts.
func CheckAllocatorConf(conf string, keys []string) error {
	for _, kv := range strings.Split(conf, ",") {
		key, val, ok := strings.Cut(strings.TrimSpace(kv), ":")
		if !ok || key == "" || val == "" {
			return fmt.Errorf("%q is not key:value", kv)
		}
		if !slices.Contains(keys, key) {
			if s := Suggest(key, keys); s != "" {
				return fmt.Errorf("unknown allocator key %q (did you mean %q?)", key, s)
			}
			return fmt.Errorf("unknown allocator key %q (PyTorch rejects it)", key)
		}
	}
	return nil
}

var ipcModes = []string{"", "host", "private", "shareable", "none"}

func (p *Profile) validateRuntime(*Matrix) error {
	r := p.Runtime
	if p.HasGPU() && r.GPUs == "" {
		return p.errorf(`set runtime.gpus: all (or a count)`, "a GPU profile without runtime.gpus")
	}
	if !p.HasGPU() && r.GPUs != "" {
		return p.errorf("remove runtime.gpus", "runtime.gpus %q on a profile without a GPU", r.GPUs)
	}
	if !slices.Contains(ipcModes, r.IPC) {
		return p.errorf("set runtime.ipc: host (or private, shareable, none)", "unknown runtime.ipc %q", r.IPC)
	}
	for _, name := range slices.Sorted(maps.Keys(r.Ulimits)) {
		if v := r.Ulimits[name]; v < -1 || v == 0 {
			return p.errorf("use -1 for unlimited or a positive number", "runtime.ulimits.%s is %d", name, v)
		}
	}
	return nil
}

// unifiedOnlyOverrides are trainer overrides that only make sense where the
// GPU shares system memory (seed 000's train_dgx_spark.yaml).
var unifiedOnlyOverrides = []string{"unified_memory"}

func (p *Profile) validateOverrides(*Matrix) error {
	if err := trainconfig.CheckOverrides(p.TrainerOverrides); err != nil {
		return p.errorf(trainconfig.OverridesHint, "%v", err)
	}
	if p.Unified() {
		return nil
	}
	for _, k := range unifiedOnlyOverrides {
		if v, ok := p.TrainerOverrides[k]; ok && truthy(v) {
			return p.errorf(fmt.Sprintf("remove %s: true, or use a unified-memory profile such as dgx-spark", k),
				"trainer override %s: true on a profile with memory.model %s", k, p.Memory.Model)
		}
	}
	return nil
}

func truthy(v any) bool {
	switch t := v.(type) {
	case bool:
		return t
	case string:
		return strings.EqualFold(t, "true") || t == "1" || strings.EqualFold(t, "yes")
	case int:
		return t != 0
	}
	return false
}
