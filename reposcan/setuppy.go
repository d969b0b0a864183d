package reposcan

import (
	"regexp"
	"strings"
)

// setup.py and setup.cfg, read as text: what they state literally.

var (
	setupName    = regexp.MustCompile(`\bname\s*=\s*["']([A-Za-z0-9_.-]+)["']`)
	setupPython  = regexp.MustCompile(`python_requires\s*=\s*["']([^"']+)["']`)
	setupConsole = regexp.MustCompile(`["']console_scripts["']\s*:\s*\[([^\]]*)\]`)
	quotedString = regexp.MustCompile(`["']([^"'\n]+)["']`)
)

// fromSetupPy reads what setup.py states literally: name, console
// scripts, install_requires and extras_require lists, python_requires.
// Lists built by code (read from a file, computed) are not guessed at.
func (s *scan) fromSetupPy(p *Package, src string) {
	src = StripComments(src) // a quote in a comment is not a string
	if p.From == "" || !s.hasProjectTable {
		p.From = "setup.py"
	}
	if m := setupName.FindStringSubmatch(src); m != nil && p.Name == "" {
		p.Name = m[1]
	}
	if m := setupPython.FindStringSubmatch(src); m != nil && p.RequiresPython == "" {
		p.RequiresPython = m[1]
	}
	if m := setupConsole.FindStringSubmatch(src); m != nil {
		for _, q := range quotedString.FindAllStringSubmatch(m[1], -1) {
			if name, target, ok := strings.Cut(q[1], "="); ok {
				p.Scripts[strings.TrimSpace(name)] = strings.TrimSpace(target)
			}
		}
	}
	if deps, ok := setupValue(src, "install_requires", '['); ok {
		p.Dependencies = append(p.Dependencies, setupRequirements(src, deps)...)
	}
	if extras, ok := setupValue(src, "extras_require", '{'); ok {
		for _, entry := range splitTop(extras) {
			key, list, ok := strings.Cut(entry, ":")
			name := pyStrings(key)
			if !ok || len(name) != 1 {
				continue
			}
			if l := strings.TrimSpace(list); strings.HasPrefix(l, "[") {
				p.Extras[name[0]] = append(p.Extras[name[0]], setupRequirements(src, l[1:])...)
			} else if v, ok := pyAssigned(src, l, '['); ok {
				p.Extras[name[0]] = append(p.Extras[name[0]], setupRequirements(src, v)...)
			}
		}
	}
}

// setupValue finds `key=[...]` (or `key={...}`) in setup.py and returns
// what the brackets hold, read with Python's quoting: a "pkg[extra]>=1"
// inside does not end the list. `key=NAME` is followed to `NAME = [...]`.
func setupValue(src, key string, open byte) (string, bool) {
	re := regexp.MustCompile(`\b` + key + `\s*=\s*`)
	loc := re.FindStringIndex(src)
	if loc == nil {
		return "", false
	}
	rest := src[loc[1]:]
	if strings.HasPrefix(rest, string(open)) {
		return bracketed(src, loc[1])
	}
	name := rest
	if i := strings.IndexFunc(rest, func(r rune) bool { return r > 0x7f || !isNameByte(byte(r)) || r == '.' || r == '-' }); i >= 0 {
		name = rest[:i]
	}
	return pyAssigned(src, name, open)
}

// pyAssigned finds `NAME = [...]` at a line's start and returns what the
// brackets hold.
func pyAssigned(src, name string, open byte) (string, bool) {
	if !envName.MatchString(name) { // a Python identifier has the same shape
		return "", false
	}
	re := regexp.MustCompile(`(?m)^\s*` + name + `\s*=\s*\` + string(open))
	loc := re.FindStringIndex(src)
	if loc == nil {
		return "", false
	}
	return bracketed(src, loc[1]-1)
}

// bracketed returns the text between the bracket at open and its match.
func bracketed(src string, open int) (string, bool) {
	inner, ok := "", false
	s := src[open:]
	eachOutside(s, func(i int, c byte, depth int) bool {
		if depth == 0 && (c == ')' || c == ']' || c == '}') {
			inner, ok = s[1:i], true
			return false
		}
		return true
	})
	return inner, ok
}

var (
	// tableRef is a list item that looks a requirement up by name in a
	// table of requirements (deps["torch"], the _deps convention of
	// Hugging Face's setup.py files).
	tableRef = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*\[\s*["']([^"']+)["']\s*\]$`)
	// listAssign is a list assigned at a line's start (_deps = [).
	listAssign = regexp.MustCompile(`(?m)^[A-Za-z_][A-Za-z0-9_]*\s*=\s*\[`)
)

// setupRequirements reads a requirements list of setup.py: its string
// literals, and items that look a requirement up by name (deps["torch"])
// found in the file's lists of requirements.
func setupRequirements(src, list string) []string {
	out := pyStrings(list)
	var table map[string]string
	for _, item := range splitTop(list) {
		m := tableRef.FindStringSubmatch(strings.TrimSpace(item))
		if m == nil {
			continue
		}
		if table == nil {
			table = requirementTable(src)
		}
		if req, ok := table[normName(m[1])]; ok {
			out = append(out, req)
		}
	}
	return out
}

// requirementTable maps names to the requirements written in the file's
// top-level lists.
func requirementTable(src string) map[string]string {
	table := map[string]string{}
	for _, loc := range listAssign.FindAllStringIndex(src, 200) {
		inner, ok := bracketed(src, loc[1]-1)
		if !ok {
			continue
		}
		for _, lit := range pyStrings(inner) {
			if r, ok := ParseRequirement(lit); ok {
				if _, seen := table[r.Normalized()]; !seen {
					table[r.Normalized()] = lit
				}
			}
		}
	}
	return table
}

// pyStrings returns the string literals at the top level of a Python
// list's text ('a', "b", 'c' 'd' joined as Python joins them), quotes
// and escapes read as Python reads them; nested lists are left out.
func pyStrings(list string) []string {
	var out []string
	for _, item := range splitTop(list) {
		var b strings.Builder
		ok := true
		rest := strings.TrimSpace(item)
		for rest != "" && ok {
			var lit string
			lit, rest, ok = pyLiteral(rest)
			b.WriteString(lit)
			rest = strings.TrimSpace(rest)
		}
		if ok && b.Len() > 0 {
			out = append(out, b.String())
		}
	}
	return out
}

// pyLiteral reads one string literal at the start of s (r/b/u prefixes,
// single, double or triple quotes); ok is false when s does not start
// with one.
func pyLiteral(s string) (lit, rest string, ok bool) {
	raw := false
	for len(s) > 0 && strings.IndexByte("rRbBuU", s[0]) >= 0 {
		raw = raw || s[0] == 'r' || s[0] == 'R'
		s = s[1:]
	}
	if s == "" || (s[0] != '"' && s[0] != '\'') {
		return "", s, false
	}
	q := s[:1]
	if strings.HasPrefix(s, q+q+q) {
		q = q + q + q
	}
	var b strings.Builder
	for i := len(q); i < len(s); i++ {
		if strings.HasPrefix(s[i:], q) {
			return b.String(), s[i+len(q):], true
		}
		if s[i] == '\\' && !raw && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return "", "", false
}

// fromSetupCfg reads [options.entry_points] console_scripts,
// python_requires, install_requires and [options.extras_require] from
// setup.cfg.
func (s *scan) fromSetupCfg(p *Package, src string) {
	section, key := "", ""
	for _, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		switch {
		case strings.HasPrefix(line, "["):
			section, key = strings.Trim(line, "[]"), ""
			continue
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, ";"):
			continue
		}
		indented := raw != "" && (raw[0] == ' ' || raw[0] == '\t')
		if !indented {
			k, v, _ := strings.Cut(line, "=")
			key = strings.TrimSpace(k)
			line = strings.TrimSpace(v)
			if section == "options" && key == "python_requires" && p.RequiresPython == "" {
				p.RequiresPython = line
			}
			if section == "metadata" && key == "name" && p.Name == "" {
				p.Name = line
			}
		}
		if section == "options.entry_points" && key == "console_scripts" && line != "" {
			if name, target, ok := strings.Cut(line, "="); ok {
				p.Scripts[strings.TrimSpace(name)] = strings.TrimSpace(target)
			}
		}
		cfgRequirement(p, section, key, line)
	}
}

// cfgRequirement adds one line of setup.cfg's install_requires or
// [options.extras_require] (one requirement a line; a value on the key's
// own line too).
func cfgRequirement(p *Package, section, key, line string) {
	if line == "" || strings.HasPrefix(line, "file:") || strings.HasPrefix(line, "attr:") {
		return
	}
	switch {
	case section == "options" && key == "install_requires":
		p.Dependencies = append(p.Dependencies, line)
	case section == "options.extras_require" && key != "":
		p.Extras[key] = append(p.Extras[key], line)
	}
}
