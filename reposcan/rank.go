package reposcan

import (
	"cmp"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Words in a name or a heading that say "this trains", and those that say
// it does something else first (install, prepare, validate, ...).
var (
	otherWord    = regexp.MustCompile(`(?i)(^|[^a-z])(tok|tokenizer|tokenizers|combine|combiner|create|make|install|installation|setup|set.up|requirements|download|prepare|preparation|preprocess|pre-process|tokeniz|validate|validation|verify|check|convert|conversion|lint|format|copyright|test|tests|testing|eval|evaluate|evaluation|benchmark|bench|infer|inference|generate|generation|sample|sampling|predict|export|merge|serve|serving|server|deploy|chat|demo|webui|web.ui|gradio|app|api|upload|push|quantiz|caption|clean|docker|build|contribut|citation|faq|troubleshoot|extract|compress|vllm|launch.ui|ui)([^a-z]|$)`)
	quickStart   = regexp.MustCompile(`(?i)quick.?start|getting.started|your.first|first.(run|fine.?tune|training)`)
	startHeading = regexp.MustCompile(`(?i)quick.?start|getting.started|usage|how.to.use|run|running|example|tutorial`)
)

// nameScore rates a script, module or subcommand name.
func nameScore(name string) int {
	n := strings.ToLower(name)
	score := 0
	if trainWord.MatchString(n) {
		score += 30
	}
	if otherWord.MatchString(n) {
		score -= 40
	}
	return score
}

// rank scores every candidate and orders them best first; candidates that
// start the same thing are folded into the most complete one.
func (s *scan) rank(cands []*Candidate) []*Candidate {
	labels := s.labeler()
	for _, c := range cands {
		s.score(c)
		labels.score(c)
	}
	out := fold(cands)
	markFirstTraining(out)
	markStages(out)
	for _, c := range out {
		if c.Mentions > 1 {
			bonus := min(2*(c.Mentions-1), 6)
			c.add("source", bonus, fmt.Sprintf("shown %d times", c.Mentions))
		}
		if c.UserConfig != "" && c.ConfigIndex < 0 {
			// It runs only once the user has written that config: a line
			// naming a config the repository has runs as it is.
			c.add("args", -12, fmt.Sprintf("names no config: it reads %s, which the documentation has the user write (the repository ships only %s)", c.UserConfig, s.templateConfigs()[c.UserConfig]))
		}
	}
	slices.SortStableFunc(out, func(a, b *Candidate) int { return b.Score - a.Score })
	return out
}

// maxAlso bounds the sources a folded candidate keeps of the others.
const maxAlso = 4

// fold counts the same target (and subcommand) seen several times as one
// candidate, the best-scored line, with the mentions.
func fold(cands []*Candidate) []*Candidate {
	byKey := map[string]*Candidate{}
	var out []*Candidate
	for _, c := range cands {
		key := fmt.Sprintf("%s %s %s %s %s %d", c.Kind, c.Target, c.Sub, c.Config, c.Launcher, c.gpus())
		if c.Kind == KindConsole && c.Sub == "" {
			key += " " + strings.Join(c.Args(), " ")
		}
		prev, ok := byKey[key]
		if !ok {
			byKey[key] = c
			out = append(out, c)
			continue
		}
		prev.Mentions++
		if len(prev.Also) < maxAlso {
			prev.Also = append(prev.Also, c.Source)
		}
		// The same line naming no config reads the same default config
		// wherever it is shown: one document saying the user writes it
		// says so for all.
		userConfig := cmp.Or(prev.UserConfig, c.UserConfig)
		if variationOf(c, prev) {
			prev.Environment = sameLineEnv(prev, c)
			continue
		}
		other := c
		if keepsOver(c, prev) {
			c.Mentions = prev.Mentions
			c.Also = append(slices.DeleteFunc(slices.Clone(prev.Also), func(s Source) bool { return s.File == c.Source.File && s.Line == c.Source.Line }), prev.Source)
			old := *prev
			*prev = *c
			other = &old
		}
		prev.UserConfig, prev.Environment = userConfig, sameLineEnv(prev, other)
	}
	return out
}

// sameLineEnv is the folded line's environment: its own, or, when it is
// shown bare, that of the other line with the very same words (the same
// command shown again with ACCELERATE_LOG_LEVEL=info before it).
func sameLineEnv(kept, other *Candidate) []EnvVar {
	if len(kept.Environment) == 0 && slices.Equal(kept.Words, other.Words) {
		return other.Environment
	}
	return kept.Environment
}

// keepsOver reports whether line c replaces prev as the folded candidate:
// the plainest line of the scored ones (the documented form, not a
// variation with extra options; a shorter line that sets an option the
// other does not, or sets one to another value, is another run:
// `--dataset B --extra_dim 8` beside the first documented `--dataset A
// ... --attrs x y z`), else the better-scored. A line that
// leaves options open (`...`) is not the plainer form: it is shorter
// because words were left out, nor the better-scored one over a line that
// gives all its words, and a documented line giving all its words replaces
// it: its placeholders went with the options it leaves out (`--dataset
// custom_dataset [TRAINING PARAMETERS]` against the documented line with
// --model_name /path_of_model_folder/8B).
func keepsOver(c, prev *Candidate) bool {
	if keepC, decided := plainOverVariant(c, prev); decided {
		return keepC
	}
	switch documented := c.Source.Kind == FromReadme || c.Source.Kind == FromDoc; {
	case len(c.Elided) > 0 && len(prev.Elided) == 0:
		return false
	case len(prev.Elided) > 0 && len(c.Elided) == 0 && documented:
		return true
	}
	plainer := len(c.Words) < len(prev.Words) && optionsWithin(c.Words, prev.Words) && c.Score >= prev.Score-10 && len(c.Elided) == 0
	return plainer || c.Score > prev.Score && !(len(prev.Words) < len(c.Words) && prev.Score >= c.Score-10) ||
		c.Score == prev.Score && c.Source.Kind == FromReadme && prev.Source.Kind != FromReadme
}

// variationOf reports whether README line c, shown under a subsection of
// the section where the same script's line prev was first shown, is a
// variation of it (a bigger model, another optimizer, a memory trick): the
// first shown stays the folded line, whatever the subsection's heading
// scores, since a new user runs the section's own example first.
func variationOf(c, prev *Candidate) bool {
	cs, ps := c.Source, prev.Source
	return cs.Kind == FromReadme && ps.Kind == FromReadme && cs.File == ps.File && ps.Line < cs.Line &&
		len(ps.Section) > 0 && len(cs.Section) > len(ps.Section) && slices.Equal(cs.Section[:len(ps.Section)], ps.Section)
}

// markFirstTraining gives the README's first training line (what a new
// user runs first) its point: its name says training, or its label does
// (scoreLabel).
func markFirstTraining(out []*Candidate) {
	var first *Candidate
	for _, o := range out {
		if o.Source.Kind == FromReadme && (nameScore(o.Name()) > 0 || labelledTraining(o)) && len(o.Placeholders) == 0 && (first == nil || o.Source.Line < first.Source.Line) {
			first = o
		}
	}
	if first != nil {
		first.add("source", 6, "the README's first training line")
	}
}

// saysWhat reports whether a heading says what its commands are for:
// training, something else, a quick start, or running/usage.
func saysWhat(heading string) bool {
	return trainWord.MatchString(heading) || otherWord.MatchString(heading) || quickStart.MatchString(heading) || startHeading.MatchString(heading)
}

func (c *Candidate) add(rule string, n int, why string) {
	if n == 0 {
		return
	}
	why = Visible(why)
	c.Score += n
	c.Evidence = append(c.Evidence, fmt.Sprintf("%+d %s", n, why))
	c.Scores = append(c.Scores, Points{Rule: rule, N: n, Why: why})
}

// hardware names the hardware a candidate is for: its script, its config
// or the heading above it named for a GPU or machine ("" when neutral).
func (s *scan) hardware(c *Candidate) string {
	for _, name := range []string{c.Target, c.Config} {
		// The file's name and its folders' (examples/x-80gb.peft-lora/config.json).
		for name != "" && name != "." && name != "/" {
			if _, token, ok := s.hardwareOf(name); ok {
				return token
			}
			name = path.Dir(name)
		}
	}
	if n := len(c.Source.Section); n > 0 {
		if _, token, ok := s.hardwareOf(strings.ReplaceAll(c.Source.Section[n-1], " ", "_")); ok {
			return token
		}
	}
	return ""
}

func quoteName(c *Candidate) string {
	switch c.Kind {
	case KindConsole:
		return strings.TrimSpace(c.Target + " " + c.Sub)
	}
	return c.Target
}

// missingRequired lists the required arguments the line does not give.
func (c *Candidate) missingRequired() []string {
	var out []string
	args := c.Args()
	positionals := 0
	for i, a := range args {
		if !strings.HasPrefix(a, "-") && (i == 0 || !strings.HasPrefix(args[i-1], "-") || strings.Contains(args[i-1], "=") || c.isBool(args[i-1])) {
			positionals++
		}
	}
	for _, a := range c.Entry.Required() {
		if a.Positional {
			if positionals > 0 {
				positionals--
				continue
			}
			out = append(out, a.Names[0])
			continue
		}
		given := false
		for _, w := range args {
			flag, _, _ := strings.Cut(w, "=")
			if _, ok := c.Entry.Lookup(flag); ok && slices.ContainsFunc(a.Names, func(n string) bool {
				return strings.ReplaceAll(strings.TrimLeft(n, "-"), "-", "_") == strings.ReplaceAll(strings.TrimLeft(flag, "-"), "-", "_")
			}) {
				given = true
			}
		}
		if !given {
			out = append(out, a.Flag())
		}
	}
	return out
}

var (
	gpuCount  = regexp.MustCompile(`^--?(nproc[_-]per[_-]node|num[_-]processes|num[_-]gpus|gpus|ngpus|nproc)(=(\d+))?$`)
	multiWord = regexp.MustCompile(`(?i)(^|[^a-z])(zero3|zero2|fsdp|multi[_-]?gpus?|multiple[_-]?gpus?|multi[_-]?node|distributed|ddp[_-]?8|[2-9]gpus?|[2-9]x[a-z]{0,3}[0-9]{2,4})([^a-z]|$)`)
	oneWord   = regexp.MustCompile(`(?i)(^|[^a-z])(single[_-]?device|single[_-]?gpu|1gpu|one[_-]?gpu)([^a-z]|$)`)
)

// gpus is how many GPUs the line asks for: 1 for a single-device line, n
// from --nproc_per_node/--num_processes/--num_gpus, 2 for a multi-GPU
// config or flag, 0 when it does not say.
func (c *Candidate) gpus() int {
	n := 0
	for i, w := range c.Words {
		if m := gpuCount.FindStringSubmatch(w); m != nil {
			v := m[3]
			if v == "" && i+1 < len(c.Words) {
				v = c.Words[i+1]
			}
			k := 0
			for _, ch := range v {
				if ch < '0' || ch > '9' {
					k = 0
					break
				}
				k = k*10 + int(ch-'0')
			}
			if k > 0 {
				return k
			}
		}
		if w == "--multi_gpu" || multiWord.MatchString(w) {
			n = 2
		}
		if oneWord.MatchString(w) && n == 0 {
			n = 1
		}
	}
	return n
}

// undeclared lists the options the line passes that its entry point's
// argparse parser does not declare (argparse stops on them): a stale
// README line. Parsers that take unknown options (parse_known_args) or
// whose options are not all in one file are not judged.
func (c *Candidate) undeclared() []string {
	e := c.Entry
	if e == nil || e.Parser != "argparse" || e.KnownArgs || len(e.Args) < 3 {
		return nil
	}
	var out []string
	for _, w := range c.Args() {
		if !strings.HasPrefix(w, "--") {
			continue
		}
		flag, _, _ := strings.Cut(w, "=")
		if _, ok := e.Lookup(flag); !ok {
			out = append(out, flag)
		}
	}
	return out
}
