package project

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// importPipJSON maps import names to the pip packages that provide them,
// each with its source (importpip.json).
//
//go:embed importpip.json
var importPipJSON []byte

// importPip is one table entry; Gap marks a package no other dependency
// installs and requirements files often leave out, which init adds beside
// a requirements file too (requirementGaps); Also are other pip names that
// provide the same module (tb-nightly for tensorboard).
type importPip struct {
	Import, Pip, Source string
	Gap                 bool
	Also                []string
}

var importPipTable = func() []importPip {
	var t struct{ Imports []importPip }
	if err := json.Unmarshal(importPipJSON, &t); err != nil {
		panic("project: importpip.json: " + err.Error())
	}
	return t.Imports
}()

// pyImportFull is an import line's module, dotted in full: `from a.b
// import c, d` (m[1], names in m[2]) or `import a.b, c as d` (m[3]).
var pyImportFull = regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#]*)|import[ \t]+([\w., \t]+))`)

// maxImportFiles bounds the walk through the repository's modules.
const maxImportFiles = 64

// importPackages is what pip installs for a repository that declares
// nothing (no requirements file, no package, no pip line in the README):
// the packages the table maps the trainer's imports to, the launched
// script's and those of the repository modules it imports, in the order
// first imported. The repository's own modules and any name the table
// does not list are left out; torch's own come from the torch step.
func importPackages(f *reposcan.Findings, script string) (pkgs, from []string) {
	return importPackagesBut(f, script, nil)
}

// importPackagesBut is importPackages leaving out the imports skip names
// (a file's module set, keyed by file), when skip is not nil.
func importPackagesBut(f *reposcan.Findings, script string, skip func(file string) map[string]bool) (pkgs, from []string) {
	pkgs, from, _ = importWalk(f, script, skip)
	return pkgs, from
}

// importWalk is importPackagesBut with the imports neither the table,
// the standard library, torch's step nor the repository accounts for
// ("tensorflow (logger.py)"): what a list of pip packages taken from the
// imports would miss.
func importWalk(f *reposcan.Findings, script string, skip func(file string) map[string]bool) (pkgs, from, unknown []string) {
	files := []string{script}
	seen := map[string]bool{script: true}
	have, dirs := repoSets(f.Files)
	for i := 0; i < len(files) && len(files) < maxImportFiles; i++ {
		var left map[string]bool
		if skip != nil {
			left = skip(files[i])
		}
		for _, mod := range moduleImports(f.Dir, files[i]) {
			if left[mod] {
				continue
			}
			if local := localModule(have, files[i], mod); local != "" || localFolder(dirs, files[i], mod) {
				if local != "" && !seen[local] {
					seen[local] = true
					files = append(files, local)
				}
				continue
			}
			p := pipFor(mod)
			if p != "" && !slices.Contains(pkgs, p) {
				pkgs = append(pkgs, p)
				from = append(from, fmt.Sprintf("%s (%s imports %s)", p, files[i], mod))
			}
			if top, _, _ := strings.Cut(mod, "."); p == "" && !pyStdlib[top] && !torchStep[top] && localModule(have, files[i], top) == "" && !localFolder(dirs, files[i], top) &&
				!slices.ContainsFunc(unknown, func(u string) bool { return strings.HasPrefix(u, top+" ") }) {
				unknown = append(unknown, fmt.Sprintf("%s (%s)", top, files[i]))
			}
		}
	}
	return pkgs, from, unknown
}

// pystdlib.txt lists the standard library's top-level modules, with its
// source.
//
//go:embed pystdlib.txt
var pyStdlibText string

var pyStdlib = func() map[string]bool {
	out := map[string]bool{"": true} // a relative import's own package
	for _, l := range strings.Split(pyStdlibText, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out[l] = true
		}
	}
	return out
}()

// torchStep are the modules spkit's torch step installs.
var torchStep = map[string]bool{"torch": true, "torchvision": true, "torchaudio": true}

// pipFor is the table's pip package for module mod (or a submodule of a
// listed module: PIL.Image is PIL's), "" when it lists none.
func pipFor(mod string) string {
	for _, e := range importPipTable {
		if mod == e.Import || strings.HasPrefix(mod, e.Import+".") {
			return e.Pip
		}
	}
	return ""
}

// importedPackages writes what the launched script's imports need into
// pip_packages, when the repository declares no dependencies at all (no
// requirements file, no package file, no pip line in the README).
func (d *Detection) importedPackages(f *reposcan.Findings) {
	const none = "could not find requirements*.txt or an installable pyproject.toml/setup.py: add what the trainer imports to requirements or pip_packages"
	script := launchedScript(d.launch)
	if script == "" || f.Package != nil {
		d.note("%s", none)
		return
	}
	pkgs, from := importPackages(f, script)
	for _, prep := range documentedPrepares(f.Dir, d.launch) {
		more, why := importPackages(f, prep)
		for i, p := range more {
			if !slices.Contains(pkgs, p) {
				pkgs, from = append(pkgs, p), append(from, why[i])
			}
		}
	}
	_, _, d.importUnknown = importWalk(f, script, func(file string) map[string]bool { return guardedImports(f.Dir, file) })
	if len(pkgs) == 0 {
		d.note("%s", none)
		return
	}
	d.depsFromImports = true
	d.PipPackages = append(d.PipPackages, pkgs...)
	d.DepsFrom = append(d.DepsFrom, fmt.Sprintf("pip_packages are what %s and the repository modules it imports import, by spkit's table of import names (no requirements file, package or README pip line says): %s. Check them; add what the table does not know.", script, strings.Join(from, ", ")))
	d.note("no requirements file, package or README pip line: pip_packages takes what %s's imports (and those of the prepare steps the README runs before it) need (%s)", script, strings.Join(pkgs, ", "))
}
