package reposcan

// Candidates from the code itself, for a repository whose documents name no
// command: train*.py-like entry files, and the package's console scripts.

import (
	"path"
	"regexp"
	"slices"
	"strings"
)

// fromEntryFiles adds train*.py-like files at the top, in scripts/ and as
// src/<pkg>/train.py or <pkg>/cli/train.py modules: `python3 FILE`.
func (s *scan) fromEntryFiles() []*Candidate {
	var out []*Candidate
	seen := 0
	for _, f := range s.repo.files {
		if !strings.HasSuffix(f, ".py") || strings.Count(f, "/") > 3 {
			continue
		}
		name := strings.TrimSuffix(path.Base(f), ".py")
		if !entryName.MatchString(name) || strings.HasPrefix(name, "test_") || strings.HasSuffix(name, "_test") {
			continue
		}
		if seen++; seen > maxEntryFiles {
			s.note("looked at %d files named for training, the bound: %s and the rest are not read", maxEntryFiles, f)
			break
		}
		dir := path.Dir(f)
		var words []string
		switch {
		case dir == "." || dir == "scripts" || dir == "examples":
			words = []string{"python", f}
		case strings.HasPrefix(f, "src/") && (strings.Count(f, "/") == 2 || strings.HasSuffix(dir, "/cli")):
			words = []string{"python", "-m", strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(f, "src/"), ".py"), "/", ".")}
		case s.repo.isFile(dir+"/__init__.py") && (strings.Count(f, "/") == 1 || strings.HasSuffix(dir, "/cli")):
			words = []string{"python", "-m", strings.ReplaceAll(strings.TrimSuffix(f, ".py"), "/", ".")}
		default:
			continue
		}
		// train.py at the top is how a trainer starts even before it has
		// a __main__ guard (a stub, or code the user is writing).
		if !s.isMainScript(f) && f != "train.py" && f != "finetune.py" {
			continue
		}
		inv := Invocation{Words: words, Unknown: make([]bool, len(words))}
		if c := s.candidate(inv, Source{Kind: FromFile, File: f}); c != nil {
			out = append(out, c)
		}
	}
	return out
}

// maxEntryFiles bounds the files named for training read as entry points.
const maxEntryFiles = 300

var mainGuard = regexp.MustCompile(`(?m)^if\s+__name__\s*==\s*["']__main__["']|^\s*(fire\.Fire|main)\(|^\s*app\(\)|^\s*cli\(\)`)

// isMainScript reports whether a .py file runs something when started
// (a __main__ guard, a top-level main() or fire.Fire call, or top-level
// code such as a script-style train.py); a module of definitions does not.
func (s *scan) isMainScript(f string) bool {
	src := s.repo.text(f)
	if mainGuard.MatchString(src) {
		return true
	}
	// Top-level statements other than imports, defs, classes and
	// assignments of constants: a script.
	for _, line := range strings.Split(src, "\n") {
		if line == "" || line[0] == ' ' || line[0] == '\t' || line[0] == '#' || line[0] == ')' || line[0] == ']' || line[0] == '}' {
			continue
		}
		for _, p := range []string{"import ", "from ", "def ", "class ", "@", "\"\"\"", "'''", "__all__", "async def "} {
			if strings.HasPrefix(line, p) {
				goto next
			}
		}
		if strings.Contains(line, "(") && !strings.Contains(strings.SplitN(line, "(", 2)[0], "=") {
			return true // a call at the top level
		}
	next:
	}
	return false
}

// fromConsoleScripts adds the project's console scripts that no document
// shows, with a training subcommand when their module declares one.
func (s *scan) fromConsoleScripts(seen []*Candidate) []*Candidate {
	var out []*Candidate
	names := make([]string, 0, len(s.consoleScripts))
	for n := range s.consoleScripts {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, name := range names {
		if slices.ContainsFunc(seen, func(c *Candidate) bool { return c.Kind == KindConsole && c.Target == name }) {
			continue
		}
		words := []string{name}
		if sub := s.trainingSubcommand(s.consoleScripts[name]); sub != "" {
			words = append(words, sub)
		}
		inv := Invocation{Words: words, Unknown: make([]bool, len(words))}
		if c := s.candidate(inv, Source{Kind: FromConsole, File: s.pkg.From}); c != nil {
			out = append(out, c)
		}
	}
	return out
}

var subcommandDecl = regexp.MustCompile(`add_parser\(\s*["']([a-z][a-z0-9_-]*)["']|@\w+\.command\(\s*(?:name\s*=\s*)?["']([a-z][a-z0-9_-]*)["']|@\w+\.command\(\)\s*\n\s*def\s+([a-z][a-z0-9_]*)|["']([a-z][a-z0-9_-]*)["']\s*:\s*[A-Za-z_][\w.]*\s*,?\s*(?:#.*)?$`)

// trainingSubcommand reads a console script's module ("pkg.cli:main") for
// a subcommand named for training (argparse add_parser, click/typer
// commands, a dispatch dict); "" when none is found.
func (s *scan) trainingSubcommand(target string) string {
	mod, _, _ := strings.Cut(target, ":")
	f := s.moduleFile(strings.TrimSpace(mod))
	if f == "" {
		return ""
	}
	best, bestScore := "", 0
	for _, m := range subcommandDecl.FindAllStringSubmatch(s.repo.text(f), -1) {
		sub := m[1] + m[2] + m[3] + m[4]
		if sc := nameScore(strings.ReplaceAll(sub, "_", "-")); sc > bestScore {
			best, bestScore = sub, sc
		}
	}
	return best
}
