package project

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// A Python config module the launched script imports may default its data
// folder to an absolute path on the authors' machine (a class attribute
// voc_data_dir = '/dataset/VOC2007/', a module-level or dict(...) entry
// DATA_ROOT = '/home/me/data', a dataclass field data_root: str = '/x'):
// unless the command line sets that key, training reads a folder the
// container lacks. init refuses, naming the file, key and value.

var (
	// pyAssignPath is an assignment, keyword or annotated default whose
	// value is a quoted absolute path: KEY = '/x', key: str = "/x".
	pyAssignPath = regexp.MustCompile(`(?m)^[ \t]*(\w+)[ \t]*(?::[ \t]*[\w.\[\], ]+)?=[ \t]*(?:r|u)?(['"])((?:/|~/)[^'"\n]*)['"]`)
	// pyDictPath is a dict entry with such a value: 'data_root': '/x'.
	pyDictPath = regexp.MustCompile(`['"](\w+)['"][ \t]*:[ \t]*(?:r|u)?['"]((?:/|~/)[^'"\n]*)['"]`)
)

// pyConfigData lists the data keys with the authors' absolute paths in the
// launched script and the repository modules it imports, as "file line N:
// key = 'value'", leaving out keys the command line sets.
func pyConfigData(dir string, c *reposcan.Candidate) []string {
	if c.Kind != reposcan.KindScript && c.Kind != reposcan.KindModule || c.Entry == nil {
		return nil
	}
	var out []string
	for _, f := range importedFiles(dir, c.Entry.File) {
		text := readRepoText(dir, f, maxServeRead)
		for _, kv := range pyPathValues(text) {
			key, val := kv[0], kv[1]
			if !authorsData(key, val, "") || systemRoot.MatchString(val) || cmdSetsKey(c, key) {
				continue
			}
			line := strings.Count(text[:strings.Index(text, kv[2])], "\n") + 1
			out = append(out, fmt.Sprintf("%s line %d: %s = '%s'", f, line, key, clip(val, 80)))
			if len(out) == 3 {
				return out
			}
		}
	}
	return out
}

// importedFiles is the script and the repository modules it imports
// (beside it or from the top), each once.
func importedFiles(dir, script string) []string {
	files := []string{script}
	seen := map[string]bool{script: true}
	for _, m := range importedModule.FindAllStringSubmatch(readRepoText(dir, script, maxServeRead), 40) {
		mod := strings.ReplaceAll(m[1]+m[2], ".", "/")
		for _, p := range []string{path.Join(path.Dir(script), mod+".py"), mod + ".py", mod + "/__init__.py"} {
			if seen[p] {
				break
			}
			if readRepoText(dir, p, maxServeRead) != "" {
				seen[p] = true
				files = append(files, p)
				break
			}
		}
	}
	return files
}

// pyPathValues are the text's key, absolute-path value and matched text
// triples, comments aside.
func pyPathValues(text string) [][3]string {
	var out [][3]string
	for _, m := range pyAssignPath.FindAllStringSubmatch(text, 200) {
		out = append(out, [3]string{m[1], m[3], m[0]})
	}
	for _, m := range pyDictPath.FindAllStringSubmatch(text, 200) {
		out = append(out, [3]string{m[1], m[2], m[0]})
	}
	return out
}

// cmdSetsKey reports an argument of the line that sets key: --voc-data-dir,
// --voc_data_dir=..., DATA_ROOT=..., a Hydra override of it
// (dataset.voc_data_dir=..., +voc_data_dir=...), or an option the key ends
// in (--data_dir for voc_data_dir).
func cmdSetsKey(c *reposcan.Candidate, key string) bool {
	norm := func(s string) string {
		s = strings.TrimLeft(s, "-+")
		return strings.ReplaceAll(strings.ToLower(s[strings.LastIndex(s, ".")+1:]), "-", "_")
	}
	k := norm(key)
	for _, w := range c.Words[min(c.ArgStart, len(c.Words)):] {
		name, _, _ := strings.Cut(w, "=")
		if n := norm(name); n != "" && (n == k || strings.HasSuffix(k, "_"+n) && strings.Contains(n, "_")) {
			return true
		}
	}
	return false
}

// guardUnsetData refuses a line whose code leaves its data folder to the
// user: a module constant set to None and asserted not None
// (reposcan.UnsetDataRoots), which stops the trainer at import until the
// user edits it.
func (d *Detection) guardUnsetData(c *reposcan.Candidate) error {
	if d.findings == nil {
		return nil
	}
	found := d.findings.UnsetDataRoots(c)
	if len(found) == 0 {
		return nil
	}
	return errdefs.Configf("download the data as the README says, set each to where it lies (in the repository's data folder, which volumes.data mounts), then run spkit init again",
		"the training command (%s) reads its data from folders the code leaves to you: %s, each asserted not None, so the trainer stops at import until you set it",
		c.Source, strings.Map(printable, strings.Join(found, ", ")))
}

// guardPyConfigData refuses a line whose Python config defaults the data
// to a folder on the authors' machine (above).
func guardPyConfigData(dir string, c *reposcan.Candidate) error {
	found := pyConfigData(dir, c)
	if len(found) == 0 {
		return nil
	}
	return errdefs.Configf("download the data as the README says, put it in the repository's data folder (volumes.data mounts it) and set that key to its path there, or pass it on the line: spkit init --command '...'",
		"the training command (%s) reads data from %s: an absolute path on the authors' machine, the user's own data, which the container does not have",
		c.Source, strings.Map(printable, strings.Join(found, "; ")))
}
