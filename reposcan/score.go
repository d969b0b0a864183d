package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Points is one rule's part in a candidate's score: which rule, how much,
// and what it saw. Candidate.Scores lists them so that a decider can
// weigh the evidence itself (Evidence says the same in words).
type Points struct {
	Rule string // "source", "section", "name", "launch", "gpus", "args", "entry", "link", "topic", "nested"
	N    int
	Why  string
}

// rankRules score a candidate, each from one kind of evidence.
var rankRules = []func(s *scan, c *Candidate){
	(*scan).scoreSource, (*scan).scoreSection, (*scan).scoreName, (*scan).scoreLaunch,
	(*scan).scoreGPUs, (*scan).scoreArgs, (*scan).scoreEntry, (*scan).scoreLink, (*scan).scoreTopic,
	(*scan).scoreNested,
}

// score applies the ranking rules to one candidate.
func (s *scan) score(c *Candidate) {
	for _, rule := range rankRules {
		rule(s, c)
	}
}

// inPackage reports a shell script that sits inside the Python package (a
// launcher the documented command calls, not a documented way to train).
func (s *scan) inPackage(file string) bool {
	return s.repo.isFile(path.Dir(file) + "/__init__.py")
}

// scoreSource rates where the line was found.
func (s *scan) scoreSource(c *Candidate) {
	switch c.Source.Kind {
	case FromReadme:
		c.add("source", 15, "shown in the README")
	case FromDoc:
		c.add("source", 6, "shown in "+c.Source.File)
	case FromMakefile:
		c.add("source", 8, "a Makefile recipe")
	case FromShell:
		if !s.inPackage(c.Source.File) {
			c.add("source", 5, "run by "+c.Source.File)
		}
	case FromConsole:
		c.add("source", 2, "a console script of "+c.Source.File)
	}
	if c.Source.Inline {
		c.add("source", -6, "an inline mention, not a code block")
	}
}

// fileWord is a file name in a heading ("### train_dreambooth.py"): it
// names a script, it does not say what the section is for.
var fileWord = regexp.MustCompile(`[\w./-]+\.(py|sh|ipynb|yaml|yml|json|toml|cfg|md)\b`)

// withoutWord is a heading's "without X" ("Without Docker", "w/o
// DeepSpeed"): the section is the way that does not use X, not about X.
var withoutWord = regexp.MustCompile(`(?i)\b(without|w/o)\s+[\w.-]+`)

// headings are the headings above the line (or the Makefile target, or the
// script's own name), file names and "without X" taken out, nearest last.
func (s *scan) headings(c *Candidate) []string {
	var out []string
	for _, h := range c.Source.Section {
		h = withoutWord.ReplaceAllString(fileWord.ReplaceAllString(h, " "), " ")
		out = append(out, strings.TrimSpace(h))
	}
	if c.Source.Kind == FromShell && !s.inPackage(c.Source.File) {
		// A script's name says what it is for.
		out = append(out, strings.TrimSuffix(path.Base(c.Source.File), ".sh"))
	}
	if n := len(out); n > 1 && c.Source.Label && !saysWhat(out[n-1]) {
		// A bold label that says nothing ("Option 2 (Git clone method):")
		// sits inside the section above it: that heading is the nearest.
		out = out[:n-1]
	}
	return out
}

// scoreSection rates the headings above the line: a training section, a
// quick start, or a section about something else. A tutorial's headings
// name its own topic, so they weigh half.
func (s *scan) scoreSection(c *Candidate) {
	context := s.headings(c)
	if len(context) == 0 {
		return
	}
	w := func(n int) int { return n }
	if c.Source.Kind == FromDoc {
		w = func(n int) int { return n / 2 }
	}
	near := context[len(context)-1]
	switch {
	case otherWord.MatchString(near) && trainWord.MatchString(near):
		return // "Prepare the training data", "Install for fine-tuning": neither
	case otherWord.MatchString(near) && s.runAfterInstall(c, near):
		return // the install steps end with the run they install for
	case otherWord.MatchString(near):
		c.add("section", w(-25), fmt.Sprintf("under %q", near))
		return
	case trainWord.MatchString(near):
		c.add("section", w(25), fmt.Sprintf("under %q", near))
		return
	case quickStart.MatchString(near):
		c.add("section", w(20), fmt.Sprintf("under %q (what a new user runs first)", near))
	case startHeading.MatchString(near):
		c.add("section", w(8), fmt.Sprintf("under %q", near))
	}
	// A heading further up may still say it. A quick start's own
	// subsection that says nothing ("Command Line Interface
	// (Recommended)", "Without Docker") is still the quick start: what a
	// new user runs first, as if no heading stood between.
	saidNothing := !saysWhat(near)
	for i := len(context) - 2; i >= 0; i-- {
		train, other := trainWord.MatchString(context[i]), otherWord.MatchString(context[i])
		switch {
		case saidNothing && quickStart.MatchString(context[i]) && !other:
			c.add("quickstart", w(20), fmt.Sprintf("under %q (what a new user runs first)", context[i]))
			return
		case train && !other:
			c.add("section", w(12), fmt.Sprintf("under %q", context[i]))
			return
		case other && !train:
			c.add("section", w(-12), fmt.Sprintf("under %q", context[i]))
			return
		}
	}
}

// retiredDir is a folder of scripts kept for the record (archive/,
// deprecated/, legacy/).
var retiredDir = regexp.MustCompile(`(^|/)(archive|archived|deprecated|legacy|obsolete)/`)

// sbatchLine is a SLURM batch header or a job step launch.
var sbatchLine = regexp.MustCompile(`(?m)^\s*(#SBATCH\s|srun\s)`)

// submitLine is a Python launcher's job submission: it imports submitit,
// or runs sbatch through subprocess/os.system.
var submitLine = regexp.MustCompile(`(?m)^\s*(import\s+submitit\b|from\s+submitit\b)|(subprocess\.\w+|os\.system)\(\s*\[?\s*f?["']sbatch\b`)

// slurmName is a file or folder named for SLURM (slurm_train.py,
// slurm_scripts/).
var slurmName = regexp.MustCompile(`(?i)(^|/|_|-)slurm(_|-|/|\.py$)`)

// clusterScript reports a launcher written for a SLURM cluster: a shell
// script that holds #SBATCH headers or starts its job with srun, or a
// Python script that submits jobs (submitit, sbatch through subprocess)
// or is named for SLURM. It runs through the cluster's scheduler, not in a
// container on one machine.
func (s *scan) clusterScript(rel string) bool {
	if !s.repo.isFile(rel) {
		return false
	}
	if strings.HasSuffix(rel, ".py") {
		return slurmName.MatchString(rel) || submitLine.MatchString(s.repo.text(rel))
	}
	return sbatchLine.MatchString(s.repo.text(rel))
}

// installHeading is a heading about installing only ("Installation",
// "Setup", "Requirements").
var installHeading = regexp.MustCompile(`(?i)(^|[^a-z])(install|installation|setup|set.up|requirements|environment)([^a-z]|$)`)

// runAfterInstall reports a line under a heading about installing only
// that runs one of the repository's Python files whose name says nothing
// else (`python run.py` after `conda env create`): the section ends with
// the run it installs for, so the heading neither counts against it nor
// for it. A setup or download script keeps its name's points.
func (s *scan) runAfterInstall(c *Candidate, heading string) bool {
	if !installHeading.MatchString(heading) || otherWord.MatchString(installHeading.ReplaceAllString(heading, " ")) {
		return false
	}
	return c.Kind == KindScript && nameScore(c.Name()) >= 0 && s.repo.isFile(c.Target)
}

// scoreName rates what the line runs by its name.
func (s *scan) scoreName(c *Candidate) {
	name := c.Name()
	if c.Kind == KindModule {
		name = c.Target
	}
	if n := nameScore(strings.ReplaceAll(name, ".", " ")); n != 0 {
		c.add("name", n, fmt.Sprintf("runs %s", quoteName(c)))
	}
}

// scoreLaunch rates how it is started: a launcher, a console script of the
// project, a shell script, a hardware variant.
func (s *scan) scoreLaunch(c *Candidate) {
	if c.Kind == KindConsole && c.Sub == "" && !slices.ContainsFunc(c.Args(), func(a string) bool { return strings.HasPrefix(a, "-") || isConfigPath(a) }) {
		c.add("launch", -10, "a console script without a subcommand or arguments")
	}
	if hw := s.hardware(c); hw != "" {
		c.add("launch", -12, "for "+hw+" (a hardware variant: it goes to that profile)")
	}
	if c.Kind == KindShell {
		c.add("launch", -8, "a shell script (its own commands are candidates too)")
	}
	if c.Kind == KindShell && s.clusterScript(c.Target) {
		c.add("launch", -30, "a SLURM batch script (#SBATCH, srun): a cluster's launcher, not a container's")
	}
	if c.Kind == KindScript && s.clusterScript(c.Target) {
		c.add("launch", -30, "a Python script that submits SLURM jobs (submitit, sbatch, a slurm name): a cluster's launcher, not a container's")
	}
	if d := retiredDir.FindString(c.Source.File + " " + c.Target); d != "" && c.Source.Kind != FromReadme {
		c.add("launch", -20, fmt.Sprintf("kept in %s (retired)", strings.Trim(d, "/ ")))
	}
	if l, ok := LauncherNamed(c.Launcher); ok && l.Distributed {
		c.add("launch", 5, "started by "+c.Launcher)
	}
	if c.Kind == KindConsole && (c.Source.Kind == FromReadme || c.Source.Kind == FromDoc) {
		c.add("launch", 8, "the project's own command line, documented")
	}
}

// scoreGPUs prefers a line for one GPU over a multi-GPU variant.
func (s *scan) scoreGPUs(c *Candidate) {
	gpus := c.gpus()
	if n := len(c.Source.Section); gpus == 0 && n > 0 && multiWord.MatchString(strings.ReplaceAll(c.Source.Section[n-1], " ", "_")) {
		gpus = 2
	}
	switch {
	case gpus == 1:
		c.add("gpus", 6, "runs on one GPU")
	case gpus > 1:
		c.add("gpus", -6, fmt.Sprintf("asks for %d GPUs", gpus))
	}
}

// scoreArgs rates the arguments: a config, an output, what is left open.
func (s *scan) scoreArgs(c *Candidate) {
	if c.Config != "" {
		c.add("args", 15, "names the config "+c.Config)
	} else if c.ConfigIndex >= 0 {
		c.add("args", 5, "takes a config argument")
	}
	if c.OutputIndex >= 0 {
		c.add("args", 4, "names an output ("+strings.TrimSuffix(c.OutputFlag, "=")+")")
	}
	if len(c.Elided) > 0 {
		c.add("args", -2, fmt.Sprintf("leaves more options open (%s)", strings.Join(first(c.Elided, 3), ", ")))
	}
	if n := len(c.Placeholders); n > 0 {
		c.add("args", -3*min(n, 4), fmt.Sprintf("%d placeholder(s) to fill", n))
	}
}

// scoreEntry checks the line against its entry point's parser.
func (s *scan) scoreEntry(c *Candidate) {
	if unknown := c.undeclared(); len(unknown) > 0 {
		c.add("entry", -4*min(len(unknown), 4), fmt.Sprintf("passes options %s does not declare (%s)", c.Entry.File, strings.Join(first(unknown, 3), ", ")))
	}
	if c.Entry != nil {
		if missing := c.missingRequired(); len(missing) > 0 {
			c.add("entry", -4*min(len(missing), 3), "leaves out required "+strings.Join(missing, ", "))
		}
	}
}
