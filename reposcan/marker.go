package reposcan

import (
	"strings"
)

// PEP 508 environment markers, evaluated for a Linux image with three
// values: what the image is known to be (Linux, posix, CPython) decides;
// what it decides later (python_version, platform_machine, extra) is
// unknown.

type markerValue int

const (
	markerUnknown markerValue = iota
	markerTrue
	markerFalse
)

// linuxMarkers are the marker variables known for every spkit image.
var linuxMarkers = map[string]string{
	"sys_platform": "linux", "platform_system": "Linux", "os_name": "posix",
	"implementation_name": "cpython", "platform_python_implementation": "CPython",
}

// evalMarker evaluates a marker expression; unknown for what it cannot read.
func evalMarker(m string) markerValue {
	p := &markerParser{toks: markerTokens(m)}
	v := p.or()
	if p.i != len(p.toks) {
		return markerUnknown
	}
	return v
}

type markerParser struct {
	toks  []string
	i     int
	depth int // parentheses open around the atom being read
}

// maxMarkerDepth bounds the parentheses a marker may nest: a line of a
// million '(' (a requirements file is read up to 1 MiB) recursed as deep
// and took hundreds of MB of stack, four million ended the process. Real
// markers nest two or three deep; a deeper one is unknown.
const maxMarkerDepth = 32

func (p *markerParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func (p *markerParser) or() markerValue {
	v := p.and()
	for p.peek() == "or" {
		p.i++
		w := p.and()
		switch {
		case v == markerTrue || w == markerTrue:
			v = markerTrue
		case v == markerFalse && w == markerFalse:
			v = markerFalse
		default:
			v = markerUnknown
		}
	}
	return v
}

func (p *markerParser) and() markerValue {
	v := p.atom()
	for p.peek() == "and" {
		p.i++
		w := p.atom()
		switch {
		case v == markerFalse || w == markerFalse:
			v = markerFalse
		case v == markerTrue && w == markerTrue:
			v = markerTrue
		default:
			v = markerUnknown
		}
	}
	return v
}

// atom is a parenthesised expression or one comparison.
func (p *markerParser) atom() markerValue {
	if p.peek() == "(" {
		if p.depth >= maxMarkerDepth {
			p.i = len(p.toks)
			return markerUnknown
		}
		p.i++
		p.depth++
		v := p.or()
		p.depth--
		if p.peek() == ")" {
			p.i++
		}
		return v
	}
	if p.i+3 > len(p.toks) {
		p.i = len(p.toks)
		return markerUnknown
	}
	left, op, right := p.toks[p.i], p.toks[p.i+1], p.toks[p.i+2]
	p.i += 3
	if op == "not" && right == "in" && p.i < len(p.toks) {
		op, right = "not in", p.toks[p.i]
		p.i++
	}
	return compareMarker(left, op, right)
}

// compareMarker compares a known variable with a literal (either side).
func compareMarker(left, op, right string) markerValue {
	value, lit := "", ""
	switch {
	case linuxMarkers[left] != "" && isQuoted(right):
		value, lit = linuxMarkers[left], unquote(right)
	case linuxMarkers[right] != "" && isQuoted(left) && (op == "==" || op == "!="):
		value, lit = linuxMarkers[right], unquote(left)
	default:
		return markerUnknown
	}
	var ok bool
	switch op {
	case "==", "===":
		ok = value == lit
	case "!=":
		ok = value != lit
	case "in":
		ok = strings.Contains(lit, value)
	case "not in":
		ok = !strings.Contains(lit, value)
	default:
		return markerUnknown
	}
	if ok {
		return markerTrue
	}
	return markerFalse
}

func isQuoted(s string) bool {
	return len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0]
}

func unquote(s string) string { return s[1 : len(s)-1] }

// markerTokens splits a marker into quoted strings, names, operators and
// parentheses.
func markerTokens(m string) []string {
	var out []string
	for i := 0; i < len(m); {
		c := m[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case c == '(' || c == ')':
			out = append(out, string(c))
			i++
		case c == '"' || c == '\'':
			end := strings.IndexByte(m[i+1:], c)
			if end < 0 {
				return append(out, m[i:])
			}
			out = append(out, m[i:i+end+2])
			i += end + 2
		case strings.IndexByte("<>=!~", c) >= 0:
			j := i
			for j < len(m) && strings.IndexByte("<>=!~", m[j]) >= 0 {
				j++
			}
			out = append(out, m[i:j])
			i = j
		default:
			j := i
			for j < len(m) && (isNameByte(m[j])) {
				j++
			}
			if j == i {
				j++ // a byte no marker has: a token of its own, never read
			}
			out = append(out, m[i:j])
			i = j
		}
	}
	return out
}
