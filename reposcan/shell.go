package reposcan

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// Invocation is one simple command found in shell text (a README code
// block, a Makefile recipe, a script), read as a shell reads it: line
// continuations joined, comments dropped, quotes removed, VAR=x prefixes
// apart from the words.
type Invocation struct {
	Env []string // VAR=value prefixes, in order
	// EnvOpen marks the prefixes whose value the text leaves open.
	EnvOpen []bool
	// Exported are the variables the text exported before the command
	// (export VAR=value), NAME=value in order; ExportOpen marks those left
	// open.
	Exported   []string
	ExportOpen []bool
	Words      []string // argv after the prefixes
	// Unknown marks words that hold a value the text does not give: an
	// unset $VAR or a $(command): they are asked for, never written.
	Unknown []bool
	Line    int    // 1-based line in the text it came from
	Dir     string // the folder a preceding `cd` moved to ("" for where it ran)
	// Cd is set when Dir comes from a `cd` in the text (not from where the
	// document lives).
	Cd bool
	// Loop says the for-loops the command runs in, when one runs it for
	// several words: it is read with the first (shellloop.go).
	Loop string
}

// unknownVar is how a word shows an expansion the text leaves open.
func unknownVar(name string) string { return "${" + name + "}" }

// parseShell reads text as bash and returns its simple commands in order.
// Variables assigned before a command (FOO=1 on a line of its own, export
// FOO=1) are expanded in later commands; `cd DIR` is remembered for the
// commands after it. Text that is not shell (a Python or YAML block) is
// read line by line and what parses is kept, so one odd line does not hide
// the rest.
func parseShell(text string, vars map[string]string) []Invocation {
	return parseShellIn(text, vars, newBudget(nil))
}

// parseShellIn is parseShell within a document's budget: reading stops
// when the budget is spent or its context is cancelled, and what is cut
// is recorded in the budget.
func parseShellIn(text string, vars map[string]string, b *budget) []Invocation {
	if !b.read(len(text)) {
		return nil
	}
	if vars == nil {
		vars = map[string]string{}
	}
	// Windows line ends, and blanks after a line-ending backslash (which
	// would escape the blank and end the command there): a README means
	// the line goes on.
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = blankAfterBackslash.ReplaceAllString(text, `\`)
	// A lone backslash inside a line (an inline span that joined a
	// continued command) and one ending the text continue nothing.
	text = loneBackslash.ReplaceAllString(text, "$1")
	if t := strings.TrimRight(text, " \t\n"); strings.HasSuffix(t, `\`) && !strings.HasSuffix(t, `\\`) {
		text = strings.TrimSuffix(t, `\`)
	}
	text, held := holdPlaceholders(text)
	r := &shellReader{vars: vars, b: b, parser: newShellParser()}
	invs := r.text(text)
	for i := range invs {
		for j, w := range invs[i].Words {
			invs[i].Words[j] = held.Replace(w)
		}
	}
	return invs
}

// angleHole is a README placeholder such as <path_or_name> or <your model>,
// which a shell would read as redirections.
var angleHole = regexp.MustCompile(`<[A-Za-z][^<>\n]{0,60}>`)

var (
	// blankAfterBackslash is a backslash with blanks after it at a line's end.
	blankAfterBackslash = regexp.MustCompile(`(?m)\\[ \t]+$`)
	// loneBackslash is a backslash standing alone between blanks.
	loneBackslash = regexp.MustCompile(`(^|[ \t])\\[ \t]+`)
)

// holdPlaceholders swaps <...> placeholders and bracketed groups of words
// ([TRAINING PARAMETERS]) for plain words the shell parser keeps whole,
// and returns the replacer that puts them back.
func holdPlaceholders(text string) (string, *strings.Replacer) {
	var pairs []string
	n := 0
	hold := func(m string) string {
		n++
		key := fmt.Sprintf("SPKITHOLE%dX", n)
		pairs = append(pairs, key, m)
		return key
	}
	text = angleHole.ReplaceAllStringFunc(text, hold)
	text = spacedHole.ReplaceAllStringFunc(text, hold)
	if strings.Contains(text, "<...>") {
		text = strings.ReplaceAll(text, "<...>", hold("<...>"))
	}
	return text, strings.NewReplacer(pairs...)
}

func newShellParser() *syntax.Parser {
	return syntax.NewParser(syntax.KeepComments(false), syntax.Variant(syntax.LangBash))
}

// text reads the whole text as one script; when it does not parse, one
// logical line at a time (continuations joined), keeping what parses.
func (r *shellReader) text(text string) []Invocation {
	if f, err := r.parser.Parse(strings.NewReader(text), ""); err == nil {
		return r.file(f, 0)
	}
	var out []Invocation
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines) && !r.b.stopped(); i++ {
		start := i
		logical := []string{lines[i]}
		for i+1 < len(lines) {
			last, ok := strings.CutSuffix(strings.TrimRight(logical[len(logical)-1], " \t"), `\`)
			if !ok {
				break
			}
			logical[len(logical)-1] = last
			i++
			logical = append(logical, lines[i])
		}
		// Joined once: a block of ten thousand continued lines is read in
		// linear time.
		f, err := r.parser.Parse(strings.NewReader(strings.Join(logical, " ")), "")
		if err != nil {
			continue
		}
		out = append(out, r.file(f, start)...)
	}
	return out
}

type shellReader struct {
	vars   map[string]string
	dir    string
	b      *budget
	parser *syntax.Parser
	// stmts maps each call of the file being read to its statement (its
	// redirections are on the statement), found in one walk.
	stmts map[*syntax.CallExpr]*syntax.Stmt
	// line is the line being read; long is set when a word passed
	// maxWordBytes.
	line int
	long bool
	// exported are the variables exported so far (NAME=value), in order.
	exported   []string
	exportOpen []bool
	// loops are the for-loops over listed words read so far (shellloop.go).
	loops []shellLoop
}

// maxExports bounds the exported variables kept for the commands after.
const maxExports = 64

// export records an exported variable for the commands that follow.
func (r *shellReader) export(a *syntax.Assign) {
	if a == nil || a.Name == nil || a.Array != nil || len(r.exported) >= maxExports {
		return
	}
	name := a.Name.Value
	v, known := r.vars[name]
	if hasHidden(v) {
		return
	}
	kv := name + "=" + v
	for i, e := range r.exported {
		if strings.HasPrefix(e, name+"=") {
			r.exported[i], r.exportOpen[i] = kv, !known
			return
		}
	}
	r.exported = append(r.exported, kv)
	r.exportOpen = append(r.exportOpen, !known)
}

func (r *shellReader) file(f *syntax.File, lineOffset int) []Invocation {
	r.stmts = map[*syntax.CallExpr]*syntax.Stmt{}
	syntax.Walk(f, func(n syntax.Node) bool {
		if st, ok := n.(*syntax.Stmt); ok {
			if call, ok := st.Cmd.(*syntax.CallExpr); ok {
				r.stmts[call] = st
			}
		}
		return true
	})
	var out []Invocation
	syntax.Walk(f, func(n syntax.Node) bool {
		if n == nil || r.b.stopped() {
			return false
		}
		r.line = int(n.Pos().Line()) + lineOffset
		switch n := n.(type) {
		case *syntax.DeclClause:
			for _, a := range n.Args {
				r.assign(a)
				if n.Variant != nil && n.Variant.Value == "export" {
					r.export(a)
				}
			}
			return false
		case *syntax.ForClause:
			r.forLoop(n, lineOffset)
		case *syntax.CallExpr:
			// Command substitutions inside the words are not commands the
			// documentation runs: a call's children are not walked.
			if inv, ok := r.call(n); ok {
				out = append(out, inv)
			}
			return false
		}
		return true
	})
	return out
}

// call reads one simple command; false for an assignment, a `cd`, a
// heredoc read into a variable, or a command cut for its size.
func (r *shellReader) call(n *syntax.CallExpr) (Invocation, bool) {
	if len(n.Args) == 0 {
		for _, a := range n.Assigns {
			r.assign(a)
		}
		return Invocation{}, false
	}
	if !r.b.command(r.line) || r.readHeredoc(n, r.stmts[n]) {
		return Invocation{}, false
	}
	inv := Invocation{Line: r.line, Dir: r.dir, Cd: r.dir != "", Exported: slices.Clone(r.exported), ExportOpen: slices.Clone(r.exportOpen), Loop: r.loopAt(r.line)}
	r.long = false
	for _, a := range n.Assigns {
		v, known := r.word(a.Value)
		if hasHidden(v) || r.long {
			r.b.cut(r.line, "a command whose %s= prefix holds a control character or passes %d KiB is left out", a.Name.Value, maxWordBytes>>10)
			return Invocation{}, false
		}
		inv.Env = append(inv.Env, a.Name.Value+"="+v)
		inv.EnvOpen = append(inv.EnvOpen, !known)
	}
	if !r.args(&inv, n.Args) || len(inv.Words) == 0 {
		return Invocation{}, false
	}
	if inv.Words[0] == "cd" {
		if len(inv.Words) > 1 && !inv.Unknown[1] {
			r.dir = cleanRel(r.dir, inv.Words[1])
		}
		return Invocation{}, false
	}
	return inv, true
}

// args evaluates a command's words into inv; false (noted) when the
// command passes the bounds on words and their size.
func (r *shellReader) args(inv *Invocation, args []*syntax.Word) bool {
	for _, w := range args {
		if escapedBlank(w) {
			continue // a lone `\ `: a continuation that lost its line end
		}
		v, known := r.word(w)
		if r.long || !r.b.spend(r.line, len(v)) {
			if r.long {
				r.b.cut(r.line, "a command with an argument over %d KiB is left out", maxWordBytes>>10)
			}
			return false
		}
		if r.splits(w) && known {
			// An unquoted $VAR holding several words is several
			// arguments (the shell splits it on whitespace).
			for _, f := range strings.Fields(v) {
				inv.Words = append(inv.Words, f)
				inv.Unknown = append(inv.Unknown, false)
			}
		} else {
			inv.Words = append(inv.Words, v)
			inv.Unknown = append(inv.Unknown, !known)
		}
		if hasTerminalControl(v) {
			// A line that would show one thing and run another is not
			// offered at all (a \x1b[8m argument hides what follows).
			r.b.cut(r.line, "a command with a terminal control character (%s) is left out", Visible(clipWord(v)))
			return false
		}
		if len(inv.Words) > maxWords {
			r.b.cut(r.line, "a command of more than %d words (%s ...) is left out", maxWords, clipWord(inv.Words[0]))
			return false
		}
	}
	return true
}

// escapedBlank reports a word that is only an escaped blank (`\ `).
func escapedBlank(w *syntax.Word) bool {
	if len(w.Parts) != 1 {
		return false
	}
	lit, ok := w.Parts[0].(*syntax.Lit)
	return ok && (lit.Value == `\ ` || lit.Value == "\\\t")
}

// clipWord shortens a word for a note.
func clipWord(w string) string {
	if len(w) <= 40 {
		return w
	}
	n := 40
	for n > 0 && !utf8.RuneStart(w[n]) {
		n-- // whole characters: a note is printed
	}
	return w[:n] + "..."
}
