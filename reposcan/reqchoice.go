package reposcan

import (
	"fmt"
	"path"
	"slices"
	"strings"
)

// Which requirements file the image installs (Deps.Requirements) and which
// others it leaves (rivals, others): the README's pip lines first, the one
// nearest the trainer among them, else the conventional names.

// otherRequirements are the requirements files the image does not
// install (dev, docs, tests, a machine's, the rivals).
func (s *scan) otherRequirements(d *Deps) []string {
	var out []string
	for _, f := range s.repo.files {
		base := strings.ToLower(path.Base(f))
		if strings.HasSuffix(base, ".txt") && strings.Contains(base, "requirements") && f != d.Requirements && !slices.Contains(d.Nested, f) && strings.Count(f, "/") <= 1 {
			out = append(out, f)
		}
	}
	return out
}

// mainRequirements picks the requirements file: the one the README
// installs, else requirements.txt, else requirements/*.txt or another
// requirements*.txt that is not for development or for a named machine.
func (s *scan) mainRequirements(d *Deps) (string, string) {
	if r := s.trainerRequirements(d); r != "" {
		return r, ReadmeInstallsIt
	}
	var readme []string
	for _, r := range d.ReadmeRequirements {
		if s.repo.isFile(r) && !s.hardwareName(r) {
			readme = append(readme, r)
		}
	}
	if len(readme) > 0 {
		return s.nearestRequirements(readme), ReadmeInstallsIt
	}
	cands := s.requirementsCandidates()
	if s.repo.isFile("requirements.txt") && !slices.Contains(cands, "requirements.txt") {
		cands = append([]string{"requirements.txt"}, cands...)
	}
	cands = slices.DeleteFunc(cands, func(f string) bool {
		if s.condaList(f) {
			d.CondaLists = append(d.CondaLists, f)
			return true
		}
		return false
	})
	if slices.Contains(cands, "requirements.txt") {
		return "requirements.txt", ""
	}
	if len(cands) > 0 {
		return cands[0], fmt.Sprintf("of %d requirements files", len(cands))
	}
	return "", ""
}

// nearestRequirements is, of the requirements files the README installs,
// the one in the deepest folder that holds the best training line's
// script (the root holds every one): a subfolder's file that the README
// installs first for another tool (a notebook folder's requirements)
// does not stand for a trainer outside that folder. The
// first file when none holds it.
func (s *scan) nearestRequirements(files []string) string {
	if len(s.f.Launches) == 0 || s.f.Launches[0].Target == "" {
		return files[0]
	}
	script := path.Join(s.f.Launches[0].WorkDir, s.f.Launches[0].Target)
	best, depth := "", -1
	for _, r := range files {
		dir := path.Dir(r)
		if dir != "." && !strings.HasPrefix(script, dir+"/") {
			continue
		}
		if n := strings.Count(r, "/"); n > depth {
			best, depth = r, n
		}
	}
	if best == "" {
		return files[0]
	}
	return best
}

// trainerRequirements is the requirements file the README installs in
// the folder the best training line runs from (a `cd` before it): a
// repository whose root requirements serve the demos and whose fine-tune/
// folder has its own. "" when the line runs from the root or the README
// installs none there.
func (s *scan) trainerRequirements(d *Deps) string {
	if len(s.f.Launches) == 0 || s.f.Launches[0].WorkDir == "" {
		return ""
	}
	dir := s.f.Launches[0].WorkDir + "/"
	for _, r := range d.ReadmeRequirements {
		if strings.HasPrefix(r, dir) && s.repo.isFile(r) && !s.hardwareName(r) {
			return r
		}
	}
	return ""
}

// requirementsRivals are the files that could have been the main
// requirements file: the README's, requirements.txt, and the candidates
// by name, other than the one chosen.
func (s *scan) requirementsRivals(d *Deps) []string {
	var out []string
	all := append(slices.Clone(d.ReadmeRequirements), "requirements.txt")
	for _, r := range append(all, s.requirementsCandidates()...) {
		if r != d.Requirements && s.repo.isFile(r) && !s.hardwareName(r) && !slices.Contains(out, r) && !slices.Contains(d.Nested, r) {
			out = append(out, r)
		}
	}
	return out
}

// requirementsCandidates are requirements/*.txt and requirements*.txt at
// the root that are not for development or for a named machine, the
// conventional main names first.
func (s *scan) requirementsCandidates() []string {
	var cands []string
	for _, f := range s.repo.files {
		base := strings.ToLower(path.Base(f))
		if !strings.HasSuffix(base, ".txt") || strings.Count(f, "/") > 1 {
			continue
		}
		inDir := strings.HasPrefix(f, "requirements/")
		if !inDir && (strings.Contains(f, "/") || !strings.HasPrefix(base, "requirements")) {
			continue
		}
		if reqIgnore.MatchString(strings.TrimPrefix(base, "requirements")) || s.hardwareName(f) {
			continue
		}
		cands = append(cands, f)
	}
	slices.SortFunc(cands, func(a, b string) int {
		rank := func(f string) int {
			switch path.Base(f) {
			case "requirements.txt", "base.txt", "main.txt", "train.txt", "common.txt", "core.txt":
				return 0
			}
			return 1
		}
		if r := rank(a) - rank(b); r != 0 {
			return r
		}
		return strings.Compare(a, b)
	})
	return cands
}
