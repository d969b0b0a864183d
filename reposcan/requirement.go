package reposcan

import (
	"strings"
)

// Requirement is one PEP 508 requirement as pip reads it from a
// requirements file, setup.py, setup.cfg or pyproject.toml:
// `name[extra,...] specifier ; marker` or `name[extra] @ url ; marker`.
type Requirement struct {
	Name   string   // as written ("flash_attn"); Normalized() compares
	Extras []string // "[gpu,dev]" -> gpu, dev
	Spec   string   // ">=2.4,<2.6" without blanks or parentheses; "" for any
	URL    string   // after " @ "
	Marker string   // after ";", as written
}

// String writes the requirement back in PEP 508 form, blanks and options
// taken out: what a pip command line takes as one argument.
func (r Requirement) String() string {
	s := r.Name
	if len(r.Extras) > 0 {
		s += "[" + strings.Join(r.Extras, ",") + "]"
	}
	if r.URL != "" {
		s += " @ " + r.URL
	} else {
		s += r.Spec
	}
	if r.Marker != "" {
		s += "; " + r.Marker
	}
	return s
}

// Normalized is the name as pip compares names (PEP 503).
func (r Requirement) Normalized() string { return normName(r.Name) }

// ParseRequirement reads one requirement. It takes what a requirements
// file puts after one (--hash=..., a comment) off first. ok is false for
// text that is not a requirement (an option line, a bare URL, a path).
func ParseRequirement(s string) (Requirement, bool) {
	s = strings.TrimSpace(s)
	if i := strings.Index(s, " #"); i >= 0 {
		s = s[:i]
	}
	if i := strings.Index(s, " --"); i >= 0 {
		s = strings.TrimSpace(s[:i]) // per-requirement options
	}
	var r Requirement
	n := 0
	for n < len(s) && (isNameByte(s[n])) {
		n++
	}
	if n == 0 || !isAlnum(s[0]) {
		return r, false
	}
	r.Name, s = s[:n], strings.TrimSpace(s[n:])
	if strings.HasPrefix(s, "[") {
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return r, false
		}
		for _, e := range strings.Split(s[1:end], ",") {
			if e = strings.TrimSpace(e); e != "" {
				r.Extras = append(r.Extras, e)
			}
		}
		s = strings.TrimSpace(s[end+1:])
	}
	if rest, ok := strings.CutPrefix(s, "@"); ok {
		// A URL may hold ';': the marker is after " ;" (PEP 508).
		url, marker, _ := strings.Cut(strings.TrimSpace(rest), " ;")
		r.URL, r.Marker = strings.TrimSpace(url), strings.TrimSpace(marker)
		return r, r.URL != ""
	}
	spec, marker, _ := strings.Cut(s, ";")
	r.Marker = strings.TrimSpace(marker)
	spec = strings.TrimSpace(spec)
	if strings.HasPrefix(spec, "(") && strings.HasSuffix(spec, ")") {
		spec = spec[1 : len(spec)-1]
	}
	r.Spec = strings.Join(strings.Fields(spec), "")
	if r.Spec != "" && !strings.ContainsAny(r.Spec[:1], "<>=!~") {
		return r, false // "torch 2.1" is no specifier pip reads
	}
	return r, true
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func isNameByte(c byte) bool { return isAlnum(c) || c == '.' || c == '_' || c == '-' }

// OnLinux reports whether the requirement applies in spkit's images
// (Linux, CPython): false only when its marker says it does not
// (sys_platform == "darwin", platform_system == "Windows"); a marker on
// what the image decides later (python_version, platform_machine, an
// extra) counts as applying.
func (r Requirement) OnLinux() bool {
	if r.Marker == "" {
		return true
	}
	return evalMarker(r.Marker) != markerFalse
}
