package reposcan

import (
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/pelletier/go-toml/v2"
)

// Package is what pyproject.toml, setup.py and setup.cfg say of the
// repository as a Python package.
type Package struct {
	// Name of the distribution ("" when none is declared).
	Name string
	// From is the file that declares it (pyproject.toml, setup.py).
	From string
	// Scripts are console scripts: name -> "module:function".
	Scripts map[string]string
	// Dependencies and Extras are PEP 508 requirement strings.
	Dependencies []string
	Extras       map[string][]string
	// RequiresPython is the requires-python / python_requires specifier.
	RequiresPython string
	// Installable says whether `pip install .` can build it; Why says why
	// not when it cannot.
	Installable bool
	Why         string
	// DependenciesOnly is set for a project pip cannot install as a package
	// that still declares [project].dependencies: a uv "virtual" project
	// (no [build-system], setup.py or setup.cfg, or [tool.uv] package =
	// false) whose trainer runs from its source. The image installs those
	// dependencies on their own; Why says why the project is not.
	DependenciesOnly bool
	// Groups are the [dependency-groups] names; UVSources are the
	// [tool.uv.sources] entries (package -> where uv takes it from: "index
	// pytorch-cu128", "git", "path", ...). pip reads neither.
	Groups    []string
	UVSources map[string][]string
}

type pyproject struct {
	BuildSystem *struct {
		Backend  string   `toml:"build-backend"`
		Requires []string `toml:"requires"`
	} `toml:"build-system"`
	Project *struct {
		Name           string              `toml:"name"`
		RequiresPython string              `toml:"requires-python"`
		Dependencies   []string            `toml:"dependencies"`
		Optional       map[string][]string `toml:"optional-dependencies"`
		Scripts        map[string]string   `toml:"scripts"`
		Dynamic        []string            `toml:"dynamic"`
	} `toml:"project"`
	Tool struct {
		Poetry *struct {
			Name         string              `toml:"name"`
			Scripts      map[string]any      `toml:"scripts"`
			Dependencies map[string]any      `toml:"dependencies"`
			Packages     []map[string]any    `toml:"packages"`
			Extras       map[string][]string `toml:"extras"`
		} `toml:"poetry"`
		Setuptools map[string]any `toml:"setuptools"`
		UV         *struct {
			Package *bool          `toml:"package"`
			Sources map[string]any `toml:"sources"`
		} `toml:"uv"`
	} `toml:"tool"`
	DependencyGroups map[string]any `toml:"dependency-groups"`
}

// readPackage reads pyproject.toml, then setup.py and setup.cfg for what
// pyproject leaves out.
func (s *scan) readPackage() *Package {
	p := &Package{Scripts: map[string]string{}, Extras: map[string][]string{}}
	found := false
	if b, err := s.repo.read("pyproject.toml"); err == nil {
		var pp pyproject
		if err := tomlUnmarshal(b, &pp); err != nil {
			s.note("pyproject.toml does not parse as TOML (%s): its scripts and dependencies are not read", firstLine(err.Error()))
		} else {
			found = s.fromPyproject(p, &pp) || found
		}
	}
	if s.repo.isFile("setup.py") {
		found = true
		s.fromSetupPy(p, s.repo.text("setup.py"))
	}
	if s.repo.isFile("setup.cfg") {
		s.fromSetupCfg(p, s.repo.text("setup.cfg"))
	}
	if !found {
		return nil
	}
	p.Installable, p.Why = s.installable(p)
	if s.uvVirtual && p.Installable {
		p.Installable, p.Why = false, "[tool.uv] package = false: uv installs its dependencies, never the project"
	}
	if !p.Installable && s.projectDeps && !s.hasPoetry &&
		(s.uvVirtual || !s.hasBuildSystem && !s.repo.isFile("setup.py") && !s.repo.isFile("setup.cfg")) {
		p.DependenciesOnly = true
		if !s.uvVirtual {
			p.Why = "no [build-system], setup.py or setup.cfg: a uv virtual project; " + p.Why
		}
	}
	return p
}

func (s *scan) fromPyproject(p *Package, pp *pyproject) bool {
	found := pp.BuildSystem != nil
	p.From = "pyproject.toml"
	if pr := pp.Project; pr != nil {
		found = true
		p.Name, p.RequiresPython = pr.Name, pr.RequiresPython
		p.Dependencies = append(p.Dependencies, pr.Dependencies...)
		for k, v := range pr.Optional {
			p.Extras[k] = v
		}
		for k, v := range pr.Scripts {
			p.Scripts[k] = v
		}
	}
	if pp.Tool.Poetry != nil {
		found = true
		fromPoetry(p, pp)
	}
	s.setuptoolsConfig = pp.Tool.Setuptools != nil && (pp.Tool.Setuptools["packages"] != nil || pp.Tool.Setuptools["py-modules"] != nil || pp.Tool.Setuptools["package-dir"] != nil)
	s.buildBackend = ""
	if pp.BuildSystem != nil {
		s.buildBackend = pp.BuildSystem.Backend
	}
	s.hasBuildSystem = pp.BuildSystem != nil
	s.hasProjectTable = pp.Project != nil || pp.Tool.Poetry != nil
	s.hasPoetry = pp.Tool.Poetry != nil
	s.projectDeps = pp.Project != nil && len(pp.Project.Dependencies) > 0
	s.uvVirtual = false
	if uv := pp.Tool.UV; uv != nil {
		s.uvVirtual = uv.Package != nil && !*uv.Package
		p.UVSources = uvSources(uv.Sources)
	}
	for g := range pp.DependencyGroups {
		p.Groups = append(p.Groups, g)
	}
	sort.Strings(p.Groups)
	return found
}

// fromPoetry reads [tool.poetry]: name, scripts, dependencies (python's
// as the Python asked for), extras.
func fromPoetry(p *Package, pp *pyproject) {
	po := pp.Tool.Poetry
	if p.Name == "" {
		p.Name = po.Name
	}
	for k, v := range po.Scripts {
		if str, ok := v.(string); ok {
			p.Scripts[k] = str
		}
	}
	for name, spec := range po.Dependencies {
		str, isStr := spec.(string)
		switch {
		case name == "python":
			if isStr && p.RequiresPython == "" {
				p.RequiresPython = poetryPython(str)
			}
		case isStr:
			p.Dependencies = append(p.Dependencies, name+poetrySpec(str))
		default:
			p.Dependencies = append(p.Dependencies, name)
		}
	}
	for k, v := range po.Extras {
		p.Extras[k] = v
	}
}

// uvSources reads [tool.uv.sources]: each package's sources (one table or
// a list of them) as "index NAME", "git", "path", "url" or "workspace".
func uvSources(src map[string]any) map[string][]string {
	if len(src) == 0 {
		return nil
	}
	out := map[string][]string{}
	for name, v := range src {
		var tables []map[string]any
		switch t := v.(type) {
		case map[string]any:
			tables = append(tables, t)
		case []any:
			for _, e := range t {
				if m, ok := e.(map[string]any); ok {
					tables = append(tables, m)
				}
			}
		}
		for _, t := range tables {
			kind := "other"
			for _, k := range []string{"index", "git", "path", "url", "workspace"} {
				if _, ok := t[k]; ok {
					kind = k
					break
				}
			}
			if idx, ok := t["index"].(string); ok {
				kind = "index " + idx
			}
			if !slices.Contains(out[normName(name)], kind) {
				out[normName(name)] = append(out[normName(name)], kind)
			}
		}
	}
	return out
}

// poetrySpec turns a poetry constraint ("^2.1", "~1.2", ">=1,<2") into PEP 440.
func poetrySpec(c string) string {
	c = strings.TrimSpace(c)
	switch {
	case c == "*" || c == "":
		return ""
	case strings.HasPrefix(c, "^"):
		v := c[1:]
		parts := strings.Split(v, ".")
		upper := ""
		for i, x := range parts {
			if x != "0" || i == len(parts)-1 {
				n := 0
				for _, ch := range x {
					n = n*10 + int(ch-'0')
				}
				up := append([]string{}, parts[:i]...)
				up = append(up, itoa(n+1))
				upper = strings.Join(up, ".")
				break
			}
		}
		return ">=" + v + ",<" + upper
	case strings.HasPrefix(c, "~") && !strings.HasPrefix(c, "~="):
		return "~=" + strings.TrimPrefix(c, "~")
	case c[0] >= '0' && c[0] <= '9':
		return "==" + c
	}
	return c
}

func poetryPython(c string) string { return poetrySpec(c) }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// identifier is a Python module or package name.
var identifier = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// flatExclude are the top-level names setuptools' automatic discovery
// ignores in a flat layout (setuptools.discovery.FlatLayoutPackageFinder
// DEFAULT_EXCLUDE and FlatLayoutModuleFinder).
var flatExclude = map[string]bool{
	"ci": true, "bin": true, "debian": true, "doc": true, "docs": true, "documentation": true, "manpages": true,
	"news": true, "newsfragments": true, "changelog": true, "test": true, "tests": true, "unit_test": true,
	"unit_tests": true, "example": true, "examples": true, "scripts": true, "tools": true, "util": true,
	"utils": true, "python": true, "build": true, "dist": true, "venv": true, "env": true, "requirements": true,
	"tasks": true, "fabfile": true, "site_scons": true, "benchmark": true, "benchmarks": true, "exercise": true,
	"exercises": true, "htmlcov": true, "setup": true, "conftest": true, "noxfile": true, "pavement": true,
	"dodo": true, "manage": true, "toxfile": true,
}

// installable decides whether `pip install .` builds the project: it
// needs a build backend or setup.py, and setuptools' automatic discovery
// refuses a flat layout with several top-level packages ("Multiple
// top-level packages discovered in a flat-layout") unless the project
// lists its packages.
func (s *scan) installable(p *Package) (bool, string) {
	if !s.hasBuildSystem && !s.hasProjectTable && !s.repo.isFile("setup.py") {
		return false, "pyproject.toml declares no [project] or [build-system] (it holds tool settings only)"
	}
	if s.repo.isFile("setup.py") || s.setuptoolsConfig {
		return true, ""
	}
	if b := s.buildBackend; b != "" && !strings.HasPrefix(b, "setuptools") {
		return true, "" // hatchling, flit, poetry, pdm find their package by name
	}
	if s.repo.isDir("src") {
		return true, ""
	}
	_, dirs := s.repo.top()
	var pkgs []string
	for _, d := range dirs {
		if flatExclude[d] || strings.HasPrefix(d, ".") || strings.HasPrefix(d, "_") {
			continue
		}
		// PEP 420: any folder named like a package counts, __init__.py or not.
		if identifier.MatchString(d) {
			pkgs = append(pkgs, d)
		}
	}
	files, _ := s.repo.top()
	for _, f := range files {
		if m := strings.TrimSuffix(f, ".py"); m != f && identifier.MatchString(m) && !flatExclude[m] {
			pkgs = append(pkgs, f)
		}
	}
	sort.Strings(pkgs)
	if len(pkgs) > 1 {
		if len(pkgs) > 4 {
			pkgs = append(pkgs[:4], "...")
		}
		return false, "setuptools finds several top-level packages in its flat layout (" + strings.Join(pkgs, ", ") + ") and the project lists none"
	}
	return true, ""
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

func tomlUnmarshal(b []byte, v any) error { return toml.Unmarshal(b, v) }

// PipDependencies sorts a project's dependencies for installing them with
// pip on their own (DependenciesOnly): pip takes the requirement strings
// as they are; torch, torchvision and torchaudio are left to spkit's torch
// step (their pins decide it, see Deps.Pins); left are those pip cannot
// install before the source is copied or that are not requirements (a
// local path or file: URL, an option, a line break), with why.
func PipDependencies(deps []string) (pip, torch, left []string) {
	for _, dep := range deps {
		dep = strings.TrimSpace(dep)
		spec, _, _ := strings.Cut(dep, ";")
		name, url, direct := strings.Cut(spec, "@")
		m := reqName.FindStringSubmatch(strings.TrimSpace(name))
		switch {
		case dep == "":
		case m == nil || strings.HasPrefix(dep, "-") || strings.ContainsFunc(dep, func(r rune) bool { return r < 0x20 || r == 0x7f }):
			left = append(left, dep+" (not a requirement pip reads)")
		case slices.Contains(TorchPackages, normName(m[1])):
			torch = append(torch, dep)
		case direct && !remoteURL.MatchString(strings.TrimSpace(url)):
			left = append(left, dep+" (a local path: the source is not in the image when the dependencies install)")
		default:
			pip = append(pip, dep)
		}
	}
	return pip, torch, left
}

var remoteURL = regexp.MustCompile(`^(git\+)?(https?|ssh)://`)
