// Package doctor is `spkit doctor`: what the host has (GPUs, driver,
// memory model, the engine's NVIDIA runtime or CDI) and what the
// repository's image carries for it, each finding with what to do, and the
// profile it recommends. It runs on the host only; the container side
// (healthcheck, validate) is package checks, which the in-image binary links
// without the profiles and the matrix.
package doctor

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/version"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/profiles"
)

// CDIDirs are where CDI specs live (the NVIDIA Container Toolkit writes
// nvidia.yaml to one of them with `nvidia-ctk cdi generate`).
var CDIDirs = []string{"etc/cdi", "var/run/cdi"}

// Host is what doctor reads on the host. The CLI fills it with the real
// machine; tests with fixtures.
type Host struct {
	GPU gpu.Lister
	// Root is the host's file system (os.DirFS("/")): proc/meminfo, CDI dirs.
	Root    fs.FS
	Engine  EngineProber
	Catalog *profiles.Catalog
	Matrix  *profiles.Matrix
	// Arch is the host's GOARCH, compared with profile platforms.
	Arch string
	// Shm reads /dev/shm's size and use; nil leaves it out.
	Shm ShmReader
	// Image tells what the repository's image carries for a profile; nil
	// when there is no spkit.yaml (the image checks are then skipped).
	Image ImageLookup
	// Now is the clock (an NGC tag's age); nil is time.Now.
	Now func() time.Time
}

// Doctor is doctor's report.
type Doctor struct {
	NVML           string          `json:"nvml"`
	DriverVersion  string          `json:"driver_version,omitempty"`
	CUDADriver     string          `json:"cuda_driver_version,omitempty"`
	NewestCUDA     string          `json:"newest_cuda,omitempty"`
	GPUs           []GPUReport     `json:"gpus"`
	Memory         *hostmem.System `json:"memory,omitempty"`
	MemoryModel    *MemoryModel    `json:"memory_model,omitempty"`
	Engine         EngineStatus    `json:"engine"`
	NVIDIARuntime  bool            `json:"nvidia_runtime"`
	CDISpecs       []string        `json:"cdi_specs,omitempty"`
	Recommendation Recommendation  `json:"recommendation"`
	Image          ImageReport     `json:"image"`
	Problems       []Problem       `json:"problems"`
}

// GPUReport is a device with doctor's reading of it.
type GPUReport struct {
	gpu.Device
	// Memory is the GPU's own memory, or "unified".
	Memory        string `json:"memory"`
	Unified       bool   `json:"unified"`
	UnifiedReason string `json:"unified_reason"`
}

// Recommendation is the profile doctor suggests and every decision that led
// to it, each with the signal that made it.
type Recommendation struct {
	Profile   string     `json:"profile"`
	Decisions []Decision `json:"decisions"`
}

// Decision is one step of the recommendation.
type Decision struct {
	Decision string `json:"decision"`
	Signal   string `json:"signal"`
}

// Problem is something wrong, with what to do about it.
type Problem struct {
	Problem string `json:"problem"`
	Fix     string `json:"fix"`
}

// RunDoctor inspects the host.
func RunDoctor(ctx context.Context, h *Host) *Doctor {
	d := &Doctor{Problems: []Problem{}, GPUs: []GPUReport{}}
	info, nvmlErr := h.GPU.Info()
	d.readGPUs(h, info, nvmlErr)
	d.readMemory(h)
	d.readMemoryModel(h)
	d.readEngine(ctx, h)
	d.recommend(h)
	d.checkImage(h)
	return d
}

func (d *Doctor) problem(p, fix string) { d.Problems = append(d.Problems, Problem{p, fix}) }

func (d *Doctor) readGPUs(h *Host, info *gpu.Info, err error) {
	if err != nil {
		d.NVML = err.Error()
		if !gpu.NoDriver(err) {
			d.problem("NVML does not answer: "+err.Error(), "see the hint above; `nvidia-smi` shows the driver's own view")
		}
		return
	}
	d.NVML = "ok"
	d.DriverVersion, d.CUDADriver = info.DriverVersion, info.CUDADriverVersion
	for _, dev := range info.Devices {
		if dev.Architecture == "" {
			dev.Architecture = archFromMatrix(h.Matrix, dev.ComputeCapability)
		}
		r := GPUReport{Device: dev, Memory: gpu.Bytes(dev.MemoryTotal)}
		r.Unified, r.UnifiedReason = dev.Unified()
		if r.Unified && dev.MemoryNotSupported {
			r.Memory = "unified"
		}
		d.GPUs = append(d.GPUs, r)
	}
	d.checkDriver(h.Matrix, "linux/"+h.Arch)
}

// checkDriver finds the newest CUDA in the matrix the driver runs, and
// says which driver the CUDA spkit would build for this GPU needs.
func (d *Doctor) checkDriver(m *profiles.Matrix, platform string) {
	for _, rel := range m.CUDA {
		if version.Compare(d.DriverVersion, rel.MinDriver) >= 0 {
			d.NewestCUDA = rel.Version
			break
		}
	}
	want, why := d.wantedCUDA(m, platform)
	switch {
	case d.NewestCUDA == "":
		oldest := m.CUDA[len(m.CUDA)-1]
		d.problem(fmt.Sprintf("driver %s is older than %s, which CUDA %s (the oldest CUDA spkit builds) needs", d.DriverVersion, oldest.MinDriver, oldest.Version),
			fmt.Sprintf("upgrade the NVIDIA driver to %s or newer (CUDA %s, %s)", want.MinDriver, want.Version, why))
	case version.Compare(d.DriverVersion, want.MinDriver) >= 0:
	default:
		d.problem(fmt.Sprintf("driver %s runs CUDA %s at most; CUDA %s (%s) needs driver %s or newer", d.DriverVersion, d.NewestCUDA, want.Version, why, want.MinDriver),
			fmt.Sprintf("upgrade the NVIDIA driver to %s or newer, or set cuda: %q in spkit.yaml", want.MinDriver, d.NewestCUDA))
	}
}

// wantedCUDA is the CUDA release spkit would build for GPU 0: the default,
// or where the default does not support it, the release with the newest
// torch for it (12.6 for a V100, as checkCUDASupport advises). Driver
// advice aims at it: a V100 machine is not told to install a driver for
// CUDA 13.0, which has no Volta.
func (d *Doctor) wantedCUDA(m *profiles.Matrix, platform string) (profiles.CUDARelease, string) {
	def := *m.Default()
	if len(d.GPUs) == 0 {
		return def, "spkit's default"
	}
	g := d.GPUs[0]
	if ok, others := gpuReleases(m, g, platform); !ok && len(others) > 0 {
		if rel, err := m.Release(others[0]); err == nil {
			return *rel, "the release spkit picks for the " + g.Name
		}
	}
	return def, "spkit's default"
}

// archFromMatrix names the architecture of a compute capability from the
// version matrix, for drivers that do not report it.
func archFromMatrix(m *profiles.Matrix, cc string) string {
	c, err := profiles.ParseCC(cc)
	if err != nil {
		return ""
	}
	return m.ArchitectureOf(c)
}

func (d *Doctor) readMemory(h *Host) {
	data, err := fs.ReadFile(h.Root, "proc/meminfo")
	if err == nil {
		var m hostmem.System
		if m, err = hostmem.ParseSystem(data); err == nil {
			d.Memory = &m
			return
		}
	}
	d.problem("cannot read system memory: "+err.Error(), "run doctor on a Linux host with /proc mounted")
}

func (d *Doctor) readEngine(ctx context.Context, h *Host) {
	d.Engine = h.Engine(ctx)
	d.CDISpecs = nvidiaCDISpecs(h.Root)
	for _, r := range d.Engine.Runtimes {
		if r == "nvidia" {
			d.NVIDIARuntime = true
		}
	}
	switch {
	case !d.Engine.Answers:
		d.problem(d.Engine.Error, d.Engine.Hint)
	case !d.Engine.BuildKit:
		d.problem("the engine's BuildKit cannot be reached: "+d.Engine.BuildKitReason, "upgrade Docker Engine (18.09 or newer), or point spkit build at a buildkitd")
	}
	if len(d.GPUs) > 0 && d.Engine.Answers && !d.NVIDIARuntime && len(d.CDISpecs) == 0 {
		d.problem("the engine has no NVIDIA runtime and no NVIDIA CDI spec: containers cannot get the GPU",
			"install the NVIDIA Container Toolkit, then `sudo nvidia-ctk runtime configure --runtime=docker` and `sudo systemctl restart docker`")
	}
}

// nvidiaCDISpecs lists CDI spec files that describe NVIDIA devices.
func nvidiaCDISpecs(root fs.FS) []string {
	var out []string
	for _, dir := range CDIDirs {
		entries, _ := fs.ReadDir(root, dir)
		for _, e := range entries {
			name := path.Join(dir, e.Name())
			data, err := fs.ReadFile(root, name)
			if err == nil && strings.Contains(string(data), "nvidia.com/gpu") {
				out = append(out, "/"+name)
			}
		}
	}
	return out
}
