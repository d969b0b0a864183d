package project

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// requirementGaps adds to pip_packages the table packages the trainer
// imports (unguarded) that the requirements file, the files it pulls in
// and, when the image installs the project, its declared dependencies do
// not name: the run stops at that import otherwise. A requirements file
// lists what its author installed by hand, as a README pip line does
// (readmeLineGaps); tensorboard (a Gap entry: torch does not install it)
// is the usual one, opencv-python or requests others. pip installs them
// after the file, so one the file's packages already bring is a no-op.
func (d *Detection) requirementGaps(f *reposcan.Findings) {
	named := requirementNames(f.Dir, append([]string{d.Requirements}, d.Nested...))
	if p := f.Package; p != nil && d.Install != "" {
		for _, dep := range p.Dependencies {
			named[reposcanNorm(dep)] = true
		}
	}
	pkgs, from := d.unnamedImports(f, named, nil)
	for i, p := range pkgs {
		d.PipPackages = append(d.PipPackages, p)
		d.DepsFrom = append(d.DepsFrom, fmt.Sprintf("%s is added beside %s, which leaves it out: %s", p, d.Requirements, from[i]))
		d.note("pip_packages adds %s: %s, and %s does not list it", p, from[i], d.Requirements)
	}
}

// unnamedImports are the table packages that the launched script and the
// repository modules it imports need (imports guarded by try/except
// ImportError aside), that keep accepts (nil: all), and that neither
// named (by name or an Also alias) nor pip_packages already lists, each
// with the import that needs it.
func (d *Detection) unnamedImports(f *reposcan.Findings, named map[string]bool, keep func(string) bool) (pkgs, from []string) {
	script := launchedScript(d.launch)
	if script == "" {
		return nil, nil
	}
	for _, s := range append([]string{script}, documentedPrepares(f.Dir, d.launch)...) {
		all, why := importPackagesBut(f, s, func(file string) map[string]bool { return guardedImports(f.Dir, file) })
		for i, p := range all {
			if keep != nil && !keep(p) || anyNamed(named, p) || slices.Contains(d.PipPackages, p) || slices.Contains(pkgs, p) {
				continue
			}
			pkgs, from = append(pkgs, p), append(from, why[i])
		}
	}
	return pkgs, from
}

// documentedPrepares are the repository's prepare or download scripts
// (prepareName, Python) that code lines of the launch's document run
// before it without a placeholder (`python data/shakespeare_char/prepare.py`
// above `python train.py config/...`): the user runs them in the same
// image, so what they import is installed too.
func documentedPrepares(dir string, c *reposcan.Candidate) []string {
	if c == nil || c.Source.Line == 0 || !docFile(c.Source.File) {
		return nil
	}
	var out []string
	code := false
	for i, l := range strings.Split(readRepoText(dir, c.Source.File, maxServeRead), "\n") {
		if i+1 >= c.Source.Line || len(out) == 4 {
			break
		}
		if reposcan.FenceLine(l) {
			code = !code
			continue
		}
		t := strings.TrimSpace(l)
		if !code && !strings.HasPrefix(t, "$ ") || readsPlaceholder(t) {
			continue
		}
		for _, w := range strings.Fields(t) {
			w = strings.TrimPrefix(strings.Trim(w, "`'\""), "./")
			if strings.HasSuffix(w, ".py") && prepareName.MatchString(w) && shipped(dir, w) && !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// launchedScript is the Python file the command runs, "" when none.
func launchedScript(c *reposcan.Candidate) string {
	switch {
	case c == nil:
		return ""
	case c.Entry != nil:
		return c.Entry.File
	case c.Kind == reposcan.KindScript && strings.HasSuffix(c.Target, ".py"):
		return c.Target
	}
	return ""
}

// anyNamed reports whether the requirements name pip or a package that
// provides the same module (the entry's Also).
func anyNamed(named map[string]bool, pip string) bool {
	for _, e := range importPipTable {
		if e.Pip == pip && slices.ContainsFunc(e.Also, func(a string) bool { return named[reposcanNorm(a)] }) {
			return true
		}
	}
	return named[reposcanNorm(pip)]
}

// gapPackage reports a table package marked Gap.
func gapPackage(pip string) bool {
	return slices.ContainsFunc(importPipTable, func(e importPip) bool { return e.Gap && e.Pip == pip })
}

// requirementNames are the normalised names the requirements files list.
func requirementNames(dir string, files []string) map[string]bool {
	out := map[string]bool{}
	for _, file := range files {
		fh, err := os.Open(filepath.Join(dir, filepath.FromSlash(file)))
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			if r, ok := reposcan.ParseRequirement(sc.Text()); ok {
				out[r.Normalized()] = true
			}
		}
		fh.Close()
	}
	return out
}

// reposcanNorm normalises a pip name as requirement names are.
func reposcanNorm(name string) string {
	r, _ := reposcan.ParseRequirement(name)
	return r.Normalized()
}
