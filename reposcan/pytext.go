package reposcan

import "strings"

// Reading Python source as text: what lies outside string literals and
// comments, and the bracketed arguments of a call.

// eachOutside calls f with each byte of s that is outside Python string
// literals and the bracket depth after it, until f returns false.
func eachOutside(s string, f func(i int, c byte, depth int) bool) {
	depth, quote := 0, byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
			continue
		case c == '"' || c == '\'':
			quote = c
			continue
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		}
		if !f(i, c, depth) {
			return
		}
	}
}

// balanced returns the text between the parenthesis at open and its match
// (looked for in the 4000 bytes after it).
func balanced(src string, open int) (string, bool) {
	return bracketed(src[:min(len(src), open+4000)], open)
}

// splitTop splits a call's arguments at top-level commas.
func splitTop(s string) []string {
	var out []string
	start := 0
	eachOutside(s, func(i int, c byte, depth int) bool {
		if c == ',' && depth == 0 {
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
		return true
	})
	if t := strings.TrimSpace(s[start:]); t != "" {
		out = append(out, t)
	}
	return out
}

// StripComments drops Python (and shell) # comments, outside strings, from
// code.
func StripComments(code string) string {
	var b strings.Builder
	quote := byte(0)
	for i := 0; i < len(code); i++ {
		c := code[i]
		switch {
		case quote != 0:
			if c == '\\' && i+1 < len(code) {
				b.WriteByte(c)
				i++
				c = code[i]
			} else if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '#':
			for i < len(code) && code[i] != '\n' {
				i++
			}
			if i < len(code) {
				b.WriteByte('\n')
			}
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// lineExpr is the expression that starts at i and runs to the end of
// its logical line (over bracketed line breaks), 2000 bytes at most.
func lineExpr(src string, i int) string {
	s := src[i:min(len(src), i+2000)]
	end := len(s)
	eachOutside(s, func(j int, c byte, depth int) bool {
		if c == '\n' && depth <= 0 || c == ';' && depth == 0 {
			end = j
			return false
		}
		return true
	})
	return strings.TrimSpace(s[:end])
}

// callArgs are the arguments of the call whose parenthesis is at open.
func callArgs(src string, open int) []string {
	inner, ok := balanced(src, open)
	if !ok {
		return nil
	}
	return splitTop(inner)
}

// receiver is the expression a method call at dot is made on: a name
// (log_dir.mkdir) or a call (Path("logs").mkdir).
func receiver(src string, dot int) string {
	i := dot
	if i > 0 && src[i-1] == ')' {
		depth := 0
		for i--; i >= 0; i-- {
			if src[i] == ')' {
				depth++
			} else if src[i] == '(' {
				if depth--; depth == 0 {
					break
				}
			}
		}
	}
	for i > 0 && (isWordByte(src[i-1]) || src[i-1] == '.') {
		i--
	}
	return src[max(i, 0):dot]
}

func isWordByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// clipText is s cut to n bytes, with ... when cut.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}
