package reposcan

import (
	"path"
	"regexp"
	"slices"
	"strings"
)

// The documents a scan reads for commands: which, bounded, each read once.

// translated matches documents that translate another (README_zh.md,
// INSTALL.ja.md, docs/zh/...).
var translated = regexp.MustCompile(`(?i)([._-](zh|ja|jp|ko|kr|es|pt|pt-br|fr|de|ru|hi|it|tr|vi|ar|fa|id|pl|uk|zh-cn|zh-tw|zh_cn|zh_tw|cn|tw)\.(md|rst|markdown)$)|(^|/)(zh|ja|ko|es|fr|de|ru|cn|zh_cn|zh-cn|ja_jp|zh-hans|zh-hant)/`)

var readmeName = regexp.MustCompile(`(?i)^readme(\.(md|markdown|rst|txt))?$`)

// documents lists the Markdown/RST files to read for commands: the
// top-level README first, then other top-level documents, then those
// under docs/ and examples/ (bounded).
func (s *scan) documents() []string {
	if s.docs == nil {
		s.docs = s.listDocuments()
	}
	return s.docs
}

// listDocuments lists the documents, bounded in number (maxDocs) and in
// bytes (maxDocBytes), the cut noted.
func (s *scan) listDocuments() []string {
	var top, rest []string
	for _, f := range s.repo.files {
		ext := strings.ToLower(path.Ext(f))
		if ext != ".md" && ext != ".rst" && ext != ".markdown" && !readmeName.MatchString(path.Base(f)) {
			continue
		}
		if translated.MatchString(f) {
			continue // the same commands again, in another language
		}
		lower := strings.ToLower(f)
		switch {
		case !strings.Contains(f, "/") && readmeName.MatchString(f):
			top = append([]string{f}, top...)
		case !strings.Contains(f, "/"):
			if !strings.Contains(lower, "changelog") && !strings.Contains(lower, "license") && !strings.Contains(lower, "contributing") && !strings.Contains(lower, "code_of_conduct") {
				top = append(top, f)
			}
		default:
			rest = append(rest, f)
		}
	}
	// Shallow documents first: docs/training.md before docs/api/x/y.md.
	slices.SortStableFunc(rest, func(a, b string) int { return strings.Count(a, "/") - strings.Count(b, "/") })
	all := append(top, rest...)
	out := []string{}
	size := int64(0)
	for _, doc := range all {
		st, ok := s.repo.stat(doc)
		if ok {
			size += min(st.Size(), maxFileRead)
		}
		if len(out) == maxDocs || size > maxDocBytes && len(out) > 0 {
			s.note("read %d of %d documents for commands (at most %d, %d MiB in all): the rest are not read", len(out), len(all), maxDocs, maxDocBytes>>20)
			break
		}
		out = append(out, doc)
	}
	return out
}

func (s *scan) fromDocs() []*Candidate {
	var out []*Candidate
	for _, doc := range s.documents() {
		kind := FromDoc
		if !strings.Contains(doc, "/") && readmeName.MatchString(doc) {
			kind = FromReadme
		}
		dir := path.Dir(doc)
		if dir == "." {
			dir = ""
		}
		userConfig := s.userConfigIn(s.docText(doc))
		var cd blockCd
		for _, dc := range s.docCommands(doc) {
			inv, b := dc.inv, dc.block
			carried := cd.before(b.Line)
			if inv.Cd {
				cd.moved(s.cdFolder(inv.Dir), b.Line)
			}
			if inv.Dir == "" && dir != "" {
				inv.Dir = dir
			}
			inv = s.carriedCd(inv, carried)
			src := Source{Kind: kind, File: doc, Line: b.Line + inv.Line - 1, Section: b.Section, Inline: b.Inline, Label: b.Label}
			if c := s.candidate(inv, src); c != nil {
				if c.ConfigIndex < 0 {
					// It names no config, and the document has the user
					// write one the repository ships only as a template:
					// the line runs on that file.
					c.UserConfig = userConfig
				}
				out = append(out, c)
			}
		}
	}
	return out
}

// blockCd is the folder the last `cd` of a document's earlier code
// blocks moved to: a setup block (`git clone URL`, `cd NAME/fine-tune`,
// `pip install -r requirements.txt`) before the block that trains.
type blockCd struct {
	dir     string
	line    int // the block it is in
	prevDir string
}

// moved records a `cd` to dir in the block at line.
func (c *blockCd) moved(dir string, line int) {
	if c.line != line {
		c.prevDir = c.dir
	}
	c.dir, c.line = dir, line
}

// before is the folder the blocks before the one at line moved to.
func (c *blockCd) before(line int) string {
	if c.line == line {
		return c.prevDir
	}
	return c.dir
}

// carriedCd runs a line whose script is not where the line runs (no `cd`
// of its own block) in the folder an earlier block of the same document
// moved to, when the script is there: the document's setup block moved
// into it, and the training block goes on from there. Any other line is
// kept as written.
func (s *scan) carriedCd(inv Invocation, carried string) Invocation {
	if inv.Cd || carried == "" || !s.repo.isDir(carried) {
		return inv
	}
	if l := s.classify(inv); l != nil && l.Missing == "" {
		return inv
	}
	moved := inv
	moved.Dir, moved.Cd = carried, true
	if l := s.classify(moved); l == nil || l.Missing != "" {
		return inv
	}
	return moved
}

// soleFolder is the folder directly under the root that holds script, a
// bare file name, when the repository has that name there and nowhere
// else; "" otherwise.
func (s *scan) soleFolder(script string) string {
	if strings.Contains(script, "/") {
		return ""
	}
	found := ""
	for _, f := range s.repo.files {
		if path.Base(f) != script {
			continue
		}
		if found != "" || strings.Count(f, "/") != 1 {
			return ""
		}
		found = path.Dir(f)
	}
	return found
}

// docText is a document's text, read once: several readers go through the
// documents (commands, pip lines, links, the Python asked for, mentions).
func (s *scan) docText(doc string) string {
	if t, ok := s.docTexts[doc]; ok {
		return t
	}
	if s.docTexts == nil {
		s.docTexts = map[string]string{}
	}
	t := s.repo.text(doc)
	s.docTexts[doc] = t
	return t
}

// docCommand is one command of a document's shell blocks.
type docCommand struct {
	inv   Invocation
	block Block
}

// docCommands are a document's commands, read once within the document's
// budget (its cuts noted once), whoever asks: the launch candidates and
// the README's pip lines.
func (s *scan) docCommands(doc string) []docCommand {
	if cmds, ok := s.docCmds[doc]; ok {
		return cmds
	}
	if s.total != nil && s.total.spent {
		return nil // the scan's budget is spent: the document is not even read
	}
	text := s.docText(doc)
	var blocks []Block
	if strings.EqualFold(path.Ext(doc), ".rst") {
		blocks = rstBlocks(text)
	} else {
		blocks = markdownBlocks(text)
	}
	var out []docCommand
	bud := s.shellBudget()
	for _, b := range blocks {
		if bud.stopped() {
			break // the budget is spent: the rest is not even parsed
		}
		bud.line = b.Line - 1
		for _, inv := range parseShellIn(b.Text, nil, bud) {
			out = append(out, docCommand{inv: inv, block: b})
		}
	}
	s.noteCuts(doc, bud)
	if s.docCmds == nil {
		s.docCmds = map[string][]docCommand{}
	}
	s.docCmds[doc] = out
	return out
}
