package project

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/envcheck"
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
				"--command %q: %v", clipCommand(opts.Command), err)
		}
		d.CommandWhy = "given with --command"
		d.decide("command", opts.Command, 100, "given with --command")
		if why := serves(f.Dir, c); why != "" {
			d.safety("train.command serves a UI, as given with --command (%s): it runs until stopped and trains only what the UI is told to", why)
		}
	case len(f.Launches) == 0:
		return d.refuseNoLaunch(f)
	case opts.Ask != nil:
		var err error
		if c, err = d.askLaunch(f, opts.Ask); err != nil {
			return err
		}
	default:
		var err error
		if c, err = d.pickLaunch(f, opts); err != nil {
			return withStages(f, err)
		}
		if err := refuseChosen(c); err != nil {
			return err
		}
	}
	d.launch = c
	d.launchEnv(c)
	if err := d.fillEnvPlaceholders(f.Dir, c, opts.Ask); err != nil {
		return err
	}
	if opts.Command == "" {
		if err := d.guardScriptInputs(f.Dir, c, opts.Ask); err != nil {
			return err
		}
		if err := d.guardUserData(f.Dir, c); err != nil {
			return err
		}
	}
	if c.Kind == reposcan.KindScript {
		d.MainScript = c.Target
	}
	words, err := d.fillPlaceholders(c, opts)
	if err != nil {
		return err
	}
	d.Command = imagePython(words)
	d.note("entry point: %s (%s)", strings.Join(words, " "), c.Source)
	d.loopCheck(c)
	if c.UserConfig != "" && c.ConfigIndex < 0 {
		d.note("%s names no config: it reads %s, which the repository ships only as a template; write that file before training, or give a command that names a config (--command)", strings.Join(words, " "), c.UserConfig)
	}
	return nil
}

// imagePython names the image's interpreter "python" where the
// documentation wrote python3, python3.11 or a path to one: the image has
// one Python, on the PATH as python.
func imagePython(words []string) []string {
	if len(words) > 0 && reposcan.IsPython(words[0]) {
		words[0] = "python"
	}
	return words
}

// launchEnv puts the documented line's environment (its VAR=value
// prefixes, the variables exported before it) into env: the run sets them
// as the documentation does. A secret, a GPU selection (spkit gives the
// container its GPUs) or a value the text leaves open is left out and
// said.
func (d *Detection) launchEnv(c *reposcan.Candidate) {
	for _, e := range c.Environment {
		k, v := e.Name, e.Value
		switch problem, _ := envcheck.Check(k, v); {
		case envcheck.LooksSecret(k):
			d.safety("left out %s from the documented line's environment: a credential does not belong in spkit.yaml; pass it from the host environment", k)
		case e.Placeholder:
			d.note("left out %s=%s from the documented line's environment: a value for you to replace", k, strings.Map(printable, v))
		case problem != "" || e.Open:
			d.note("left out %s from the documented line's environment: %s", k, orDefault(problem, "the documentation leaves its value open"))
		case k == "CUDA_VISIBLE_DEVICES" && oneDevice(v) && singleProcess(c):
			d.keepOneDevice(c, v)
		case k == "CUDA_VISIBLE_DEVICES" || k == "NVIDIA_VISIBLE_DEVICES":
			d.note("left out %s=%s from the documented line's environment: spkit gives the container its GPUs", k, strings.Map(printable, v))
		default:
			if d.Env == nil {
				d.Env = map[string]string{}
			}
			d.Env[k] = v
			d.EnvWhy = append(d.EnvWhy, fmt.Sprintf("%s=%s: set by the documented line (%s)", k, v, c.Source))
		}
	}
	if len(c.Elided) > 0 {
		d.note("the documented line marks more options (%s) that the repository does not give: train.command runs without them", strings.Map(printable, strings.Join(c.Elided, ", ")))
	}
}

// oneDevice is a GPU selection of one device by its index ("0", "1").
func oneDevice(v string) bool {
	v = strings.TrimSpace(v)
	return v != "" && len(v) <= 2 && strings.Trim(v, "0123456789") == ""
}

// singleProcess is a line that starts one process of its own: python, a
// module or a console script, with no launcher that starts one per GPU,
// no wrapper script (whose inner line may) and no count in its
// environment.
func singleProcess(c *reposcan.Candidate) bool {
	if li, ok := reposcan.LauncherNamed(c.Launcher); ok && li.Distributed || c.Kind == reposcan.KindShell {
		return false
	}
	return !slices.ContainsFunc(c.Environment, func(e reposcan.EnvVar) bool {
		return slices.Contains(parallelKeys, strings.ToLower(e.Name))
	})
}

// keepOneDevice keeps a documented one-GPU selection on a line that
// starts one process: the run uses one GPU as documented (a console
// script that starts a process per visible GPU, a trainer that spreads a
// model over every GPU it sees, would otherwise take them all). The
// index becomes 0, the first GPU the container is given.
func (d *Detection) keepOneDevice(c *reposcan.Candidate, v string) {
	if d.Env == nil {
		d.Env = map[string]string{}
	}
	d.Env["CUDA_VISIBLE_DEVICES"] = "0"
	why := fmt.Sprintf("CUDA_VISIBLE_DEVICES=0: the documented line runs on one GPU (%s)", c.Source)
	if strings.TrimSpace(v) != "0" {
		why = fmt.Sprintf("CUDA_VISIBLE_DEVICES=0: the documented line runs on one GPU, its %s; in the container that is the first GPU it is given (%s)", strings.TrimSpace(v), c.Source)
	}
	d.EnvWhy = append(d.EnvWhy, why)
	at := c.Source.String()
	for _, w := range lineSources(c.Also, 2) {
		at += ", as " + w
	}
	d.note("env CUDA_VISIBLE_DEVICES=0: the documented line (%s) starts one process on one GPU (CUDA_VISIBLE_DEVICES=%s); a machine with more GPUs still trains on one", at, strings.Map(printable, strings.TrimSpace(v)))
}

// pickLaunch takes the best-ranked candidate that does not serve a UI,
// when its confidence reaches commandThreshold; otherwise it refuses,
// naming the candidates and --command.
func (d *Detection) pickLaunch(f *reposcan.Findings, opts InitOptions) (*reposcan.Candidate, error) {
	var cands []*reposcan.Candidate
	var ui []string
	for _, c := range f.Launches {
		if why := serves(f.Dir, c); why != "" {
			ui = append(ui, fmt.Sprintf("%s (%s)", strings.Join(c.Words, " "), why))
			continue
		}
		cands = append(cands, c)
	}
	for _, u := range ui[:min(len(ui), 2)] {
		d.safety("not a training command: %s; init never writes one that serves a UI without asking", u)
	}
	if len(cands) == 0 {
		return nil, errdefs.Configf("pass the training command: spkit init --command 'python train.py ...'",
			"every documented command serves a UI, not a training run: %s", strings.Join(ui[:min(len(ui), 3)], ", "))
	}
	cands = d.rootTrainerFirst(f, cands)
	conf, why := commandConfidence(d.findings, cands)
	if ui := guiFirst(f, cands[0]); ui != "" {
		conf, why = min(conf, undocumentedCap), why+"; "+ui
	}
	if data := userDataRival(cands); data != "" {
		conf, why = min(conf, commandThreshold-1), why+"; "+data
	}
	labels, first := launchLabels(cands), candidateWayOut(cands[0])
	if task, lines := taskFolderChoice(f, cands); task != "" {
		conf, why, labels, first = min(conf, commandThreshold-1), why+"; "+task, lines, ""
	}
	if conf < commandThreshold && !opts.anyConfidence {
		return nil, refuseUnsure("training command", "--command", conf, why, labels, d.openValues(cands[0]), first)
	}
	c := cands[0]
	d.decide("command", strings.Join(c.Words, " "), conf, why)
	d.CommandWhy = strings.Join(c.Evidence, "; ")
	d.runnersUp(cands)
	return c, nil
}

func launchLabels(cands []*reposcan.Candidate) []string {
	out := make([]string, len(cands))
	for i, c := range cands {
		out[i] = strings.Join(c.Words, " ")
	}
	return out
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
		if why := serves(f.Dir, c); why != "" {
			opts[i].Evidence = append([]string{"SERVES A UI, not a training run: " + why}, opts[i].Evidence...)
		}
	}
	i, typed, err := ask.Choose("How does this repository start training?", opts)
	if err != nil {
		return nil, err
	}
	if i >= 0 && i < len(shown) {
		if err := d.confirmUI(f.Dir, shown[i], ask); err != nil {
			return nil, err
		}
		d.CommandWhy = "picked from " + shown[i].Source.String()
		d.decide("command", opts[i].Label, 100, "picked at the prompt")
		return shown[i], nil
	}
	c, err := f.ParseCommand(typed)
	if err != nil {
		return nil, errdefs.Usagef("type a command that runs a script, module or console script of the repository", "%q: %v", typed, err)
	}
	if err := d.confirmUI(f.Dir, c, ask); err != nil {
		return nil, err
	}
	d.CommandWhy = "typed at the prompt"
	d.decide("command", typed, 100, "typed at the prompt")
	return c, nil
}

// confirmUI asks before taking a command that serves a UI as the training
// command (default no: refused).
func (d *Detection) confirmUI(dir string, c *reposcan.Candidate, ask Asker) error {
	why := serves(dir, c)
	if why == "" {
		return nil
	}
	ok, err := ask.Confirm(fmt.Sprintf("%s serves a UI (%s), it is not a training run. Use it as train.command anyway?", strings.Join(c.Words, " "), why))
	if err != nil {
		return err
	}
	if !ok {
		return errdefs.Configf("pass the training command: spkit init --command 'python train.py ...'", "%s serves a UI; no training command chosen", c.Name())
	}
	d.safety("train.command serves a UI (%s), kept at the prompt: it runs until stopped and trains only what the UI is told to", why)
	return nil
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
	fix := "pass the training command: spkit init --command 'python train.py --config configs/x.yaml'"
	if m, ok := heldElsewhere(f.Missing); ok {
		// The line names the script as if run from the one folder that
		// has it: say so, and give the line from there as the way out.
		msg += fmt.Sprintf("; %s/%s is the only %s in the repository", m.Holder, m.Script, m.Script)
		fix = "if the line runs from there, pass it: spkit init " + wayOut(m.Holder, nil, m.Line)
	}
	return errdefs.Configf(fix, "%s", msg)
}

// heldElsewhere is the first documented line whose missing script the
// repository has once, in a folder under the root (MissingScript.Holder).
func heldElsewhere(ms []reposcan.MissingScript) (reposcan.MissingScript, bool) {
	for _, m := range ms {
		if m.Holder != "" && len(m.Line) > 0 {
			return m, true
		}
	}
	return reposcan.MissingScript{}, false
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

// clipCommand keeps an error about --command to one readable line: a
// command of thousands of words is shown by its start and its length.
func clipCommand(cmd string) string {
	const shown = 120
	if len(cmd) <= shown {
		return cmd
	}
	return fmt.Sprintf("%s ... (%d bytes)", strings.ToValidUTF8(cmd[:shown], ""), len(cmd))
}
