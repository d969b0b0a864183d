package app

import (
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/trainconfig"
)

// DefaultComposeProfiles are used when spkit.yaml lists no profiles: the
// machines spkit is most often run on, and cpu for trying it anywhere.
var DefaultComposeProfiles = []string{"cpu", "dgx-spark", "h100", "rtx4090"}

// PrepareRequest says which profiles to render and how.
type PrepareRequest struct {
	// Profiles to render; empty: the project's, else DefaultComposeProfiles.
	Profiles []string
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
	// Getenv reads the environment ($SPKIT_MOUNT_OUTSIDE; os.Getenv when
	// nil).
	Getenv func(string) string
}

// Prepared is the resolved profiles: their targets, run specs and trainer
// configs.
type Prepared struct {
	Project *Project
	// Run are the targets the containers run; Configured the targets as
	// spkit.yaml configures them (what images are built from).
	Run, Configured []*project.Target
	// Specs are Run's resolved run specs (what Compose renders and every
	// runner takes), in the same order.
	Specs []*runspec.Spec
	// Warnings say what the run would lose (a trainer writing outside
	// every mount); commands print them before they start anything.
	Warnings []string
	// TrainConfigs are the rendered trainer configs, by profile; changes
	// what each profile's overrides changed in them.
	TrainConfigs map[string][]byte
	changes      map[string][]trainconfig.Change
}

// Prepare resolves the profiles once into targets and run specs, and
// renders and writes their trainer configs (.spkit/generated/PROFILE/),
// against the version matrix m (nil: the built-in one).
func Prepare(dir string, m *profiles.Matrix, req PrepareRequest) (*Prepared, error) {
	prep, err := resolve(dir, m, req)
	if err != nil {
		return nil, err
	}
	return prep, prep.commit(dir, req)
}

// resolve is Prepare without writing or printing anything: a bad
// spkit.yaml is refused here, before a command asks the engine (commit
// then writes what it rendered).
func resolve(dir string, m *profiles.Matrix, req PrepareRequest) (*Prepared, error) {
	lp, err := req.Loaded, error(nil)
	if lp == nil {
		if lp, err = LoadProject(dir, m); err != nil {
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
	prep := &Prepared{Project: lp, Run: adjusted(configured, req.Adjust), Configured: configured}
	if prep.TrainConfigs, prep.changes, err = compose.TrainConfigs(dir, prep.Run); err != nil {
		return nil, err
	}
	if prep.Specs, err = resolveSpecs(prep.Run, lp.Matrix.AllocatorKeys, req.Flags); err != nil {
		return nil, err
	}
	getenv := req.Getenv
	if getenv == nil {
		getenv = os.Getenv
	}
	if err := checkBinds(dir, prep.Specs, getenv); err != nil {
		return nil, err
	}
	for _, t := range prep.Run {
		prep.Warnings = append(prep.Warnings, writesOutside(t, prep.TrainConfigs[t.Profile.Name])...)
	}
	return prep, nil
}

// resolveSpecs resolves each target into its run spec, once.
func resolveSpecs(run []*project.Target, keys []string, flags runspec.Flags) ([]*runspec.Spec, error) {
	specs := make([]*runspec.Spec, len(run))
	for i, t := range run {
		var err error
		if specs[i], err = runspec.ResolveFlags(t, keys, flags); err != nil {
			return nil, fmt.Errorf("profile %s: %w", t.Profile.Name, err)
		}
	}
	return specs, nil
}

// commit prints the trainer-config changes when asked and writes the
// trainer configs (unless RenderOnly).
func (p *Prepared) commit(dir string, req PrepareRequest) error {
	if req.ShowOverrides && req.Overrides != nil {
		compose.WriteOverrides(req.Overrides, p.Run, p.changes)
	}
	if req.RenderOnly {
		return nil
	}
	return compose.WriteTrainConfigs(dir, p.Run, p.TrainConfigs)
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
