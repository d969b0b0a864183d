package project

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// Decision is one of init's answers and how far its evidence goes.
type Decision struct {
	What       string // "command", "config", "output", "processes", "install"
	Answer     string
	Confidence int // 0-100
	Why        string
}

// The confidence below which init does not write an answer on its own: it
// asks in a terminal and refuses otherwise, naming the candidates and the
// flag that settles it. The values come from the named corpus
// (testdata/corpus): TestInitConfidenceCorpus sweeps every threshold over
// init's answers there and prints precision and recall. Each threshold is
// the highest that keeps every right answer of the corpus (recall 1.0),
// rounded down: as cautious as the data allows. The test fails when a
// threshold lets a wrong answer through (precision under 95%), turns away
// a right one, or sits more than 10 under the lowest right answer.
const (
	// commandThreshold: the lowest right command in the corpus scores 41
	// (a README's inline `python run.py <config>` under "Training"); a
	// first line that is not about training, or a script no document
	// runs, stays under it.
	commandThreshold = 40
	// configThreshold: a config named by the command is 90; one picked
	// from the ranked configs carries its rank score less the closeness of
	// the runner-up. The lowest right pick in the corpus is 58.
	configThreshold = 55
	// outputThreshold: where the trainer writes, said by the command
	// (90), the config (80), a default in the code (70), transformers'
	// default (60), the user's --output (100). When nothing says, the
	// launched code's saves decide (undecidedOutput): it saves somewhere
	// init cannot tell (30: asked, or refused); it saves only to paths it
	// names (20: ./output kept with a CHECK line); it saves nothing (60:
	// ./output kept with a CHECK line).
	outputThreshold = 60
)

// undocumentedCap is the most a candidate no document runs (a train*.py
// file, a console script's declaration) can be trusted: a name is not a
// launch line.
const undocumentedCap = 30

// commandConfidence is how sure init is of cands[0] as the training
// command (rankConfidence), under the bar when it runs inside a copy of
// another project: its lines are that project's examples, whatever they
// score.
func commandConfidence(f *reposcan.Findings, cands []*reposcan.Candidate) (int, string) {
	conf, why := rankConfidence(f, cands)
	if len(cands) > 0 && rulePoints(cands[0], "nested") < 0 {
		return min(conf, commandThreshold-1), why + "; it runs inside a copy of another project"
	}
	if first := firstLineElsewhere(cands); first != nil {
		return min(conf, commandThreshold-1), fmt.Sprintf("%s; the README's first training line runs %s another way, under %q: %s", why, first.Target, first.Source.Section[0], strings.Join(first.Words, " "))
	}
	if doc := documentedRival(cands); doc != nil {
		return min(conf, commandThreshold-1), fmt.Sprintf("%s; only %s runs it, and %s shows %s under a training heading", why, cands[0].Source.File, doc.Source.File, doc.Name())
	}
	return conf, why
}

// firstLineElsewhere is the README's first training line when it runs
// cands[0]'s script another way (another config, other arguments) under
// another top heading of the same README: a README that holds two
// documents (a fork's own part above the upstream's README it kept) or
// two ways of training, where the higher score of one line's heading
// does not say which the user means. nil when none.
func firstLineElsewhere(cands []*reposcan.Candidate) *reposcan.Candidate {
	top := cands[0]
	if top.Source.Kind != reposcan.FromReadme || len(top.Source.Section) == 0 {
		return nil
	}
	for _, c := range cands[1:] {
		if c.Source.Kind == reposcan.FromReadme && c.Source.File == top.Source.File && c.Target == top.Target && c.Sub == top.Sub &&
			len(c.Source.Section) > 0 && c.Source.Section[0] != top.Source.Section[0] && c.Source.Line < top.Source.Line &&
			slices.ContainsFunc(c.Scores, func(p reposcan.Points) bool { return p.Why == firstTrainingLine }) {
			return c
		}
	}
	return nil
}

// firstTrainingLine is the reason reposcan gives the README's first
// training line.
const firstTrainingLine = "the README's first training line"

// documentedRival is a line another document shows under a training
// heading (a tutorial's finetuning example) when the README shows no
// training line and cands[0] comes only from one of the repository's
// shell scripts that the document does not run: the documentation says
// how to train, and a script's line it never names does not outrank it,
// whatever the script's name scores. nil when none.
func documentedRival(cands []*reposcan.Candidate) *reposcan.Candidate {
	if len(cands) < 2 || cands[0].Source.Kind != reposcan.FromShell {
		return nil
	}
	top := cands[0]
	var doc *reposcan.Candidate
	for _, c := range cands {
		switch {
		case c.Source.Kind == reposcan.FromReadme && rulePoints(c, "section") > 0:
			return nil // the README says how to train
		case doc == nil && c.Source.Kind == reposcan.FromDoc && rulePoints(c, "section") >= trainingHeading &&
			c.Target != top.Source.File && (c.Target != top.Target || c.Config != top.Config):
			doc = c
		}
	}
	return doc
}

// rankConfidence is how sure init is of cands[0] from its evidence: its
// rank score, whether a document runs it, and how close the runner-up
// (running something else) comes.
func rankConfidence(f *reposcan.Findings, cands []*reposcan.Candidate) (int, string) {
	if len(cands) == 0 {
		return 0, "no candidate"
	}
	top := cands[0]
	conf := top.Score
	why := []string{fmt.Sprintf("rank score %d", top.Score)}
	if k := top.Source.Kind; k == reposcan.FromFile || k == reposcan.FromConsole {
		conf = min(conf, undocumentedCap)
		why = append(why, "no document runs it")
	}
	next := rival(f, cands)
	if next == nil && top.Score > 0 {
		// Nothing else in the repository runs anything else, and the
		// ranking found nothing against it: it is written at the bar,
		// marked as a guess when its score is low.
		return max(clampConfidence(conf), commandThreshold), strings.Join(append(why, "the only candidate"), "; ")
	}
	if next != nil {
		if margin := top.Score - next.Score; margin < guessMargin {
			conf -= guessMargin - margin
			why = append(why, fmt.Sprintf("%s scores %d", next.Name(), next.Score))
		}
		if rulePoints(top, "section")+rulePoints(top, "quickstart") <= 0 && rulePoints(next, "section") >= trainingHeading {
			// The documentation says where training is, and it is the
			// rival's line: the top one's name alone does not outweigh
			// that (a train_searcher.py building an index beside the
			// "Model Training" section's main.py). A top line inside the
			// quick start is not under none.
			conf = min(conf, commandThreshold-1)
			why = append(why, fmt.Sprintf("%s is the line under a training heading; %s is under none", next.Name(), top.Name()))
		}
	}
	return clampConfidence(conf), strings.Join(why, "; ")
}

// trainingHeading is the least a heading that says training gives a line
// (reposcan's section rule: 25 in the README, 12 in another document).
const trainingHeading = 12

// rulePoints is what one ranking rule gave a candidate ("section": the
// headings above its line).
func rulePoints(c *reposcan.Candidate, rule string) int {
	n := 0
	for _, p := range c.Scores {
		if p.Rule == rule {
			n += p.N
		}
	}
	return n
}

// rival is the best candidate after cands[0] that runs something else
// and is not a hardware variant (train_4090.py goes to its profile); nil
// when none.
func rival(f *reposcan.Findings, cands []*reposcan.Candidate) *reposcan.Candidate {
	for _, c := range cands[1:] {
		if _, _, hw := f.HardwareOf(c.Target); !hw && c.Target != cands[0].Target {
			return c
		}
	}
	return nil
}

// configConfidence is how sure init is of the ranked config best, against
// the runner-up (nil when none).
func configConfidence(best, next *reposcan.Config) int {
	conf := best.Score
	if next == nil {
		// The only trainer config (hardware variants aside).
		return max(clampConfidence(conf), configThreshold)
	}
	if best.Score-next.Score < guessMargin {
		conf -= guessMargin - (best.Score - next.Score)
	}
	return clampConfidence(conf)
}

func clampConfidence(n int) int { return max(0, min(n, 100)) }

// decide records a decision.
func (d *Detection) decide(what, answer string, conf int, why string) {
	x := Decision{What: what, Answer: answer, Confidence: conf, Why: why}
	for i := range d.Decisions {
		if d.Decisions[i].What == what {
			d.Decisions[i] = x // a later answer (given at the prompt) replaces it
			return
		}
	}
	d.Decisions = append(d.Decisions, x)
}

// Decision returns the decision on what, and whether init made one.
func (d *Detection) Decision(what string) (Decision, bool) {
	for _, x := range d.Decisions {
		if x.What == what {
			return x, true
		}
	}
	return Decision{}, false
}

// refuseUnsure is init's answer when the best candidate's evidence is
// under the threshold and there is no terminal to ask: a one-line
// errdefs.Config naming two or three candidates and the flag that settles
// it; first is that flag with the first candidate, ready to pass back
// ("" when there is none to give: FLAG ... then).
func refuseUnsure(what, flag string, conf int, why string, candidates []string, open []string, first string) error {
	shown := candidates[:min(len(candidates), 3)]
	for i, c := range shown {
		shown[i] = fmt.Sprintf("%q", strings.Map(printable, clip(c, 120)))
	}
	more := ""
	if len(open) > 0 {
		more = fmt.Sprintf("; the first also needs values the repository does not give: %s", strings.Map(printable, strings.Join(open, ", ")))
	}
	fix := fmt.Sprintf("pass it: spkit init %s ..., or run spkit init in a terminal to choose", flag)
	if first != "" {
		fix = fmt.Sprintf("pass the one you mean: spkit init %s for the first (or another candidate), or run spkit init in a terminal to choose", first)
	}
	return errdefs.Configf(fix,
		"not sure of the %s (confidence %d of 100, under %d: %s); candidates: %s%s", what, conf, thresholdOf(what), why, strings.Join(shown, ", "), more)
}

// openValues are the values a candidate leaves to the user, as the
// placeholder refusal names them: its placeholders (not a launcher's own
// option, an output folder or the config's), and a config it names that
// the repository lacks when it has no trainer config.
func (d *Detection) openValues(c *reposcan.Candidate) []string {
	var out []string
	for _, p := range c.Placeholders {
		if !p.Launcher && !p.Output && !configQuestion(c, Question{Flag: p.Flag, Placeholder: p.Text}) {
			out = append(out, Question{Flag: p.Flag, Placeholder: p.Text}.String())
		}
	}
	if c.ConfigMissing != "" && !d.hasTrainerConfig() {
		out = append(out, fmt.Sprintf("%s (%s is not in the repository)", orFlag(c.ConfigFlag), strings.Map(printable, c.ConfigMissing)))
	}
	return out
}

func thresholdOf(what string) int {
	if what == "config" {
		return configThreshold
	}
	return commandThreshold
}

// confidenceWord says a confidence in the words spkit.yaml uses.
func confidenceWord(n int) string {
	switch {
	case n >= 80:
		return "high"
	case n >= 60:
		return "medium"
	}
	return "low"
}
