package reposcan

import (
	"regexp"
	"slices"
	"strings"
)

// EnvOutput is an output folder the trainer takes from an environment
// variable it reads: `checkpoint_dir = os.path.join(get_base_dir(), ...)`
// where get_base_dir() returns os.environ.get("X") when it is set. Setting
// the variable points the trainer's output wherever spkit wants it.
type EnvOutput struct {
	// Var is the environment variable ("PROJECT_BASE_DIR").
	Var string
	// Dir is the entry point's variable that holds the output folder
	// ("checkpoint_dir").
	Dir string
	// Via is where the variable is read: "get_base_dir() in
	// pkg/common.py", or the entry point's own file.
	Via string
	// Default is the literal fallback os.environ.get/os.getenv gives, ""
	// when the code computes it.
	Default string
	// Shared are the repository's other Python files that take the same
	// folder (the function, or the variable itself): what they download or
	// prepare there, the trainer may read.
	Shared []string
}

var (
	// outputDirVar names a variable that holds where checkpoints go.
	outputDirVar = regexp.MustCompile(`^(?:[a-z0-9]+_)*(?:checkpoints?|ckpts?|outputs?|out|save|saves)_dir$`)
	pyAnyAssign  = regexp.MustCompile(`(?m)^[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*=[ \t]*([^=\n].*)$`)
	envRead      = regexp.MustCompile(`os\.(?:environ\.get|getenv)\(\s*["']([A-Z][A-Z0-9_]*)["']\s*(?:,\s*(?:"([^"\n]*)"|'([^'\n]*)'))?|os\.environ\[\s*["']([A-Z][A-Z0-9_]*)["']\s*\]`)
	// pathVar is an environment variable named for a folder.
	pathVar    = regexp.MustCompile(`(DIR|HOME|ROOT|PATH|PREFIX|OUTPUT|OUT|CACHE|CKPT|CHECKPOINTS?|SAVE)(_|$)`)
	pyCall     = regexp.MustCompile(`\b([A-Za-z_][A-Za-z0-9_]*)\s*\(`)
	pyIdent    = regexp.MustCompile(`\b([A-Za-z_][A-Za-z0-9_]*)\b`)
	fromImport = regexp.MustCompile(`(?m)^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n]+)`)
)

// envOutput finds an output folder the entry point at rel (source src)
// takes from an environment variable: a *_dir variable whose value reads
// the variable itself, through another variable of the file, or through a
// function of the file or of a repository module it imports. nil when
// there is none.
func (s *scan) envOutput(rel, src string) *EnvOutput {
	src = StripComments(src)
	assigns := map[string]string{}
	var outs []string
	for _, m := range pyAnyAssign.FindAllStringSubmatch(src, -1) {
		if _, ok := assigns[m[1]]; !ok {
			assigns[m[1]] = m[2]
		}
		if outputDirVar.MatchString(m[1]) && !slices.Contains(outs, m[1]) {
			outs = append(outs, m[1])
		}
	}
	for _, dir := range outs {
		if o := s.envIn(rel, src, assigns, assigns[dir], 0); o != nil {
			o.Dir = dir
			return o
		}
	}
	return nil
}

// envIn follows an expression of the entry point to an environment read:
// in the expression, in a variable it names (two steps at most), or in a
// function it calls.
func (s *scan) envIn(rel, src string, assigns map[string]string, expr string, depth int) *EnvOutput {
	if o := envOf(expr); o != nil {
		o.Via = rel
		o.Shared = s.sharing(rel, "", o.Var)
		return o
	}
	for _, m := range pyCall.FindAllStringSubmatch(expr, -1) {
		fn := m[1]
		file, body := s.function(rel, src, fn)
		if body == "" {
			continue
		}
		if o := envOf(body); o != nil {
			o.Via = fn + "() in " + file
			o.Shared = s.sharing(rel, file, fn)
			return o
		}
	}
	if depth >= 2 {
		return nil
	}
	for _, m := range pyIdent.FindAllStringSubmatch(expr, -1) {
		if v, ok := assigns[m[1]]; ok && v != expr {
			if o := s.envIn(rel, src, assigns, v, depth+1); o != nil {
				return o
			}
		}
	}
	return nil
}

// envOf is the first environment variable named for a folder that code
// reads, with its literal default.
func envOf(code string) *EnvOutput {
	for _, m := range envRead.FindAllStringSubmatch(code, -1) {
		v := m[1] + m[4]
		if pathVar.MatchString(v) {
			return &EnvOutput{Var: v, Default: m[2] + m[3]}
		}
	}
	return nil
}

// function returns the file and body of the function fn as the file rel
// sees it: defined in it, or imported from a repository module.
func (s *scan) function(rel, src, fn string) (string, string) {
	if b := defBody(src, fn); b != "" {
		return rel, b
	}
	for _, m := range fromImport.FindAllStringSubmatch(src, -1) {
		names := strings.Trim(m[2], "()")
		imported := false
		for _, n := range strings.Split(names, ",") {
			f := strings.Fields(n)
			if len(f) == 1 && f[0] == fn {
				imported = true
			}
		}
		if !imported {
			continue
		}
		file := s.importFile(rel, m[1])
		if file == "" || file == rel {
			return "", ""
		}
		return file, defBody(StripComments(s.repo.text(file)), fn)
	}
	return "", ""
}

// defBody is the body of the top-level or nested `def fn(` in src, ""
// when src defines no such function.
func defBody(src, fn string) string {
	loc := regexp.MustCompile(`(?m)^([ \t]*)def[ \t]+` + regexp.QuoteMeta(fn) + `[ \t]*\(`).FindStringSubmatchIndex(src)
	if loc == nil {
		return ""
	}
	rest := src[loc[1]:]
	nl := strings.IndexByte(rest, '\n')
	if nl < 0 {
		return rest
	}
	return rest[:nl+1] + indentedBody(rest[nl+1:], loc[3]-loc[2])
}

// sharing lists the repository's other Python files that call fn (or read
// the variable when fn is ""), leaving out the entry point and the file
// that defines fn.
func (s *scan) sharing(rel, defFile, fn string) []string {
	want := regexp.MustCompile(`\b` + regexp.QuoteMeta(fn) + `\s*\(`)
	if defFile == "" {
		want = regexp.MustCompile(`["']` + regexp.QuoteMeta(fn) + `["']`)
	}
	var out []string
	for _, f := range s.repo.files {
		if f == rel || f == defFile || !strings.HasSuffix(f, ".py") || strings.HasPrefix(f, "tests/") || strings.HasPrefix(f, "test/") {
			continue
		}
		if want.MatchString(StripComments(s.repo.text(f))) {
			out = append(out, f)
		}
	}
	return out
}
