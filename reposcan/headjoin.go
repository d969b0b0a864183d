package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// A trainer may build its output folder as a literal folder joined with a
// value from its config or options (results_dir = os.path.join("results",
// config["EXP_NAME"])) and hand that folder to its save call
// (save_checkpoint(state, name, samples_dir, results_dir, ...)). The
// literal head is the folder it writes under, whatever the value is. Only
// a variable named for an output folder counts, and only when a save call
// of the same file takes it; a join whose head is a variable says nothing.

var (
	// headJoin is an assignment of os.path.join (osp.join) whose first
	// part is a string literal: the target, the literal.
	headJoin = regexp.MustCompile(`(?m)^[ \t]*([A-Za-z_]\w*)[ \t]*=[ \t]*(?:os\.path|osp)\.join\([ \t]*[rbu]?(?:"([^"\n]*)"|'([^'\n]*)')[ \t]*,`)
	// headJoinKey names a folder a run's checkpoints go to (codeOutputKey,
	// and a results folder).
	headJoinKey = regexp.MustCompile(`^(?:[a-z0-9]+_)*(?:checkpoints?|ckpts?|outputs?|out|save|saves|dump|work|results?)_(?:dir|path|folder|root)$`)
	kwArg       = regexp.MustCompile(`^\w+[ \t]*=[ \t]*`)
)

// headJoins are the output folders src builds as a literal folder joined
// with other values (headJoin) and passes to one of its save calls.
func headJoins(file, src string) []CodeOutput {
	saved := savedNames(src)
	var out []CodeOutput
	seen := map[string]bool{}
	for _, m := range headJoin.FindAllStringSubmatch(src, -1) {
		name := m[1]
		v := strings.TrimPrefix(path.Clean(m[2]+m[3]), "./")
		if !headJoinKey.MatchString(strings.ToLower(name)) || codeInputKey.MatchString(strings.ToLower(name)) || !saved[name] || seen[name+"="+v] {
			continue
		}
		if v == "" || v == "." || path.IsAbs(v) || strings.HasPrefix(v, "..") || strings.ContainsAny(v, " \t{}$%~") || fileValue.MatchString(v) || dataFolder.MatchString(v) {
			continue
		}
		seen[name+"="+v] = true
		out = append(out, CodeOutput{File: file, Key: name, Value: v})
	}
	return out
}

// savedNames are the names src's save calls take as an argument: bare,
// by keyword (checkpoint=save_dir), or as the first part of a join or
// Path() (os.path.join(save_dir, "last.pth")).
func savedNames(src string) map[string]bool {
	out := map[string]bool{}
	for _, c := range modelSaves.find(src) {
		lineStart := strings.LastIndex(src[:c.start], "\n") + 1
		if strings.TrimSpace(src[lineStart:c.start]) == "def" {
			continue
		}
		for _, a := range callArgs(src, c.open) {
			a = kwArg.ReplaceAllString(strings.TrimSpace(a), "")
			if loc := pathWrapper.FindStringIndex(a); loc != nil && loc[0] == 0 {
				if in := callArgs(a, loc[1]-1); len(in) > 0 {
					a = strings.TrimSpace(in[0])
				}
			}
			if pyName.MatchString(a) {
				out[a] = true
			}
		}
	}
	return out
}
