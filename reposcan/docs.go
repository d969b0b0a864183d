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
	lines := strings.Split(doc, "\n")
	var out []Block
	var section []string
	levels := []int{}
	// bold marks the section entries that are bold lines: labels in the
	// text. A <summary> is not one: what it folds away is secondary.
	bold := []bool{}
	label := func() bool { return len(bold) > 0 && bold[len(bold)-1] }
	setHeading := func(level int, title string, isBold bool) {
		title = strings.TrimSpace(stripMarkup(title))
		if title == "" {
			return
		}
		for len(levels) > 0 && levels[len(levels)-1] >= level {
			levels, bold = levels[:len(levels)-1], bold[:len(bold)-1]
			section = section[:len(section)-1]
		}
		levels, bold = append(levels, level), append(bold, isBold)
		section = append(section, title)
	}
	for i := 0; i < len(lines); i++ {
		line := lines[i]
		if m := fenceOpen.FindStringSubmatch(line); m != nil {
			fence, lang := m[2], strings.ToLower(m[3])
			start := i + 1
			var body []string
			for i++; i < len(lines); i++ {
				if strings.HasPrefix(strings.TrimSpace(lines[i]), fence[:3]) && strings.Trim(strings.TrimSpace(lines[i]), fence[:1]) == "" {
					break
				}
				body = append(body, strings.TrimPrefix(lines[i], m[1]))
			}
			if shellLangs[lang] {
				out = append(out, Block{Text: consoleText(body), Line: start + 1, Section: clone(section), Label: label()})
			}
			continue
		}
		if m := atxHeading.FindStringSubmatch(line); m != nil {
			setHeading(len(m[1]), m[2], false)
			continue
		}
		if i+1 < len(lines) && strings.TrimSpace(line) != "" && !strings.HasPrefix(line, "    ") {
			u := strings.TrimSpace(lines[i+1])
			if len(u) >= 3 && (strings.Trim(u, "=") == "" || strings.Trim(u, "-") == "") {
				setHeading(map[bool]int{true: 1, false: 2}[u[0] == '='], line, false)
				i++
				continue
			}
		}
		if m := htmlHeading.FindStringSubmatch(line); m != nil {
			level := labelLevel
			if tag := strings.ToLower(m[1]); tag != "summary" {
				level = int(tag[1] - '0')
			}
			setHeading(level, m[2], false)
			continue
		}
		if m := boldHeading.FindStringSubmatch(line); m != nil {
			setHeading(labelLevel, m[1], true)
			continue
		}
		// An indented block after a blank line (Markdown's other code block).
		if strings.HasPrefix(line, "    ") && (i == 0 || strings.TrimSpace(lines[i-1]) == "") && !listItem(lines, i) {
			start := i
			var body []string
			for ; i < len(lines) && (strings.HasPrefix(lines[i], "    ") || strings.TrimSpace(lines[i]) == ""); i++ {
				body = append(body, strings.TrimPrefix(lines[i], "    "))
			}
			i--
			out = append(out, Block{Text: consoleText(body), Line: start + 1, Section: clone(section), Label: label()})
			continue
		}
		for _, m := range inlineCode.FindAllStringSubmatch(line, -1) {
			out = append(out, Block{Text: winPath.ReplaceAllString(m[1], "$1/$2"), Line: i + 1, Section: clone(section), Inline: true, Label: label()})
		}
	}
	return out
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
	for _, l := range lines {
		if strings.HasPrefix(strings.TrimSpace(l), "$ ") {
			prompted = true
			break
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
