package reposcan

import (
	"path"
	"strings"
)

// A launch that is a shell script (bash scripts/run_sft.sh) passes the
// trainer its output folder inside the script: the Python line it runs
// says `--output_dir outputs-sft`. That is where the trainer writes, as a
// documented line's own output argument is.

// ScriptOutput is the output folder a shell-script launch's Python line
// passes.
type ScriptOutput struct {
	Script string // repo-relative
	Line   int    // the Python line's, 1-based
	Flag   string // "--output_dir"
	Value  string // "outputs-sft"
	// Passed is the value as the script passes it when it names the run's
	// own folder from a variable (ckpts/s1-${uid}); Value is then the
	// literal folder above it (ckpts).
	Passed string
}

// ScriptOutput is the output a shell-script launch passes its trainer: the
// first line of the script that runs the repository's Python, its output
// option (or key=value) with a literal folder relative to where the script
// runs; for a value a variable completes (ckpts/s1-${uid}), the literal
// folder above the variable. Nothing when the script moves (cd) before
// the line, or the value starts open ($OUT/x), is absolute or a
// placeholder.
func (f *Findings) ScriptOutput(c *Candidate) (ScriptOutput, bool) {
	if f.scan == nil || c == nil || c.Kind != KindShell {
		return ScriptOutput{}, false
	}
	inv, ok := f.scan.scriptPythonLine(c)
	if !ok || inv.Cd {
		return ScriptOutput{}, false
	}
	for i, w := range inv.Words {
		flag, v, inline := strings.Cut(w, "=")
		open := false
		switch {
		case strings.HasPrefix(w, "-") && outputFlag.MatchString(flag) && !inline && i+1 < len(inv.Words):
			v = inv.Words[i+1]
			open = inv.Unknown[i+1]
		case (strings.HasPrefix(w, "-") && outputFlag.MatchString(flag) || outputKey.MatchString(w)) && inline:
			open = inv.Unknown[i]
		default:
			continue
		}
		full := v
		if open {
			// A run's own folder named as it starts (ckpts/s1-${uid},
			// ./checkpoints/llava-$MODEL_VERSION-lora): it lands in the
			// literal folder above it.
			if v = literalFolder(v); v == "" {
				return ScriptOutput{}, false
			}
		}
		p := path.Clean(v)
		if p == "." || path.IsAbs(p) || strings.HasPrefix(p, "..") || strings.HasPrefix(v, "-") || strings.ContainsAny(v, "$<>{}~ \t") || isPlaceholder(v, false) {
			return ScriptOutput{}, false
		}
		return ScriptOutput{Script: c.Target, Line: inv.Line, Flag: flag, Value: v, Passed: full}, true
	}
	return ScriptOutput{}, false
}

// scriptPythonLine is the first line of a shell-script launch that runs
// the repository's Python (a script or a module).
func (s *scan) scriptPythonLine(c *Candidate) (Invocation, bool) {
	for _, inv := range parseShellIn(s.repo.text(c.Target), nil, newBudget(s.ctx)) {
		if l := s.classify(inv); l != nil && (l.Kind == KindScript || l.Kind == KindModule) {
			return inv, true
		}
	}
	return Invocation{}, false
}

// literalFolder is the folder of a path that holds a variable: its
// segments before the first one with a $ (ckpts/s1-${uid}: ckpts), ""
// when the path starts with one or has no literal folder above it.
func literalFolder(v string) string {
	var keep []string
	for _, seg := range strings.Split(v, "/") {
		if strings.ContainsAny(seg, "$`") {
			break
		}
		keep = append(keep, seg)
	}
	if len(keep) == len(strings.Split(v, "/")) {
		return "" // no variable in the path: it is open for another reason
	}
	return strings.Join(keep, "/")
}
