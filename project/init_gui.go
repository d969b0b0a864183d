package project

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

var (
	// useHeading is a heading the documented way to train sits under.
	useHeading = regexp.MustCompile(`(?i)train|usage|quick.?start|getting.started|how.to.use`)
	// editFirst is prose that has the user change a script before it runs.
	editFirst = regexp.MustCompile(`(?i)\b(edit|modify|change|adjust|customi[sz]e|fill in)\b`)
)

// guiFirst says why the best candidate is not the documented way to
// train when the README presents a UI for it first: a line that serves a
// UI under a training or usage heading of the README, while the candidate
// is not shown in a code block of the README before it (only named in
// prose, shown in another document or after the UI, or not documented).
// Such a repository trains through the UI; its script lines are the
// second way, often to be edited first. "" when the README does not.
func guiFirst(f *reposcan.Findings, c *reposcan.Candidate) string {
	if c.Source.Kind == reposcan.FromReadme && !c.Source.Inline {
		return ""
	}
	for _, u := range f.Launches {
		why := serves(f.Dir, u)
		if why == "" || u.Source.Kind != reposcan.FromReadme || !underUseHeading(u.Source) {
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

func underUseHeading(s reposcan.Source) bool {
	for _, h := range s.Section {
		if useHeading.MatchString(h) {
			return true
		}
	}
	return false
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
