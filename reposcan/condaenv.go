package reposcan

import (
	"fmt"
	"regexp"
	"strings"
)

// condaEnvFiles are the conda environment files at the top of a
// repository, in the order they are read.
var condaEnvFiles = []string{"environment.yml", "environment.yaml", "env.yml", "env.yaml", "conda.yaml", "conda.yml"}

var (
	condaPipHead = regexp.MustCompile(`^(\s*)-\s*pip\s*:\s*$`)
	condaItem    = regexp.MustCompile(`^(\s*)-\s*(.+?)\s*$`)
)

// condaPipPins are the torch pins of the pip: section of the repository's
// conda environment file (torch==2.2.2 under "- pip:"), read like a
// requirements file's when the image installs no requirements file: they
// are the versions the authors ran. Conda's own packages (pytorch=1.4.0,
// a conda build) are not pip pins and are not read.
func (s *scan) condaPipPins() []Pin {
	for _, name := range condaEnvFiles {
		if !s.repo.isFile(name) {
			continue
		}
		var out []Pin
		pipIndent := -1
		for i, line := range strings.Split(s.repo.text(name), "\n") {
			if m := condaPipHead.FindStringSubmatch(line); m != nil {
				pipIndent = len(m[1])
				continue
			}
			m := condaItem.FindStringSubmatch(line)
			if pipIndent < 0 || strings.TrimSpace(line) == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
				continue
			}
			if m == nil || len(m[1]) <= pipIndent {
				pipIndent = -1 // the pip: section ended
				continue
			}
			req, _, _ := strings.Cut(m[2], " #")
			if p, ok := requirementPin(req, fmt.Sprintf("%s:%d", name, i+1)); ok {
				out = append(out, p)
			}
		}
		return out
	}
	return nil
}

// condaSpecLine is a line of a conda package list: name=version=build
// (absl-py=0.9.0=pypi_0), which pip cannot read.
var condaSpecLine = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9._-]*=[^=\s]+=[^=\s]+$`)

// condaPythonPin is a list's pin of Python itself (python==3.6.12,
// python=3.8): a conda environment's package, which pip cannot install.
var condaPythonPin = regexp.MustCompile(`(?i)^python\s*={1,2}\s*[0-9][0-9.]*\s*$`)

// condaList reports a .txt file that is a conda package list, not pip
// requirements: `conda list --export` output (its "conda create ... --file"
// header, "@EXPLICIT", or mostly name=version=build lines), or a list that
// pins Python itself (python==3.6.12 beside pytorch==1.3.1: conda names
// written with pip's ==). The image does not install it with pip.
func (s *scan) condaList(rel string) bool {
	specs, others := 0, 0
	for _, line := range strings.Split(s.repo.text(rel), "\n") {
		t := strings.TrimSpace(line)
		switch {
		case t == "@EXPLICIT" || strings.HasPrefix(t, "#") && strings.Contains(t, "conda create") && strings.Contains(t, "--file") || condaPythonPin.MatchString(t):
			return true
		case t == "" || strings.HasPrefix(t, "#"):
		case condaSpecLine.MatchString(t):
			specs++
		default:
			others++
		}
	}
	return specs > 0 && specs >= 4*others
}
