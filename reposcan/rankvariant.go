package reposcan

import (
	"fmt"
	"regexp"
	"strings"
)

// variantWord is a heading or label naming a variant of a run rather than
// the run itself: lower precision, a bigger batch, more GPUs, a faster or
// leaner setting, the settings to reproduce a result.
var variantWord = regexp.MustCompile(`(?i)(^|[^a-z0-9])(fp16|bf16|half.precision|mixed.precision|amp|apex|large.batch|larger.batch|big.batch|multi.?gpus?|multiple.gpus|multi.?node|distributed|faster|speed.?up|to.reproduce|low.memory|memory.efficient|gradient.checkpointing)([^a-z0-9]|$)`)

// plainOverVariant decides between two documented lines folded together
// (the same script, config and launcher) when one is the other plus
// overrides (yacs/OmegaConf `key value` pairs, more flags) shown under a
// heading or label that names a variant ("FP16 training", "with AMP and a
// large batch"): the plain line is the training command and the variant a
// documented alternative, whatever the variant's heading scores. decided
// is false when the rule does not apply; keepC says whether c replaces
// prev. The plain line must not be labelled as something else (a smoke
// test): the main section's line with overrides then stays.
func plainOverVariant(c, prev *Candidate) (keepC, decided bool) {
	if !documentedLine(c) || !documentedLine(prev) {
		return false, false
	}
	plain, variant := prev, c
	if len(c.Words) < len(prev.Words) {
		plain, variant = c, prev
	}
	label := variantLabel(variant)
	if label == "" || variantLabel(plain) != "" || labelledOther(plain) || !extends(variant.Words, plain.Words) {
		return false, false
	}
	note := fmt.Sprintf("a documented alternative: %s under %q", strings.Join(variant.Words, " "), clipLabel(label))
	if !strings.Contains(strings.Join(plain.Evidence, "\n"), "a documented alternative: ") {
		plain.Evidence = append(plain.Evidence, note)
	}
	return plain == c, true
}

func documentedLine(c *Candidate) bool {
	return (c.Source.Kind == FromReadme || c.Source.Kind == FromDoc) && len(c.Elided) == 0
}

// variantLabel is the nearest heading or the label (comment, lead-in)
// over a line when it names a variant, else "".
func variantLabel(c *Candidate) string {
	texts := []string{}
	if n := len(c.Source.Section); n > 0 {
		texts = append(texts, c.Source.Section[n-1])
	}
	for _, p := range c.Scores {
		if p.Rule == "section" {
			texts = append(texts, p.Why)
		}
	}
	for _, t := range texts {
		if variantWord.MatchString(t) {
			return t
		}
	}
	return ""
}

// labelledOther reports a line whose heading or label counts against it
// (a smoke test, an evaluation).
func labelledOther(c *Candidate) bool {
	for _, p := range c.Scores {
		if p.Rule == "section" && p.N < 0 {
			return true
		}
	}
	return false
}

// extends reports whether long is short plus more words: short's words
// appear in long in the same order, and long has more.
func extends(long, short []string) bool {
	if len(long) <= len(short) {
		return false
	}
	i := 0
	for _, w := range long {
		if i < len(short) && w == short[i] {
			i++
		}
	}
	return i == len(short)
}

// optionsWithin reports whether every option short sets (a word starting
// with "-", its name before any "="), with the values that follow it, is
// set the same way in long: short leaves options out, it changes none.
func optionsWithin(short, long []string) bool {
	have := optionValues(long)
	for name, v := range optionValues(short) {
		if lv, ok := have[name]; !ok || lv != v {
			return false
		}
	}
	return true
}

// optionValues maps each option of a line to its values (the words after
// it up to the next option, or what follows "=").
func optionValues(words []string) map[string]string {
	out := map[string]string{}
	name := ""
	for _, w := range words {
		if strings.HasPrefix(w, "-") {
			n, v, eq := strings.Cut(w, "=")
			name, out[n] = n, v
			if eq {
				name = ""
			}
			continue
		}
		if name != "" {
			out[name] = strings.TrimSpace(out[name] + " " + w)
		}
	}
	return out
}
