package project

import (
	"strings"

	"github.com/spkit-dev/spkit/internal/shell"
	"github.com/spkit-dev/spkit/reposcan"
)

// wayOut is a documented line as a refusal offers it back: the --command
// flag with the line from the folder it runs in (`cd DIR && `, the
// document's folder or its `cd`), with its VAR=value prefixes, each word
// quoted for the shell and the whole quoted once more, so that pasted as
// it stands it is the same line (`--output_dir='path to save model'`
// stays one word). Placeholders stay for the user to fill.
func wayOut(dir string, env, words []string) string {
	var parts []string
	for _, e := range env {
		k, v, _ := strings.Cut(e, "=")
		parts = append(parts, k+"="+shell.Quote(v))
	}
	line := strings.Join(append(parts, shell.Join(words)), " ")
	if dir != "" && dir != "." {
		line = "cd " + shell.Quote(dir) + " && " + line
	}
	return "--command " + shell.Quote(strings.Map(printable, line))
}

// candidateWayOut is wayOut for a candidate's line as documented.
func candidateWayOut(c *reposcan.Candidate) string {
	return wayOut(c.Dir, c.Env, c.Words)
}
