package probe

import (
	"strings"
	"unicode"
)

// Printable is s as probe prints a trainer's text in its tables and
// messages: terminal escape sequences (CSI such as colours, OSC such as a
// window title or a hyperlink, and the rest) removed, other control
// characters shown as spaces, so a trainer's output cannot rewrite the
// terminal that reads probe's.
func Printable(s string) string {
	if isPlain(s) {
		return s
	}
	var b strings.Builder
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case r == 0x1b || r == 0x9b || r == 0x9d:
			i = skipEscape(rs, i)
		case r == '\t' || !unicode.IsControl(r):
			b.WriteRune(r)
		default:
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func isPlain(s string) bool {
	for _, r := range s {
		if r != '\t' && unicode.IsControl(r) {
			return false
		}
	}
	return true
}

// skipEscape returns the index of the last rune of the escape sequence
// starting at i: ESC [ (or C1 CSI) up to a final byte, ESC ] (or C1 OSC) up
// to BEL or ST (ESC \), ESC P/X/^/_ strings up to ST, else ESC and one
// rune.
func skipEscape(rs []rune, i int) int {
	kind := rs[i]
	if kind == 0x1b {
		if i+1 >= len(rs) {
			return i
		}
		i++
		kind = rs[i]
	}
	switch kind {
	case '[', 0x9b:
		for i++; i < len(rs); i++ {
			if rs[i] >= 0x40 && rs[i] <= 0x7e {
				return i
			}
		}
	case ']', 0x9d, 'P', 'X', '^', '_':
		for i++; i < len(rs); i++ {
			if rs[i] == 0x07 || rs[i] == 0x9c {
				return i
			}
			if rs[i] == 0x1b && i+1 < len(rs) && rs[i+1] == '\\' {
				return i + 1
			}
		}
	default:
		return i
	}
	return len(rs) - 1
}
