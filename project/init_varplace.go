package project

import (
	"fmt"
	"path"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// A documented line that reads its data from a variable set just above it
// (DATA_PATH='YOUR_PATH/list/train.csv', then --data_path ${DATA_PATH})
// carries the variable's stand-in into the option. The entry point's
// default for that option is no answer when it is itself a stand-in
// (default='/path/to/list'): init keeps the question, and the refusal
// names the variable the user sets, with its file and line.

// standInValue reports a value written for the user's own: <...>,
// your_..., path/to/..., or a path with a stand-in segment (YOUR_PATH/x).
func standInValue(v string) bool {
	v = strings.Trim(v, `"'`)
	if userValue.MatchString(v) {
		return true
	}
	for _, s := range strings.Split(path.Clean(v), "/") {
		if standInSegment.MatchString(s) {
			return true
		}
	}
	return false
}

// placeholderVar names the variable of the line's file that set the
// placeholder ("DATA_PATH, PRETRAIN.md line 36"), "" when none did.
func (d *Detection) placeholderVar(c *reposcan.Candidate, value string) string {
	if d.findings == nil || value == "" || c.Source.File == "" {
		return ""
	}
	lines := strings.Split(readRepoText(d.findings.Dir, c.Source.File, maxServeRead), "\n")
	end := len(lines)
	if c.Source.Line > 0 && c.Source.Line <= end {
		end = c.Source.Line
	}
	for i := end - 1; i >= 0; i-- {
		m := scriptAssign.FindStringSubmatch(strings.TrimSpace(lines[i]))
		if m != nil && m[2]+m[3]+m[4] == value {
			return fmt.Sprintf("%s, %s line %d", m[1], c.Source.File, i+1)
		}
	}
	return ""
}
