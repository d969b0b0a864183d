package app

import (
	"fmt"
	"io"
	"slices"

	"github.com/compose-spec/compose-go/v2/types"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
)

// DefaultComposeProfiles are used when spkit.yaml lists no profiles: the
// machines spkit is most often run on, and cpu for trying it anywhere.
var DefaultComposeProfiles = []string{"cpu", "dgx-spark", "h100", "rtx4090"}

// PrepareRequest says which profiles to render and how.
type PrepareRequest struct {
	// Profiles to render; empty: the project's, else DefaultComposeProfiles.
	Profiles []string
	// RelDir is the repository as the compose file names it ("." or a path
	// relative to the compose file's directory).
	RelDir string
	// ShowOverrides writes each profile's trainer-config changes to Overrides.
	ShowOverrides bool
	Overrides     io.Writer
	// Adjust changes each resolved target for this run only (spkit train's
	// arguments and guard limits); images are built from the targets as
	// configured, so run-time changes never reach an image.
	Adjust func(*project.Target)
	// Pins are --cuda and --torch over spkit.yaml's versions.
	Pins Pins
	// Flags are the run's flags over spkit.yaml (--metrics-port); they
	// reach the run's spec, never an image.
	Flags runspec.Flags
	// RenderOnly writes nothing: the trainer configs are rendered into
	// Prepared.TrainConfigs only (spkit k8s carries them in a ConfigMap).
	RenderOnly bool
	// Loaded is dir's spkit.yaml when the caller loaded it already (to
	// check it before asking the engine); nil: Prepare loads it.
	Loaded *Project
}

// Prepared is a rendered compose project with the targets it came from.
type Prepared struct {
	Project *Project
	// Run are the targets the containers run; Configured the targets as
	// spkit.yaml configures them (what images are built from).
	Run, Configured []*project.Target
	Compose         *types.Project
	// Specs are Run's resolved run specs (what Compose renders and every
	// runner takes), in the same order.
	Specs []*runspec.Spec
	// Warnings say what the run would lose (a trainer writing outside
	// every mount); commands print them before they start anything.
	Warnings []string
	// TrainConfigs are the rendered trainer configs, by profile.
	TrainConfigs map[string][]byte
}

// Prepare resolves the profiles, renders and writes their trainer configs
// (.spkit/generated/PROFILE/) and generates the compose project.
func Prepare(dir string, req PrepareRequest) (*Prepared, error) {
	lp, err := req.Loaded, error(nil)
	if lp == nil {
		if lp, err = LoadProject(dir); err != nil {
			return nil, err
		}
	}
	names := req.Profiles
	if len(names) == 0 {
		names = lp.ProjectProfiles()
	}
	if len(names) == 0 {
		names = DefaultComposeProfiles
	}
	lp.Pin(req.Pins, names...)
	configured, err := lp.Targets(names)
	if err != nil {
		return nil, err
	}
	run := adjusted(configured, req.Adjust)
	files, changes, err := compose.TrainConfigs(dir, run)
	if err != nil {
		return nil, err
	}
	specs := make([]*runspec.Spec, len(run))
	for i, t := range run {
		if specs[i], err = runspec.ResolveFlags(t, lp.Matrix.AllocatorKeys, req.Flags); err != nil {
			return nil, fmt.Errorf("profile %s: %w", t.Profile.Name, err)
		}
	}
	if err := checkBinds(dir, specs); err != nil {
		return nil, err
	}
	p, err := compose.Render(specs, compose.Options{RepoDir: req.RelDir})
	if err != nil {
		return nil, err
	}
	if req.ShowOverrides && req.Overrides != nil {
		compose.WriteOverrides(req.Overrides, run, changes)
	}
	if !req.RenderOnly {
		if err := compose.WriteTrainConfigs(dir, run, files); err != nil {
			return nil, err
		}
	}
	var warnings []string
	for _, t := range run {
		warnings = append(warnings, writesOutside(t, files[t.Profile.Name])...)
	}
	return &Prepared{Project: lp, Run: run, Configured: configured, Compose: p, Specs: specs, Warnings: warnings, TrainConfigs: files}, nil
}

// adjusted returns copies of targets changed by adjust (targets when nil).
func adjusted(targets []*project.Target, adjust func(*project.Target)) []*project.Target {
	if adjust == nil {
		return targets
	}
	out := make([]*project.Target, len(targets))
	for i, t := range targets {
		c := *t
		c.TrainCommand = slices.Clone(t.TrainCommand)
		adjust(&c)
		out[i] = &c
	}
	return out
}
