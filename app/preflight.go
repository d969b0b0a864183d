package app

import (
	"fmt"
	"io"
	"strings"

	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/project"
)

// memoryMargin is added to the guard's floor: starting a trainer with less
// free than floor+margin means the guard stops it almost at once.
const memoryMargin = 2 << 30

// Host is what preflight knows about the machine and its engine. The
// command fills it; tests write it by hand.
type Host struct {
	// Engine is the engine's info (Runtimes, CDISpecDirs, DiscoveredDevices).
	Engine system.Info
	// Local is true when the engine runs on this machine, so /proc and NVML
	// describe the machine the container will run on.
	Local bool
	// GPU is NVML's reading of this machine; nil with GPUErr set when it
	// could not be read (gpu.NoDriver(GPUErr): no NVIDIA driver).
	GPU    *gpu.Info
	GPUErr error
	// Memory is /proc's view; nil when unknown.
	Memory *hostmem.Snapshot
}

// Refusal is one reason preflight refuses to start a profile.
type Refusal struct {
	Check  string // "nvidia-runtime", "memory-model", "free-memory"
	Reason string
	Hint   string
	// Forceable refusals are skipped with --force.
	Forceable bool
}

// Preflight returns why t should not start on host; empty means go.
func Preflight(t *project.Target, h *Host) []Refusal {
	var out []Refusal
	if t.Profile.HasGPU() {
		out = append(out, runtimeCheck(h)...)
		out = append(out, memoryModelCheck(t, h)...)
	}
	return append(out, freeMemoryCheck(t, h)...)
}

// RefusalError turns refusals into one user error (exit 4).
func RefusalError(profile string, rs []Refusal) error {
	if len(rs) == 1 {
		return errdefs.New(errdefs.Environment, fmt.Sprintf("will not start profile %s: %s", profile, rs[0].Reason), rs[0].Hint)
	}
	checks := make([]string, len(rs))
	for i, r := range rs {
		checks[i] = r.Check
	}
	return errdefs.New(errdefs.Environment,
		fmt.Sprintf("will not start profile %s: %d preflight checks refused (%s)", profile, len(rs), strings.Join(checks, ", ")),
		"the reasons and fixes are listed above")
}

// WriteRefusals lists several refusals, each with its fix, so that the
// error line after them can stay short.
func WriteRefusals(w io.Writer, rs []Refusal) {
	for _, r := range rs {
		fmt.Fprintf(w, "  - %s: %s\n", r.Check, r.Reason)
		if r.Hint != "" {
			fmt.Fprintf(w, "    fix: %s\n", r.Hint)
		}
	}
}

// runtimeCheck: a GPU request needs the engine's NVIDIA runtime (the
// Container Toolkit's hook) or NVIDIA CDI devices.
func runtimeCheck(h *Host) []Refusal {
	if _, ok := h.Engine.Runtimes["nvidia"]; ok {
		return nil
	}
	for _, d := range h.Engine.DiscoveredDevices {
		if strings.HasPrefix(d.ID, "nvidia.com/gpu") {
			return nil
		}
	}
	return []Refusal{{
		Check: "nvidia-runtime", Forceable: true,
		Reason: "the Docker engine has no NVIDIA runtime and no NVIDIA CDI devices, so it cannot give the container a GPU",
		Hint:   compose.NVIDIAToolkitHint,
	}}
}

// memoryModelCheck refuses a unified-memory profile on a discrete GPU and
// the reverse: their settings (CPU offload, pinned memory, the guard's
// limits) are wrong for the other kind. Only for a local engine.
func memoryModelCheck(t *project.Target, h *Host) []Refusal {
	if !h.Local {
		return nil
	}
	if h.GPU == nil {
		if gpu.NoDriver(h.GPUErr) {
			return []Refusal{{Check: "memory-model", Forceable: true,
				Reason: fmt.Sprintf("profile %s needs an NVIDIA GPU but this machine has no NVIDIA driver", t.Profile.Name),
				Hint:   "run on the GPU machine, pick the cpu profile, or pass --force"}}
		}
		return nil
	}
	if len(h.GPU.Devices) == 0 {
		return nil
	}
	d := h.GPU.Devices[0]
	if fits, _ := d.FitsMemoryModel(t.Profile.Unified()); fits {
		return nil
	}
	unified, why := d.Unified()
	kind := map[bool]string{true: "unified-memory", false: "discrete-GPU"}
	return []Refusal{{Check: "memory-model", Forceable: true,
		Reason: fmt.Sprintf("profile %s is for a %s machine but this one has %s (%s): %s",
			t.Profile.Name, kind[t.Profile.Unified()], kind[unified], d.Name, why),
		Hint: "pick the profile for this machine (spkit doctor recommends one) or pass --force"}}
}

// freeMemoryCheck is seed 002's preflight: refuse when MemAvailable is below
// the guard's floor plus a margin, and name the biggest users.
func freeMemoryCheck(t *project.Target, h *Host) []Refusal {
	if !h.Local || h.Memory == nil || t.Guard.MinAvailable.IsZero() {
		return nil
	}
	need := t.Guard.MinAvailable.Of(h.Memory.Total) + memoryMargin
	if h.Memory.Available >= need {
		return nil
	}
	var users []string
	for _, p := range h.Memory.Top {
		users = append(users, fmt.Sprintf("%s (pid %d) %s", p.Name, p.PID, memsize.Size(p.RSS)))
	}
	reason := fmt.Sprintf("only %s of memory is available, profile %s needs %s (guard floor %s + %s margin)",
		memsize.Size(h.Memory.Available), t.Profile.Name, memsize.Size(need), t.Guard.MinAvailable, memsize.Size(memoryMargin))
	if len(users) > 0 {
		reason += "; biggest users: " + strings.Join(users, ", ")
	}
	return []Refusal{{Check: "free-memory", Forceable: true, Reason: reason,
		Hint: "stop what holds the memory (and `sync; echo 3 | sudo tee /proc/sys/vm/drop_caches` on DGX Spark), or pass --force"}}
}
