package project

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/version"
	"github.com/spkit-dev/spkit/profiles"
)

// InitCUDA is the CUDA version `spkit init` writes.
const InitCUDA = "13.0"

// olderCUDAHint names the CUDA releases older than rel that have the torch
// init writes too: for torch 2.14.0 only 12.6 (cu129 stops at 2.9.1, cu128
// at 2.11.0), which is also the one that keeps Volta.
func olderCUDAHint(m *profiles.Matrix, rel *profiles.CUDARelease) string {
	if len(rel.Torch) == 0 {
		return "an older CUDA for older drivers and GPUs: `spkit matrix` lists them (a profile can override it)."
	}
	torch := rel.Torch[0].Torch
	var older []string
	for _, v := range m.ReleasesWithTorch(torch) {
		if version.Compare(v, rel.Version) < 0 {
			older = append(older, v)
		}
	}
	if len(older) == 0 {
		return fmt.Sprintf("no older CUDA has torch %s: `spkit matrix` lists what older drivers and GPUs can use.", torch)
	}
	has := map[bool]string{true: "it has", false: "they have"}[len(older) == 1]
	return fmt.Sprintf("use %s for older drivers and GPUs: %s torch %s too (a profile can override it).", strings.Join(older, " or "), has, torch)
}

// Render writes the spkit.yaml for a detection, with comments that say what
// each setting does. It does no I/O; torch comes from the matrix's newest
// release for InitCUDA.
func Render(d *Detection, m *profiles.Matrix) ([]byte, error) {
	rel, err := m.Release(InitCUDA)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	r := renderer{&b}
	r.line("# spkit.yaml: how spkit builds, runs and checks this trainer.")
	r.line("# Written by `spkit init`; edit freely. Paths are relative to this directory.")
	r.line("name: %s", q(d.Name))
	r.line("")
	r.line("# CUDA of the image. 13.0 needs driver >= %s and a Turing or newer GPU;", rel.MinDriver)
	r.line("# %s", olderCUDAHint(m, rel))
	r.line("cuda: %s", q(rel.Version))
	if len(rel.Torch) > 0 {
		t := rel.Torch[0]
		follow := fmt.Sprintf("torchvision %s, torchaudio %s follow", t.Torchvision, t.Torchaudio)
		if t.Torchaudio == "" { // torchaudio's releases ended before this torch
			follow = fmt.Sprintf("torchvision %s follows; torchaudio has none for it", t.Torchvision)
		}
		r.line("# PyTorch from the cu%s wheel index (%s).", strings.ReplaceAll(rel.Version, ".", ""), follow)
		r.line("# `torch: base` uses an image that already ships PyTorch (NGC) instead.")
		r.line("torch: %s", q(t.Torch))
	}
	r.requirements(d)
	r.copy(d)
	r.train(d)
	r.volumes(d)
	r.profiles(d)
	return []byte(b.String()), nil
}

type renderer struct{ b *strings.Builder }

func (r renderer) line(format string, args ...any) {
	fmt.Fprintf(r.b, format, args...)
	r.b.WriteByte('\n')
}

func (r renderer) requirements(d *Detection) {
	r.line("")
	if d.Requirements == "" {
		r.line("# requirements: requirements.txt   # pip requirements, installed in the builder stage")
	} else {
		r.line("# pip requirements, installed in the builder stage (cached between builds).")
		r.line("requirements: %s", q(d.Requirements))
	}
	r.line("# system_packages: [git]   # apt packages for the runtime image")
	if d.Install != "" {
		r.line("# \".\" installs this project (%s) after its source is copied.", d.Install)
		r.line("pip_packages: [\".\"]")
	} else {
		r.line("# pip_packages: [fastsafetensors]")
	}
}

func (r renderer) copy(d *Detection) {
	r.line("")
	r.line("# What goes into the image. Copied last, so a code edit rebuilds one layer.")
	r.line("copy:")
	for _, g := range d.Copy {
		r.line("  - %s", q(g))
	}
}

func (r renderer) train(d *Detection) {
	r.line("")
	r.line("train:")
	if d.CommandWhy != "" {
		r.line("  # Entry point: %s.", strings.Map(printable, d.CommandWhy))
	} else {
		r.line("  # No entry point was found: set the command that starts your trainer.")
	}
	words := make([]string, len(d.Command))
	for i, w := range d.Command {
		words[i] = q(w)
	}
	if d.MainConfig != "" {
		r.line("  # {config} becomes the trainer config inside the container, with the")
		r.line("  # profile's trainer overrides merged over it.")
	}
	r.line("  command: [%s]", strings.Join(words, ", "))
	if d.MainConfig != "" {
		r.line("  config: %s", q(d.MainConfig))
	}
	r.line("  # Time the trainer gets to checkpoint after SIGTERM.")
	r.line("  stop_grace_period: %s", DefaultStopGracePeriod)
}

func (r renderer) volumes(d *Detection) {
	r.line("")
	r.line("volumes:")
	if d.Volumes.Data == "" {
		r.line("  # data: ./data   # no data folder was found; read-only at /app/data")
	} else {
		r.line("  data: %s   # read-only at /app/data", q(d.Volumes.Data))
	}
	r.line("  output: %s   # checkpoints and outputs, read-write at %s", q(d.Volumes.Output), path.Join(DefaultWorkdir, path.Clean(d.Volumes.Output)))
	r.line("  cache: %s   # named volume for the Hugging Face cache (HF_HOME)", q(d.Volumes.Cache))
}

func (r renderer) profiles(d *Detection) {
	r.line("")
	r.line("# Hardware this project targets (`spkit profiles list`), with overrides:")
	r.line("# train_config, train_args, env, trainer_overrides, max_used, min_available, cuda.")
	r.line("profiles:")
	for _, p := range d.Profiles {
		if p.Script != "" {
			r.line("  # %s exists for this hardware, but every profile runs train.command.", strings.Map(printable, p.Script))
		}
		if p.TrainConfig == "" {
			r.line("  %s: {}", q(p.Name))
			continue
		}
		r.line("  %s:", q(p.Name))
		r.line("    train_config: %s   # %s", q(p.TrainConfig), strings.Map(printable, p.Why))
	}
}

var plainYAML = regexp.MustCompile(`^(--)?[A-Za-z_./][A-Za-z0-9_./-]*$`)

// q writes s as a YAML scalar that reads back as the same string: plain
// when that is safe, double-quoted otherwise.
func q(s string) string {
	switch strings.ToLower(s) {
	case "y", "n", "yes", "no", "on", "off", "true", "false", "null", "~", ".inf", ".nan":
		return fmt.Sprintf("%q", s)
	}
	if plainYAML.MatchString(s) {
		return s
	}
	return fmt.Sprintf("%q", s)
}

// printable keeps a comment on its line.
func printable(r rune) rune {
	if isControl(r) {
		return '?'
	}
	return r
}
