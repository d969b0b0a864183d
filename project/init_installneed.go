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
)

// projectNotNeeded says why the image can leave out the project pip could
// build: no document installs it, it declares no dependencies, and the
// launched script imports none of its packages (a speedrun script beside
// the library the repository also publishes). "" when it is needed, or
// when init cannot tell (a module, console script or shell script: the
// project is installed as before).
func (d *Detection) projectNotNeeded(f *reposcan.Findings, p *reposcan.Package) string {
	c := d.launch
	if c == nil || c.Kind != reposcan.KindScript || !strings.HasSuffix(c.Target, ".py") {
		return ""
	}
	if f.Deps.ReadmeProject || f.Deps.SelfInstall || len(f.Deps.ReadmeExtras) > 0 || len(p.Dependencies) > 0 || len(p.Scripts) > 0 {
		return ""
	}
	for _, n := range []string{p.From, "setup.cfg", "pyproject.toml"} {
		if b, err := os.ReadFile(filepath.Join(f.Dir, n)); err == nil && declaresDeps.Match(b) {
			return ""
		}
	}
	pkgs := projectPackages(f.Files, p.Name)
	for _, file := range scriptAndLocalImports(f, c.Target) {
		for _, m := range importedTops(f.Dir, file) {
			if pkgs[m] {
				return ""
			}
		}
	}
	return c.Target + " imports none of the project's packages and " + p.From + " declares no dependencies"
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
