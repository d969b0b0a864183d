package app

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/probe"
)

// probeMemory is the memory a probe judges its trials by: one pool (no
// GPU, or unified memory), or on discrete GPUs the fullest device's memory
// with host memory judged apart.
type probeMemory struct {
	model string
	// ceiling is the judged pool's; hostCeiling host memory's (discrete).
	ceiling, hostCeiling uint64
	// gpuTotal is the fullest device's total, devices how many the trial
	// may use (discrete).
	gpuTotal uint64
	devices  int
	source   string
	// why says how the model was decided, for the probe's first line.
	why string
}

// memory decides the memory model and the ceilings: the GPUs' own memory
// when NVML reports it for every device the trial may use (each less what
// is not the trainer's when the probe starts; the fullest device decides),
// one pool where it reports none (unified memory) or there is no GPU.
func (p *prober) memory() (probeMemory, error) {
	m := probeMemory{model: probe.Host, source: "cgroup"}
	if p.req.Local {
		m.source = "tree"
	}
	if !p.t.Profile.HasGPU() {
		c, err := p.hostCeiling(true)
		m.ceiling = c
		return m, err
	}
	m.source += "+gpu"
	m.model, m.why = probe.Unified, "one pool: "
	devs, why := p.trialGPUs()
	switch {
	case len(devs) > 0 && devs[0].MemoryNotSupported:
		m.why += why
	case len(devs) > 0:
		m.model = probe.Discrete
		m.devices, m.why = len(devs), why
		for i, d := range devs {
			free := d.MemoryTotal - min(d.MemoryUsed, d.MemoryTotal)
			if i == 0 || free < m.ceiling {
				m.ceiling, m.gpuTotal = free, d.MemoryTotal
			}
		}
	case !p.t.Profile.Unified() && p.t.Profile.Memory.GPU > 0:
		// No devices known: no GPU limit for the guard (spkit run would
		// refuse one without NVML), the GPU's own OOM still ends a trial.
		m.model = probe.Discrete
		m.ceiling, m.gpuTotal = uint64(p.t.Profile.Memory.GPU), uint64(p.t.Profile.Memory.GPU)
		m.why = why + "; the GPU's memory is the profile's memory.gpu"
	default:
		m.why += why + "; the profile's memory model is " + p.t.Profile.Memory.Model
	}
	host, err := p.hostCeiling(m.model != probe.Discrete)
	if err != nil {
		return m, err
	}
	if m.model == probe.Discrete {
		m.hostCeiling = host
		if p.req.Ceiling > 0 {
			m.ceiling = uint64(p.req.Ceiling)
		}
		return m, nil
	}
	m.ceiling = host
	return m, nil
}

// trialGPUs are the devices a trial may use (CUDA_VISIBLE_DEVICES or
// NVIDIA_VISIBLE_DEVICES in the profile's environment, else this
// process's, else all), and how NVML's reading decided the model; none
// when NVML cannot be read.
func (p *prober) trialGPUs() ([]gpu.Device, string) {
	if p.d.GPU == nil {
		return nil, "NVML is not available"
	}
	info, err := p.d.GPU.Info()
	if err != nil || len(info.Devices) == 0 {
		return nil, fmt.Sprintf("NVML could not be read (%v)", err)
	}
	devs := visibleGPUs(info.Devices, p.visibleSpec())
	if len(devs) == 0 {
		devs = info.Devices
	}
	for _, d := range devs {
		if d.MemoryNotSupported || d.MemoryTotal == 0 {
			_, why := d.Unified()
			return []gpu.Device{d}, fmt.Sprintf("GPU %d (%s): %s", d.Index, d.Name, why)
		}
	}
	idx := make([]string, len(devs))
	for i, d := range devs {
		idx[i] = strconv.Itoa(d.Index)
	}
	return devs, fmt.Sprintf("GPU %s (%s): NVML reports dedicated memory", strings.Join(idx, ","), devs[0].Name)
}

func (p *prober) visibleSpec() string {
	for _, k := range []string{"CUDA_VISIBLE_DEVICES", "NVIDIA_VISIBLE_DEVICES"} {
		if v, ok := p.t.Env[k]; ok {
			return v
		}
		if v, ok := os.LookupEnv(k); ok && p.req.Local {
			return v
		}
	}
	return ""
}

// visibleGPUs picks the devices a CUDA_VISIBLE_DEVICES-style list names
// (indices or UUIDs); all for "", "all" or a list that names none.
func visibleGPUs(devs []gpu.Device, spec string) []gpu.Device {
	spec = strings.TrimSpace(spec)
	if spec == "" || spec == "all" {
		return devs
	}
	var out []gpu.Device
	for _, f := range strings.Split(spec, ",") {
		f = strings.TrimSpace(f)
		i := slices.IndexFunc(devs, func(d gpu.Device) bool {
			return strconv.Itoa(d.Index) == f || (f != "" && strings.HasPrefix(d.UUID, f))
		})
		if i >= 0 {
			out = append(out, devs[i])
		}
	}
	return out
}

// hostCeiling is what the profile's guard leaves the trainer of host
// memory: its max-used limit (or the total less its headroom) less what
// the machine already uses; --ceiling when host memory is the judged pool
// (judged).
func (p *prober) hostCeiling(judged bool) (uint64, error) {
	if p.req.Ceiling > 0 && judged {
		return uint64(p.req.Ceiling), nil
	}
	snap, err := hostmem.ReadSnapshot(p.d.ProcRoot, 0)
	if err != nil {
		return 0, errdefs.Wrap(errdefs.Environment, err, "cannot read this machine's memory", "give the ceiling: --ceiling SIZE")
	}
	limit := snap.Total - min(p.t.Guard.MinAvailable.Of(snap.Total), snap.Total)
	if g := uint64(p.t.Guard.MaxUsed); g > 0 {
		limit = g
	}
	used := snap.Used()
	if used >= limit {
		return 0, errdefs.New(errdefs.Environment, fmt.Sprintf("this machine already uses %s, the profile's guard allows %s: nothing is left for a trial",
			memsize.Size(used), memsize.Size(limit)), "stop what holds the memory, or give --ceiling SIZE")
	}
	return limit - used, nil
}

// marginTarget is ceiling less the margin; a margin over half the ceiling is
// refused (exit 2), not silently capped.
func marginTarget(ceiling uint64, margin memsize.Headroom, what string) (uint64, error) {
	m := margin.Of(ceiling)
	if m > ceiling/2 {
		return 0, errdefs.Usagef(fmt.Sprintf("give at most %s (half the ceiling), e.g. --margin 5%%", memsize.Size(ceiling/2)),
			"--margin %s is %s, more than half the %s ceiling of %s", margin, memsize.Size(m), what, memsize.Size(ceiling))
	}
	return ceiling - m, nil
}
