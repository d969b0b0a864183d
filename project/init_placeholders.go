package project

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// The steps that turn a documented line into train.command: run from the
// repository's root, its config as {config} (or kept as a name), and
// every value it leaves open answered by spkit (a launcher's default, the
// output mount), by the user, or refused.

// fillPlaceholders returns the command's words with the config argument
// as ConfigToken and every placeholder (and left-out required argument)
// filled: by the user on a terminal; without one, init refuses and names
// them, since a placeholder written as argv fails at run time.
func (d *Detection) fillPlaceholders(c *reposcan.Candidate, opts InitOptions) ([]string, error) {
	words := d.fromDocDir(c, slices.Clone(c.Words))
	drop := map[int]bool{}
	qs := d.placeholderQuestions(c, words, drop)
	if c.Entry != nil {
		for _, flag := range missingRequired(c) {
			qs = append(qs, placed{Question{Flag: flag, Why: c.Entry.File + " requires it"}, -1})
		}
	}
	if c.ConfigIndex >= 0 && !isConfigPlaceholder(c) && !d.namesConfigFolder(c, words[c.ConfigIndex]) {
		words[c.ConfigIndex] = configWord(words[c.ConfigIndex], c.ConfigFlag)
	}
	d.configFlag = c.ConfigFlag
	words, rest := d.answerConfigQuestions(c, words, qs)
	if len(rest) > 0 && opts.Ask == nil {
		if rest = d.dropDefaulted(c, words, rest, drop); len(rest) > 0 {
			return nil, d.refusePlaceholders(c, rest)
		}
	}
	if len(rest) > 0 {
		var err error
		if words, err = askPlaceholders(opts.Ask, words, rest); err != nil {
			return nil, err
		}
	}
	return d.finish(words, drop), nil
}

// placed is a question with the index of the word it answers (-1: a
// value to append).
type placed struct {
	Question
	at int
}

// fromDocDir keeps a line the documentation runs after a `cd` as
// written and starts it in that folder (train.cwd): its relative
// arguments, and the files the trainer opens on its own (./configs/...),
// resolve as documented. A script the documentation names from its own
// folder (a README in examples/ running train.py, no cd) is named from the
// repository's root.
func (d *Detection) fromDocDir(c *reposcan.Candidate, words []string) []string {
	if c.WorkDir != "" && ValidCwd(c.WorkDir) {
		d.Cwd = c.WorkDir
		d.note("%s runs from %s/ (a cd before it): train.cwd is %s, the command as written", c.Source, c.WorkDir, c.WorkDir)
		return words
	}
	if shellFromDocDir(c, words) {
		d.Cwd = c.Dir
		d.note("%s runs %s from %s/, the folder of the document and the script: train.cwd is %s, the command as written", c.Source, words[c.ArgStart-1], c.Dir, c.Dir)
		return words
	}
	if c.Kind == reposcan.KindScript && c.ArgStart > 0 && words[c.ArgStart-1] != c.Target {
		d.note("%s runs %s from %s/: the command names it from the repository's root", c.Source, words[c.ArgStart-1], c.Dir)
		words[c.ArgStart-1] = c.Target
	}
	return words
}

// shellFromDocDir reports a shell script a document in a subfolder runs
// by its name there (ptuning/README.md's `bash train.sh`): the script's
// own relative paths (main.py, its data folder) are written from that
// folder, so it starts there.
func shellFromDocDir(c *reposcan.Candidate, words []string) bool {
	return c.Kind == reposcan.KindShell && c.Dir != "" && c.ArgStart > 0 && words[c.ArgStart-1] != c.Target &&
		path.Dir(c.Target) == c.Dir && ValidCwd(c.Dir)
}

// namesConfigFolder reports a config the line names by name (env=NAME for
// a folder holding config.json, --config-name sft): the trainer's loader
// wants the name, so the word is kept as it is.
func (d *Detection) namesConfigFolder(c *reposcan.Candidate, w string) bool {
	if !c.ConfigByName {
		return false
	}
	d.note("%s names its config by name (%s, in %s/): kept as a name, since the trainer's loader looks it up", strings.Map(printable, w), c.Config, c.ConfigDir)
	return true
}

// placeholderQuestions answers what spkit can answer itself (a launcher's
// own option, an output folder) and returns the rest as questions.
func (d *Detection) placeholderQuestions(c *reposcan.Candidate, words []string, drop map[int]bool) []placed {
	var qs []placed
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
		case p.Output:
			// Where the trainer writes is spkit's to answer: the mount.
			out := path.Join(DefaultWorkdir, "output")
			if k, _, ok := strings.Cut(words[p.Index], "="); ok && strings.HasPrefix(words[p.Index], "-") {
				words[p.Index] = k + "=" + out
			} else {
				words[p.Index] = out
			}
			d.note("%s %s: init answers it with the output mount (%s)", p.Flag, strings.Map(printable, p.Text), out)
		case d.emptyPassThrough(c, words[p.Index]):
			drop[p.Index] = true
			d.note("left out %s of %s: no documented run of the script passes it arguments, so it expands to nothing", strings.Map(printable, words[p.Index]), c.Source.File)
		default:
			qs = append(qs, placed{Question{Flag: p.Flag, Placeholder: p.Text, Why: "the documentation leaves it to you"}, p.Index})
		}
	}
	return qs
}

// answerConfigQuestions turns a config placeholder or a required config
// flag into ConfigToken (train.config's job, answered by chooseConfig)
// and returns the other questions.
func (d *Detection) answerConfigQuestions(c *reposcan.Candidate, words []string, qs []placed) ([]string, []placed) {
	var rest []placed
	for _, q := range qs {
		if !configQuestion(c, q.Question) {
			rest = append(rest, q)
			continue
		}
		if q.at >= 0 {
			words[q.at] = configWord(words[q.at], q.Flag)
		} else {
			words = append(words, q.Flag, ConfigToken)
		}
		d.configFlag = q.Flag
	}
	return words, rest
}

// dropDefaulted leaves out an option the entry point declares with a
// default, with its placeholder: it needs no value from the user, unless
// the default is itself a stand-in (/path/to/data). A `$VAR`
// no documented line or script sets is kept: the documentation hands the
// user that value (gated weights, downloaded data), and the default is the
// authors' own machine's.
func (d *Detection) dropDefaulted(c *reposcan.Candidate, words []string, qs []placed, drop map[int]bool) []placed {
	var keep []placed
	for _, q := range qs {
		a, ok := c.Entry.Lookup(q.Flag)
		unset := q.at >= 0 && q.at < len(c.Unknown) && c.Unknown[q.at]
		if q.Flag != "" && q.at > 0 && ok && !a.Required && a.HasDefault && !unset && words[q.at-1] == q.Flag && !standInValue(a.Default) && !(modelOption.MatchString(q.Flag) && namesOther(q.Placeholder, a.Default)) {
			drop[q.at-1], drop[q.at] = true, true
			d.note("left out %s %s: the documentation leaves it open and %s's default (%s) applies", q.Flag, strings.Map(printable, q.Placeholder), c.Entry.File, orDefault(a.Default, "declared"))
			continue
		}
		keep = append(keep, q)
	}
	return keep
}

// placeholderWord is a placeholder's word that says only that a value
// goes there (<your_path_to_hf_converted_..._ckpt_and_tokenizer>,
// path_to_your_..._model), not which.
var placeholderWord = regexp.MustCompile(`(?i)^(your|my|own|the|a|an|to|of|and|or|for|here|put|path|paths|name|names|id|dir|directory|folder|file|hf|huggingface|hub|converted|local|ckpt|ckpts|checkpoint|checkpoints|model|models|tokenizer|weights?|pretrained|base|repo|url|or|value|input)$`)

var (
	letters = regexp.MustCompile(`[A-Za-z]+`)
	// modelOption is an option naming the model or weights a run starts
	// from (--model_name_or_path, --base_model, --pretrained_ckpt).
	modelOption = regexp.MustCompile(`(?i)model|ckpt|checkpoint|pretrained|weights`)
)

// namesOther reports a placeholder that names what goes there, none of
// which the option's default is (<your_path_to_hf_converted_llama_ckpt>
// over a default of facebook/opt-125m): the default trains another model
// than the one the documentation asks for, so it does not answer it.
// A placeholder that names nothing (<path_or_name>) or what the default
// is (path_to_your_chatglm_model, default THUDM/chatglm-6b) does.
// dropDefaulted asks it of a model option only: --algo algo_name or
// --name RUN_NAME names the kind of value, which the default is.
func namesOther(placeholder, def string) bool {
	def = strings.ToLower(def)
	named := false
	for _, w := range letters.FindAllString(placeholder, -1) {
		if len(w) < 3 || placeholderWord.MatchString(w) {
			continue
		}
		if strings.Contains(def, strings.ToLower(w)) {
			return false
		}
		named = true
	}
	return named
}

// refusePlaceholders names the values the documentation leaves open.
func (d *Detection) refusePlaceholders(c *reposcan.Candidate, qs []placed) error {
	names := make([]string, len(qs))
	for i, q := range qs {
		names[i] = q.String()
		if v := d.placeholderVar(c, q.Placeholder); v != "" {
			names[i] += " (set as " + v + ")"
		}
	}
	if c.ConfigMissing != "" && !d.hasTrainerConfig() {
		names = append(names, fmt.Sprintf("%s (%s is not in the repository)", orFlag(c.ConfigFlag), strings.Map(printable, c.ConfigMissing)))
	}
	return errdefs.Configf(
		"run spkit init in a terminal to answer, or give the whole line: spkit init "+candidateWayOut(c),
		"the training command (%s) needs values the repository does not give: %s", c.Source, strings.Join(names, ", "))
}

// askPlaceholders puts the questions to the user and writes the answers
// into the command.
func askPlaceholders(ask Asker, words []string, qs []placed) ([]string, error) {
	for _, q := range qs {
		v, err := ask.Fill(q.Question)
		if err != nil {
			return nil, err
		}
		switch {
		case q.at >= 0 && strings.HasPrefix(words[q.at], "-") && strings.Contains(words[q.at], "="):
			k, _, _ := strings.Cut(words[q.at], "=")
			words[q.at] = k + "=" + v
		case q.at >= 0:
			words[q.at] = v
		case q.Flag != "":
			words = append(words, q.Flag, v)
		default:
			words = append(words, v)
		}
	}
	return words, nil
}

// finish leaves out the dropped words, last: indexes hold until then.
func (d *Detection) finish(words []string, drop map[int]bool) []string {
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
