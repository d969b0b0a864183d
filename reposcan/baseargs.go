package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// An options module may declare only its own options and take the rest
// from a base class in another module of the repository (class
// TrainOptions(BaseOptions) in options/train_options.py, whose initialize
// calls BaseOptions.initialize(self, parser), declared in
// options/base_options.py with the output folder's --checkpoints_dir).
// Those inherited options are the entry's too.

var (
	// pyClassBases is a class statement's bases: "BaseOptions" in
	// class TrainOptions(BaseOptions):.
	pyClassBases = regexp.MustCompile(`(?m)^class\s+\w+\s*\(([^)\n]*)\)\s*:`)
	// baseFromImport is a from-import's module and names (relative ones too).
	baseFromImport = regexp.MustCompile(`(?m)^\s*from\s+(\.*[\w.]*)\s+import\s+\(?([\w, \t]+)`)
)

// baseClassArgs are the options declared in the repository modules that
// the classes of file (src) inherit from, one level up.
func (s *scan) baseClassArgs(file, src string) []Arg {
	imported := map[string]string{} // a name -> the module file it comes from
	for _, m := range baseFromImport.FindAllStringSubmatch(src, -1) {
		f := s.importedFile(file, m[1])
		if f == "" || f == file {
			continue
		}
		for _, n := range strings.Split(m[2], ",") {
			if n = strings.TrimSpace(n); n != "" {
				imported[n] = f
			}
		}
	}
	var out []Arg
	done := map[string]bool{}
	for _, m := range pyClassBases.FindAllStringSubmatch(src, -1) {
		for _, b := range strings.Split(m[1], ",") {
			f := imported[strings.TrimSpace(b)]
			if f == "" || done[f] {
				continue
			}
			done[f] = true
			sub := &Entry{Constants: map[string]string{}}
			sub.read(s.repo.text(f))
			out = append(out, sub.Args...)
		}
	}
	return out
}

// importedFile is the repository file a from-import's module names,
// relative to file when it starts with dots.
func (s *scan) importedFile(file, mod string) string {
	if !strings.HasPrefix(mod, ".") {
		return s.moduleFile(mod)
	}
	dir := path.Dir(file)
	rest := strings.TrimLeft(mod, ".")
	for i := 1; i < len(mod)-len(rest); i++ {
		dir = path.Dir(dir)
	}
	if rest == "" {
		return ""
	}
	rel := strings.TrimPrefix(dir+"/", "./") + strings.ReplaceAll(rest, ".", "/") + ".py"
	if s.repo.isFile(rel) {
		return rel
	}
	return ""
}
