package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"strings"
)

// A copy of another project kept inside the repository (a fork of a
// library under examples/, with its own setup.py, README and examples):
// its commands are that project's examples, not this repository's way to
// train.

// pyprojectName is a pyproject.toml's [project] or [tool.poetry] name.
var pyprojectName = regexp.MustCompile(`(?m)^name\s*=\s*["']([A-Za-z0-9_.-]+)["']`)

// nestedProject is the folder below the root, holding file, that declares
// its own distribution under another name than the repository's, and that
// name ("", "" when none). The repository must declare one itself: a
// repository without a package may keep its trainer in a subproject.
func (s *scan) nestedProject(file string) (dir, name string) {
	if s.pkg == nil || s.pkg.Name == "" {
		return "", ""
	}
	for _, d := range ancestors(path.Dir(file)) {
		if d == "" {
			break
		}
		if n := s.declaredName(d); n != "" && distName(n) != distName(s.pkg.Name) {
			return d, n
		}
	}
	return "", ""
}

// declaredName is the distribution a folder's setup.py or pyproject.toml
// names ("" when neither does).
func (s *scan) declaredName(dir string) string {
	if s.repo.isFile(dir + "/setup.py") {
		if m := setupName.FindStringSubmatch(StripComments(s.repo.text(dir + "/setup.py"))); m != nil {
			return m[1]
		}
	}
	if s.repo.isFile(dir + "/pyproject.toml") {
		if m := pyprojectName.FindStringSubmatch(s.repo.text(dir + "/pyproject.toml")); m != nil {
			return m[1]
		}
	}
	return ""
}

// distName normalises a distribution name (PEP 503).
func distName(n string) string {
	return strings.NewReplacer("_", "-", ".", "-").Replace(strings.ToLower(n))
}

// scoreNested marks a line that runs, or is documented, inside a nested
// copy of another project.
func (s *scan) scoreNested(c *Candidate) {
	file := c.Source.File
	if c.Entry != nil {
		file = c.Entry.File
	}
	if dir, name := s.nestedProject(file); dir != "" {
		c.add("nested", -20, fmt.Sprintf("inside %s, another project (it declares %s): that project's example, not this repository's trainer", dir, name))
	}
}
