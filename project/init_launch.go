package project

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// ConfigToken is the train.command word spkit replaces by the generated
// trainer config's path inside the container.
const ConfigToken = "{config}"

// guessMargin is how far ahead of the runner-up the best candidate must
// be for init to take it without calling it a guess.
const guessMargin = 10

// shownCandidates is how many candidates init lists (choices, runners-up).
const shownCandidates = 4

// chooseLaunch decides train.command: the user's --command, the user's
// pick on a terminal, or the best-ranked candidate (a guess when the
// runner-up is close). It refuses when nothing in the repository can be
// launched.
func (d *Detection) chooseLaunch(f *reposcan.Findings, opts InitOptions) error {
	var c *reposcan.Candidate
	switch {
	case opts.Command != "":
		var err error
		if c, err = f.ParseCommand(opts.Command); err != nil {
			return errdefs.Usagef("give a command that runs a script, module or console script of the repository, e.g. --command 'python train.py --config configs/x.yaml'",
				"--command %q: %v", opts.Command, err)
		}
		d.CommandWhy = "given with --command"
	case len(f.Launches) == 0:
		return d.refuseNoLaunch(f)
	case opts.Ask != nil:
		var err error
		if c, err = d.askLaunch(f, opts.Ask); err != nil {
			return err
		}
	default:
		c = f.Launches[0]
		d.CommandWhy = strings.Join(c.Evidence, "; ")
		d.runnersUp(f.Launches)
	}
	d.launch = c
	if c.Kind == reposcan.KindScript {
		d.MainScript = c.Target
	}
	words, err := d.fillPlaceholders(c, opts)
	if err != nil {
		return err
	}
	if words[0] == "python3" || strings.HasPrefix(words[0], "python3.") || words[0] == "python" {
		words[0] = "python"
	}
	d.Command = words
	d.note("entry point: %s (%s)", strings.Join(words, " "), c.Source)
	if c.UserConfig != "" && c.ConfigIndex < 0 {
		d.note("%s names no config: it reads %s, which the repository ships only as a template; write that file before training, or give a command that names a config (--command)", strings.Join(words, " "), c.UserConfig)
	}
	return nil
}

// runnersUp records the next candidates and decides whether the pick is a
// guess.
func (d *Detection) runnersUp(cands []*reposcan.Candidate) {
	for i, c := range cands[1:min(len(cands), shownCandidates)] {
		d.Runners = append(d.Runners, fmt.Sprintf("%s  (score %d: %s; %s)", strings.Join(c.Words, " "), c.Score, c.Source, strings.Join(c.Evidence, "; ")))
		if i == 0 && cands[0].Score-c.Score < guessMargin {
			d.Guess = true
			d.GuessWhy = fmt.Sprintf("%s scores %d, %s %d", cands[0].Name(), cands[0].Score, c.Name(), c.Score)
		}
	}
	if k := cands[0].Source.Kind; cands[0].Score < 20 || k == reposcan.FromFile || k == reposcan.FromConsole {
		d.Guess = true
		d.GuessWhy = fmt.Sprintf("nothing documents a training command; %s is the best of %d", cands[0].Name(), len(cands))
	}
}

// askLaunch shows the best candidates and lets the user pick or type one.
func (d *Detection) askLaunch(f *reposcan.Findings, ask Asker) (*reposcan.Candidate, error) {
	shown := f.Launches[:min(len(f.Launches), shownCandidates)]
	opts := make([]Option, len(shown))
	for i, c := range shown {
		opts[i] = Option{Label: strings.Join(c.Words, " "), Evidence: append([]string{"from " + c.Source.String()}, c.Evidence...)}
	}
	i, typed, err := ask.Choose("How does this repository start training?", opts)
	if err != nil {
		return nil, err
	}
	if i >= 0 && i < len(shown) {
		d.CommandWhy = "picked from " + shown[i].Source.String()
		return shown[i], nil
	}
	c, err := f.ParseCommand(typed)
	if err != nil {
		return nil, errdefs.Usagef("type a command that runs a script, module or console script of the repository", "%q: %v", typed, err)
	}
	d.CommandWhy = "typed at the prompt"
	return c, nil
}

// refuseNoLaunch explains why there is no command to write.
func (d *Detection) refuseNoLaunch(f *reposcan.Findings) error {
	var seen []string
	for _, m := range f.Missing {
		if len(seen) == 3 {
			break
		}
		seen = append(seen, fmt.Sprintf("%s (%s)", m.Script, m.Source))
	}
	msg := "found no command that starts anything of this repository (README, docs, Makefile, scripts/*.sh, train*.py, console scripts)"
	if len(seen) > 0 {
		msg += "; documented but missing: " + strings.Join(seen, ", ")
	}
	return errdefs.Configf("pass the training command: spkit init --command 'python train.py --config configs/x.yaml'", "%s", msg)
}

// fillPlaceholders returns the command's words with the config argument
// as ConfigToken and every placeholder (and left-out required argument)
// filled: by the user on a terminal; without one, init refuses and names
// them, since a placeholder written as argv fails at run time.
func (d *Detection) fillPlaceholders(c *reposcan.Candidate, opts InitOptions) ([]string, error) {
	words := slices.Clone(c.Words)
	if c.Kind == reposcan.KindScript && c.ArgStart > 0 && words[c.ArgStart-1] != c.Target {
		// The documentation runs it from another folder (cd scripts):
		// spkit runs from the repository's root.
		d.note("%s runs %s from %s/: the command names it from the repository's root", c.Source, words[c.ArgStart-1], c.Dir)
		words[c.ArgStart-1] = c.Target
	}
	var questions []Question
	var at []int
	drop := map[int]bool{}
	// finish leaves out the dropped words, last: indexes hold until then.
	finish := func(words []string) []string {
		if len(drop) == 0 {
			return words
		}
		var kept []string
		for i, w := range words {
			if !drop[i] {
				kept = append(kept, w)
			}
		}
		d.dropped = drop
		return kept
	}
	for _, p := range c.Placeholders {
		switch {
		case p.Launcher:
			// The launcher has a default for its own option
			// (torchrun --master_port=<your_random_port>).
			drop[p.Index] = true
			if !strings.Contains(words[p.Index], "=") && p.Index > 0 && strings.HasPrefix(words[p.Index-1], "-") {
				drop[p.Index-1] = true
			}
			d.note("left out the launcher's %s: the documentation leaves it open and %s has a default", strings.Map(printable, words[p.Index]), c.Launcher)
			continue
		case p.Output:
			// Where the trainer writes is spkit's to answer: the mount.
			out := path.Join(DefaultWorkdir, "output")
			if k, _, ok := strings.Cut(words[p.Index], "="); ok && strings.HasPrefix(words[p.Index], "-") {
				words[p.Index] = k + "=" + out
			} else {
				words[p.Index] = out
			}
			d.note("%s %s: init answers it with the output mount (%s)", p.Flag, strings.Map(printable, p.Text), out)
			continue
		}
		questions = append(questions, Question{Flag: p.Flag, Placeholder: p.Text, Why: "the documentation leaves it to you"})
		at = append(at, p.Index)
	}
	if c.Entry != nil {
		for _, flag := range missingRequired(c) {
			questions = append(questions, Question{Flag: flag, Why: c.Entry.File + " requires it"})
			at = append(at, -1)
		}
	}
	if c.ConfigIndex >= 0 && !isConfigPlaceholder(c) {
		words[c.ConfigIndex] = configWord(words[c.ConfigIndex], c.ConfigFlag)
	}
	d.configFlag = c.ConfigFlag
	if len(questions) == 0 {
		return finish(words), nil
	}
	// A config placeholder or a required config flag is train.config's
	// job, answered by chooseConfig.
	var rest []Question
	var restAt []int
	for i, q := range questions {
		if configQuestion(c, q) {
			if at[i] >= 0 {
				words[at[i]] = configWord(words[at[i]], q.Flag)
			} else {
				words = append(words, q.Flag, ConfigToken)
			}
			d.configFlag = q.Flag
			continue
		}
		rest = append(rest, q)
		restAt = append(restAt, at[i])
	}
	if len(rest) == 0 {
		return finish(words), nil
	}
	if opts.Ask == nil {
		// An option the entry point declares with a default needs no
		// value from the user: drop it and its placeholder.
		var keep []Question
		for i, q := range rest {
			a, ok := c.Entry.Lookup(q.Flag)
			if q.Flag != "" && restAt[i] > 0 && ok && !a.Required && a.HasDefault && words[restAt[i]-1] == q.Flag {
				drop[restAt[i]-1], drop[restAt[i]] = true, true
				d.note("left out %s %s: the documentation leaves it open and %s's default (%s) applies", q.Flag, strings.Map(printable, q.Placeholder), c.Entry.File, orDefault(a.Default, "declared"))
				continue
			}
			keep = append(keep, q)
		}
		rest = keep
		if len(rest) == 0 {
			return finish(words), nil
		}
		names := make([]string, len(rest))
		for i, q := range rest {
			names[i] = q.String()
		}
		if c.ConfigMissing != "" && !d.hasTrainerConfig() {
			names = append(names, fmt.Sprintf("%s (%s is not in the repository)", orFlag(c.ConfigFlag), strings.Map(printable, c.ConfigMissing)))
		}
		return nil, errdefs.Configf(
			fmt.Sprintf("run spkit init in a terminal to answer, or give the whole line: spkit init --command '%s'", strings.Join(c.Words, " ")),
			"the training command (%s) needs values the repository does not give: %s", c.Source, strings.Join(names, ", "))
	}
	for i, q := range rest {
		v, err := opts.Ask.Fill(q)
		if err != nil {
			return nil, err
		}
		if restAt[i] >= 0 {
			if strings.HasPrefix(words[restAt[i]], "-") && strings.Contains(words[restAt[i]], "=") {
				k, _, _ := strings.Cut(words[restAt[i]], "=")
				words[restAt[i]] = k + "=" + v
			} else {
				words[restAt[i]] = v
			}
		} else if q.Flag != "" {
			words = append(words, q.Flag, v)
		} else {
			words = append(words, v)
		}
	}
	return finish(words), nil
}

// configWord is the command word that carries the config: ConfigToken, or
// --flag={config} when the documentation writes the flag and value as one
// word.
func configWord(w, flag string) string {
	if flag != "" && strings.HasPrefix(w, flag+"=") {
		return flag + "=" + ConfigToken
	}
	return ConfigToken
}

func isConfigPlaceholder(c *reposcan.Candidate) bool {
	return slices.ContainsFunc(c.Placeholders, func(p reposcan.Placeholder) bool { return p.Index == c.ConfigIndex })
}

// configQuestion reports whether a question asks for the trainer config
// (a config placeholder, or a required --config-like flag).
func configQuestion(c *reposcan.Candidate, q Question) bool {
	if q.Placeholder != "" && slices.ContainsFunc(c.Placeholders, func(p reposcan.Placeholder) bool {
		return p.Index == c.ConfigIndex && p.Text == q.Placeholder
	}) {
		return true
	}
	return q.Flag != "" && reposcan.IsConfigFlag(q.Flag)
}

// missingRequired is the candidate's required arguments it leaves out.
func missingRequired(c *reposcan.Candidate) []string {
	return c.MissingRequired()
}

func orDefault(v, def string) string {
	if v == "" {
		return def
	}
	return v
}

// hasTrainerConfig reports whether the repository has a trainer config.
func (d *Detection) hasTrainerConfig() bool {
	for _, cfg := range d.findings.Configs {
		if cfg.Kind == reposcan.ConfigTrainer {
			return true
		}
	}
	return false
}
