package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
)

// A pipeline documented as stages (pretrain, then fine-tune from its
// weights; create a student, pseudo-label, then distil) runs its later
// lines on what the earlier ones make. Such a line is not the repository's
// training command on its own: its inputs are not in the repository until
// an earlier stage has run (issue 39).

// Need is an input a line reads that another documented line makes.
type Need struct {
	Flag  string // the option that reads it ("--model_name_or_path"), or the entry point's argument
	Value string // as the reading line (or the entry point's default) gives it
	// By is the line that makes it (its words) and Source where it is
	// shown.
	By     string
	Source Source
	maker  *Candidate
}

// Writers and readers by the option's name: save_dir/output_dir/
// save_weight write (save_precision, save_steps, save_strategy do not:
// they name no place); from_weight/init_from/load_path/resume_from/
// pretrained_path read. A line's own arguments are all read, except what
// it writes.
var (
	writesFlag = regexp.MustCompile(`(?i)^-*(save|out|output)([_-]?(dir|path|folder|file|name|weight|weights|model|to|prefix|root))?$`)
	readsFlag  = regexp.MustCompile(`(?i)^-*(from|init|load|resume|restore|pretrained|base)[_-]`)
)

// markStages finds, for each candidate, the inputs another candidate
// makes (Needs), and ranks the stages of a training pipeline: a line that
// reads what a line named for training makes is a later stage (-50), and
// the first stage, named for training, is what a new user runs first
// (+10). A line that reads what a preparation step makes (pseudo-labels,
// a student copied from the teacher, prepared data) keeps its rank: there
// is no earlier training stage to prefer, and init refuses it if it is
// picked.
func markStages(cands []*Candidate) {
	writes := make([]map[string]string, len(cands))
	for i, c := range cands {
		writes[i] = c.writtenValues()
	}
	for _, c := range cands {
		for _, r := range c.readValues() {
			for j, e := range cands {
				if e == c || e.Target == c.Target && e.Sub == c.Sub {
					continue
				}
				if stageMatch(writes[j], r) {
					c.Needs = append(c.Needs, Need{Flag: r[0], Value: r[1], By: strings.Join(e.Words, " "), Source: e.Source, maker: e})
					break
				}
			}
		}
	}
	for _, c := range cands {
		for _, n := range c.Needs {
			if nameScore(n.maker.Name()) > 0 {
				c.add("stage", -50, fmt.Sprintf("a later stage: %s %s is made by %s (%s)", n.Flag, clipWord(n.Value), n.maker.Name(), n.Source))
				break
			}
		}
	}
	for _, c := range cands {
		if len(c.Needs) == 0 && hasDependents(c, cands) && nameScore(c.Name()) > 0 {
			c.add("stage", 10, "the first stage of a documented pipeline (later stages read what it makes)")
		}
	}
}

func hasDependents(c *Candidate, cands []*Candidate) bool {
	for _, o := range cands {
		for _, n := range o.Needs {
			if n.maker == c {
				return true
			}
		}
	}
	return false
}

// writtenValues are what a line writes: the values of its save/output
// options and the defaults of those its entry point declares and the line
// leaves out; keyed by the value's match key, with the option.
func (c *Candidate) writtenValues() map[string]string {
	out := map[string]string{}
	given := map[string]bool{}
	for _, kv := range c.options() {
		given[kv[0]] = true
		if writesFlag.MatchString(kv[0]) {
			putKeys(out, kv)
		}
	}
	for _, kv := range c.entryDefaults(given, writesFlag) {
		putKeys(out, kv)
	}
	return out
}

func putKeys(out map[string]string, kv [2]string) {
	for _, k := range stageKeys(kv[1]) {
		out[k] = kv[0]
	}
}

// readValues are the (option, value) pairs a line reads: its options'
// values (not those it writes), and the defaults of the load/from options
// its entry point declares and the line leaves out.
func (c *Candidate) readValues() [][2]string {
	var out [][2]string
	given := map[string]bool{}
	for _, kv := range c.options() {
		given[kv[0]] = true
		if !writesFlag.MatchString(kv[0]) && !c.Unknown[c.indexOf(kv)] {
			out = append(out, kv)
		}
	}
	return append(out, c.entryDefaults(given, readsFlag)...)
}

// options are the line's --flag value and --flag=value pairs after its
// target.
func (c *Candidate) options() [][2]string {
	var out [][2]string
	args := c.Args()
	for i := 0; i < len(args); i++ {
		w := args[i]
		if !strings.HasPrefix(w, "-") {
			continue
		}
		if k, v, ok := strings.Cut(w, "="); ok {
			out = append(out, [2]string{k, v})
			continue
		}
		if i+1 < len(args) && !strings.HasPrefix(args[i+1], "-") {
			out = append(out, [2]string{w, args[i+1]})
			i++
		}
	}
	return out
}

// indexOf is the index in Words of an option pair's value (-1 if not
// found).
func (c *Candidate) indexOf(kv [2]string) int {
	for i := c.ArgStart; i < len(c.Words); i++ {
		if c.Words[i] == kv[0]+"="+kv[1] || c.Words[i] == kv[1] && i > 0 && c.Words[i-1] == kv[0] {
			return i
		}
	}
	return -1
}

// entryDefaults are the entry point's declared defaults of the options
// re matches that the line does not give.
func (c *Candidate) entryDefaults(given map[string]bool, re *regexp.Regexp) [][2]string {
	if c.Entry == nil {
		return nil
	}
	var out [][2]string
	for _, a := range c.Entry.Args {
		if a.Positional || a.Bool || a.Default == "" || !re.MatchString(a.Flag()) {
			continue
		}
		if given[a.Flag()] {
			continue
		}
		out = append(out, [2]string{a.Flag(), a.Default})
	}
	return out
}

// stageKeys are the keys a value matches another line's by: each part of
// a +/, list, cleaned ("./x" is "x"), and, for a part written from the
// folder above ("../x"), its last element. Values that name nothing (a
// number, true, none, ".") give none.
func stageKeys(v string) []string {
	var out []string
	for _, p := range strings.FieldsFunc(v, func(r rune) bool { return r == '+' || r == ',' }) {
		p = strings.Trim(p, `"'`)
		if !namesSomething(p) {
			continue
		}
		clean := path.Clean(p)
		out = append(out, clean)
		if strings.HasPrefix(clean, "../") {
			out = append(out, "^"+path.Base(clean))
		}
	}
	return out
}

// stageMatch reports whether a value read names something the writer
// makes: the same path, or a path from the folder above whose last
// element the writer makes. The same option on both lines (two lines
// that take --checkpoint_dir X) is a shared input, not a stage.
func stageMatch(written map[string]string, r [2]string) bool {
	for _, k := range stageKeys(r[1]) {
		if flag, ok := written[k]; ok && flag != r[0] {
			return true
		}
		if !strings.HasPrefix(k, "^") {
			continue
		}
		for wk := range written {
			if !strings.HasPrefix(wk, "^") && path.Base(wk) == k[1:] {
				return true
			}
		}
	}
	return false
}

func namesSomething(p string) bool {
	if len(p) < 3 || strings.ContainsAny(p, "$<>{}") || strings.Contains(p, "://") {
		return false
	}
	if _, err := strconv.ParseFloat(p, 64); err == nil {
		return false
	}
	switch strings.ToLower(path.Clean(p)) {
	case ".", "..", "none", "null", "true", "false", "auto":
		return false
	}
	return true
}
