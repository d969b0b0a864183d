package project

import (
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// moduleImports are the modules a Python file imports, dotted in full;
// `from a import b` gives a and a.b (b may be a submodule).
func moduleImports(dir, rel string) []string {
	fh, err := os.Open(filepath.Join(dir, rel))
	if err != nil {
		return nil
	}
	b, err := io.ReadAll(io.LimitReader(fh, importScanBytes))
	fh.Close()
	if err != nil {
		return nil
	}
	var out []string
	for _, m := range pyImportFull.FindAllStringSubmatch(string(b), -1) {
		if m[1] == "" && m[3] == "" {
			continue
		}
		if m[3] != "" {
			for _, part := range strings.Split(m[3], ",") {
				if fs := strings.Fields(part); len(fs) > 0 {
					out = append(out, fs[0])
				}
			}
			continue
		}
		out = append(out, m[1])
		for _, n := range strings.Split(strings.Trim(m[2], "() \t\r"), ",") {
			if fs := strings.Fields(n); len(fs) > 0 && fs[0] != "*" {
				sep := "."
				if strings.HasSuffix(m[1], ".") {
					sep = ""
				}
				out = append(out, m[1]+sep+fs[0])
			}
		}
	}
	return out
}

// localModule is the repository file module mod names as file rel sees
// it (relative, beside rel, at the root or under src/), "" when it is not
// the repository's own.
func localModule(have map[string]bool, rel, mod string) string {
	dots := len(mod) - len(strings.TrimLeft(mod, "."))
	name := strings.ReplaceAll(mod[dots:], ".", "/")
	var bases []string
	if dots > 0 {
		dir := path.Dir(rel)
		for range dots - 1 {
			dir = path.Dir(dir)
		}
		bases = []string{path.Join(dir, name)}
	} else if name != "" {
		bases = []string{path.Join(path.Dir(rel), name), name, "src/" + name}
	}
	for _, b := range bases {
		b = strings.TrimPrefix(b, "./")
		for _, cand := range []string{b + ".py", b + "/__init__.py"} {
			if b != "" && b != "." && have[cand] {
				return cand
			}
		}
	}
	return ""
}

// localFolder reports a module whose top name is a folder of the
// repository, beside rel or at the root (a namespace package with no
// __init__.py: `from datasets import folder` in a repository with a
// datasets/ folder is its own, not the pip package).
func localFolder(dirs map[string]bool, rel, mod string) bool {
	top, _, _ := strings.Cut(strings.TrimLeft(mod, "."), ".")
	return strings.HasPrefix(mod, ".") || dirs[top] || dirs[strings.TrimPrefix(path.Join(path.Dir(rel), top), "./")]
}

// repoSets are the repository's files and folders, as sets.
func repoSets(files []string) (have, dirs map[string]bool) {
	have, dirs = map[string]bool{}, map[string]bool{}
	for _, f := range files {
		have[f] = true
		for d := path.Dir(f); d != "." && d != "/"; d = path.Dir(d) {
			dirs[d] = true
		}
	}
	return have, dirs
}
