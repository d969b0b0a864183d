package reposcan

import (
	"fmt"
	"slices"
	"strings"
)

// Install is what the image's install steps take from the repository:
// the requirements file's nested files, the torch pins, git requirements.
type Install struct {
	// Nested are the files the requirements file names with -r/-c
	// (repo-relative), copied beside it.
	Nested []string
	// Pins are the hard pins on torch, torchvision and torchaudio: the
	// requirements', and the project's own dependencies (with the extras
	// installed) when the image installs the project.
	Pins []Pin
	// Git are requirements installed from git.
	Git []string
	// Needs are what the installed requirements need beyond pip install
	// (NeedOf's table): the Dockerfile installs those packages without
	// build isolation after torch, and the system libraries they load.
	Needs []BuildNeed
	// Notes say what could not be followed (a nested file that is missing).
	Notes []string
}

// ReadInstall reads what building the image installs from the repository
// at dir: requirements (with what it nests) and, when project is set, the
// package's dependencies with extras. It reads only those files, never
// walks the tree; missing files are notes, not errors (Load checks them).
func ReadInstall(dir, requirements string, project bool, extras []string) *Install {
	s := &scan{repo: &repo{dir: dir}, f: &Findings{}}
	d := &Deps{Requirements: requirements}
	out := &Install{}
	if requirements != "" {
		for _, l := range s.readRequirements(requirements, d, map[string]bool{}, 0, false) {
			if strings.Contains(l.text, "git+") && !l.constraint {
				out.Git = append(out.Git, l.text)
			}
			if p, ok := requirementPin(l.text, l.at()); ok {
				out.Pins = append(out.Pins, p)
			}
			if !l.constraint {
				out.Needs = addNeed(out.Needs, l.text, l.at())
			}
		}
	}
	if project {
		p := &Package{Scripts: map[string]string{}, Extras: map[string][]string{}}
		if b, err := s.repo.read("pyproject.toml"); err == nil {
			var pp pyproject
			if tomlUnmarshal(b, &pp) == nil {
				s.fromPyproject(p, &pp)
			}
		}
		if s.repo.isFile("setup.py") {
			s.fromSetupPy(p, s.repo.text("setup.py"))
		}
		if s.repo.isFile("setup.cfg") {
			s.fromSetupCfg(p, s.repo.text("setup.cfg"))
		}
		for _, dep := range p.Dependencies {
			if pin, ok := requirementPin(dep, p.From+" dependencies"); ok {
				out.Pins = append(out.Pins, pin)
			}
			out.Needs = addNeed(out.Needs, dep, p.From+" dependencies")
		}
		for _, e := range extras {
			for _, dep := range p.Extras[e] {
				from := fmt.Sprintf("%s extra %q", p.From, e)
				if pin, ok := requirementPin(dep, from); ok {
					out.Pins = append(out.Pins, pin)
				}
				out.Needs = addNeed(out.Needs, dep, from)
			}
		}
	}
	out.Nested = d.Nested
	out.Notes = s.f.Notes
	return out
}

// DependencyPins are the torch pins of the project's [project].dependencies
// when pip_packages installs those dependencies on their own (a project pip
// cannot build, see Package.DependenciesOnly): spkit.yaml lists them, torch
// aside, and the pins hold as a requirements file's do. nil otherwise.
func DependencyPins(dir string, pipPackages []string) []Pin {
	s := &scan{repo: &repo{dir: dir}, f: &Findings{}}
	b, err := s.repo.read("pyproject.toml")
	if err != nil {
		return nil
	}
	var pp pyproject
	if tomlUnmarshal(b, &pp) != nil || pp.Project == nil {
		return nil
	}
	deps, _, _ := PipDependencies(pp.Project.Dependencies)
	if !slices.ContainsFunc(deps, func(d string) bool { return slices.Contains(pipPackages, d) }) {
		return nil
	}
	var out []Pin
	for _, dep := range pp.Project.Dependencies {
		if pin, ok := requirementPin(dep, "pyproject.toml dependencies"); ok {
			out = append(out, pin)
		}
	}
	return out
}
