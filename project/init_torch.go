// The image OS and Python, and the CUDA and torch, that `spkit init`
// chooses for the repository on every profile's machine.

package project

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// osPythons are the image operating systems with their system Python,
// newest first (the matrix's OS list).
func osPythons(m *profiles.Matrix, cuda string) []profiles.OSImage {
	rel, err := m.Release(cuda)
	if err != nil || len(rel.OS) == 0 {
		return []profiles.OSImage{{Name: "ubuntu24.04", Python: "3.12"}, {Name: "ubuntu22.04", Python: "3.10"}}
	}
	return rel.OS
}

// choosePython picks the image OS whose system Python fits what the
// repository asks (environment setup lines and metadata first, then the
// README's prose); when none fits, it says which Python was asked for and
// what the image has.
func (d *Detection) choosePython(f *reposcan.Findings, m *profiles.Matrix) error {
	d.OS, d.Python = "", ""
	var asks []reposcan.PythonAsk
	for _, strong := range []bool{true, false} {
		for _, a := range f.Python {
			if a.Strong == strong && a.Profile == "" {
				asks = append(asks, a)
			}
		}
	}
	if len(asks) == 0 {
		return nil
	}
	oses := osPythons(m, InitCUDA)
	for _, a := range asks {
		for _, o := range oses {
			if ok, err := reposcan.Satisfies(a.Spec, o.Python); err == nil && ok && allFit(f.Python, o.Python) {
				if o.Name != oses[0].Name {
					d.OS, d.Python = o.Name, o.Python
				}
				d.PythonWhy = fmt.Sprintf("the repository asks for python%s (%s)", a.Spec, a.Source)
				d.note("python %s (%s): %s", o.Python, o.Name, d.PythonWhy)
				return nil
			}
		}
	}
	a := asks[0]
	d.PythonWhy = fmt.Sprintf("the repository asks for python%s (%s); the images have %s", a.Spec, a.Source, pythonsOf(oses))
	d.note("%s: the image keeps %s's python %s; a trainer that needs exactly that version may fail, check it", d.PythonWhy, oses[0].Name, oses[0].Python)
	return nil
}

// allFit reports whether py meets every strong ask (metadata and
// environment lines), so prose never outvotes requires-python.
func allFit(asks []reposcan.PythonAsk, py string) bool {
	for _, a := range asks {
		if a.Strong && a.Profile == "" && strings.HasPrefix(a.Spec, ">") {
			if ok, err := reposcan.Satisfies(a.Spec, py); err == nil && !ok {
				return false
			}
		}
	}
	return true
}

func pythonsOf(oses []profiles.OSImage) string {
	var out []string
	for _, o := range oses {
		out = append(out, o.Python+" ("+o.Name+")")
	}
	return strings.Join(out, " and ")
}

// machine is what a profile asks of the image: its platform and GPU.
type machine struct {
	profile, platform string
	cc                *profiles.CC
}

// chooseTorch picks CUDA and torch: the newest torch on InitCUDA that
// meets the hard pins on every profile's platform, GPU and python, else
// on another CUDA release; the README's own install pins are preferred
// where they fit. A default profile no fit can serve is left out with a
// note; a profile the user asked for, or no fit at all, is refused,
// naming the pins and the nearest release.
func (d *Detection) chooseTorch(f *reposcan.Findings, opts InitOptions) error {
	m := opts.Matrix
	var hard, soft []reposcan.Pin
	for _, p := range f.Deps.Pins {
		if p.Spec == "" {
			continue // "torch" alone constrains nothing
		}
		if p.Soft {
			soft = append(soft, p)
		} else {
			hard = append(hard, p)
		}
	}
	py := d.Python
	if py == "" {
		py = osPythons(m, InitCUDA)[0].Python
	}
	machines := d.machines(opts)
	if p := solveTorch(m, hard, soft, machines, py); p != nil {
		d.setTorch(p.rel, p.t, hard, soft, p.softFit)
		return nil
	}
	if len(opts.Profiles) == 0 && len(hard) > 0 {
		// Leave out the default profiles the pins rule out, and say so.
		var keep []machine
		var dropped []string
		for _, mc := range machines {
			if solveTorch(m, hard, nil, []machine{mc}, py) != nil {
				keep = append(keep, mc)
			} else {
				dropped = append(dropped, mc.profile)
			}
		}
		if len(keep) > 0 && len(dropped) > 0 {
			if p := solveTorch(m, hard, soft, keep, py); p != nil {
				d.Profiles = slices.DeleteFunc(d.Profiles, func(pc ProfileChoice) bool { return slices.Contains(dropped, pc.Name) })
				d.note("left out profile %s: no torch spkit builds meets %s there (its GPU or platform); relax the pins to run on it", strings.Join(dropped, ", "), pinList(hard))
				d.setTorch(p.rel, p.t, hard, soft, p.softFit)
				return nil
			}
		}
	}
	return refusePins(m, hard, machines, py)
}

// solveTorch finds the release and torch for the pins on the machines.
func solveTorch(m *profiles.Matrix, hard, soft []reposcan.Pin, machines []machine, py string) *pick {
	order := []string{InitCUDA}
	for _, c := range m.CUDA {
		if c.Version != InitCUDA {
			order = append(order, c.Version)
		}
	}
	for _, cuda := range order {
		rel, err := m.Release(cuda)
		if err != nil || !servesAll(rel, machines) {
			continue
		}
		var hardFit *profiles.TorchRelease
		for i := range rel.Torch {
			t := &rel.Torch[i]
			if !pinsFit(hard, rel, t) || !onMachines(t, machines, py) {
				continue
			}
			if len(soft) > 0 && pinsFit(soft, rel, t) {
				return &pick{rel: rel, t: t, softFit: true}
			}
			if hardFit == nil {
				hardFit = t
			}
		}
		if hardFit != nil {
			return &pick{rel: rel, t: hardFit} // the README's own pins are not worth an older CUDA
		}
	}
	return nil
}

// servesAll reports whether the release supports every machine's GPU.
func servesAll(rel *profiles.CUDARelease, machines []machine) bool {
	for _, mc := range machines {
		if mc.cc != nil && !rel.Supports(*mc.cc) {
			return false
		}
	}
	return true
}

func onMachines(t *profiles.TorchRelease, machines []machine, py string) bool {
	for _, mc := range machines {
		if !slices.Contains(t.PythonOn(mc.platform), py) {
			return false
		}
	}
	return true
}

// machines are the GPU profiles' platforms and GPUs (the cpu profile takes
// its wheels from PyTorch's CPU index, checked when it builds).
func (d *Detection) machines(opts InitOptions) []machine {
	cat := opts.Catalog
	if cat == nil {
		cat = profiles.Builtin()
	}
	var out []machine
	for _, p := range d.Profiles {
		prof, err := cat.Get(p.Name)
		if err != nil || !prof.HasGPU() || prof.Platform == "" {
			continue
		}
		mc := machine{profile: p.Name, platform: prof.Platform}
		if cc, err := profiles.ParseCC(prof.GPU.ComputeCapability); err == nil {
			mc.cc = &cc
		}
		out = append(out, mc)
	}
	return out
}

type pick struct {
	rel     *profiles.CUDARelease
	t       *profiles.TorchRelease
	softFit bool
}

func (d *Detection) setTorch(rel *profiles.CUDARelease, t *profiles.TorchRelease, hard, soft []reposcan.Pin, softFit bool) {
	d.CUDA, d.Torch = rel.Version, t
	switch {
	case len(hard) > 0:
		d.TorchWhy = "the newest that meets " + pinList(hard)
	default:
		d.TorchWhy = "the newest for cuda " + rel.Version
	}
	if len(soft) > 0 {
		if softFit {
			d.TorchWhy += "; as the README installs (" + pinList(soft) + ")"
		} else {
			d.note("the README installs %s, which no CUDA release spkit builds for has with the pins above: spkit uses torch %s; set torch: if the trainer needs that one", pinList(soft), t.Torch)
		}
	}
	if rel.Version != InitCUDA {
		d.note("cuda %s, not %s: %s", rel.Version, InitCUDA, d.TorchWhy)
	}
	d.note("torch %s (torchvision %s%s) on cuda %s: %s", t.Torch, t.Torchvision, audioNote(t), rel.Version, d.TorchWhy)
}

func audioNote(t *profiles.TorchRelease) string {
	if t.Torchaudio == "" {
		return ", no torchaudio"
	}
	return ", torchaudio " + t.Torchaudio
}

func pinList(pins []reposcan.Pin) string {
	out := make([]string, len(pins))
	for i, p := range pins {
		out[i] = p.String()
	}
	return strings.Join(out, ", ")
}

// pinsFit reports whether a torch release meets every pin: versions by PEP
// 440, a local label (+cu130) by the release's wheel line.
func pinsFit(pins []reposcan.Pin, rel *profiles.CUDARelease, t *profiles.TorchRelease) bool {
	for _, p := range pins {
		have := map[string]string{"torch": t.Torch, "torchvision": t.Torchvision, "torchaudio": t.Torchaudio}[p.Package]
		if have == "" {
			return false // torchaudio pinned where the release has none
		}
		ok, err := reposcan.Satisfies(p.Spec, have)
		if err != nil || !ok {
			return false
		}
		if locals := reposcan.ExactLocals(p.Spec); len(locals) > 0 && !slices.Contains(locals, rel.WheelLine()) {
			return false
		}
	}
	return true
}

// refusePins says that no torch of the matrix meets the pins on the
// profiles, and the nearest release that meets the torch pin alone; a
// torch pin older than the whole matrix is refused for what it is
// (refuseOldTorch), not for the profiles.
func refusePins(m *profiles.Matrix, hard []reposcan.Pin, machines []machine, py string) error {
	if err := refuseOldTorch(m, hard); err != nil {
		return err
	}
	var torchOnly []reposcan.Pin
	for _, p := range hard {
		if p.Package == "torch" {
			torchOnly = append(torchOnly, p)
		}
	}
	near := ""
	if p := solveTorch(m, torchOnly, nil, machines, py); p != nil && len(torchOnly) < len(hard) {
		near = fmt.Sprintf("the nearest spkit can build: cuda %s with torch %s (torchvision %s%s)", p.rel.Version, p.t.Torch, p.t.Torchvision, audioNote(p.t))
	}
	if near == "" {
		_, _, newest := torchRange(m)
		near = "spkit's matrix knows torch up to " + newest + " (`spkit matrix` lists them; `spkit matrix refresh` learns newer ones)"
	}
	var names []string
	for _, mc := range machines {
		names = append(names, mc.profile+" ("+mc.platform+")")
	}
	return errdefs.Configf("relax the pins in the repository, or choose the profiles it runs on (--profile); "+near,
		"the repository pins %s, and no torch in spkit's matrix meets them on %s with python %s", pinList(hard), strings.Join(names, ", "), py)
}

func appendUnique(list []string, v string) []string {
	if slices.Contains(list, v) {
		return list
	}
	return append(list, v)
}
