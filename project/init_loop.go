package project

import (
	"fmt"

	"github.com/spkit-dev/spkit/reposcan"
)

// loopCheck says, in init's output and as a CHECK line, that the training
// line runs inside a shell for-loop over several words: spkit runs it
// once, with the first word, so its output folder is the first run's; the
// other runs the script would make (each its own model, its own folder)
// are the user's to add.
func (d *Detection) loopCheck(c *reposcan.Candidate) {
	if c == nil || c.Loop == "" {
		return
	}
	s := fmt.Sprintf("the training line (%s) runs in a shell loop: %s; train.command is its first run only, and each later run writes its own output, not this volume: run those with --command, or train them one after another", c.Source, c.Loop)
	d.Checks = append(d.Checks, s)
	d.note("%s", s)
}
