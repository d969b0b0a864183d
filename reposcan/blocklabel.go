package reposcan

import (
	"fmt"
	"strings"
)

// Labels a document puts right at a line, nearer than any heading: the
// comment lines just above it in its code block (`## train with text
// prompt` over `python main.py --text ...`, `# test (exporting a video)`
// over `python main.py --test`), or, for a block's first line, the
// sentence that leads into the block and ends with a colon ("This script
// trains a small model on CIFAR-10:").

// leadPoints is what a README's lead-in sentence is worth: as much as a
// training heading further up the document (scoreSection), for or
// against. commentPoints is what a comment over the line in its block is
// worth: as much as a heading that says how to run it ("Usage"); a
// comment is the author's note, often over several lines, not a heading.
const (
	leadPoints    = 12
	commentPoints = 8
)

// labeler reads the labels of one ranking's lines, each README split
// into lines once (a README may hold thousands of commands).
type labeler struct {
	s     *scan
	lines map[string][]string
}

func (s *scan) labeler() *labeler { return &labeler{s: s, lines: map[string][]string{}} }

// score rates the label at a README line: one that says training
// (and nothing else) counts for it, one that says something else (and not
// training) counts against it. A label saying both, or neither, is no
// evidence. Other documents' labels speak for their own examples (a
// tutorial's "Start the training with torchrun:"), not for the repository.
func (l *labeler) score(c *Candidate) {
	label, lead := l.lineLabel(c)
	if label == "" {
		return
	}
	what, n := "a comment above it says", commentPoints
	if lead {
		what, n = "the sentence leading into its block says", leadPoints
	}
	train, other := trainWord.MatchString(label), otherWord.MatchString(label)
	switch {
	case train && !other:
		c.add("section", n, fmt.Sprintf("%s %q", what, clipLabel(label)))
	case other && !train:
		c.add("section", -n, fmt.Sprintf("%s %q", what, clipLabel(label)))
	}
}

// lineLabel is the label at a line from the README's code block: the
// nearest comment line above it that says training or something else
// (walking up through comment lines only), else, when the line opens its
// block, the lead-in sentence above the fence. lead says which.
func (l *labeler) lineLabel(c *Candidate) (label string, lead bool) {
	src := c.Source
	if src.Kind != FromReadme || src.Inline || src.Line < 2 {
		return "", false
	}
	lines, ok := l.lines[src.File]
	if !ok {
		lines = strings.Split(l.s.docText(src.File), "\n")
		l.lines[src.File] = lines
	}
	if src.Line > len(lines) {
		return "", false
	}
	i := src.Line - 2 // the line above, 0-based
	for ; i >= 0 && strings.HasPrefix(strings.TrimSpace(lines[i]), "#"); i-- {
		if text := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(lines[i]), "#")); saysTrainingOrOther(text) {
			return text, false
		}
	}
	if i < 0 || i != src.Line-2 || !isFence(lines[i]) {
		return "", false
	}
	return leadIn(lines[:i]), true
}

// leadIn is the prose line just above a fence (one blank line between
// allowed) when it ends with a colon: it introduces the block.
func leadIn(above []string) string {
	for k := len(above) - 1; k >= 0 && k >= len(above)-2; k-- {
		t := strings.TrimSpace(above[k])
		switch {
		case t == "":
			continue
		case strings.HasSuffix(t, ":") && !strings.HasPrefix(t, "#") && !isFence(t):
			return t
		}
		return ""
	}
	return ""
}

func isFence(line string) bool {
	t := strings.TrimSpace(line)
	return strings.HasPrefix(t, "```") || strings.HasPrefix(t, "~~~")
}

func saysTrainingOrOther(text string) bool {
	return trainWord.MatchString(text) || otherWord.MatchString(text)
}

func clipLabel(s string) string {
	if r := []rune(s); len(r) > 80 {
		return string(r[:80]) + "..."
	}
	return s
}

// labelledTraining reports a line whose label says training.
func labelledTraining(c *Candidate) bool {
	for _, p := range c.Scores {
		if p.Rule == "section" && p.N > 0 && (strings.HasPrefix(p.Why, "a comment above it says") || strings.HasPrefix(p.Why, "the sentence leading")) {
			return true
		}
	}
	return false
}
