package project

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// A line of a documented pipeline that reads what an earlier line makes
// (the student model a create step saves, the pseudo-labels a labelling
// step writes, the weights a pretraining stage leaves) is not written as
// the training command: it fails until those steps have run. reposcan
// ranks such lines down (Candidate.Needs); init refuses one that still
// comes first, naming the steps and --command.

// refuseLaterStage refuses a picked line that reads what other documented
// lines make.
func refuseLaterStage(c *reposcan.Candidate) error {
	if len(c.Needs) == 0 {
		return nil
	}
	return errdefs.Configf("run those steps first, then give the line: spkit init "+candidateWayOut(c),
		"the training command (%s) is a later stage of a documented pipeline: %s", c.Source, stageInputs(c))
}

// stageInputs says what a later stage reads and which lines make it.
func stageInputs(c *reposcan.Candidate) string {
	var parts []string
	for _, n := range c.Needs[:min(len(c.Needs), 3)] {
		parts = append(parts, fmt.Sprintf("%s %s is made by %q (%s)", n.Flag, clip(n.Value, 60), clip(n.By, 80), n.Source))
	}
	return strings.Map(printable, strings.Join(parts, "; "))
}

// withStages adds to an unsure refusal what the later stages among the
// candidates read: the line the user may have meant runs only after the
// steps named.
func withStages(f *reposcan.Findings, err error) error {
	var e *errdefs.Error
	if !errors.As(err, &e) || e.Code != errdefs.Config {
		return err
	}
	for _, c := range f.Launches[:min(len(f.Launches), shownCandidates)] {
		if len(c.Needs) > 0 {
			return errdefs.New(e.Code, fmt.Sprintf("%s; %s is a later stage: %s", e.Msg, c.Name(), stageInputs(c)), e.Hint)
		}
	}
	return err
}
