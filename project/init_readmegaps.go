package project

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// readmeLineGaps adds to pip_packages, when they come from the README's
// pip line alone, the table packages the launched script and the
// repository modules it imports need that the line does not name (by
// normalised name or one of the table's Also aliases): the line lists
// what the author installed by hand, not all the trainer imports. An
// import inside try/except ImportError is optional and is not added.
func (d *Detection) readmeLineGaps(f *reposcan.Findings) {
	pkgs, added := d.unnamedImports(f, readmeNamed(f.Deps.Separate), nil)
	d.PipPackages = append(d.PipPackages, pkgs...)
	if len(added) == 0 {
		return
	}
	d.DepsFrom = append(d.DepsFrom, fmt.Sprintf("pip_packages add what the README's pip line leaves out but the trainer imports, by spkit's table of import names: %s. Check them.", strings.Join(added, ", ")))
	d.note("the README's pip line leaves out what %s (or a prepare step the README runs before it) imports: pip_packages adds %s", launchedScript(d.launch), strings.Join(added, ", "))
}

// readmeNamed are the normalised names every package line of the README
// installs, the torch ones and git+ ones (by the repository's name or
// #egg=) included.
func readmeNamed(seps []reposcan.Separate) map[string]bool {
	out := map[string]bool{}
	for _, s := range seps {
		spec := strings.TrimSpace(s.Spec)
		if i := strings.Index(spec, "git+"); i >= 0 {
			u := spec[i:]
			if _, egg, ok := strings.Cut(u, "#egg="); ok {
				out[reposcanNorm(egg)] = true
			}
			u, _, _ = strings.Cut(u, "#")
			u, _, _ = strings.Cut(u, "@")
			spec = strings.TrimSuffix(path.Base(strings.TrimRight(u, "/")), ".git")
		}
		out[reposcanNorm(spec)] = true
	}
	return out
}

// pyTry, pyExceptImport: a try: line and an except clause that catches a
// missing module (ImportError, ModuleNotFoundError, or a bare except).
var (
	pyTry          = regexp.MustCompile(`^([ \t]*)try[ \t]*:`)
	pyExceptImport = regexp.MustCompile(`^except\b[^:]*\b(ImportError|ModuleNotFoundError)\b|^except[ \t]*:`)
)

// guardedImports are the modules file rel imports inside a try block
// whose except clause catches a missing module: the code runs without
// them.
func guardedImports(dir, rel string) map[string]bool {
	b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		return nil
	}
	lines := strings.Split(string(b), "\n")
	out := map[string]bool{}
	for i := 0; i < len(lines); i++ {
		m := pyTry.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		var body []string
		j := i + 1
		for ; j < len(lines); j++ {
			l := strings.TrimRight(lines[j], " \t\r")
			if strings.TrimSpace(l) != "" && len(l)-len(strings.TrimLeft(l, " \t")) <= len(m[1]) {
				break
			}
			body = append(body, l)
		}
		if j < len(lines) && pyExceptImport.MatchString(strings.TrimSpace(lines[j])) {
			for _, mod := range importsOf(strings.Join(body, "\n")) {
				out[mod] = true
			}
		}
	}
	return out
}

// importsOf are the modules the Python text imports, named as
// moduleImports names them.
func importsOf(text string) []string {
	var out []string
	for _, m := range pyImportFull.FindAllStringSubmatch(text, -1) {
		names, prefix := m[3], ""
		if m[3] == "" {
			if m[1] == "" {
				continue
			}
			out = append(out, m[1])
			names, prefix = strings.Trim(m[2], "() \t\r"), m[1]+"."
			if strings.HasSuffix(m[1], ".") {
				prefix = m[1]
			}
		}
		for _, n := range strings.Split(names, ",") {
			if fs := strings.Fields(n); len(fs) > 0 && fs[0] != "*" {
				out = append(out, prefix+fs[0])
			}
		}
	}
	return out
}
