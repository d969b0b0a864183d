package project

import (
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// refuseChosen refuses a ranked pick that is a later stage's step or
// fails as written.
func refuseChosen(c *reposcan.Candidate) error {
	if err := refuseLaterStage(c); err != nil {
		return err
	}
	return refuseBrokenOptions(c)
}

// refuseBrokenOptions refuses a chosen line that passes options its
// script's argparse parser does not accept (reposcan's BrokenOptions:
// the parser is plain and declares every option in the file): argparse
// exits with "unrecognized arguments", so the line fails as written and
// init cannot tell whether the option is stale or misspelled.
func refuseBrokenOptions(c *reposcan.Candidate) error {
	bad := c.BrokenOptions()
	if len(bad) == 0 {
		return nil
	}
	return errdefs.Configf("drop or correct the option(s) and give the line: spkit init --command '...'",
		"the training command (%s) passes %s, which %s's argparse parser does not declare (nor any option it abbreviates): the script exits at start with \"unrecognized arguments\"",
		c.Source, strings.Map(printable, strings.Join(bad, ", ")), c.Entry.File)
}
