package reposcan

import (
	"regexp"
	"strings"
)

// A trainer class may take its checkpoint folder as a keyword with a
// default (`class Trainer: def __init__(self, ..., checkpoints_folder:
// str = './checkpoints', ...)`): a script that builds the trainer without
// passing it writes there. A call in the launched script that passes the
// keyword decides instead: its literal, or nothing init can read.

var (
	// initDecl is a class's __init__ up to its parameter list's end: the
	// class and the parameters.
	initDecl = regexp.MustCompile(`(?ms)^[ \t]*class[ \t]+(\w+)\b[^\n]*:[ \t]*\n(?:[ \t]*(?:#[^\n]*|"""[^\n]*|)\n)*?[ \t]+def[ \t]+__init__[ \t]*\((.*?)\)[ \t]*(?:->[^:\n]*)?:`)
	// initParam is a parameter with a string literal default: the name,
	// the prefix, the literal.
	initParam = regexp.MustCompile(`(?m)(?:^|[,(\s])(\w+)[ \t]*(?::[^=,\n]*)?=[ \t]*([rfbu]*)(?:"([^"\n]*)"|'([^'\n]*)')`)
)

// initDefaults are the output folders src's classes take as __init__
// keyword defaults.
func initDefaults(file, src string) []CodeOutput {
	var out []CodeOutput
	for _, m := range initDecl.FindAllStringSubmatch(src, -1) {
		for _, p := range initParam.FindAllStringSubmatch(m[2], -1) {
			key := p[1]
			if !codeOutputKey.MatchString(key) || codeInputKey.MatchString(key) {
				continue
			}
			if v, ok := templateFolder(p[2], p[3]+p[4]); ok {
				out = append(out, CodeOutput{File: file, Class: m[1], Key: key, Value: v})
			}
		}
	}
	return out
}

// passedBy applies what the launched script passes for each keyword
// default: a literal replaces it, anything else drops it.
func passedBy(start string, outs []CodeOutput) []CodeOutput {
	var kept []CodeOutput
	for _, o := range outs {
		m := regexp.MustCompile(`\b` + regexp.QuoteMeta(o.Key) + `[ \t]*=[ \t]*([rfbu]*)(?:"([^"\n]*)"|'([^'\n]*)'|([^\s,)]*))`).FindStringSubmatch(start)
		switch {
		case m == nil:
			kept = append(kept, o)
		case m[4] == "" && !strings.Contains(m[0], "=="):
			if v, ok := templateFolder(m[1], m[2]+m[3]); ok {
				o.Value = v
				kept = append(kept, o)
			}
		}
	}
	return kept
}
