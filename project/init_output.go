package project

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
	"github.com/spkit-dev/spkit/trainconfig"
)

// hfDefaultOutput is where transformers' TrainingArguments writes when no
// --output_dir is given (transformers 4.50 and later).
const hfDefaultOutput = "trainer_output"

// writePlace is where the trainer writes, and how init learnt it.
type writePlace struct {
	value string // as the trainer has it ("saves/mymodel/lora", "/tmp/run/x")
	from  string // "the command's --output_dir", "output_dir in X", "finetune.py's default"
	// how to point it elsewhere: the command word index, a config key, or
	// an option to add.
	argIndex  int
	configKey string
	addFlag   string
	// env is the environment variable the trainer takes the folder from.
	env *reposcan.EnvOutput
	// conf, when set, is the confidence of a weaker sign (madeFolder).
	conf int
}

// chooseOutput puts volumes.output where the trainer writes: a relative
// folder is mounted as it is; an absolute one (or one inside the code) is
// pointed at the output mount through the command or the config. When
// nothing says where it writes, the default stays and init says so.
func (d *Detection) chooseOutput(f *reposcan.Findings, opts InitOptions) error {
	w, ok := d.wherePlace(f)
	if !ok || opts.Output != "" {
		var err error
		if w, ok, err = d.askOutput(f, opts); err != nil || !ok {
			return err
		}
	}
	d.decide("output", w.value, outputConfidence(w, ok), orDefault(w.from, "nothing says where it writes"))
	d.outputWrite = w.value
	p := d.fromCwd(path.Clean(w.value))
	if rel, ok := strings.CutPrefix(p, DefaultWorkdir+"/"); ok {
		p = rel // inside the image's workdir: where a mount can go
	}
	top := strings.SplitN(p, "/", 2)[0]
	inCode := slices.Contains(d.Copy, top+"/") || strings.HasSuffix(top, ".py")
	switch {
	case !path.IsAbs(p) && p != "." && top != ".." && (top != "data" || d.Volumes.Data == "") && !inCode && !strings.HasPrefix(top, "~") && !strings.Contains(top, "$"):
		d.Volumes.Output = "./" + top
		d.note("volumes.output: ./%s, where the trainer writes (%s: %s)", top, w.from, w.value)
		return nil
	}
	// Point it at the mount instead.
	target := path.Join(DefaultWorkdir, "output", path.Base(p))
	if p == "." || path.Base(p) == "/" {
		target = path.Join(DefaultWorkdir, "output")
	}
	switch {
	case w.env != nil:
		d.pointEnv(w)
	case w.argIndex >= 0:
		word := d.Command[w.argIndex]
		if k, _, ok := strings.Cut(word, "="); ok && (strings.HasPrefix(word, "-") || strings.Contains(k, "_")) {
			d.Command[w.argIndex] = k + "=" + target
		} else {
			d.Command[w.argIndex] = target
		}
		d.note("the trainer writes to %s (%s), outside every mount: train.command now passes %s, on volumes.output (./output)", w.value, w.from, target)
	case w.configKey != "" && trainconfig.FormatOf(d.MainConfig) == trainconfig.Other && d.launch.Entry != nil && d.launch.Entry.KeyValue:
		// A Python config spkit cannot edit, read by a configurator that
		// takes --key=value after it (an exec-style configurator).
		d.Command = append(d.Command, "--"+w.configKey+"="+target)
		d.note("the trainer writes to %s (%s), outside every mount: train.command passes --%s=%s, on volumes.output (./output)", w.value, w.from, w.configKey, target)
	case w.configKey != "" && !strings.Contains(w.configKey, ".") && trainconfig.FormatOf(d.MainConfig) != trainconfig.Other:
		for i := range d.Profiles {
			d.Profiles[i].setOverride(w.configKey, target)
		}
		d.outputOverride = [2]string{w.configKey, target}
		d.note("the trainer writes to %s (%s), outside every mount: each profile sets %s: %s (trainer_overrides), on volumes.output (./output)", w.value, w.from, w.configKey, target)
	case w.addFlag != "":
		d.Command = append(d.Command, w.addFlag, target)
		d.note("the trainer writes to %s (%s), outside every mount: train.command passes %s %s, on volumes.output (./output)", w.value, w.from, w.addFlag, target)
	default:
		d.note("the trainer writes to %s (%s), which no mount covers and init cannot redirect: set it to a folder under output/ or its checkpoints stay in the container", w.value, w.from)
	}
	return nil
}

// fromCwd is a relative path the trainer writes to, from the
// repository's root: the trainer starts in train.cwd.
func (d *Detection) fromCwd(p string) string {
	if d.Cwd == "" || path.IsAbs(p) || strings.HasPrefix(p, "~") || strings.HasPrefix(p, "$") {
		return p
	}
	return path.Join(d.Cwd, p)
}

// askOutput is the user's --output, or when nothing in the repository
// says where the trainer writes (ok false) an answer by what the launched
// code saves (undecidedOutput).
func (d *Detection) askOutput(f *reposcan.Findings, opts InitOptions) (writePlace, bool, error) {
	if opts.Output != "" {
		w, err := givenOutput(opts.Output, "given with --output")
		return w, err == nil, err
	}
	return d.undecidedOutput(f, opts)
}

// givenOutput is a folder the user named (--output, or typed at the
// prompt), checked to be a folder inside the repository.
func givenOutput(v, from string) (writePlace, error) {
	p := path.Clean(strings.TrimPrefix(v, "./"))
	if path.IsAbs(p) || p == "." || p == ".." || strings.HasPrefix(p, "../") || strings.ContainsAny(p, "$`\x00\n\r") {
		return writePlace{}, errdefs.Usagef("give the folder relative to the repository, e.g. --output checkpoints", "--output %q is not a folder inside the repository", v)
	}
	return writePlace{value: p, from: from, argIndex: -1}, nil
}

// outputConfidence is how sure init is of where the trainer writes, by
// what said it: the command (90), the config (80), the entry point's
// default or environment variable (70), transformers' default (60),
// nothing (20).
func outputConfidence(w writePlace, ok bool) int {
	switch {
	case !ok:
		return 20
	case w.conf > 0:
		return w.conf
	case strings.HasPrefix(w.from, "given"):
		return 100
	case w.argIndex >= 0:
		return 90
	case w.configKey != "":
		return 80
	case w.env != nil || w.addFlag != "" && w.value != hfDefaultOutput:
		return 70
	case w.value == hfDefaultOutput:
		return 60
	}
	return 70
}

// envFrom says where an environment-variable output comes from.
func envFrom(file string, o *reposcan.EnvOutput) string {
	s := fmt.Sprintf("%s in %s", o.Dir, file)
	if o.Via != file {
		s += ", from " + o.Via
	}
	if o.Default != "" {
		return s + fmt.Sprintf(", %q when %s is unset", o.Default, o.Var)
	}
	return s + fmt.Sprintf(", its own default when %s is unset", o.Var)
}

// pointEnv points an output folder the trainer takes from an environment
// variable at the output mount: spkit.yaml's env sets the variable. The
// folder holds whatever else the code keeps there, so the files that share
// it are named: what they download or prepare must be in volumes.output.
func (d *Detection) pointEnv(w writePlace) {
	target := path.Join(DefaultWorkdir, "output")
	if d.Env == nil {
		d.Env = map[string]string{}
	}
	d.Env[w.env.Var] = target
	d.EnvWhy = append(d.EnvWhy, fmt.Sprintf("%s: where the trainer writes (%s), on the output mount", w.env.Var, w.from))
	d.note("the trainer writes under $%s (%s): env sets %s=%s, on volumes.output (./output)", w.env.Var, w.from, w.env.Var, target)
	if n := len(w.env.Shared); n > 0 {
		shown := w.env.Shared[:min(n, 4)]
		more := ""
		if n > len(shown) {
			more = fmt.Sprintf(" and %d more", n-len(shown))
		}
		why := fmt.Sprintf("%s is also the folder of %s%s: what they download or prepare there for the trainer to read must be in ./output before training", w.env.Var, strings.Join(shown, ", "), more)
		d.EnvWhy = append(d.EnvWhy, why)
		d.note("%s", why)
	}
}

func (d *Detection) launchName() string {
	if d.launch == nil {
		return "the trainer"
	}
	return d.launch.Name()
}

// wherePlace finds where the trainer writes: the command's output
// argument, the config's output key, the entry point's default.
func (d *Detection) wherePlace(f *reposcan.Findings) (writePlace, bool) {
	c := d.launch
	if c == nil {
		return writePlace{}, false
	}
	if oi := d.index(c.OutputIndex); oi >= 0 && oi < len(d.Command) {
		v := d.Command[oi]
		if _, after, ok := strings.Cut(v, "="); ok && strings.HasSuffix(c.OutputFlag, "=") {
			v = after
		}
		if v != "" && v != ConfigToken {
			return writePlace{value: v, from: "the command's " + strings.TrimSuffix(c.OutputFlag, "="), argIndex: oi}, true
		}
	}
	if w, ok := d.workspacePlace(false); ok {
		return w, true
	}
	if p, _ := d.trainerConfig(); p != "" {
		for _, cfg := range f.Configs {
			if cfg.Path != p {
				continue
			}
			if key, s, ok := configOutput(cfg); ok {
				return writePlace{value: s, from: fmt.Sprintf("%s in %s", key, cfg.Path), argIndex: -1, configKey: key}, true
			}
		}
	}
	if w, ok := d.lineConfigsPlace(f); ok {
		return w, true
	}
	if w, ok := entryPlace(c.Entry); ok {
		return w, true
	}
	if w, ok := d.workspacePlace(true); ok {
		return w, true
	}
	if w, ok := d.codeDefault(f, c); ok {
		return w, true
	}
	if e := c.Entry; e != nil && e.Parser == "hf" {
		return writePlace{value: hfDefaultOutput, from: "transformers' TrainingArguments default", argIndex: -1, addFlag: "--output_dir"}, true
	}
	if w, ok := d.configLogDir(f); ok {
		return w, true
	}
	if w, ok := d.hydraRunPlace(f, c.Entry); ok {
		return w, true
	}
	if w, ok := d.madeFolder(f, c); ok {
		return w, true
	}
	return lightningPlace(f, c)
}

// lightningPlace is where the Lightning Trainer the launched script builds
// writes its checkpoints by Lightning's own defaults (reposcan's
// LightningDir: under the literal folder of its TensorBoard or CSV logger,
// or lightning_logs/): read last, after every place the code names.
func lightningPlace(f *reposcan.Findings, c *reposcan.Candidate) (writePlace, bool) {
	dir, at := f.LightningDir(c)
	if dir == "" {
		return writePlace{}, false
	}
	from := fmt.Sprintf("the Lightning Trainer's default checkpoint folder, under its logger's %s/ (%s)", dir, at)
	return writePlace{value: dir, from: from, argIndex: -1, conf: lightningConfidence}, true
}

// lightningConfidence: Lightning documents where ModelCheckpoint writes
// when nothing else says, so the place is as sure as a default the code
// names in an option (outputConfidence's 70), no surer.
const lightningConfidence = 70

// configLogDir is the trainer config's log folder (log_dir: "Models/x"),
// read last: a trainer that names no other folder writes its checkpoints
// beside its logs, as a module's log_dir constant says (outputConstants).
func (d *Detection) configLogDir(f *reposcan.Findings) (writePlace, bool) {
	p, _ := d.trainerConfig()
	for _, cfg := range f.Configs {
		if p == "" || cfg.Path != p {
			continue
		}
		if key, v, ok := cfg.Value("log_dir"); ok {
			if s, isStr := v.(string); isStr && looksPath(s) {
				return writePlace{value: s, from: fmt.Sprintf("%s in %s (its log folder: no other output is named)", key, cfg.Path), argIndex: -1, configKey: key}, true
			}
		}
	}
	return writePlace{}, false
}

// entryPlace is where the entry point itself says the trainer writes: an
// output option's default, a module-level constant, an environment
// variable it reads.
func entryPlace(e *reposcan.Entry) (writePlace, bool) {
	if e == nil {
		return writePlace{}, false
	}
	for _, a := range append(slices.Clip(e.Args), e.BaseArgs...) {
		if a.Positional || !isOutputKey(a.Key()) && !savesTo.MatchString(a.Help) {
			continue
		}
		if a.Default != "" && !unsetWord(a.Default) {
			return writePlace{value: a.Default, from: fmt.Sprintf("%s's %s default", e.File, a.Flag()), argIndex: -1, addFlag: a.Flag()}, true
		}
	}
	for _, k := range outputConstants {
		if v, ok := e.Constants[k]; ok && v != "" {
			w := writePlace{value: v, from: fmt.Sprintf("%s = %q in %s", k, v, e.File), argIndex: -1}
			if e.KeyValue {
				w.addFlag = "--" + k
			}
			return w, true
		}
	}
	if o := e.OutputEnv; o != nil {
		return writePlace{value: "$" + o.Var, from: envFrom(e.File, o), argIndex: -1, env: o}, true
	}
	return logDirOption(e)
}

// unsetWord is an option's default that stands for "not set" (default="none"),
// which the code replaces with a folder of its own (reposcan's
// sentinelFallbacks), not a folder named none.
func unsetWord(v string) bool {
	return slices.Contains([]string{"none", "None", "NONE", "null"}, v)
}

// logDirOption is the default of the entry's log folder option (--logdir,
// --log_dir), read last: a trainer that names no other folder writes its
// checkpoints under its log folder (a Lightning main.py's logs/<run>/
// checkpoints), as outputConstants reads a log_dir constant last.
func logDirOption(e *reposcan.Entry) (writePlace, bool) {
	for _, a := range e.Args {
		if a.Positional || a.Bool || !slices.Contains(logDirKeys, a.Key()) || !looksPath(a.Default) {
			continue
		}
		return writePlace{value: a.Default, from: fmt.Sprintf("%s's %s default (its log folder: no other output is named)", e.File, a.Flag()), argIndex: -1, addFlag: a.Flag()}, true
	}
	return writePlace{}, false
}

// logDirKeys name an entry's log folder option.
var logDirKeys = []string{"logdir", "log_dir", "logs_dir", "log_directory"}

// setOverride records a trainer override init writes for the profile.
func (p *ProfileChoice) setOverride(key, value string) {
	if p.Overrides == nil {
		p.Overrides = map[string]string{}
	}
	p.Overrides[key] = value
}

// index maps an index into the launch's words to d.Command's, past the
// words init left out; -1 for a word left out or -1.
func (d *Detection) index(i int) int {
	if i < 0 || d.dropped[i] {
		return -1
	}
	n := i
	for j := range d.dropped {
		if j < i {
			n--
		}
	}
	return n
}
