package profiles

import (
	"fmt"
	"slices"
	"strings"
)

// TorchQuery asks for a torch release on one CUDA release, platform, GPU
// and python. Empty fields ask for nothing.
type TorchQuery struct {
	CUDA     string // "12.9"; "" is the default release
	Torch    string // "2.9.1", "2.9" (newest 2.9.x), "" (newest that fits)
	Platform string // "linux/arm64"
	CC       string // the GPU's compute capability, "7.0"
	Python   string // "3.12"
	Profile  string // for messages
	// Torchvision and Torchaudio, when set, are the versions the torch
	// release must pair with (spkit.yaml's pins: torchaudio: 2.10.0 takes
	// torch 2.10.0); WithTorchaudio asks for any torchaudio (a project
	// that imports it: torch 2.12 and later pair with 2.11.0 where the
	// wheel line has it).
	Torchvision, Torchaudio string
	WithTorchaudio          bool
	// Accept, when set, is what else the torch version must satisfy (a
	// requirements file's specifiers); AcceptDesc says it in messages
	// ("torch>=2.10,<2.14").
	Accept     func(torch string) bool
	AcceptDesc string
}

// ResolveTorch returns the torch release that fits q, with Python narrowed
// to q.Platform's wheels. When none fits, the error says why and names the
// nearest valid combination.
func (m *Matrix) ResolveTorch(q TorchQuery) (*TorchRelease, error) {
	rel, err := m.Release(q.CUDA)
	if err != nil {
		return nil, err
	}
	why, unaccepted := "", ""
	for i := range rel.Torch {
		t := &rel.Torch[i]
		if !torchMatches(t.Torch, q.Torch) {
			continue
		}
		reason := m.misfit(rel, t, q)
		if reason == "" {
			return t.narrowed(q.Platform), nil
		}
		switch {
		case q.Accept != nil && !q.Accept(t.Torch):
			// Say why the ones the requirements accept do not fit.
			if unaccepted == "" {
				unaccepted = reason
			}
		case why == "":
			why = reason
		}
	}
	if why == "" {
		why = unaccepted
	}
	return nil, m.refuse(rel, q, why)
}

// misfit says why t does not fit q, or "".
func (m *Matrix) misfit(rel *CUDARelease, t *TorchRelease, q TorchQuery) string {
	tag := rel.WheelLine()
	if q.Platform != "" && t.PythonOn(q.Platform) == nil {
		return fmt.Sprintf("torch %s exists for %s on %s but not %s", t.Torch, tag, strings.Join(t.archs(), " and "), archOf(q.Platform))
	}
	if cc, err := ParseCC(q.CC); err == nil && !t.Covers(cc) {
		return fmt.Sprintf("torch %s's %s wheels are not built for compute capability %s (%s; they carry %s)",
			t.Torch, tag, cc, m.ArchitectureOf(cc), strings.Join(t.Arch, ", "))
	}
	if q.Python != "" && !slices.Contains(t.narrowed(q.Platform).Python, q.Python) {
		return fmt.Sprintf("torch %s has no %s wheels for python %s%s", t.Torch, tag, q.Python, onPlatform(q.Platform))
	}
	if q.Python != "" && !slices.Contains(t.VisionPythonOn(q.Platform), q.Python) {
		return fmt.Sprintf("torchvision %s (torch %s's) has no %s wheels for python %s%s; torch has", t.Torchvision, t.Torch, tag, q.Python, onPlatform(q.Platform))
	}
	return t.pairMisfit(tag, q)
}

// pairMisfit says why t's torchvision/torchaudio or version does not do
// for q, or "".
func (t *TorchRelease) pairMisfit(tag string, q TorchQuery) string {
	switch {
	case q.Accept != nil && !q.Accept(t.Torch):
		return fmt.Sprintf("torch %s does not satisfy %s", t.Torch, orDash(q.AcceptDesc))
	case q.Torchvision != "" && t.Torchvision != q.Torchvision:
		return fmt.Sprintf("torch %s pairs with torchvision %s, not %s", t.Torch, t.Torchvision, q.Torchvision)
	case (q.Torchaudio != "" || q.WithTorchaudio) && t.Torchaudio == "":
		return fmt.Sprintf("torch %s has no torchaudio on %s (torchaudio's releases ended at 2.11.0)", t.Torch, tag)
	case q.Torchaudio != "" && t.Torchaudio != q.Torchaudio:
		return fmt.Sprintf("torch %s pairs with torchaudio %s, not %s", t.Torch, t.Torchaudio, q.Torchaudio)
	}
	return ""
}

// FindTorchFor is FindTorch for one platform ("" for any): nil when torch
// has no wheels there; Python is that platform's.
func (c *CUDARelease) FindTorchFor(torch, platform string) *TorchRelease {
	t := c.FindTorch(torch)
	if t == nil || (platform != "" && t.PythonOn(platform) == nil) {
		return nil
	}
	return t.narrowed(platform)
}

// WheelLine returns the PyTorch wheel line the release installs ("cu130").
func (c *CUDARelease) WheelLine() string {
	return c.TorchIndex[strings.LastIndex(c.TorchIndex, "/")+1:]
}

// PythonOn returns the CPython versions with wheels on platform, or nil.
// Data without per-platform wheels answers Python for every platform.
func (t *TorchRelease) PythonOn(platform string) []string {
	if len(t.Wheels) == 0 {
		return t.Python
	}
	for _, w := range t.Wheels {
		if w.Platform == platform {
			return w.Python
		}
	}
	return nil
}

// VisionPythonOn returns the CPython versions the paired torchvision has
// wheels for on platform ("" for any): torch's, less those torchvision
// lacks (torch 2.13's cp315).
func (t *TorchRelease) VisionPythonOn(platform string) []string {
	var out []string
	for _, w := range t.Wheels {
		if platform != "" && w.Platform != platform {
			continue
		}
		py := w.Python
		if len(w.Torchvision) > 0 {
			py = w.Torchvision
		}
		for _, v := range py {
			if !slices.Contains(out, v) {
				out = append(out, v)
			}
		}
	}
	if len(t.Wheels) == 0 {
		return t.Python
	}
	return out
}

// Covers reports whether the wheels run on a GPU of compute capability cc:
// a cubin runs on its own major at the same or a later minor, PTX on any
// later GPU. No arch list means unknown: covered.
func (t *TorchRelease) Covers(cc CC) bool {
	if len(t.Arch) == 0 {
		return true
	}
	for _, a := range t.Arch {
		base, ptx := strings.CutSuffix(a, "+PTX")
		have, err := ParseCC(base)
		if err != nil {
			continue
		}
		if (ptx && have.Cmp(cc) <= 0) || (have.Major == cc.Major && have.Cmp(cc) <= 0) {
			return true
		}
	}
	return false
}

// ArchList returns a TORCH_CUDA_ARCH_LIST ("7.5", "12.0+PTX") as
// torch.cuda.get_arch_list() names it: sm_75, sm_120 and compute_120 (the
// PTX). Entries that do not parse are left out; nil for an empty list
// (unknown).
func ArchList(arch []string) []string {
	var out []string
	for _, a := range arch {
		base, ptx := strings.CutSuffix(a, "+PTX")
		cc, err := ParseCC(base)
		if err != nil {
			continue
		}
		num := fmt.Sprintf("%d%d", cc.Major, cc.Minor)
		out = append(out, "sm_"+num)
		if ptx {
			out = append(out, "compute_"+num)
		}
	}
	return out
}

func (t *TorchRelease) narrowed(platform string) *TorchRelease {
	out := *t
	if platform == "" {
		return &out
	}
	out.Python, out.Wheels = t.PythonOn(platform), nil
	for _, w := range t.Wheels {
		if w.Platform == platform {
			out.Wheels = append(out.Wheels, w)
		}
	}
	return &out
}

// archs returns the architectures torch has wheels for ("amd64").
func (t *TorchRelease) archs() []string {
	var out []string
	for _, w := range t.Wheels {
		out = append(out, archOf(w.Platform))
	}
	return out
}

func torchMatches(have, want string) bool {
	return want == "" || have == want || strings.HasPrefix(have, want+".")
}

func archOf(platform string) string { return platform[strings.LastIndex(platform, "/")+1:] }

func onPlatform(platform string) string {
	if platform == "" {
		return ""
	}
	return " on " + archOf(platform)
}

// For returns the part of the matrix a platform and GPU can use: the CUDA
// releases that build for cc, each with the torch releases that have
// wheels on platform (python narrowed to them) and carry code for cc.
// Empty arguments filter nothing.
func (m *Matrix) For(platform, cc string) *Matrix {
	out := *m
	out.CUDA = nil
	for i := range m.CUDA {
		rel := m.CUDA[i]
		if !rel.supportsCC(cc) {
			continue
		}
		rel.Torch = nil
		for j := range m.CUDA[i].Torch {
			t := &m.CUDA[i].Torch[j]
			if m.misfit(&m.CUDA[i], t, TorchQuery{Platform: platform, CC: cc}) == "" {
				rel.Torch = append(rel.Torch, *t.narrowed(platform))
			}
		}
		out.CUDA = append(out.CUDA, rel)
	}
	return &out
}

// ResolveTorchCPU is ResolveTorch for a profile without a GPU. Its wheels
// come from PyTorch's CPU index, which carries every release, so a pinned
// torch the CUDA line lacks is still found (with its torchvision and
// torchaudio pairing) on another line that lists it for q.Platform. With
// no pin it picks what the GPU profiles of the same spkit.yaml get: the
// newest torch on q.CUDA's line. q.CC is ignored.
func (m *Matrix) ResolveTorchCPU(q TorchQuery) (*TorchRelease, error) {
	q.CC = ""
	t, err := m.ResolveTorch(q)
	if err == nil || q.Torch == "" {
		return t, err
	}
	var best *TorchRelease
	for i := range m.CUDA {
		for j := range m.CUDA[i].Torch {
			t := &m.CUDA[i].Torch[j]
			if !torchMatches(t.Torch, q.Torch) || m.misfit(&m.CUDA[i], t, q) != "" {
				continue
			}
			if best == nil || versionBefore(best.Torch, t.Torch) {
				best = t
			}
		}
	}
	if best != nil {
		return best.narrowed(q.Platform), nil
	}
	return nil, err
}
