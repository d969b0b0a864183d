package reposcan

import (
	"path"
	"strings"
)

// A console script's config classes may live deeper than two imports
// from its module (a train command's module imports the method registry, which
// imports the trainer config, whose base class holds output_dir). When
// the import walk finds no output default, the package the entry point
// belongs to is read: its dataclass output fields, leaving out the
// entry point's own folder (scripts/: the package's other commands,
// each with its own output). Taken only when they name one folder.

// maxPackageFiles bounds the package files read for an output default.
const maxPackageFiles = 400

// packageOutputs are the output defaults of the package holding entry,
// when all name one folder (nil otherwise).
func (s *scan) packageOutputs(entry string) []CodeOutput {
	root, _, ok := strings.Cut(entry, "/")
	if root == "src" {
		r, _, _ := strings.Cut(strings.TrimPrefix(entry, "src/"), "/")
		root = "src/" + r
	}
	if !ok || !s.repo.isFile(root+"/__init__.py") {
		return nil
	}
	skip := path.Dir(entry) + "/"
	var out []CodeOutput
	n := 0
	for _, f := range s.repo.files {
		if !strings.HasPrefix(f, root+"/") || !strings.HasSuffix(f, ".py") || strings.HasPrefix(f, skip) {
			continue
		}
		if n++; n > maxPackageFiles {
			return nil
		}
		src := StripComments(s.repo.text(f))
		out = append(out, codeOutputFields(f, src)...)
		out = append(out, rootJoins(f, src)...)
	}
	if len(codeFolders(out)) != 1 {
		return nil
	}
	return out
}

// codeFolders are the distinct folders the defaults name.
func codeFolders(outs []CodeOutput) []string {
	seen := map[string]bool{}
	var vs []string
	for _, o := range outs {
		if v := path.Clean(o.Value); !seen[v] {
			seen[v] = true
			vs = append(vs, v)
		}
	}
	return vs
}
