package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// An output option may default to a word that stands for "unset"
// (add_argument('--output_dir', default="none")), which the code then
// replaces: `if args.output_dir == "none":` and, further down that
// branch, `output_dir = f"saved_models/{model}_{data}"`. The literal
// folders before the first {} are where it writes (saved_models), as for
// an option the code fills when it is None (noneFallback).

var (
	// sentinelIf is an if on an option compared with an unset word: the
	// indent, the object, the option.
	sentinelIf = regexp.MustCompile(`(?m)^([ \t]*)(?:el)?if[ \t]+(\w+)\.(\w+)[ \t]*==[ \t]*["'](?:none|None|null|NONE)["'][ \t]*:[ \t]*\n`)
	// branchAssign is an assignment in that branch of a literal, an
	// f-string or a join whose first part is one: the object (when an
	// attribute), the name, the prefix, the literal.
	branchAssign = regexp.MustCompile(`(?m)^[ \t]+(?:(\w+)\.)?(\w+)[ \t]*=[ \t]*(?:(?:os\.path|osp)\.join\([ \t]*)?([rfbu]*)(?:"([^"\n]*)"|'([^'\n]*)')`)
)

// sentinelFallbacks are the output folders src sets in the branch taken
// when an output option holds its unset word (sentinelIf).
func sentinelFallbacks(file, src string) []CodeOutput {
	var out []CodeOutput
	for _, loc := range sentinelIf.FindAllStringSubmatchIndex(src, -1) {
		indent, obj, key := src[loc[2]:loc[3]], src[loc[4]:loc[5]], src[loc[6]:loc[7]]
		if !codeOutputKey.MatchString(key) || codeInputKey.MatchString(key) {
			continue
		}
		body := indentedBody(src[loc[1]:], len(indent))
		for _, m := range branchAssign.FindAllStringSubmatch(body, -1) {
			if m[2] != key || m[1] != "" && m[1] != obj {
				continue
			}
			if v, ok := templateFolder(m[3], m[4]+m[5]); ok {
				out = append(out, CodeOutput{File: file, Class: obj, Key: key, Value: v})
			}
			break
		}
	}
	return out
}

// templateFolder is the relative folder a literal names: of an f-string
// only the folders before its first {} (a name built from values from the
// start is no folder).
func templateFolder(prefix, v string) (string, bool) {
	if strings.ContainsAny(prefix, "fF") {
		if before, _, templ := strings.Cut(v, "{"); templ {
			v = before[:strings.LastIndex(before, "/")+1]
		}
	}
	v = strings.TrimSuffix(strings.TrimPrefix(v, "./"), "/")
	if v == "" || v == "." || strings.ContainsAny(v, " \t{}$~") || fileValue.MatchString(v) || path.IsAbs(v) || strings.HasPrefix(v, "..") {
		return "", false
	}
	return path.Clean(v), true
}
