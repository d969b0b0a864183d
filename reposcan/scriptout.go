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
}

// ScriptOutput is the output a shell-script launch passes its trainer: the
// first line of the script that runs the repository's Python, its output
// option (or key=value) with a literal folder relative to where the script
// runs. Nothing when the script moves (cd) before the line, or the value
// is left open ($VAR), absolute or a placeholder.
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
		switch {
		case strings.HasPrefix(w, "-") && outputFlag.MatchString(flag) && !inline && i+1 < len(inv.Words):
			if inv.Unknown[i+1] {
				return ScriptOutput{}, false
			}
			v = inv.Words[i+1]
		case (strings.HasPrefix(w, "-") && outputFlag.MatchString(flag) || outputKey.MatchString(w)) && inline:
			if inv.Unknown[i] {
				return ScriptOutput{}, false
			}
		default:
			continue
		}
		p := path.Clean(v)
		if p == "." || path.IsAbs(p) || strings.HasPrefix(p, "..") || strings.HasPrefix(v, "-") || strings.ContainsAny(v, "$<>{}~ \t") || isPlaceholder(v, false) {
			return ScriptOutput{}, false
		}
		return ScriptOutput{Script: c.Target, Line: inv.Line, Flag: flag, Value: v}, true
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
