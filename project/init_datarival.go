package project

import (
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// When the README's own training line asks for the user's data
// (`main.py --coco_path /path/to/coco`, an option with no default) and the
// best-ranked line is one another document shows that merely names no
// placeholder (a wrapper of another framework under d2/, with its own
// README), the repository's training needs that data: the other line does
// not escape it, it only hides it. The command's confidence stays under
// the bar, and the refusal names the README's line and its placeholder.

// userDataRival says why the top candidate is not the answer when the
// README's training section runs something else that needs the user's
// values; "" when it is not so.
func userDataRival(cands []*reposcan.Candidate) string {
	top := cands[0]
	if top.Source.Kind != reposcan.FromDoc || len(userValues(top)) > 0 {
		return ""
	}
	for _, r := range cands[1:] {
		if r.Source.Kind != reposcan.FromReadme || r.Target == top.Target || rulePoints(r, "section") < trainingHeading {
			continue
		}
		if vals := userValues(r); len(vals) > 0 {
			return fmt.Sprintf("the README's training line (%s) needs %s: %s, shown in %s, names none but does not escape it", r.Source, strings.Join(vals, ", "), top.Name(), top.Source.File)
		}
	}
	return ""
}

// userValues are the candidate's placeholders for a path the user must
// give (/path/to/coco): not a launcher's own option, not the output (spkit
// answers both), not one the entry point has a default for, not a token.
func userValues(c *reposcan.Candidate) []string {
	var out []string
	for _, p := range c.Placeholders {
		if p.Launcher || p.Output || p.Index == c.ConfigIndex || !strings.Contains(p.Text, "/") {
			continue
		}
		if a, ok := c.Entry.Lookup(p.Flag); p.Flag != "" && ok && a.HasDefault && !a.Required {
			continue
		}
		out = append(out, strings.TrimSpace(p.Flag+" "+p.Text))
	}
	return out
}
