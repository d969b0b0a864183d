package reposcan

import (
	"fmt"
	"path"
	"slices"
	"strings"
)

// Requirements files: followed through -r/-c, bounded, read line by line.

// reqLine is one line of a requirements file, continuation joined.
type reqLine struct {
	file string
	line int
	text string
	// constraint marks a line of a constraints file (-c): it pins what
	// is installed, it installs nothing.
	constraint bool
}

func (l reqLine) at() string { return fmt.Sprintf("%s:%d", l.file, l.line) }

// Bounds on following -r/-c: a chain deeper, or more files, is cut with a note.
const (
	maxReqDepth = 5
	maxReqFiles = 50
)

// readRequirements reads a requirements file and the ones it names with
// -r/-c, at most maxReqDepth deep and maxReqFiles files, each once.
func (s *scan) readRequirements(file string, d *Deps, seen map[string]bool, depth int, constraint bool) []reqLine {
	switch {
	case seen[file]:
		return nil
	case depth > maxReqDepth:
		s.note("%s is nested more than %d -r/-c levels deep: it is not read, and what it pins is not checked", file, maxReqDepth)
		return nil
	case len(seen) >= maxReqFiles:
		s.note("the requirements name more than %d files: %s and any after it are not read", maxReqFiles, file)
		return nil
	}
	seen[file] = true
	var out []reqLine
	for _, l := range logicalLines(s.repo.text(file)) {
		l.file, l.constraint = file, constraint
		out = append(out, s.requirementLine(l, d, seen, depth)...)
	}
	return out
}

// logicalLines are a requirements file's lines with their continuations
// joined, each numbered by its first line.
func logicalLines(text string) []reqLine {
	var out []reqLine
	raw := strings.Split(text, "\n")
	for i := 0; i < len(raw); i++ {
		start := i
		parts := []string{raw[i]}
		for i+1 < len(raw) {
			last, ok := strings.CutSuffix(parts[len(parts)-1], `\`)
			if !ok {
				break
			}
			parts[len(parts)-1] = last
			i++
			parts = append(parts, raw[i])
		}
		out = append(out, reqLine{line: start + 1, text: strings.Join(parts, "")})
	}
	return out
}

// requirementLine reads one logical line: a requirement, or an option
// (-r/-c followed, index URLs kept, the project's own "-e ." noted).
func (s *scan) requirementLine(l reqLine, d *Deps, seen map[string]bool, depth int) []reqLine {
	line := l.text
	if j := strings.Index(line, " #"); j >= 0 {
		line = line[:j]
	}
	line = strings.TrimSpace(line)
	if line == "" || strings.HasPrefix(line, "#") {
		return nil
	}
	if hasHidden(line) {
		s.note("%s holds a control character; the line is not read: %s", l.at(), line)
		return nil
	}
	words := strings.Fields(line)
	opt, val := words[0], ""
	if k, v, ok := strings.Cut(opt, "="); ok && strings.HasPrefix(opt, "--") {
		opt, val = k, v
	} else if len(words) > 1 {
		val = words[1]
	}
	switch opt {
	case "-r", "--requirement", "-c", "--constraint":
		nested := path.Clean(path.Join(path.Dir(l.file), val))
		if !s.repo.isFile(nested) {
			s.note("%s names %s, which is not in the repository", l.at(), val)
			return nil
		}
		if !slices.Contains(d.Nested, nested) && nested != d.Requirements {
			d.Nested = append(d.Nested, nested)
		}
		c := l.constraint || opt == "-c" || opt == "--constraint"
		return s.readRequirements(nested, d, seen, depth+1, c)
	case "-i", "--index-url", "--extra-index-url", "-f", "--find-links":
		d.IndexURLs = appendNew(d.IndexURLs, opt+" "+val)
		return nil
	case "-e", "--editable":
		line = val
	}
	if line == "." || line == "./" || strings.HasPrefix(line, ".[") {
		d.SelfInstall = true
		return nil
	}
	if strings.HasPrefix(line, "-") {
		return nil
	}
	l.text = line
	return []reqLine{l}
}

func appendNew(list []string, v string) []string {
	if slices.Contains(list, v) {
		return list
	}
	return append(list, v)
}

// requirementPin reads a requirement string as a pin on one of the torch
// packages, or reports false.
func requirementPin(req, source string) (Pin, bool) {
	req = strings.TrimSpace(req)
	if strings.Contains(req, "git+") {
		return Pin{}, false
	}
	if m := wheelURL.FindStringSubmatch(req); m != nil && strings.Contains(req, "://") {
		return Pin{Package: m[1], Spec: "==" + strings.ReplaceAll(m[2], "%2B", "+"), Source: source}, true
	}
	r, ok := ParseRequirement(req)
	if !ok || !slices.Contains(TorchPackages, r.Normalized()) || !r.OnLinux() {
		// A pin for another platform (; sys_platform == "darwin") does not
		// hold in a Linux image.
		return Pin{}, false
	}
	return Pin{Package: r.Normalized(), Spec: r.Spec, Source: source, Marker: r.Marker}, true
}
