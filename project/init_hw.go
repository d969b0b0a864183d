package project

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// chooseProfiles decides the profiles init writes and what each runs: a
// script, config or requirements file named for the profile's hardware
// goes to that profile (train_4090.py with train_lora_4090.yaml for
// rtx4090, dgx_requirements.txt for dgx-spark).
func (d *Detection) chooseProfiles(f *reposcan.Findings, opts InitOptions) []ProfileChoice {
	names := slices.Clone(opts.Profiles)
	if len(names) == 0 {
		names = slices.Clone(defaultProfiles)
		for _, h := range f.Hardware {
			if h.Profile != "" && !slices.Contains(names, h.Profile) && slices.Contains(opts.KnownProfiles, h.Profile) && h.Kind != "config" {
				names = slices.Insert(names, len(names)-1, h.Profile)
			}
		}
		if c, _ := d.configFor(f, "rtx4090"); c != "" && !slices.Contains(names, "rtx4090") && slices.Contains(opts.KnownProfiles, "rtx4090") {
			names = slices.Insert(names, len(names)-1, "rtx4090")
		}
	}
	out := make([]ProfileChoice, 0, len(names))
	for _, n := range slices.Compact(names) {
		p := ProfileChoice{Name: n}
		if s := d.scriptFor(f, n); s != nil {
			p.Script = s.Target
			p.TrainCommand = d.variantCommand(s)
			if s.Config != "" && s.Config != d.MainConfig {
				p.TrainConfig, p.Why = s.Config, fmt.Sprintf("the config %s runs with (%s)", s.Target, s.Source)
			}
		}
		if p.TrainConfig == "" && d.MainConfig != "" {
			p.TrainConfig, p.Why = d.configFor(f, n)
		}
		if r := d.requirementsFor(f, n); r != "" {
			p.Requirements = r
		}
		if d.outputOverride[0] != "" {
			p.setOverride(d.outputOverride[0], d.outputOverride[1])
		}
		out = append(out, p)
	}
	return out
}

// byToken returns the hardware files of a profile and kind, best first.
func byToken(f *reposcan.Findings, profile, kind string) []reposcan.HardwareFile {
	var out []reposcan.HardwareFile
	for _, h := range f.Hardware {
		if h.Profile == profile && h.Kind == kind {
			out = append(out, h)
		}
	}
	slices.SortStableFunc(out, func(a, b reposcan.HardwareFile) int { return a.Rank - b.Rank }) // the more explicit word first
	return out
}

// scriptFor returns the launch candidate that runs a script named for the
// profile, other than the main one (nil when none).
func (d *Detection) scriptFor(f *reposcan.Findings, profile string) *reposcan.Candidate {
	for _, h := range byToken(f, profile, "script") {
		if h.Path == d.MainScript {
			continue
		}
		for _, c := range f.Launches {
			if c.Kind == reposcan.KindScript && c.Target == h.Path {
				return c
			}
		}
	}
	return nil
}

// variantCommand is the main command with the variant's script, launcher
// and arguments: the variant's own documented line, its config as
// ConfigToken.
func (d *Detection) variantCommand(c *reposcan.Candidate) []string {
	words := slices.Clone(c.Words)
	if c.ConfigIndex >= 0 {
		words[c.ConfigIndex] = configWord(words[c.ConfigIndex], c.ConfigFlag)
	}
	return imagePython(words)
}

// configFor finds the trainer config named for a profile: one sharing the
// main config's stem first (train_lora_4090.yaml for train_lora.yaml).
func (d *Detection) configFor(f *reposcan.Findings, profile string) (string, string) {
	var named []string
	for _, h := range byToken(f, profile, "config") {
		if h.Path == d.MainConfig || !slices.Contains(d.Configs, h.Path) {
			continue
		}
		named = append(named, h.Path)
	}
	if len(named) == 0 {
		return "", ""
	}
	mainStem := strings.TrimSuffix(d.MainConfig, path.Ext(d.MainConfig))
	mainDir := path.Dir(d.MainConfig)
	slices.SortStableFunc(named, func(a, b string) int {
		score := func(s string) int {
			n := 0
			if mainStem != "" && strings.HasPrefix(s, mainStem) {
				n += 2
			}
			if path.Dir(s) == mainDir {
				n++
			}
			return n
		}
		return score(b) - score(a)
	})
	if d.MainConfig != "" && path.Dir(named[0]) != mainDir && !strings.HasPrefix(named[0], mainStem) {
		return "", "" // a config for another model in another folder
	}
	return named[0], "named for " + profile
}

// requirementsFor finds a requirements file named for the profile.
func (d *Detection) requirementsFor(f *reposcan.Findings, profile string) string {
	for _, h := range byToken(f, profile, "requirements") {
		if h.Path != d.Requirements {
			return h.Path
		}
	}
	return ""
}
