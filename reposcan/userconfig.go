package reposcan

import (
	"slices"
	"strings"
)

// templateSuffixes end a file the repository ships for the user to copy
// and fill in (config/config.json.example becomes config/config.json).
var templateSuffixes = []string{".example", ".sample", ".template", ".dist"}

// templateConfigs maps each config the repository ships only as a
// template to that template: config/config.json -> config/config.json.example
// when config/config.json itself is not in the repository.
func (s *scan) templateConfigs() map[string]string {
	if s.templates != nil {
		return s.templates
	}
	s.templates = map[string]string{}
	for _, f := range s.repo.files {
		for _, suf := range templateSuffixes {
			target, ok := strings.CutSuffix(f, suf)
			if !ok || !isConfigPath(target) || s.repo.isFile(target) {
				continue
			}
			s.templates[target] = f
		}
	}
	return s.templates
}

// userConfigIn returns a config the text names that the user writes: a
// path the repository ships only as a template ("Create
// `config/config.json`", "copy config/config.json.example to
// config/config.json"), or "". A command in that text that names no
// config reads that file from its default place.
func (s *scan) userConfigIn(text string) string {
	tmpl := s.templateConfigs()
	if len(tmpl) == 0 {
		return ""
	}
	targets := make([]string, 0, len(tmpl))
	for t := range tmpl {
		targets = append(targets, t)
	}
	slices.Sort(targets)
	for _, t := range targets {
		if mentionsPath(text, t) {
			return t
		}
	}
	return ""
}

// mentionsPath reports whether text names p as a whole path: not as part
// of a longer name (config/config.json.example, my_config/config.json).
func mentionsPath(text, p string) bool {
	for i := 0; ; {
		j := strings.Index(text[i:], p)
		if j < 0 {
			return false
		}
		start, end := i+j, i+j+len(p)
		i = start + 1
		if start > 0 && pathByte(text[start-1]) && text[start-1] != '/' {
			continue
		}
		if end < len(text) && (pathByte(text[end]) && text[end] != '.' || text[end] == '.' && end+1 < len(text) && pathByte(text[end+1])) {
			continue
		}
		return true
	}
}

func pathByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c == '/'
}
