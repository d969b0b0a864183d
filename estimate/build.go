package estimate

import (
	"fmt"
	"path/filepath"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/profiles"
)

// archHint names the flags that give the numbers config.json would.
const archHint = "give --hidden-size, --layers and --heads (and --vocab-size for the logits)"

// FromModel completes settings with what the model's files say; flags
// (non-zero fields of archFlags) win over config.json.
func FromModel(m *modelinfo.Model, archFlags modelinfo.Arch, settings Inputs) (Inputs, error) {
	in := settings
	in.Parameters, in.Tensors = m.Parameters(), m.Tensors()
	in.Arch = overlay(m.Arch, archFlags)
	in.Diffusion = m.Component != ""
	in.FrozenParts = m.PartParameters()
	if in.Parameters == 0 {
		return in, errdefs.Configf("give a model with weights, or --params", "%s holds no parameters", m.Path)
	}
	if in.Arch.Complete() || in.Arch.UNet {
		return in, nil
	}
	if !m.HasConfig {
		return in, errdefs.Configf(archHint, "%s has no config.json, which gives the architecture", m.Dir)
	}
	return in, errdefs.Configf(archHint, "%s does not give hidden size, layers and heads",
		filepath.Join(m.Dir, modelinfo.ConfigFile))
}

// FromParams completes settings for a model known only by its parameter
// count; missing architecture numbers are borrowed from the nearest
// reference shape, with a warning.
func FromParams(params int64, archFlags modelinfo.Arch, settings Inputs) (Inputs, []string) {
	in := settings
	in.Parameters = params
	a, warning := FillArch(archFlags, params)
	in.Arch = a
	in.Tensors = standIn(a)
	if warning == "" {
		return in, nil
	}
	return in, []string{warning}
}

func overlay(base, flags modelinfo.Arch) modelinfo.Arch {
	set := func(dst *int64, v int64) {
		if v > 0 {
			*dst = v
		}
	}
	set(&base.HiddenSize, flags.HiddenSize)
	set(&base.Layers, flags.Layers)
	set(&base.Heads, flags.Heads)
	set(&base.KVHeads, flags.KVHeads)
	set(&base.Vocab, flags.Vocab)
	set(&base.Intermediate, flags.Intermediate)
	set(&base.HeadDim, flags.HeadDim)
	if flags.Family != "" {
		base.Family = flags.Family
	}
	return base
}

// Build computes the breakdown and judges it against profs, with the probe
// results found in the trainer repository probeDir.
func Build(in Inputs, profs []*profiles.Profile, probeDir string) (*Report, error) {
	b, err := Compute(in)
	if err != nil {
		return nil, errdefs.Usagef("see spkit estimate --help", "%v", err)
	}
	r := &Report{Breakdown: b}
	for _, p := range profs {
		probe, err := ReadProbe(probeDir, p.Name)
		if err != nil {
			return nil, err
		}
		pb := b
		var cal *Calibration
		if probe != nil {
			cal = Calibrate(b, probe)
			pb = cal.Apply(b)
		}
		v, err := Judge(pb, p)
		if err != nil && probe != nil && probe.CeilingBytes > 0 {
			// A profile without a memory size (cpu) is judged against the
			// ceiling its probe ran under.
			v, err = judgeUsable(pb, p.Name, probe.CeilingBytes, "probe ceiling "+size(probe.CeilingBytes), 0), nil
		}
		if err != nil {
			return nil, err
		}
		if cal != nil {
			cal.Profile = p.Name
			cal.FittedMaxBatch = v.MaxBatchSize
			r.Calibrations = append(r.Calibrations, cal)
		}
		r.Verdicts = append(r.Verdicts, v)
	}
	if in.Method != Full && b.Trainable == 0 {
		r.Warnings = append(r.Warnings, fmt.Sprintf("no module matches --lora-targets %v: no adapter parameters counted", in.LoRATargets))
	}
	return r, nil
}
