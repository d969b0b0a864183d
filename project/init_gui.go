package project

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

var (
	// trainHeading is a heading about training ("Train", "SD-Trainer GUI").
	trainHeading = regexp.MustCompile(`(?i)train`)
	// trainUI is code that starts a training UI (scripts/train_ui.py).
	trainUI = regexp.MustCompile(`(?i)train[a-z]*[_ -]?(ui|gui|webui)`)
	// editFirst is prose that has the user change a script before it runs.
	editFirst = regexp.MustCompile(`(?i)\b(edit|modify|change|adjust|customi[sz]e|fill in)\b`)
)

// guiFirst says why the best candidate is not the documented way to
// train when the README presents a UI for it first: a line of the README
// that serves a training UI (trainsThroughUI), while the candidate
// is not shown in a code block of the README before it (only named in
// prose, shown in another document or after the UI, or not documented).
// Such a repository trains through the UI; its script lines are the
// second way, often to be edited first. "" when the README does not, or
// when the candidate misses a required argument (that refusal comes first).
func guiFirst(f *reposcan.Findings, c *reposcan.Candidate) string {
	if c.Source.Kind == reposcan.FromReadme && !c.Source.Inline || len(c.MissingRequired()) > 0 {
		// Shown as a command; or refused anyway, naming the argument it
		// needs, which settles more than --command does.
		return ""
	}
	for _, u := range f.Launches {
		why := serves(f.Dir, u)
		if why == "" || u.Source.Kind != reposcan.FromReadme || !trainsThroughUI(f.Dir, u) {
			continue
		}
		if c.Source.Kind == reposcan.FromReadme && c.Source.Line < u.Source.Line {
			continue
		}
		s := fmt.Sprintf("the README trains through a UI first (%s, %s: %s); %s is a second way", strings.Join(u.Words, " "), u.Source, why, c.Name())
		if line := editLine(f.Dir, u.Source.File, scriptOf(c)); line != "" {
			s += fmt.Sprintf(", to be edited before it runs (%s: %q)", u.Source.File, clip(strings.TrimSpace(line), 80))
		}
		return s
	}
	return ""
}

// trainsThroughUI reports a UI line that is for training, not a demo of
// the trained model: its nearest heading is about training, or its
// script starts a training UI.
func trainsThroughUI(dir string, u *reposcan.Candidate) bool {
	if n := len(u.Source.Section); n > 0 && trainHeading.MatchString(u.Source.Section[n-1]) {
		return true
	}
	return u.Target != "" && trainUI.MatchString(readBounded(filepath.Join(dir, filepath.FromSlash(u.Target)), maxServeRead))
}

// scriptOf is the repository script a candidate is: the shell script it
// runs, or the one it was read from.
func scriptOf(c *reposcan.Candidate) string {
	switch {
	case c.Kind == reposcan.KindShell:
		return c.Target
	case c.Source.Kind == reposcan.FromShell:
		return c.Source.File
	}
	return c.Target
}

// editLine is the README's line that has the user edit the script
// before running it ("Edit `train.sh`, and run it"), "" when none.
func editLine(dir, readme, script string) string {
	if script == "" {
		return ""
	}
	for _, l := range strings.Split(readBounded(filepath.Join(dir, filepath.FromSlash(readme)), maxServeRead), "\n") {
		if strings.Contains(l, filepath.Base(script)) && editFirst.MatchString(l) {
			return strings.Map(printable, l)
		}
	}
	return ""
}
