package app

import (
	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// DefaultEstimateProfiles are judged when no profile is named and the run
// is not on a CPU: the unified-memory box, a datacenter GPU and a 24 GB
// card.
var DefaultEstimateProfiles = []string{"dgx-spark", "h100", "rtx4090"}

// EstimateRequest is `spkit estimate`: a model (its files, or a parameter
// count), the training settings, the profiles to judge against.
type EstimateRequest struct {
	// Model is a local model directory, config.json, .safetensors file or
	// index; Params a parameter count ("13B"). Exactly one is given.
	Model, Params string
	// Arch holds the shape flags, which win over config.json.
	Arch modelinfo.Arch
	// Settings are the validated training settings.
	Settings estimate.Inputs
	// Profiles are judged ("": DefaultEstimateProfiles, none on a CPU).
	Profiles      []string
	JSON, Explain bool
}

// Estimate reads the model, computes the breakdown, judges the profiles
// (with the probe results in the trainer repository) and prints the report
// on Out.
func Estimate(d *Deps, req EstimateRequest) error {
	in, r, err := estimateInputs(req)
	if err != nil {
		return err
	}
	profs, err := estimateProfiles(d.Dir, d.matrix(), req)
	if err != nil {
		return err
	}
	built, err := estimate.Build(in, profs, d.Dir)
	if err != nil {
		return err
	}
	built.Model, built.Warnings = r.Model, append(r.Warnings, built.Warnings...)
	if req.JSON {
		return built.WriteJSON(d.Out)
	}
	return built.WriteText(d.Out, req.Explain)
}

// estimateInputs reads the model (or takes the count) into the estimate's
// inputs; the report carries the model and the warnings so far.
func estimateInputs(req EstimateRequest) (estimate.Inputs, *estimate.Report, error) {
	r := &estimate.Report{}
	switch {
	case req.Model != "" && req.Params != "":
		return req.Settings, nil, errdefs.Usagef("give one of them", "--model and --params both given")
	case req.Model != "":
		m, err := modelinfo.Open(req.Model)
		if err != nil {
			return req.Settings, nil, err
		}
		r.Model = m
		in, err := estimate.FromModel(m, req.Arch, req.Settings)
		return in, r, err
	case req.Params != "":
		n, err := estimate.ParseCount(req.Params)
		if err != nil {
			return req.Settings, nil, errdefs.Usagef("see spkit estimate --help", "--params: %v", err)
		}
		in, warnings := estimate.FromParams(n, req.Arch, req.Settings)
		r.Warnings = warnings
		return in, r, nil
	}
	return req.Settings, nil, errdefs.Usagef("e.g. spkit estimate --model ./Llama-2-7b-hf or --params 7B", "give the model with --model PATH or --params N")
}

// estimateProfiles loads the named profiles from the trainer repository's
// catalog.
func estimateProfiles(dir string, m *profiles.Matrix, req EstimateRequest) ([]*profiles.Profile, error) {
	names := req.Profiles
	if len(names) == 0 && req.Settings.Device != estimate.CPU {
		names = DefaultEstimateProfiles
	}
	cat, _, err := project.LoadCatalog(dir, m)
	if err != nil {
		return nil, err
	}
	out := make([]*profiles.Profile, 0, len(names))
	for _, n := range names {
		p, err := cat.Get(n)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}
