package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"slices"
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
	scoreLabelGPUs(c, what, label)
	train, other := trainWord.MatchString(label), otherWord.MatchString(label)
	switch {
	case train && !other && !lead && l.readsFetched(c):
		// A step of a recipe: it reads what an earlier line of its block
		// downloads, so it does not run as the repository ships.
	case train && !other:
		c.add("section", n, fmt.Sprintf("%s %q", what, clipLabel(label)))
	case other && !train:
		c.add("section", -n, fmt.Sprintf("%s %q", what, clipLabel(label)))
	}
}

// nodeWord is a label that says its line takes a whole machine or more
// ("on a single H100 node", "on 8 GPUs", "multi-node", "for multiple
// GPUs", "multi-gpu"); oneGPUWord one that says one GPU ("on a single
// H100 gpu", "for Single GPUs", "single-gpu").
var (
	nodeWord   = regexp.MustCompile(`(?i)\b(single|one|a|whole|\d+)\s+(\S+\s+)?nodes?\b|multi[- ]?nodes?|\b([2-9]|[1-9]\d|two|four|eight)\s+(\S+\s+)?gpus\b|\b(multiple|multi|several|many)[- ]?(\S+\s+)?gpus?\b`)
	oneGPUWord = regexp.MustCompile(`(?i)\b(single|one|a|1)[- ]?(\S+\s+)?gpus?\b`)
)

// scoreLabelGPUs is scoreGPUs for what a line's label says, when the line
// itself says nothing of its GPUs (its process count is in the code it
// runs): a line said to take a node is a multi-GPU variant, one said to
// take one GPU is the single-GPU one.
func scoreLabelGPUs(c *Candidate, what, label string) {
	if c.gpus() != 0 || slices.ContainsFunc(c.Scores, func(p Points) bool { return p.Rule == "gpus" }) {
		return
	}
	switch node, one := nodeWord.MatchString(label), oneGPUWord.MatchString(label); {
	case node && !one:
		c.add("gpus", -6, fmt.Sprintf("%s it takes several GPUs (%q)", what, clipLabel(label)))
	case one && !node:
		c.add("gpus", 6, fmt.Sprintf("%s it runs on one GPU (%q)", what, clipLabel(label)))
	}
}

// lineLabel is the label at a line from the README's code block: the
// nearest comment line above it that says training or something else
// (walking up through comment lines only), else, when the line is its
// block's first command, the lead-in sentence above the fence. lead says
// which.
func (l *labeler) lineLabel(c *Candidate) (label string, lead bool) {
	src := c.Source
	if src.Kind != FromReadme || src.Line < 2 {
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
	if src.Inline {
		// An inline span that is its line's whole text stands as a block
		// of one: the sentence leading into it is its label ("Linear
		// evaluation:" over a span running the evaluation script).
		if !wholeSpan.MatchString(lines[src.Line-1]) {
			return "", false
		}
		return leadIn(lines[:src.Line-1]), true
	}
	i := src.Line - 2 // the line above, 0-based
	for ; i >= 0 && strings.HasPrefix(strings.TrimSpace(lines[i]), "#"); i-- {
		if text := strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(lines[i]), "#")); saysTrainingOrOther(text) {
			return text, false
		}
	}
	if i < 0 || !isFence(lines[i]) {
		return "", false
	}
	// The line is its block's first command (comments that say neither
	// training nor anything else may sit over it: "# LLaMA-60M, 1 A100"):
	// the sentence leading into the block is its label.
	return leadIn(lines[:i]), true
}

// readsFetched reports a README line that reads a file an earlier line
// of its own code block downloads or writes (`curl ... -o data.json`,
// `wget ... -O data.json`, `... > data.json`, then `train --data_path
// data.json`), or the folder such downloads fill (`curl ... --output
// texts/a.txt`, then `--train_data_path texts/`): the comment over it
// labels one step of a recipe the user walks through, not a training line
// that runs on the repository's files.
func (l *labeler) readsFetched(c *Candidate) bool {
	lines := l.lines[c.Source.File]
	top := c.Source.Line - 2
	for top > 0 && c.Source.Line-2-top < maxRecipeLines && !isFence(lines[top-1]) {
		top--
	}
	made := map[string]bool{}
	above := strings.ReplaceAll(strings.Join(lines[top:c.Source.Line-1], "\n"), "\\\n", " ")
	for _, line := range strings.Split(above, "\n") {
		for _, f := range fetchedFiles(strings.Fields(line)) {
			made[path.Clean(f)] = true
			if d := path.Dir(path.Clean(f)); d != "." && d != "/" {
				made[d] = true // the folder the downloads fill
			}
		}
	}
	for _, a := range c.Args() {
		if _, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(a, "-") {
			a = v
		}
		if a = strings.Trim(a, `"'`); len(made) > 0 && a != "" && made[path.Clean(a)] {
			return true
		}
	}
	return false
}

// maxRecipeLines bounds the walk up a block (a README may hold one block
// of thousands of lines).
const maxRecipeLines = 40

// fetchedFiles is what one shell line writes: a download's output file
// (curl -o F, curl -O URL, wget -O F, wget URL) or a redirection (> F).
func fetchedFiles(words []string) []string {
	var out []string
	tool := ""
	for i, w := range words {
		w = strings.Trim(w, `"'`)
		next := ""
		if i+1 < len(words) {
			next = strings.Trim(words[i+1], `"'`)
		}
		switch {
		case w == "&&" || w == "||" || w == ";" || w == "|":
			tool = ""
		case w == "curl" || w == "wget":
			tool = w
		case w == ">" || w == ">>":
			out = append(out, next)
		case strings.HasPrefix(w, ">") && !strings.HasPrefix(strings.TrimLeft(w, ">"), "&"):
			out = append(out, strings.TrimLeft(w, ">"))
		case tool == "curl" && (w == "-o" || w == "--output"), tool == "wget" && (w == "-O" || w == "--output-document"):
			out = append(out, next)
		case tool == "wget" && strings.HasPrefix(w, "--output-document="):
			out = append(out, strings.TrimPrefix(w, "--output-document="))
		case tool != "" && strings.Contains(w, "://") && (tool == "wget" || slices.Contains(words, "-O")):
			out = append(out, path.Base(w))
		}
	}
	return slices.DeleteFunc(out, func(f string) bool { return f == "" || f == "-" || f == "/dev/null" })
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

// wholeSpan is a line that is one inline code span and nothing else
// (`python app.py`, or the same in doubled backticks), a list bullet
// aside.
var wholeSpan = regexp.MustCompile("^\\s*(?:[-*+]\\s+)?(``?)[^`]+``?\\s*$")

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
