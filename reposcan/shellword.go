package reposcan

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Evaluating a word the way the shell would, without running anything:
// quotes, known variables, defaults, the bounds on a word's size.

func (r *shellReader) assign(a *syntax.Assign) {
	if a == nil || a.Name == nil || a.Naked || a.Array != nil {
		return
	}
	r.long = false
	v, known := r.word(a.Value)
	if r.long {
		r.b.cut(r.line, "$%s grows past %d KiB; it is left open", a.Name.Value, maxWordBytes>>10)
	}
	if known && !r.long && r.b.spend(r.line, len(v)) {
		r.vars[a.Name.Value] = v
	} else {
		delete(r.vars, a.Name.Value)
	}
}

// word evaluates a word without running anything: literals and quotes as
// the shell removes them, known variables expanded, ${X:-default} taken
// when X is not known, anything else left as ${X} and marked unknown.
func (r *shellReader) word(w *syntax.Word) (string, bool) {
	if w == nil {
		return "", true
	}
	var b strings.Builder
	known := r.parts(&b, w.Parts, false)
	if b.Len() > maxWordBytes {
		r.long = true
		return "", false
	}
	return b.String(), known
}

// write adds an expansion's value to a word being built, unless that
// makes the word longer than maxWordBytes (a variable doubled again and
// again): then it marks the word long and writes nothing.
func (r *shellReader) write(b *strings.Builder, v string) bool {
	if b.Len()+len(v) > maxWordBytes {
		r.long = true
		return false
	}
	b.WriteString(v)
	return true
}

func (r *shellReader) parts(b *strings.Builder, parts []syntax.WordPart, quoted bool) bool {
	known := true
	for _, p := range parts {
		switch p := p.(type) {
		case *syntax.Lit:
			b.WriteString(unescape(p.Value, quoted))
		case *syntax.SglQuoted:
			b.WriteString(p.Value)
		case *syntax.DblQuoted:
			known = r.parts(b, p.Parts, true) && known
		case *syntax.ParamExp:
			k := r.param(b, p)
			known = known && k
		default:
			// $(...), $((...)), <(...): what they print is not in the text.
			b.WriteString("$(...)")
			known = false
		}
	}
	return known
}

func (r *shellReader) param(b *strings.Builder, p *syntax.ParamExp) bool {
	if p.Param == nil {
		b.WriteString("${?}")
		return false
	}
	name := p.Param.Value
	if v, ok := r.vars[name]; ok && p.Exp == nil && !p.Length && p.Slice == nil && p.Repl == nil {
		return r.write(b, v)
	}
	if _, ok := r.vars[name]; !ok && p.Exp != nil && p.Exp.Word != nil {
		switch p.Exp.Op {
		case syntax.DefaultUnset, syntax.DefaultUnsetOrNull:
			v, known := r.word(p.Exp.Word)
			return r.write(b, v) && known
		}
	}
	if v, ok := r.vars[name]; ok && p.Exp != nil {
		switch p.Exp.Op {
		case syntax.DefaultUnset, syntax.DefaultUnsetOrNull:
			return r.write(b, v)
		}
	}
	b.WriteString(unknownVar(name))
	return false
}

// unescape removes the backslashes the shell removes: any escaped
// character outside quotes (a backslash-newline has already gone), and
// only \" \\ \$ \` inside double quotes.
func unescape(s string, quoted bool) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			next := s[i+1]
			if !quoted || strings.IndexByte("\"\\$`", next) >= 0 {
				b.WriteByte(next)
				i++
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// cleanRel joins a cd target onto the current folder, relative to where
// the text runs; "" when it leaves the repository or is absolute.
func cleanRel(cur, to string) string {
	if strings.HasPrefix(to, "/") || strings.HasPrefix(to, "~") || to == "-" {
		return ""
	}
	parts := strings.Split(cur, "/")
	if cur == "" {
		parts = nil
	}
	for _, seg := range strings.Split(to, "/") {
		switch seg {
		case "", ".":
		case "..":
			if len(parts) == 0 {
				return ""
			}
			parts = parts[:len(parts)-1]
		default:
			parts = append(parts, seg)
		}
	}
	return strings.Join(parts, "/")
}

// splits reports whether a word is a bare, unquoted parameter expansion
// (split into fields when it runs).
func (r *shellReader) splits(w *syntax.Word) bool {
	if len(w.Parts) != 1 {
		return false
	}
	_, ok := w.Parts[0].(*syntax.ParamExp)
	return ok
}

// readHeredoc handles `read -r -d ” VAR <<EOF ... EOF`, the way
// Some launch scripts build a long argument list: VAR holds the heredoc's
// text (continuations joined).
func (r *shellReader) readHeredoc(call *syntax.CallExpr, st *syntax.Stmt) bool {
	if st == nil || len(call.Args) < 2 {
		return false
	}
	if v, _ := r.word(call.Args[0]); v != "read" {
		return false
	}
	name, _ := r.word(call.Args[len(call.Args)-1])
	for _, rd := range st.Redirs {
		if rd.Hdoc == nil || (rd.Op != syntax.Hdoc && rd.Op != syntax.DashHdoc) {
			continue
		}
		r.long = false
		var b strings.Builder
		r.parts(&b, rd.Hdoc.Parts, true)
		text := strings.ReplaceAll(b.String(), "\\\n", " ")
		if r.long || len(text) > maxWordBytes || !r.b.spend(r.line, len(text)) {
			r.b.cut(r.line, "the heredoc read into $%s passes %d KiB; it is left open", name, maxWordBytes>>10)
			delete(r.vars, name)
			return true
		}
		r.vars[name] = strings.Join(strings.Fields(text), " ")
		return true
	}
	return false
}
