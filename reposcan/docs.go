package reposcan

import (
	"regexp"
	"strings"
)

// Block is shell text found in a document, with the heading it sits under.
type Block struct {
	Text    string
	Line    int      // 1-based line of the block's first line in the document
	Section []string // headings from the top down to the nearest one
	Inline  bool     // an inline `code span`, not a code block
	// Label: the nearest heading is a bold line, a label inside the
	// section above it (Source.Label).
	Label bool
}

// shellLangs are the fenced-block info strings that hold commands; an
// empty one often does too. Others (python, yaml, json) do not.
var shellLangs = map[string]bool{
	"": true, "bash": true, "sh": true, "shell": true, "console": true, "zsh": true,
	"shell-session": true, "sh-session": true, "shellsession": true, "text": true, "cmd": true, "bash-session": true,
}

var (
	atxHeading   = regexp.MustCompile(`^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$`)
	boldHeading  = regexp.MustCompile(`^\s*\*\*([^*]{2,80})\*\*:?\s*$`)
	htmlHeading  = regexp.MustCompile(`(?i)^\s*<(h[1-6]|summary)[^>]*>(.*?)</(h[1-6]|summary)>`)
	fenceOpen    = regexp.MustCompile("^(\\s*)(```+|~~~+)\\s*([A-Za-z0-9_+-]*)")
	inlineCode   = regexp.MustCompile("`([^`\n]{6,400})`")
	numbered     = regexp.MustCompile(`^\d+[.)] `)
	rstDirective = regexp.MustCompile(`^\s*\.\. (code-block|code|sourcecode)::\s*(\S*)`)
)

// labelLevel is the heading level of a bold line or a <summary>: below
// every Markdown heading.
const labelLevel = 7

// markdownBlocks returns the shell code blocks and inline code spans of a
// Markdown (or plain text) document.
func markdownBlocks(doc string) []Block {
	r := &mdReader{lines: strings.Split(strings.ReplaceAll(doc, "\r\n", "\n"), "\n")}
	for ; r.i < len(r.lines); r.i++ {
		if !r.fence() && !r.heading() && !r.indented() {
			r.inline()
		}
	}
	return r.out
}

// mdReader walks a Markdown document's lines, keeping the headings above.
type mdReader struct {
	lines   []string
	i       int
	out     []Block
	section []string
	levels  []int
	// bold marks the section entries that are bold lines: labels in the
	// text. A <summary> is not one: what it folds away is secondary.
	bold []bool
}

func (r *mdReader) label() bool { return len(r.bold) > 0 && r.bold[len(r.bold)-1] }

func (r *mdReader) block(text string, line int, inline bool) {
	r.out = append(r.out, Block{Text: text, Line: line, Section: clone(r.section), Inline: inline, Label: r.label()})
}

func (r *mdReader) setHeading(level int, title string, isBold bool) {
	title = strings.TrimSpace(stripMarkup(title))
	if title == "" {
		return
	}
	for len(r.levels) > 0 && r.levels[len(r.levels)-1] >= level {
		r.levels, r.bold = r.levels[:len(r.levels)-1], r.bold[:len(r.bold)-1]
		r.section = r.section[:len(r.section)-1]
	}
	r.levels, r.bold = append(r.levels, level), append(r.bold, isBold)
	r.section = append(r.section, title)
}

// FenceLine reports a line that opens or closes a fenced code block.
// A backtick fence whose info string holds a backtick is not one
// (CommonMark 0.31, 4.5 "Fenced code blocks": "If the info string comes
// after a backtick fence, it may not contain any backtick characters"):
// "```conda create -n env python=3.9```" on a line of its own is a code
// span in a paragraph, and taking it for a fence would turn the rest of
// the document inside out.
func FenceLine(line string) bool {
	m := fenceOpen.FindStringSubmatch(line)
	if m == nil {
		return false
	}
	rest := strings.TrimLeft(line, " \t")[len(m[2]):]
	return m[2][0] != '`' || !strings.Contains(rest, "`")
}

// fence reads a fenced code block at the current line, keeping it when
// its language is a shell's.
func (r *mdReader) fence() bool {
	m := fenceOpen.FindStringSubmatch(r.lines[r.i])
	if m == nil || !FenceLine(r.lines[r.i]) {
		return false
	}
	fence, lang := m[2], strings.ToLower(m[3])
	start := r.i + 1
	var body []string
	for r.i++; r.i < len(r.lines); r.i++ {
		t := strings.TrimSpace(r.lines[r.i])
		if strings.HasPrefix(t, fence[:3]) && strings.Trim(t, fence[:1]) == "" {
			break
		}
		body = append(body, strayFence(strings.TrimPrefix(r.lines[r.i], m[1]), fence))
	}
	if shellLangs[lang] {
		r.block(consoleText(body), start+1, false)
	}
	return true
}

// strayFence drops the block's own fence from the end of a line of
// commands (`... output_dir=output` followed by three backticks, the
// closing fence typed on the line): no shell line ends with one.
func strayFence(line, fence string) string {
	t := strings.TrimRight(line, " \t")
	if rest := strings.TrimSuffix(t, fence); rest != t && strings.TrimSpace(rest) != "" && !strings.HasSuffix(rest, fence[:1]) {
		return rest
	}
	return line
}

// heading reads an ATX, setext, HTML or bold-line heading.
func (r *mdReader) heading() bool {
	line := r.lines[r.i]
	if m := atxHeading.FindStringSubmatch(line); m != nil {
		r.setHeading(len(m[1]), m[2], false)
		return true
	}
	if r.i+1 < len(r.lines) && strings.TrimSpace(line) != "" && !strings.HasPrefix(line, "    ") {
		u := strings.TrimSpace(r.lines[r.i+1])
		if len(u) >= 3 && (strings.Trim(u, "=") == "" || strings.Trim(u, "-") == "") {
			r.setHeading(map[bool]int{true: 1, false: 2}[u[0] == '='], line, false)
			r.i++
			return true
		}
	}
	if m := htmlHeading.FindStringSubmatch(line); m != nil {
		level := labelLevel
		if tag := strings.ToLower(m[1]); tag != "summary" {
			level = int(tag[1] - '0')
		}
		r.setHeading(level, m[2], false)
		return true
	}
	if m := boldHeading.FindStringSubmatch(line); m != nil {
		r.setHeading(labelLevel, m[1], true)
		return true
	}
	return false
}

// indented reads an indented block after a blank line (Markdown's other
// code block), unless it continues a list item.
func (r *mdReader) indented() bool {
	if !strings.HasPrefix(r.lines[r.i], "    ") || r.i > 0 && strings.TrimSpace(r.lines[r.i-1]) != "" || listItem(r.lines, r.i) {
		return false
	}
	start := r.i
	var body []string
	for ; r.i < len(r.lines) && (strings.HasPrefix(r.lines[r.i], "    ") || strings.TrimSpace(r.lines[r.i]) == ""); r.i++ {
		body = append(body, strings.TrimPrefix(r.lines[r.i], "    "))
	}
	r.i--
	r.block(consoleText(body), start+1, false)
	return true
}

// inline reads the line's inline code spans.
func (r *mdReader) inline() {
	for _, m := range inlineCode.FindAllStringSubmatch(r.lines[r.i], -1) {
		r.block(winPath.ReplaceAllString(m[1], "$1/$2"), r.i+1, true)
	}
}

// listItem reports whether an indented line continues a list item (whose
// indented text is prose, not code).
func listItem(lines []string, i int) bool {
	for j := i - 1; j >= 0; j-- {
		t := strings.TrimSpace(lines[j])
		if t == "" {
			continue
		}
		return strings.HasPrefix(t, "- ") || strings.HasPrefix(t, "* ") || numbered.MatchString(t)
	}
	return false
}

// rstBlocks returns the shell code blocks of a reStructuredText document:
// `.. code-block:: bash` directives and `::` literal blocks.
func rstBlocks(doc string) []Block {
	lines := strings.Split(doc, "\n")
	var out []Block
	var section []string
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if i+1 < len(lines) && strings.TrimSpace(line) != "" {
			u := strings.TrimSpace(lines[i+1])
			if len(u) >= 3 && strings.Trim(u, u[:1]) == "" && strings.ContainsAny(u[:1], "=-~^*#\"'`") {
				section = []string{strings.TrimSpace(line)}
				i++
				continue
			}
		}
		lang, isBlock := "", false
		if m := rstDirective.FindStringSubmatch(line); m != nil {
			lang, isBlock = strings.ToLower(m[2]), true
		} else if strings.HasSuffix(strings.TrimRight(line, " "), "::") {
			isBlock = true
		}
		if !isBlock {
			continue
		}
		start := i + 1
		var body []string
		for i++; i < len(lines); i++ {
			if strings.TrimSpace(lines[i]) != "" && !strings.HasPrefix(lines[i], " ") && !strings.HasPrefix(lines[i], "\t") {
				i--
				break
			}
			if t := strings.TrimSpace(lines[i]); strings.HasPrefix(t, ":") && len(body) == 0 {
				continue // directive options
			}
			body = append(body, strings.TrimLeft(lines[i], " \t"))
		}
		if shellLangs[lang] {
			out = append(out, Block{Text: consoleText(body), Line: start + 1, Section: clone(section)})
		}
	}
	return out
}

// winPath matches a backslash between path characters (scripts\train.py,
// .\venv\Scripts\activate): a Windows path in a README, not an escape.
var winPath = regexp.MustCompile(`([A-Za-z0-9_.])\\([A-Za-z_])`)

// consoleText keeps a console session's commands: when some lines carry a
// prompt ("$ ", "(venv) $ "), the others are output and go, but for the
// continuation lines of a command.
func consoleText(lines []string) string {
	for i, l := range lines {
		lines[i] = winPath.ReplaceAllString(l, "$1/$2")
	}
	// A command broken over lines without backslashes, each option on a
	// line of its own ("type it as one line"): join the option lines.
	for i := len(lines) - 1; i > 0; i-- {
		t := strings.TrimSpace(lines[i])
		prev := strings.TrimRight(lines[i-1], " \t")
		if strings.HasPrefix(t, "--") && prev != "" && !strings.HasSuffix(prev, "\\") && !strings.HasPrefix(strings.TrimSpace(prev), "#") {
			lines[i-1] = prev + " \\"
		}
	}
	prompted := false
	for i, l := range lines {
		if t := strings.TrimSpace(l); gluedPrompt(t) {
			lines[i] = "$ " + t[1:] // "$python main.py": a prompt without its space
		}
		if strings.HasPrefix(strings.TrimSpace(lines[i]), "$ ") {
			prompted = true
		}
	}
	if !prompted {
		return strings.Join(lines, "\n")
	}
	var keep []string
	cont := false
	for _, l := range lines {
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "$ "):
			keep = append(keep, strings.TrimPrefix(t, "$ "))
		case cont:
			keep = append(keep, l)
		default:
			keep = append(keep, "")
			cont = false
			continue
		}
		cont = strings.HasSuffix(strings.TrimRight(l, " \t"), `\`)
	}
	return strings.Join(keep, "\n")
}

// gluedPrompt reports a console line whose prompt touches its command
// ("$python main.py", "$bash train.sh"): a "$" before a launcher's name
// (the conventions' table), python or a shell, not a variable
// ("$PYTHON train.py" stays as written).
func gluedPrompt(t string) bool {
	if len(t) < 2 || t[0] != '$' {
		return false
	}
	word, _, _ := strings.Cut(t[1:], " ")
	if _, ok := LauncherNamed(word); ok {
		return true
	}
	return IsPython(word) || word == "bash" || word == "sh"
}

var markup = regexp.MustCompile("[*_`]|<[^>]+>|\\[([^\\]]*)\\]\\([^)]*\\)")

func stripMarkup(s string) string {
	return markup.ReplaceAllStringFunc(s, func(m string) string {
		if strings.HasPrefix(m, "[") {
			return m[1:strings.Index(m, "]")]
		}
		return ""
	})
}

func clone(s []string) []string { return append([]string(nil), s...) }
