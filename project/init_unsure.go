package project

import (
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Written only on evidence (docs/init.md). On the first runs of the
// unseen held-out sets (testdata/firstruns.jsonl: init's answers on 211
// repositories nobody had tuned it on, each run before anything was
// changed after seeing it), no written answer was right whose command
// scored under 59, whose output or install was under 70, or whose process
// count was flagged rather than fitted; 46 of 52 written answers were
// wrong. So after every rule has answered, an answer under those bars is
// asked about in a terminal (default no) and refused otherwise, naming
// what init would write, why it is unsure and the flag or file that
// settles it. TestInitThresholdsOnFirstRuns holds the bars to that data;
// the rules under them keep their own thresholds (init_confidence.go).
var evidenceBars = []struct {
	what string
	bar  int
	fix  string // the way out, %s: the answer
}{
	{"command", 59, "give the line yourself: spkit init %s (or another of the candidates), or run spkit init in a terminal to confirm"},
	{"output", 70, "pass the folder its checkpoints go to: spkit init --output DIR (init would use %s), or run spkit init in a terminal to confirm"},
	{"install", 70, "list what the trainer needs in a requirements.txt at the repository's root and run spkit init again (init would install: %s), or run it in a terminal to confirm"},
	{"processes", 80, "set %s to the machine's GPUs and run spkit init again, or give the line yourself with --command"},
}

// writeOnEvidence turns the bars on; the rule tests lift them (TestMain)
// to see one rule's answer, and the measurements on real trees keep them.
var writeOnEvidence = true

// guardEvidence asks about or refuses the answers under evidenceBars.
// A value the user gave (--command, --output, an answer at the prompt)
// scores 100 and passes.
func (d *Detection) guardEvidence(opts InitOptions) error {
	if !writeOnEvidence || opts.anyConfidence {
		return nil
	}
	for _, b := range evidenceBars {
		dec, ok := d.Decision(b.what)
		if !ok || dec.Confidence >= b.bar || b.what == "processes" && opts.Command != "" {
			continue
		}
		answer := strings.Map(printable, clip(dec.Answer, 200))
		if b.what == "command" {
			answer = strings.Map(printable, d.proposedLine())
		}
		why := fmt.Sprintf("not sure of the %s: %s (confidence %d of 100, under %d: %s)", b.what, answer, dec.Confidence, b.bar, strings.Map(printable, clip(dec.Why, 300)))
		if b.what == "command" && len(d.Runners) > 0 {
			var other []string
			for _, r := range d.Runners[:min(len(d.Runners), 2)] {
				line, _, _ := strings.Cut(r, "  (score")
				other = append(other, "'"+clip(line, 120)+"'")
			}
			why += "; other candidates: " + strings.Map(printable, strings.Join(other, ", "))
		}
		fix := fmt.Sprintf(b.fix, answer)
		if b.what == "command" {
			fix = fmt.Sprintf(b.fix, d.proposedWayOut())
		}
		if opts.Ask == nil {
			return errdefs.Configf(fix, "%s", why)
		}
		yes, err := opts.Ask.Confirm(why + ". Write it anyway?")
		if err != nil {
			return err
		}
		if !yes {
			return errdefs.Configf(fix, "%s; not confirmed", why)
		}
		d.decide(b.what, dec.Answer, 100, "confirmed at the prompt ("+dec.Why+")")
	}
	return nil
}

// proposedWayOut is proposedLine as the --command that passes it back,
// from train.cwd with the line's documented prefixes.
func (d *Detection) proposedWayOut() string {
	var env []string
	if d.launch != nil {
		env = d.launch.Env
	}
	return wayOut(d.Cwd, env, d.proposedWords())
}

// proposedLine is the command init would write, its config filled in:
// the line a user passes back with --command.
func (d *Detection) proposedLine() string {
	return strings.Join(d.proposedWords(), " ")
}

func (d *Detection) proposedWords() []string {
	words := make([]string, len(d.Command))
	for i, w := range d.Command {
		words[i] = strings.ReplaceAll(w, ConfigToken, d.MainConfig)
	}
	return words
}
