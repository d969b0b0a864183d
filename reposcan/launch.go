package reposcan

import (
	"path"
	"slices"
	"strings"
)

// Kind is what a launch line runs.
type Kind string

const (
	KindScript  Kind = "script"         // a .py file of the repository
	KindModule  Kind = "module"         // python -m pkg.mod, a module of the repository
	KindConsole Kind = "console-script" // one of the project's own console scripts
	KindShell   Kind = "shell"          // bash scripts/train.sh
)

// Launch is an invocation read as a training launch: the launcher and its
// options (kept as written), what it runs and the arguments after that.
type Launch struct {
	Env []string
	// Words is the whole argv (launcher, target, subcommand, arguments).
	Words []string
	// Unknown marks words whose value the text leaves open.
	Unknown []bool
	// Launcher is "python", "accelerate", "torchrun", "deepspeed", or ""
	// for a console script or shell script run directly.
	Launcher string
	Kind     Kind
	// Target is the repo-relative script path, the module, or the console
	// script's name.
	Target string
	// Sub is a console script's subcommand ("train" in `TOOL train`).
	Sub string
	// ArgStart indexes Words where the target's own arguments begin.
	ArgStart int
	// Missing is a script the line runs that the repository lacks.
	Missing string
	// Dir is the folder the line runs in (a `cd` before it, or the
	// document's own folder), repo-relative: its paths are relative to it.
	Dir string
}

// python options that take a value (python -W ignore x.py).
var pythonValued = map[string]bool{"-W": true, "-X": true, "-c": true, "-Q": true}

// classify reads an invocation as a launch of something in the
// repository; nil when it runs nothing of the repository's (pip, git,
// huggingface-cli) or is not a command at all.
func (s *scan) classify(inv Invocation) *Launch {
	words, unknown := unwrap(&inv)
	if len(words) == 0 || unknown[0] {
		return nil
	}
	l := &Launch{Env: inv.Env, Words: words, Unknown: unknown, Dir: inv.Dir}
	w0 := words[0]
	switch {
	case pythonExe.MatchString(w0):
		l.Launcher = "python"
		return s.pythonTarget(l, inv.Dir, 1)
	case isLauncher(words):
		l.Launcher = w0
		start := 1
		if li, _ := LauncherNamed(w0); li.Sub != "" {
			start = 2
		}
		return s.launcherTarget(l, inv.Dir, start)
	case w0 == "bash" || w0 == "sh" || strings.HasSuffix(w0, ".sh"):
		i := 0
		if w0 == "bash" || w0 == "sh" {
			i = 1
			for i < len(words) && strings.HasPrefix(words[i], "-") {
				i++
			}
		}
		if i >= len(words) || !strings.HasSuffix(words[i], ".sh") {
			return nil
		}
		p, ok := s.resolveFile(inv.Dir, words[i])
		if !ok {
			return nil
		}
		l.Kind, l.Target, l.ArgStart = KindShell, p, i+1
		return l
	}
	if _, ok := s.consoleScripts[w0]; ok {
		l.Kind, l.Target, l.ArgStart = KindConsole, w0, 1
		if len(words) > 1 && !strings.HasPrefix(words[1], "-") && !unknown[1] && !looksLikePath(words[1]) {
			l.Sub, l.ArgStart = words[1], 2
		}
		return l
	}
	return nil
}

// unwrap takes off the wrappers that run the rest of a line (nohup, time,
// exec, sudo -E, uv/poetry/pipenv run, env VAR=x: its variables go to
// inv.Env) and returns the words they run.
func unwrap(inv *Invocation) ([]string, []bool) {
	words, unknown := inv.Words, inv.Unknown
	for len(words) > 1 {
		switch w := words[0]; {
		case w == "nohup" || w == "time" || w == "exec" || w == "sudo" || w == "-E":
			words, unknown = words[1:], unknown[1:]
		case (w == "uv" || w == "poetry" || w == "pipenv") && words[1] == "run" && len(words) > 2:
			words, unknown = words[2:], unknown[2:]
		case w == "env":
			words, unknown = words[1:], unknown[1:]
			for len(words) > 1 && strings.Contains(words[0], "=") && !strings.HasPrefix(words[0], "-") {
				inv.Env = append(inv.Env, words[0])
				words, unknown = words[1:], unknown[1:]
			}
		default:
			return words, unknown
		}
	}
	return words, unknown
}

// isLauncher reports a command line started by one of Launchers other
// than python (with its launching subcommand: accelerate launch).
func isLauncher(words []string) bool {
	li, ok := LauncherNamed(words[0])
	return ok && li.Name != "python" && (li.Sub == "" || len(words) > 1 && words[1] == li.Sub)
}

// pythonTarget finds the script or module after python's own options.
func (s *scan) pythonTarget(l *Launch, dir string, i int) *Launch {
	for ; i < len(l.Words); i++ {
		w := l.Words[i]
		switch {
		case w == "-m" && i+1 < len(l.Words):
			mod := l.Words[i+1]
			if li, ok := launcherOfModule(mod); ok {
				l.Launcher = li.Name
				return s.launcherTarget(l, dir, i+2)
			}
			return s.moduleTarget(l, mod, i+2)
		case pythonValued[w]:
			i++
		case strings.HasPrefix(w, "-"):
		default:
			return s.scriptTarget(l, dir, i)
		}
	}
	return nil
}

// launcherTarget skips a launcher's options (kept in Words) to the script
// or module it starts.
func (s *scan) launcherTarget(l *Launch, dir string, i int) *Launch {
	module := false
	for ; i < len(l.Words); i++ {
		w := l.Words[i]
		switch {
		case w == "-m" || w == "--module":
			module = true
		case strings.HasSuffix(w, ".py") && !strings.HasPrefix(w, "-"):
			return s.scriptTarget(l, dir, i)
		case strings.HasPrefix(w, "-"):
			if !launcherBool[w] && !strings.Contains(w, "=") {
				i++ // its value
			}
		case module:
			return s.moduleTarget(l, w, i+1)
		default:
			// A console script under the launcher (accelerate launch
			// --no_python TOOL ...), or a script without .py.
			if _, ok := s.consoleScripts[w]; ok {
				l.Kind, l.Target, l.ArgStart = KindConsole, w, i+1
				if i+1 < len(l.Words) && !strings.HasPrefix(l.Words[i+1], "-") {
					l.Sub, l.ArgStart = l.Words[i+1], i+2
				}
				return l
			}
			return nil
		}
	}
	return nil
}

func (s *scan) scriptTarget(l *Launch, dir string, i int) *Launch {
	w := l.Words[i]
	if l.Unknown[i] || !strings.HasSuffix(w, ".py") {
		return nil
	}
	p, ok := s.resolveFile(dir, w)
	if !ok {
		l.Missing = w
		return l
	}
	l.Kind, l.Target, l.ArgStart = KindScript, p, i+1
	return l
}

func (s *scan) moduleTarget(l *Launch, mod string, next int) *Launch {
	if s.moduleFile(mod) == "" {
		return nil
	}
	l.Kind, l.Target, l.ArgStart = KindModule, mod, next
	return l
}

// resolveFile finds a path a command names: relative to the folder the
// text moved to, else to the repository's root.
func (s *scan) resolveFile(dir, p string) (string, bool) {
	p = strings.TrimPrefix(p, "./")
	for _, base := range ancestors(dir) {
		rel := path.Clean(path.Join(base, p))
		if strings.HasPrefix(rel, "../") || path.IsAbs(rel) {
			continue
		}
		if s.repo.isFile(rel) {
			return rel, true
		}
	}
	return "", false
}

// moduleFile is the file a dotted module of the repository lives in (at
// the top or under src/), or "".
func (s *scan) moduleFile(mod string) string {
	rel := strings.ReplaceAll(mod, ".", "/")
	for _, root := range []string{"", "src/"} {
		for _, f := range []string{root + rel + ".py", root + rel + "/__main__.py"} {
			if s.repo.isFile(f) {
				return f
			}
		}
	}
	return ""
}

func looksLikePath(w string) bool {
	return strings.Contains(w, "/") || strings.Contains(w, ".") && slices.Contains([]string{".yaml", ".yml", ".json", ".toml", ".py"}, path.Ext(w))
}

// Args are the target's own arguments.
func (l *Launch) Args() []string { return l.Words[l.ArgStart:] }

// Name is what the launch is called by: the script's or module's last
// part, or the console script and its subcommand.
func (l *Launch) Name() string {
	switch l.Kind {
	case KindScript, KindShell:
		return strings.TrimSuffix(path.Base(l.Target), path.Ext(l.Target))
	case KindModule:
		return l.Target[strings.LastIndex(l.Target, ".")+1:]
	}
	return strings.TrimSpace(l.Target + " " + l.Sub)
}
