package reposcan

import (
	"fmt"
	"regexp"
	"strings"
)

// A data folder the code leaves unset for the user: a module-level
// constant set to None with an assert that it is not (SHAPENET_DATASET_ROOT
// = None  # Change this to your data directory / assert
// SHAPENET_DATASET_ROOT is not None, "Update the location of the ...
// Dataset"). The module fails at import until the user edits it, so
// training cannot start from a fresh checkout.

var (
	// noneConst is a module-level NAME = None.
	noneConst = regexp.MustCompile(`(?m)^([A-Za-z_][A-Za-z0-9_]*)[ \t]*=[ \t]*None\b`)
	// dataConstName names a data folder or file; outputs, caches and
	// models are not.
	dataConstName    = regexp.MustCompile(`(?i)data|root|dir|folder|path`)
	notDataConstName = regexp.MustCompile(`(?i)out|save|ckpt|checkpoint|log|cache|model|weight|result|tmp|temp`)
	// assertNotNone is `assert NAME is not None` at the start of a line.
	assertNotNone = regexp.MustCompile(`(?m)^[ \t]*assert[ \t]+\(?[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]+is[ \t]+not[ \t]+None\b`)
)

// UnsetDataRoots are the data constants the code the launch runs leaves
// to the user ("scene/srn.py:12 SHAPENET_DATASET_ROOT = None"): set to
// None at module level and asserted not None in the same file, in the
// entry point or a repository module it imports.
func (f *Findings) UnsetDataRoots(c *Candidate) []string {
	s, start := f.launchCode(c)
	if start == "" {
		return nil
	}
	var out []string
	for _, file := range s.codeFiles(start) {
		src := StripComments(s.repo.text(file))
		asserted := map[string]bool{}
		for _, m := range assertNotNone.FindAllStringSubmatch(src, -1) {
			asserted[m[1]] = true
		}
		for _, m := range noneConst.FindAllStringSubmatchIndex(src, -1) {
			name := src[m[2]:m[3]]
			if !asserted[name] || !dataConstName.MatchString(name) || notDataConstName.MatchString(name) {
				continue
			}
			out = append(out, fmt.Sprintf("%s:%d %s = None", file, strings.Count(src[:m[0]], "\n")+1, name))
			if len(out) == 3 {
				return out
			}
		}
	}
	return out
}
