package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"strings"
)

// PythonAsk is a Python version the repository asks for.
type PythonAsk struct {
	// Spec is a PEP 440 specifier (">=3.10,<3.13") or an exact minor
	// ("==3.10").
	Spec   string
	Source string // "pyproject.toml requires-python", "README.md:12"
	// Profile is set when the text asks it for one machine ("Python 3.11
	// on DGX OS"): the profile it names.
	Profile string
	// Strong marks a statement that sets up the environment (conda create
	// python=3.10, .python-version, requires-python), not prose.
	Strong bool
}

func (p PythonAsk) String() string { return fmt.Sprintf("python%s (%s)", p.Spec, p.Source) }

var (
	condaPython = regexp.MustCompile(`\bpython\s*={1,2}\s*(3\.\d+)`)
	prosePython = regexp.MustCompile(`(?i)\bpython\s*(?:version\s*)?(>=|≥|==|>|<=)?\s*v?(3\.\d{1,2})(?:(\+)|(?:\.\d+)?\b)`)
	toolPython  = regexp.MustCompile(`(?:--python|-p)\s+(?:python)?(3\.\d+)|pyenv (?:install|local|global) (3\.\d+)|(?:^|\s)python(3\.\d+)\s+-m\s+venv`)
)

// pythonAsks collects what the repository says about its Python: package
// metadata, .python-version, the README's environment lines and prose.
func (s *scan) pythonAsks() []PythonAsk {
	var out []PythonAsk
	if p := s.pkg; p != nil && p.RequiresPython != "" {
		out = append(out, PythonAsk{Spec: strings.Join(strings.Fields(p.RequiresPython), ""), Source: p.From + " requires-python", Strong: true})
	}
	if v := strings.TrimSpace(s.repo.text(".python-version")); v != "" {
		if m := regexp.MustCompile(`^(3\.\d+)`).FindStringSubmatch(v); m != nil {
			out = append(out, PythonAsk{Spec: "==" + m[1], Source: ".python-version", Strong: true})
		}
	}
	for _, env := range []string{"environment.yml", "environment.yaml", "conda.yaml"} {
		if m := condaPython.FindStringSubmatch(s.repo.text(env)); m != nil {
			out = append(out, PythonAsk{Spec: "==" + m[1], Source: env, Strong: true})
		}
	}
	seen := map[string]bool{}
	for _, doc := range s.documents() {
		if strings.Count(doc, "/") > 1 {
			continue
		}
		lines := strings.Split(s.docText(doc), "\n")
		section := ""
		for i, line := range lines {
			if strings.HasPrefix(strings.TrimLeft(line, " "), "#") {
				if m := atxHeading.FindStringSubmatch(line); m != nil {
					section = m[2]
				}
			}
			src := fmt.Sprintf("%s:%d", doc, i+1)
			// Every ask names a 3.x version: other lines are not looked at
			// (the regexps per line of a long README are most of its cost).
			if !strings.Contains(line, "3.") {
				continue
			}
			profile, _, _ := s.hardwareOf(strings.ReplaceAll(line+" "+section, " ", "_"))
			if m := condaPython.FindStringSubmatch(line); m != nil && strings.Contains(line, "create") {
				out = appendAsk(out, seen, PythonAsk{Spec: "==" + m[1], Source: src, Strong: true, Profile: profile})
				continue
			}
			if m := toolPython.FindStringSubmatch(line); m != nil {
				out = appendAsk(out, seen, PythonAsk{Spec: "==" + m[1] + m[2] + m[3], Source: src, Strong: true, Profile: profile})
				continue
			}
			if strings.HasPrefix(path.Ext(doc), ".md") || path.Ext(doc) == ".rst" || readmeName.MatchString(doc) {
				for _, m := range prosePython.FindAllStringSubmatch(line, -1) {
					op := m[1]
					switch {
					case m[3] == "+" || op == "≥" || op == ">=":
						op = ">="
					case op == "":
						op = "=="
					}
					out = appendAsk(out, seen, PythonAsk{Spec: op + m[2], Source: src, Profile: profile})
				}
			}
		}
	}
	return out
}

func appendAsk(out []PythonAsk, seen map[string]bool, a PythonAsk) []PythonAsk {
	key := a.Spec + "|" + a.Profile
	if seen[key] {
		return out
	}
	seen[key] = true
	return append(out, a)
}
