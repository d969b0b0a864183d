package reposcan

import (
	"regexp"
	"strings"
)

// A trainer may take its output folder from a settings module it imports:
// `CHECKPOINT_PATH = 'checkpoint'` at a module's top level, read as
// settings.CHECKPOINT_PATH (or imported by name) and joined into the path
// it makes and saves under. The constant places that path as a literal
// would (pathVarsFrom); a name two modules set to different folders
// places nothing.

var (
	// settingsConst is a top-level UPPER_CASE name set to a string literal.
	settingsConst = regexp.MustCompile(`(?m)^([A-Z][A-Z0-9_]*)[ \t]*=[ \t]*([rRbBuU]?(?:"[^"\n]*"|'[^'\n]*'))[ \t]*$`)
)

// moduleConsts are the folders the constants of files place, keyed ".NAME"
// (read through a module: settings.NAME).
func (s *scan) moduleConsts(files []string) map[string]*pathRef {
	out := map[string]*pathRef{}
	clash := map[string]bool{}
	for _, file := range files {
		for _, m := range settingsConst.FindAllStringSubmatch(StripComments(s.repo.text(file)), -1) {
			r, ok := literalPath(m[2], nil, 0)
			key := "." + m[1]
			switch {
			case !ok || clash[key]:
			case out[key] != nil && out[key].top != r.top:
				delete(out, key)
				clash[key] = true
			default:
				out[key] = &r
			}
		}
	}
	return out
}

// importedConsts are consts as src sees them: through a module (.NAME),
// and by name where src imports the name itself (from settings import
// NAME).
func importedConsts(src string, consts map[string]*pathRef) map[string]*pathRef {
	if len(consts) == 0 {
		return nil
	}
	out := map[string]*pathRef{}
	for k, v := range consts {
		out[k] = v
	}
	for _, m := range fromImport.FindAllStringSubmatch(src, -1) {
		for _, n := range strings.Split(strings.Trim(m[2], "() \t"), ",") {
			f := strings.Fields(n)
			if len(f) == 0 {
				continue
			}
			local := f[len(f)-1] // `NAME as ALIAS` is read as ALIAS
			if r := consts["."+f[0]]; r != nil {
				out[local] = r
			}
		}
	}
	return out
}
