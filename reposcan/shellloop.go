package reposcan

import (
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// A shell for-loop over listed words (for model in resnet20 resnet32;
// do ...; done) sets its variable: the commands in its body run once per
// word. They are read with the first word, the first run, and marked: a
// loop over several words trains several times, each run writing where
// its own word says.

// shellLoop is a for-loop being read: its variable, its words, the lines
// of its body.
type shellLoop struct {
	name       string
	values     []string
	start, end int // the loop's first (the `for`) and last line
}

// forLoop reads `for NAME in WORDS` and sets NAME to the first word when
// the words are all given in the text; a loop over a glob, $@ or a
// command's output leaves NAME open, as before.
func (r *shellReader) forLoop(n *syntax.ForClause, lineOffset int) {
	it, ok := n.Loop.(*syntax.WordIter)
	if !ok || it.Name == nil || !it.InPos.IsValid() || len(it.Items) == 0 {
		return
	}
	var values []string
	for _, w := range it.Items {
		if r.splits(w) {
			return // $LIST: split as the shell would is too close to a guess
		}
		v, known := r.word(w)
		if !known || r.long || v == "" || strings.ContainsAny(v, "*?[") {
			return
		}
		values = append(values, v)
	}
	r.vars[it.Name.Value] = values[0]
	r.loops = append(r.loops, shellLoop{
		name: it.Name.Value, values: values,
		start: int(n.Pos().Line()) + lineOffset, end: int(n.End().Line()) + lineOffset,
	})
}

// loopAt describes the loops the line at line runs in, for the
// invocation's Loop; "" when none runs it more than once.
func (r *shellReader) loopAt(line int) string {
	var parts []string
	for _, l := range r.loops {
		if line < l.start || line > l.end || len(l.values) < 2 {
			continue
		}
		shown := l.values
		if len(shown) > 4 {
			shown = append(shown[:4:4], "...")
		}
		parts = append(parts, fmt.Sprintf("line %d loops $%s over %s (%d runs; read with the first, %s)", l.start, l.name, strings.Join(shown, " "), len(l.values), l.values[0]))
	}
	return strings.Join(parts, "; ")
}
