package doctor

import (
	"fmt"
	"slices"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/profiles"
)

func (d *Doctor) decide(decision, signal string) {
	d.Recommendation.Decisions = append(d.Recommendation.Decisions, Decision{decision, signal})
}

// recommend picks the profile for this host from the profile data, saying
// why at each step.
func (d *Doctor) recommend(h *Host) {
	d.Recommendation.Decisions = []Decision{}
	if len(d.GPUs) == 0 {
		signal := "NVML reports no GPU"
		if d.NVML != "ok" {
			signal = "NVML: " + d.NVML
		}
		d.Recommendation.Profile = "cpu"
		d.decide("no usable NVIDIA GPU: the cpu profile", signal)
		return
	}
	g := d.GPUs[0]
	model := map[bool]string{true: "unified", false: "discrete"}[g.Unified]
	what := fmt.Sprintf("GPU 0 (%s) has %s memory", g.Name, model)
	if g.Unified && !g.MemoryNotSupported {
		what = fmt.Sprintf("GPU 0 (%s) shares memory coherently with the CPU and has %s of its own", g.Name, gpu.Bytes(g.MemoryTotal))
	}
	d.decide(what, g.UnifiedReason)
	if !d.checkCUDASupport(h.Matrix, g, "linux/"+h.Arch) {
		return
	}
	p, signal := matchProfile(h, g)
	if p == nil {
		d.decide("no profile matches GPU 0", signal)
		d.problem(fmt.Sprintf("no profile describes %s (compute capability %s, %s memory, linux/%s)", g.Name, g.ComputeCapability, model, h.Arch),
			"write one in .spkit/profiles/ that extends the closest built-in profile (spkit profiles list)")
		return
	}
	d.Recommendation.Profile = p.Name
	d.decide("profile "+p.Name, signal)
	if n := len(d.GPUs); p.GPU.Count > 0 && n != p.GPU.Count {
		d.decide(fmt.Sprintf("%d GPUs here, profile %s describes %d", n, p.Name, p.GPU.Count), "NVML device count")
	}
}

// gpuReleases says whether spkit's default CUDA release supports g and,
// where it does not, the releases that do: those with torch for g on
// platform, newest torch first, else any supporting its compute
// capability. An unreadable compute capability is supported by none.
func gpuReleases(m *profiles.Matrix, g GPUReport, platform string) (defaultOK bool, others []string) {
	def := m.Default()
	cc, err := profiles.ParseCC(g.ComputeCapability)
	if err != nil {
		return false, nil
	}
	if def.Supports(cc) && !slices.Contains(def.Dropped, g.Architecture) {
		return true, nil
	}
	if others = m.ReleasesFor(profiles.TorchQuery{Platform: platform, CC: g.ComputeCapability}); len(others) == 0 {
		others = m.ReleasesSupporting(cc)
	}
	return false, others
}

// checkCUDASupport checks GPU 0 against the default CUDA release; when an
// older release in the matrix supports it, that is the fix: the one with
// the newest torch for the GPU on platform (12.6 for a V100). It returns
// false when no release does (the recommendation is then cpu).
func (d *Doctor) checkCUDASupport(m *profiles.Matrix, g GPUReport, platform string) bool {
	ok, older := gpuReleases(m, g, platform)
	if ok {
		return true
	}
	rel := m.Default()
	why := fmt.Sprintf("compute capability %s (%s) is outside CUDA %s's %s to %s (version matrix)",
		g.ComputeCapability, orNone(g.Architecture), rel.Version, rel.MinComputeCapability, rel.MaxComputeCapability)
	if slices.Contains(rel.Dropped, g.Architecture) {
		why = fmt.Sprintf("architecture %s is dropped from CUDA %s (version matrix)", g.Architecture, rel.Version)
	}
	problem := fmt.Sprintf("%s (%s, compute capability %s) is not supported by CUDA %s, spkit's default", g.Name, orNone(g.Architecture), g.ComputeCapability, rel.Version)
	if len(older) == 0 {
		d.Recommendation.Profile = "cpu"
		d.decide(fmt.Sprintf("no CUDA release spkit builds supports %s: the cpu profile", g.Name), why)
		d.problem(problem, fmt.Sprintf("use a GPU with compute capability %s to %s, or run with the cpu profile", rel.MinComputeCapability, rel.MaxComputeCapability))
		return false
	}
	d.decide(fmt.Sprintf("CUDA %s does not support %s; CUDA %s does", rel.Version, g.Name, older[0]), why)
	d.problem(problem, fmt.Sprintf("set cuda: %q in spkit.yaml", older[0]))
	return true
}

// matchProfile finds the profile for the GPU: by NVML name first, then by
// compute capability together with memory model and CPU architecture.
func matchProfile(h *Host, g GPUReport) (*profiles.Profile, string) {
	all := h.Catalog.All()
	for _, p := range all {
		if p.GPU != nil && p.GPU.Name == g.Name {
			return p, fmt.Sprintf("NVML name %q is profile %s's gpu.name", g.Name, p.Name)
		}
	}
	for _, p := range all {
		if p.GPU != nil && p.GPU.ComputeCapability == g.ComputeCapability && p.Unified() == g.Unified && p.Arch() == h.Arch {
			return p, fmt.Sprintf("compute capability %s, %s memory and linux/%s match profile %s", g.ComputeCapability, p.Memory.Model, h.Arch, p.Name)
		}
	}
	return nil, fmt.Sprintf("no profile has gpu.name %q, nor compute capability %s with the same memory model on linux/%s", g.Name, g.ComputeCapability, h.Arch)
}
