package reposcan

import (
	"regexp"
	"strings"
)

// setup.py and setup.cfg, read as text: what they state literally.

var (
	setupName        = regexp.MustCompile(`\bname\s*=\s*["']([A-Za-z0-9_.-]+)["']`)
	setupPython      = regexp.MustCompile(`python_requires\s*=\s*["']([^"']+)["']`)
	setupConsole     = regexp.MustCompile(`["']console_scripts["']\s*:\s*\[([^\]]*)\]`)
	setupInstallReqs = regexp.MustCompile(`(?s)install_requires\s*=\s*\[([^\]]*)\]`)
	quotedString     = regexp.MustCompile(`["']([^"'\n]+)["']`)
	setupExtras      = regexp.MustCompile(`(?s)extras_require\s*=\s*\{(.*?)\n\s*\}`)
	extraEntry       = regexp.MustCompile(`(?s)["']([A-Za-z0-9_.-]+)["']\s*:\s*\[([^\]]*)\]`)
)

// fromSetupPy reads what setup.py states literally: name, console
// scripts, install_requires and extras_require lists, python_requires.
// Lists built by code (read from a file, computed) are not guessed at.
func (s *scan) fromSetupPy(p *Package, src string) {
	if p.From == "" || !s.hasProjectTable {
		p.From = "setup.py"
	}
	if m := setupName.FindStringSubmatch(src); m != nil && p.Name == "" {
		p.Name = m[1]
	}
	if m := setupPython.FindStringSubmatch(src); m != nil && p.RequiresPython == "" {
		p.RequiresPython = m[1]
	}
	if m := setupConsole.FindStringSubmatch(src); m != nil {
		for _, q := range quotedString.FindAllStringSubmatch(m[1], -1) {
			if name, target, ok := strings.Cut(q[1], "="); ok {
				p.Scripts[strings.TrimSpace(name)] = strings.TrimSpace(target)
			}
		}
	}
	if m := setupInstallReqs.FindStringSubmatch(src); m != nil {
		for _, q := range quotedString.FindAllStringSubmatch(m[1], -1) {
			p.Dependencies = append(p.Dependencies, q[1])
		}
	}
	if m := setupExtras.FindStringSubmatch(src); m != nil {
		for _, e := range extraEntry.FindAllStringSubmatch(m[1], -1) {
			for _, q := range quotedString.FindAllStringSubmatch(e[2], -1) {
				p.Extras[e[1]] = append(p.Extras[e[1]], q[1])
			}
		}
	}
}

// fromSetupCfg reads [options.entry_points] console_scripts and
// python_requires from setup.cfg.
func (s *scan) fromSetupCfg(p *Package, src string) {
	section, key := "", ""
	for _, raw := range strings.Split(src, "\n") {
		line := strings.TrimSpace(raw)
		switch {
		case strings.HasPrefix(line, "["):
			section, key = strings.Trim(line, "[]"), ""
			continue
		case line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, ";"):
			continue
		}
		indented := raw != "" && (raw[0] == ' ' || raw[0] == '\t')
		if !indented {
			k, v, _ := strings.Cut(line, "=")
			key = strings.TrimSpace(k)
			line = strings.TrimSpace(v)
			if section == "options" && key == "python_requires" && p.RequiresPython == "" {
				p.RequiresPython = line
			}
			if section == "metadata" && key == "name" && p.Name == "" {
				p.Name = line
			}
		}
		if section == "options.entry_points" && key == "console_scripts" && line != "" {
			if name, target, ok := strings.Cut(line, "="); ok {
				p.Scripts[strings.TrimSpace(name)] = strings.TrimSpace(target)
			}
		}
	}
}
