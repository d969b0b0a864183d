package profiles

import (
	"maps"

	"github.com/spkit-dev/spkit/internal/memsize"
)

// Merge returns base with the fields set in over replacing base's; maps are
// merged key by key. Neither argument is modified.
func Merge(base, over *Profile) *Profile {
	out := *base
	out.Extends = over.Extends
	out.Origin = over.Origin
	setString(&out.Name, over.Name)
	setString(&out.Description, over.Description)
	setString(&out.Platform, over.Platform)
	out.GPU = mergeGPU(base.GPU, over.GPU)
	mergeMemory(&out.Memory, over.Memory)
	setString(&out.TorchCUDAArchList, over.TorchCUDAArchList)
	out.Env = mergeMap(base.Env, over.Env)
	out.Runtime = mergeRuntime(base.Runtime, over.Runtime)
	out.Guard = MergeGuard(base.Guard, over.Guard)
	out.TrainerOverrides = mergeMap(base.TrainerOverrides, over.TrainerOverrides)
	out.Sources = mergeMap(base.Sources, over.Sources)
	return &out
}

// mergeGPU merges field by field, so a user profile can change one value
// (gpu.count) of the profile it extends.
func mergeGPU(base, over *GPU) *GPU {
	if base == nil && over == nil {
		return nil
	}
	var g GPU
	if base != nil {
		g = *base
	}
	if over != nil {
		setString(&g.Name, over.Name)
		setString(&g.Architecture, over.Architecture)
		setString(&g.ComputeCapability, over.ComputeCapability)
		if over.Count > 0 {
			g.Count = over.Count
		}
	}
	return &g
}

func mergeMemory(m *Memory, over Memory) {
	setString(&m.Model, over.Model)
	setSize(&m.GPU, over.GPU)
	setSize(&m.System, over.System)
	setString(&m.Bandwidth, over.Bandwidth)
	setString(&m.Coherence, over.Coherence)
}

func mergeRuntime(base, over Runtime) Runtime {
	setString(&base.GPUs, over.GPUs)
	setString(&base.IPC, over.IPC)
	setSize(&base.ShmSize, over.ShmSize)
	base.Ulimits = mergeMap(base.Ulimits, over.Ulimits)
	return base
}

func setString(dst *string, v string) {
	if v != "" {
		*dst = v
	}
}

func setSize(dst *memsize.Size, v memsize.Size) {
	if v > 0 {
		*dst = v
	}
}

func mergeMap[V any](base, over map[string]V) map[string]V {
	if base == nil && over == nil {
		return nil
	}
	out := make(map[string]V, len(base)+len(over))
	maps.Copy(out, base)
	maps.Copy(out, over)
	return out
}
