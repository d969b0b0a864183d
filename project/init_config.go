package project

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/shell"
	"github.com/spkit-dev/spkit/reposcan"
)

// chooseConfig decides train.config: the user's --config, the config the
// command names, or (when the command takes a config the documentation
// leaves open) the best-ranked trainer config, asked on a terminal and
// marked as a guess otherwise. A command that takes no config gets none.
func (d *Detection) chooseConfig(f *reposcan.Findings, opts InitOptions) error {
	c := d.launch
	ranked := f.ConfigsFor(c)
	var trainer []*reposcan.Config
	for _, cfg := range ranked {
		if cfg.Kind == reposcan.ConfigTrainer {
			trainer = append(trainer, cfg)
			d.Configs = append(d.Configs, cfg.Path)
		}
	}
	d.ConfigCount = len(trainer)
	takes := slices.Contains(d.Command, ConfigToken) || slices.ContainsFunc(d.Command, func(w string) bool { return strings.HasSuffix(w, "="+ConfigToken) })
	switch {
	case opts.Config != "":
		p := path.Clean(strings.TrimPrefix(opts.Config, "./"))
		if !slices.Contains(f.Files, p) {
			return errdefs.Usagef("give a config file of the repository, relative to it", "--config %s %s", opts.Config, notFileWhy(f.Dir, p, "is not a file of the repository"))
		}
		d.MainConfig, d.ConfigWhy = p, "given with --config"
		d.decide("config", p, 100, "given with --config")
		if !takes {
			d.addConfigArg(c)
		}
		return nil
	case c.Config != "" && takes:
		d.MainConfig = c.Config
		d.ConfigWhy = fmt.Sprintf("named by the training command; %d trainer configs in all", len(trainer))
		d.decide("config", d.MainConfig, 90, "named by the training command")
		d.note("config: %s (%s)", d.MainConfig, d.ConfigWhy)
		return nil
	case !takes:
		if c.ConfigIndex < 0 && c.Entry != nil && (c.Entry.Argv || c.Entry.KeyValue) && len(c.Args()) == 0 && len(trainer) > 0 {
			// python run.py with no argument, where run.py reads sys.argv[1].
			d.addConfigArg(c)
			return d.pickRanked(trainer, opts, "the entry point reads its config from its first argument")
		}
		return nil
	}
	why := "the command takes a config the documentation leaves open"
	if c.ConfigMissing != "" && !strings.ContainsAny(c.ConfigMissing, "<>") {
		why = fmt.Sprintf("the documented %s %s", strings.Map(printable, c.ConfigMissing), notFileWhy(f.Dir, c.ConfigMissing, "is not in the repository"))
	}
	if len(trainer) == 0 {
		return d.noTrainerConfig(f, opts, why)
	}
	return d.pickRanked(trainer, opts, why)
}

// noTrainerConfig is the answer when the command takes a config and the
// repository has no trainer config: the user's, typed at the prompt, or a
// refusal naming the presets that load and --config.
func (d *Detection) noTrainerConfig(f *reposcan.Findings, opts InitOptions, why string) error {
	if opts.Ask != nil {
		v, err := opts.Ask.Fill(Question{Flag: d.configFlag, Placeholder: "<trainer config>", Why: why})
		if err != nil {
			return err
		}
		p := path.Clean(strings.TrimPrefix(v, "./"))
		if !slices.Contains(f.Files, p) {
			return errdefs.Usagef("give a config file of the repository, relative to it", "%s is not a file of the repository", v)
		}
		d.MainConfig, d.ConfigWhy = p, "typed at the prompt"
		return nil
	}
	hint := "write the config into the repository and pass it: spkit init --config PATH"
	if presets := presetConfigs(f); len(presets) > 0 {
		why += fmt.Sprintf("; its presets load as configs too (%s)", strings.Join(presets, ", "))
		hint = "pass a preset or your own config: spkit init --config PATH"
	}
	return errdefs.Configf(hint, "the training command needs a trainer config (%s) and the repository has none: %s", orFlag(d.configFlag), why)
}

// presetConfigs are up to three configs the scan took for a UI's presets
// (starting points a run can also load), by path.
func presetConfigs(f *reposcan.Findings) []string {
	var out []string
	for _, cfg := range f.Configs {
		if strings.HasPrefix(cfg.Why, "a preset") && len(out) < 3 {
			out = append(out, cfg.Path)
		}
	}
	return out
}

func orFlag(flag string) string {
	if flag == "" {
		return "a positional argument"
	}
	return flag
}

// pickRanked takes the best-ranked trainer config, or the user's pick.
func (d *Detection) pickRanked(trainer []*reposcan.Config, opts InitOptions, why string) error {
	if opts.Ask != nil {
		shown := trainer[:min(len(trainer), shownCandidates+2)]
		options := make([]Option, len(shown))
		for i, cfg := range shown {
			options[i] = Option{Label: cfg.Path, Evidence: cfg.Evidence}
		}
		i, typed, err := opts.Ask.Choose(fmt.Sprintf("Which trainer config (%d found)?", len(trainer)), options)
		if err != nil {
			return err
		}
		if i >= 0 && i < len(shown) {
			d.MainConfig, d.ConfigWhy = shown[i].Path, fmt.Sprintf("picked, of %d trainer configs", len(trainer))
			return nil
		}
		p := path.Clean(strings.TrimPrefix(typed, "./"))
		if !slices.Contains(d.findings.Files, p) {
			return errdefs.Usagef("give a config file of the repository, relative to it", "%s is not a file of the repository", typed)
		}
		d.MainConfig, d.ConfigWhy = p, "typed at the prompt"
		return nil
	}
	best := trainer[0]
	// A close runner-up lowers the confidence (and makes it a guess);
	// configs named for hardware are variants that go to their profiles,
	// not rivals.
	var next *reposcan.Config
	for _, cfg := range trainer[1:] {
		if _, _, hw := d.findings.HardwareOf(cfg.Path); !hw {
			next = cfg
			break
		}
	}
	conf := configConfidence(best, next)
	if conf < configThreshold && !opts.anyConfidence {
		labels := make([]string, len(trainer))
		for i, cfg := range trainer {
			labels[i] = cfg.Path
		}
		return refuseUnsure("config", "--config", conf, fmt.Sprintf("%s; best of %d trainer configs, rank score %d", why, len(trainer), best.Score), labels, nil, "--config "+shell.Quote(strings.Map(printable, trainer[0].Path)))
	}
	d.MainConfig = best.Path
	d.ConfigWhy = fmt.Sprintf("%s; best of %d trainer configs: %s", why, len(trainer), strings.Join(best.Evidence, "; "))
	d.decide("config", best.Path, conf, d.ConfigWhy)
	if next != nil && best.Score-next.Score < guessMargin {
		d.ConfigGuess = true
		d.ConfigWhy += fmt.Sprintf("; %s scores %d against %d", next.Path, next.Score, best.Score)
	}
	if !d.ConfigGuess {
		d.note("config: %s (%s)", d.MainConfig, d.ConfigWhy)
	}
	return nil
}

// addConfigArg puts the config into a command that does not carry one:
// the entry point's own config option, or its positional argument.
func (d *Detection) addConfigArg(c *reposcan.Candidate) {
	if c.Entry != nil {
		for _, a := range c.Entry.Args {
			if !a.Positional && reposcan.IsConfigFlag(a.Flag()) {
				d.Command = append(d.Command, a.Flag(), ConfigToken)
				return
			}
		}
		for _, a := range c.Entry.Args {
			if a.Positional && strings.Contains(strings.ToLower(a.Names[0]), "config") {
				d.Command = append(d.Command, ConfigToken)
				return
			}
		}
		if c.Entry.Argv || c.Entry.KeyValue {
			d.Command = append(d.Command, ConfigToken)
			return
		}
	}
	d.Command = append(d.Command, "--config", ConfigToken)
	d.note("%s declares no config argument that init can read: guessed --config; check train.command", orEntry(c))
}

func orEntry(c *reposcan.Candidate) string {
	if c.Entry != nil {
		return c.Entry.File
	}
	return c.Target
}
