package project

import (
	"fmt"

	"github.com/spkit-dev/spkit/reposcan"
)

// scriptPassed is where a shell-script launch's trainer writes: the
// output folder the script's Python line passes (reposcan.ScriptOutput).
// The command runs the script, so the folder is not redirected: a
// relative one is mounted as it is.
func (d *Detection) scriptPassed(f *reposcan.Findings, c *reposcan.Candidate) (writePlace, bool) {
	o, ok := f.ScriptOutput(c)
	if !ok {
		return writePlace{}, false
	}
	from := fmt.Sprintf("%s:%d passes %s %s", o.Script, o.Line, o.Flag, o.Value)
	if o.Passed != "" {
		from = fmt.Sprintf("%s:%d passes %s %s, a folder each run names under %s", o.Script, o.Line, o.Flag, o.Passed, o.Value)
	}
	return writePlace{value: o.Value, from: from, argIndex: -1}, true
}
