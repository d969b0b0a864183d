package reposcan

import (
	"regexp"
	"strings"
)

// Marks a README leaves in a command for "more options go here": an
// ellipsis (`...` on a line of its own, `--flag ...`), a bracketed or
// angled stand-in for the rest of the arguments (`[TRAINING PARAMETERS]`,
// `[args]`, `<options>`). They are not arguments: a line keeps its other
// words and runs without them; the decider sees them in Candidate.Elided.
var (
	ellipsis = regexp.MustCompile(`^(\.\.\.|…|\[\.\.\.\]|<\.\.\.>|\(\.\.\.\))$`)
	// restHole is a stand-in for the rest of the arguments.
	restHole = regexp.MustCompile(`(?i)^[\[<]([a-z]+[ _-])*(args|arguments|options|opts|flags|params|parameters|overrides|hyperparameters|kwargs)[\]>]$`)
	// upperHole is an upper-case bracketed word (`[TRAINING PARAMETERS]`):
	// the rest of the arguments on its own, a value to fill after an option.
	upperHole = regexp.MustCompile(`^\[[A-Z][A-Z0-9_ -]*\]$`)
	// spacedHole is a bracketed group of words the shell would split
	// (`[TRAINING PARAMETERS]`, `[other args]`), held together as one word.
	spacedHole = regexp.MustCompile(`\[[A-Za-z][A-Za-z0-9_-]*( [A-Za-z0-9_-]+)+\]`)
)

// elided reports a word that stands for "more arguments", and whether it
// may stand for an option's value (an upper-case hole after an option is
// a value to fill, not the rest).
func elided(w string) (rest, valueOK bool) {
	switch {
	case ellipsis.MatchString(w), restHole.MatchString(w):
		return true, false
	case upperHole.MatchString(w):
		return true, true
	}
	return false, false
}

// elide takes the marks for "more options" out of a candidate's words
// (with the option an ellipsis stands as the value of: `--resume ...` is
// an option the README leaves open, not a value to fill) and records them
// in Elided.
func (s *scan) elide(c *Candidate) {
	var words []string
	var unknown []bool
	argStart := c.ArgStart
	for i, w := range c.Words {
		rest, valueOK := elided(w)
		_, v, inline := strings.Cut(w, "=")
		inline = inline && strings.HasPrefix(w, "-") && ellipsis.MatchString(v)
		if inline && i > 0 && !c.Unknown[i] {
			c.Elided = append(c.Elided, w) // --resume=...
			if i < c.ArgStart {
				argStart--
			}
			continue
		}
		if i == 0 || c.Unknown[i] || !rest {
			words, unknown = append(words, w), append(unknown, c.Unknown[i])
			continue
		}
		prev := ""
		if n := len(words); n > 1 && i-1 >= 1 {
			prev = words[n-1]
		}
		valued := strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") && !c.boolFlag(prev, i-1)
		if valued && valueOK {
			words, unknown = append(words, w), append(unknown, c.Unknown[i])
			continue // [MODEL_PATH] after --model: a value to fill
		}
		mark := w
		drop := 1
		if valued && !strings.Contains(w, "=") && !upperHole.MatchString(w) {
			// `--resume ...`: the option goes with the value it leaves open.
			mark = prev + " " + w
			words, unknown = words[:len(words)-1], unknown[:len(unknown)-1]
			drop = 2
		}
		c.Elided = append(c.Elided, mark)
		if i < c.ArgStart {
			argStart -= drop
		}
	}
	c.Words, c.Unknown, c.ArgStart = words, unknown, argStart
}

// boolFlag reports an option that takes no value: a launcher's known
// switch, or one the entry point declares store_true.
func (c *Candidate) boolFlag(flag string, i int) bool {
	if i < c.ArgStart {
		return launcherBool[flag]
	}
	return c.isBool(flag)
}
