package reposcan

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Visible returns s with every character that moves or hides text on a
// terminal written as a visible escape: control characters (\x1b, \r),
// C1 controls, DEL, bidirectional overrides (\u202e) and bytes that are
// not UTF-8. Text a README holds, printed in init's candidate list or a
// note, shows what it holds (issue 41 item 9).
func Visible(s string) string {
	if !strings.ContainsFunc(s, hidden) && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && n == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r < 0x80 && hidden(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case hidden(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
		i += n
	}
	return b.String()
}

// hidden reports a character a terminal acts on instead of showing.
func hidden(r rune) bool {
	switch {
	case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f:
		return true
	case r == 0x200e || r == 0x200f || r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069:
		return true
	}
	return false
}

// hasHidden reports a word holding a character Visible escapes.
func hasHidden(w string) bool {
	return strings.ContainsFunc(w, hidden) || !utf8.ValidString(w)
}

// hasTerminalControl is hasHidden for an argument's value: a newline or a
// tab inside a quoted argument (a JSON payload over several lines) is
// text, shown escaped; every other control character, a bidi override or
// invalid UTF-8 still hides what runs.
func hasTerminalControl(w string) bool {
	return strings.ContainsFunc(w, func(r rune) bool { return r != '\n' && r != '\t' && hidden(r) }) || !utf8.ValidString(w)
}
