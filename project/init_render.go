package project

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/version"
	"github.com/spkit-dev/spkit/profiles"
)

// olderCUDAHint names the CUDA releases older than rel that have the torch
// init writes (t; nil: none chosen) too: for torch 2.14.1 only 12.6 (cu129
// stops at 2.13.0, cu128 at 2.11.0), which is also the one that keeps Volta.
func olderCUDAHint(m *profiles.Matrix, rel *profiles.CUDARelease, t *profiles.TorchRelease) string {
	if t == nil {
		return "an older CUDA for older drivers and GPUs: `spkit matrix` lists them (a profile can override it)."
	}
	torch := t.Torch
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
// each setting does and why init chose it. It does no I/O.
func Render(d *Detection, m *profiles.Matrix) ([]byte, error) {
	cuda := d.CUDA
	if cuda == "" {
		cuda = InitCUDA
	}
	rel, err := m.Release(cuda)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	r := renderer{&b}
	r.line("# spkit.yaml: how spkit builds, runs and checks this trainer.")
	r.line("# Written by `spkit init`; edit freely. Paths are relative to this directory.")
	if d.Guess || d.ConfigGuess {
		r.line("# GUESSED: spkit init picked some settings below without a clear winner")
		r.line("# (marked GUESSED); check them, or rerun `spkit init --force` in a terminal to choose.")
	}
	r.line("name: %s", q(d.Name))
	r.line("")
	r.line("# CUDA of the image. %s needs driver >= %s and a Turing or newer GPU;", rel.Version, rel.MinDriver)
	t := d.Torch
	if t == nil && len(rel.Torch) > 0 {
		t = &rel.Torch[0]
	}
	r.line("# %s", olderCUDAHint(m, rel, t))
	r.line("cuda: %s", q(rel.Version))
	if d.OS != "" {
		r.line("# %s", strings.Map(printable, d.PythonWhy))
		r.line("os: %s", q(d.OS))
		r.line("python: %s", q(d.Python))
	} else if d.PythonWhy != "" {
		r.line("# %s", strings.Map(printable, d.PythonWhy))
	}
	if t != nil {
		follow := fmt.Sprintf("torchvision %s, torchaudio %s follow", t.Torchvision, t.Torchaudio)
		if t.Torchaudio == "" { // torchaudio's releases ended before this torch
			follow = fmt.Sprintf("torchvision %s follows; torchaudio has none for it", t.Torchvision)
		}
		r.line("# PyTorch from the %s wheel index (%s).", rel.WheelLine(), follow)
		if d.TorchWhy != "" {
			r.line("# Chosen as %s.", strings.Map(printable, d.TorchWhy))
		}
		r.line("# `torch: base` uses an image that already ships PyTorch (NGC) instead.")
		r.line("torch: %s", q(t.Torch))
	}
	r.requirements(d)
	r.copy(d)
	r.train(d)
	r.volumes(d)
	r.env(d)
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
	if d.InstallCheck != "" {
		r.line("# CHECK: %s.", strings.Map(printable, clip(d.InstallCheck, 400)))
	}
	if d.Requirements == "" {
		r.line("# requirements: requirements.txt   # pip requirements, installed in the builder stage")
	} else {
		r.line("# pip requirements, installed in the builder stage (cached between builds).")
		if len(d.Nested) > 0 {
			r.line("# The files it includes (%s) are copied beside it.", strings.Map(printable, strings.Join(d.Nested, ", ")))
		}
		r.line("requirements: %s", q(d.Requirements))
	}
	if len(d.BuilderPackages) > 0 {
		r.line("# apt packages for the builder stage (git for git+ requirements).")
		r.line("builder_packages: [%s]", joinQ(d.BuilderPackages))
	}
	r.line("# system_packages: [ffmpeg]   # apt packages for the runtime image")
	switch {
	case len(d.PipPackages) > 0:
		if d.Install != "" {
			r.line("# \".\" installs this project (%s) after its source is copied.", d.Install)
		}
		for _, l := range d.DepsFrom {
			r.line("# %s", strings.Map(printable, l))
		}
		r.line("pip_packages: [%s]", joinQ(d.PipPackages))
	default:
		r.line("# pip_packages: [fastsafetensors]")
	}
	if len(d.Separate) > 0 {
		r.line("# The README also installs these on their own; add the ones the trainer needs:")
		r.line("#   pip_packages: [%s]", strings.Map(printable, strings.Join(d.Separate, ", ")))
	}
}

func joinQ(list []string) string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = q(v)
	}
	return strings.Join(out, ", ")
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
	switch {
	case d.Guess:
		r.line("  # GUESSED: %s. Check it; the runners-up:", strings.Map(printable, d.GuessWhy))
		for _, run := range d.Runners {
			r.line("  #   %s", strings.Map(printable, clip(run, 300)))
		}
	case d.CommandWhy != "":
		r.line("  # Entry point: %s.", strings.Map(printable, clip(d.CommandWhy, 300)))
	}
	if d.MainConfig != "" {
		r.line("  # {config} becomes the trainer config inside the container, with the")
		r.line("  # profile's trainer overrides merged over it.")
	}
	if dec, ok := d.Decision("command"); ok && dec.Confidence < 100 {
		r.line("  # Confidence in the command: %s (%d of 100: %s).", confidenceWord(dec.Confidence), dec.Confidence, strings.Map(printable, clip(dec.Why, 200)))
	}
	if d.Fitted != "" {
		r.line("  # Fitted: %s.", strings.Map(printable, d.Fitted))
	}
	for _, s := range d.Checks {
		r.line("  # CHECK: %s.", strings.Map(printable, s))
	}
	for _, s := range d.Safety {
		r.line("  # SAFETY: %s.", strings.Map(printable, s))
	}
	r.line("  command: [%s]", joinQ(d.Command))
	if d.Cwd != "" {
		r.line("  # The documentation runs the command from %s/ (a cd before it): it starts", strings.Map(printable, d.Cwd))
		r.line("  # there, its relative paths as written, and files the trainer opens on its")
		r.line("  # own (./configs/...) resolve from there too.")
		r.line("  cwd: %s", q(d.Cwd))
	}
	if d.MainConfig != "" {
		if d.ConfigGuess {
			r.line("  # GUESSED: %s.", strings.Map(printable, clip(d.ConfigWhy, 300)))
		} else if d.ConfigWhy != "" {
			r.line("  # Config: %s.", strings.Map(printable, d.ConfigWhy))
		}
		r.line("  config: %s", q(d.MainConfig))
	}
	r.line("  # Time the trainer gets to checkpoint after SIGTERM.")
	r.line("  stop_grace_period: %s", DefaultStopGracePeriod)
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
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

func (r renderer) env(d *Detection) {
	if len(d.Env) == 0 {
		return
	}
	r.line("")
	r.line("# Container environment.")
	for _, why := range d.EnvWhy {
		r.line("# %s.", strings.Map(printable, why))
	}
	r.line("env:")
	for _, k := range sortedKeys(d.Env) {
		r.line("  %s: %s", q(k), q(d.Env[k]))
	}
}

func (r renderer) profiles(d *Detection) {
	r.line("")
	r.line("# Hardware this project targets (`spkit profiles list`), with overrides:")
	r.line("# train_config, train_command, train_args, requirements, env, trainer_overrides,")
	r.line("# max_used, min_available, cuda.")
	r.line("profiles:")
	for _, p := range d.Profiles {
		if p.TrainConfig == "" && len(p.TrainCommand) == 0 && p.Requirements == "" && len(p.Overrides) == 0 {
			r.line("  %s: {}", q(p.Name))
			continue
		}
		r.line("  %s:", q(p.Name))
		if len(p.TrainCommand) > 0 {
			if p.Script != "" {
				r.line("    # %s is this hardware's own script.", strings.Map(printable, p.Script))
			} else if p.CommandWhy != "" {
				r.line("    # %s.", strings.Map(printable, p.CommandWhy))
			}
			r.line("    train_command: [%s]", joinQ(p.TrainCommand))
		}
		if p.TrainConfig != "" {
			r.line("    train_config: %s   # %s", q(p.TrainConfig), strings.Map(printable, p.Why))
		}
		if p.Requirements != "" {
			r.line("    requirements: %s   # named for this hardware", q(p.Requirements))
		}
		if len(p.Overrides) > 0 {
			r.line("    trainer_overrides:   # so that checkpoints land on volumes.output")
			keys := make([]string, 0, len(p.Overrides))
			for k := range p.Overrides {
				keys = append(keys, k)
			}
			sortStrings(keys)
			for _, k := range keys {
				r.line("      %s: %s", q(k), overrideValue(p.Overrides[k]))
			}
		}
	}
}

// overrideValue writes a trainer override: "false" (an upload switched
// off) as the YAML boolean, anything else as a string.
func overrideValue(v string) string {
	if v == "false" {
		return v
	}
	return q(v)
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
