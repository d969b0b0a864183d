package project

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

var (
	// pyImportTop is the top-level module an import line names.
	pyImportTop = regexp.MustCompile(`(?m)^[ \t]*(?:from[ \t]+([A-Za-z_]\w*)[\w.]*[ \t]+import|import[ \t]+([A-Za-z_][\w., \t]*))`)
	// declaresDeps finds dependencies a package file declares in a form
	// the scan may not read as a list (install_requires=read_reqs(),
	// dynamic = ["dependencies"], poetry's table).
	declaresDeps = regexp.MustCompile(`install_requires|(?s)dynamic\s*=\s*\[[^\]]*dependencies|\[tool\.poetry\.dependencies\]`)
	// extensionBuild finds compiled code a package file builds.
	extensionBuild = regexp.MustCompile(`\bext_modules\b|\b(?:CUDAExtension|CppExtension|Pybind11Extension|cythonize)\b|\[tool\.scikit-build\]|build-backend\s*=\s*"(?:scikit_build_core|mesonpy|maturin)`)
)

// projectNotNeeded says why the image can leave out the project pip could
// build: no document installs it from its source, it has no compiled
// extension, its dependencies are not the only list (a requirements file
// is installed), and each of its packages the launched script imports
// (or a helper beside it does) is a folder beside the script, which
// Python imports from there without an install (train.py importing the
// models/ folder a setup.py also packages as a tool). "" when it is
// needed, or when init cannot tell (a module, console script or shell
// script: the project is installed as before).
func (d *Detection) projectNotNeeded(f *reposcan.Findings, p *reposcan.Package) string {
	c := d.launch
	if c == nil || c.Kind != reposcan.KindScript || !strings.HasSuffix(c.Target, ".py") {
		return ""
	}
	if f.Deps.ReadmeProjectLocal || f.Deps.SelfInstall || len(f.Deps.ReadmeExtras) > 0 || hasExtension(f.Dir, p.From) {
		return ""
	}
	if f.Deps.Requirements == "" && declaresDependencies(f.Dir, p) {
		return ""
	}
	pkgs := projectPackages(f.Files, p.Name)
	beside := besideScript(f.Files, path.Dir(c.Target))
	used := ""
	for _, file := range scriptAndLocalImports(f, c.Target) {
		for _, m := range importedTops(f.Dir, file) {
			switch {
			case !pkgs[m]:
			case !beside[m]:
				return ""
			default:
				used = m
			}
		}
	}
	why := c.Target + " imports none of the project's packages"
	if used != "" {
		why = c.Target + " imports " + used + "/ from the folder beside it, which needs no install"
	}
	if f.Deps.Requirements != "" && declaresDependencies(f.Dir, p) {
		return why + ", and " + f.Deps.Requirements + " lists the dependencies"
	}
	return why + ", and " + p.From + " declares no dependencies"
}

// declaresDependencies says whether the package declares dependencies,
// read as a list or in a form the scan does not read (install_requires=
// read_reqs(), dynamic dependencies, poetry's table).
func declaresDependencies(dir string, p *reposcan.Package) bool {
	if len(p.Dependencies) > 0 {
		return true
	}
	for _, n := range []string{p.From, "setup.cfg", "pyproject.toml"} {
		if b, err := os.ReadFile(filepath.Join(dir, n)); err == nil && declaresDeps.Match(b) {
			return true
		}
	}
	return false
}

// hasExtension says whether the package file builds compiled code
// (ext_modules, a torch CUDAExtension or CppExtension, pybind11's or
// Cython's): the script imports what only the install builds.
func hasExtension(dir, from string) bool {
	for _, n := range []string{from, "setup.py", "pyproject.toml"} {
		if b, err := os.ReadFile(filepath.Join(dir, n)); err == nil && extensionBuild.Match(b) {
			return true
		}
	}
	return false
}

// besideScript are the import names Python finds in the script's own
// folder (sys.path[0]): its package folders and modules.
func besideScript(files []string, dir string) map[string]bool {
	out := map[string]bool{}
	for _, f := range files {
		rel := f
		if dir != "." {
			if !strings.HasPrefix(f, dir+"/") {
				continue
			}
			rel = strings.TrimPrefix(f, dir+"/")
		}
		top, rest, nested := strings.Cut(rel, "/")
		switch {
		case nested && path.Ext(rest) == ".py":
			out[top] = true
		case !nested && strings.HasSuffix(top, ".py"):
			out[strings.TrimSuffix(top, ".py")] = true
		}
	}
	return out
}

// projectPackages are the import names the project's source gives: the
// folders with an __init__.py at the root or under src/, and its name.
func projectPackages(files []string, name string) map[string]bool {
	out := map[string]bool{}
	if name != "" {
		out[strings.NewReplacer("-", "_", ".", "_").Replace(strings.ToLower(name))] = true
	}
	for _, f := range files {
		if path.Base(f) != "__init__.py" {
			continue
		}
		dir := strings.TrimPrefix(path.Dir(f), "src/")
		if dir != "." && dir != "src" && !strings.Contains(dir, "/") {
			out[dir] = true
		}
	}
	return out
}

// scriptAndLocalImports are the script and the repository modules beside
// it or at the root that it imports (train.py's `import utils`): one
// level, where a helper module reaches for the project's package.
func scriptAndLocalImports(f *reposcan.Findings, script string) []string {
	out := []string{script}
	have := map[string]bool{}
	for _, n := range f.Files {
		have[n] = true
	}
	for _, m := range importedTops(f.Dir, script) {
		for _, cand := range []string{path.Join(path.Dir(script), m+".py"), m + ".py"} {
			if have[cand] && cand != script {
				out = append(out, cand)
				break
			}
		}
	}
	return out
}

// importedTops lists the top-level modules a Python file imports.
func importedTops(dir, rel string) []string {
	b, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range pyImportTop.FindAllStringSubmatch(string(b), -1) {
		if m[1] != "" {
			out = append(out, m[1])
			continue
		}
		for _, part := range strings.Split(m[2], ",") {
			if fs := strings.Fields(part); len(fs) > 0 {
				top, _, _ := strings.Cut(fs[0], ".")
				out = append(out, top)
			}
		}
	}
	return out
}
