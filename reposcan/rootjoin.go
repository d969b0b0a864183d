package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// An options parser may build the run's output root from the folder the
// launch passes it as the repository's root: `experiments_root =
// osp.join(root_path, 'experiments')`, or `opt['path']['experiments_root']
// = osp.join(root_path, 'experiments', opt['name'])`. The literal folders
// after the root are where the trainer writes, relative to that root.
// Only code in the tree is read: a parser that lives in an installed
// dependency cannot be.

var (
	// rootJoin is an assignment of os.path.join (osp.join) of a root and
	// one or more literal folders: the target, the root, the literals.
	rootJoin = regexp.MustCompile(`(?m)^[ \t]*([A-Za-z_][\w.]*(?:\[[ \t]*["']\w+["'][ \t]*\])*)[ \t]*=[ \t]*(?:os\.path|osp)\.join\([ \t]*([A-Za-z_][\w.]*(?:\[[ \t]*["']\w+["'][ \t]*\])?)[ \t]*,[ \t]*((?:[rbu]?(?:"[^"\n]*"|'[^'\n]*')[ \t]*(?:,[ \t]*|\)))+)`)
	// rootName is a name for the repository's (or the launch's) root
	// folder: root_path, ROOT, project_root, opt['root_path']; not a data
	// root or another output's root.
	rootName = regexp.MustCompile(`(?i)^(?:(?:project|repo|repository|code|base)_?)?root(?:_?(?:path|dir|folder))?$`)
	// rootOutputKey names the folder a run writes its checkpoints under:
	// the output keys (codeOutputKey) and an experiments root.
	rootOutputKey = regexp.MustCompile(`^(?:[a-z0-9]+_)*(?:checkpoints?|ckpts?|outputs?|out|save|saves|dump|work|experiments?|exps?)_(?:dir|path|folder|root)$`)
	lastName      = regexp.MustCompile(`(\w+)["']?[ \t]*\]?$`)
	quoted        = regexp.MustCompile(`"([^"\n]*)"|'([^'\n]*)'`)
)

// rootJoins are the output roots src builds from a root folder and
// literal folders (rootJoin): the target names an output folder, the
// root names the root, the literals read as a relative folder.
func rootJoins(file, src string) []CodeOutput {
	var out []CodeOutput
	for _, m := range rootJoin.FindAllStringSubmatch(src, -1) {
		target, root := m[1], m[2]
		key := lastName.FindStringSubmatch(target)
		base := lastName.FindStringSubmatch(root)
		if key == nil || base == nil || !rootOutputKey.MatchString(strings.ToLower(key[1])) || codeInputKey.MatchString(strings.ToLower(key[1])) || !rootName.MatchString(base[1]) {
			continue
		}
		var parts []string
		for _, q := range quoted.FindAllStringSubmatch(m[3], -1) {
			parts = append(parts, q[1]+q[2])
		}
		v := strings.TrimPrefix(path.Clean(strings.Join(parts, "/")), "./")
		if v == "" || v == "." || path.IsAbs(v) || strings.HasPrefix(v, "..") || strings.ContainsAny(v, " \t{}$%") || fileValue.MatchString(v) {
			continue
		}
		class := strings.TrimRight(target[:len(target)-len(key[0])], "[\"'. \t")
		out = append(out, CodeOutput{File: file, Class: class, Key: key[1], Value: v})
	}
	return out
}
