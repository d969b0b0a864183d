package project

import (
	"regexp"
	"strings"
)

// A training script often keeps its data root in a variable
// (DATA_PATH=datasets) and passes lists of files under it to one option
// over continued lines (--json_path \ $DATA_PATH/a/x.json \ $DATA_PATH/b/y.json).
// The script's option values are read with its literal variables put in
// and every value of such a list, so the files it reads under a root the
// checkout lacks are checked like any other data path.

var (
	// shellLiteralVar is a variable set to a literal word
	// (DATA_PATH=datasets, export ROOT="data/coco").
	shellLiteralVar = regexp.MustCompile(`(?m)^\s*(?:export\s+)?([A-Za-z_]\w*)=["']?([\w./-]+)["']?\s*(?:#.*)?$`)
	// shellVarUse is $NAME or ${NAME}.
	shellVarUse = regexp.MustCompile(`\$\{?([A-Za-z_]\w*)\}?`)
)

// maxOptionValues bounds the values read after one option.
const maxOptionValues = 16

// scriptOptionValues are a shell script's options and each value it
// gives them (continued lines joined, literal variables put in): the
// word after the option (or after =), and the words after that up to the
// next option, a comment or the end of the command.
func scriptOptionValues(text string) [][2]string {
	text = expandShellVars(strings.ReplaceAll(text, "\\\n", " "))
	var out [][2]string
	for _, line := range strings.Split(text, "\n") {
		key, n := "", 0
		line, _, _ = strings.Cut(line, " #")
		for _, w := range strings.Fields(line) {
			switch {
			case strings.HasPrefix(w, "#"):
				key, n = "", maxOptionValues
			case w == ";" || w == "&&" || w == "|":
				key = ""
			case strings.HasPrefix(w, "--"):
				key, n = w, 0
				if k, v, ok := strings.Cut(w, "="); ok {
					key, n = "", 1
					out = append(out, [2]string{k, v})
				}
			case key != "" && n < maxOptionValues:
				out = append(out, [2]string{key, w})
				n++
			}
		}
	}
	return out
}

// expandShellVars puts the value of each variable the script sets to a
// literal word, once, where it is read.
func expandShellVars(text string) string {
	vars := map[string]string{}
	for _, m := range shellLiteralVar.FindAllStringSubmatch(text, -1) {
		if _, seen := vars[m[1]]; !seen {
			vars[m[1]] = m[2]
		} else {
			vars[m[1]] = "" // set twice: not one value
		}
	}
	return shellVarUse.ReplaceAllStringFunc(text, func(s string) string {
		if v := vars[shellVarUse.FindStringSubmatch(s)[1]]; v != "" {
			return v
		}
		return s
	})
}
