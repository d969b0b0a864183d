// Package benchdoc writes benchmark figures into docs/benchmarks.md: each
// benchmark owns one "## Title" section and replaces only that section,
// headed by the command that produced it.
package benchdoc

import (
	"os"
	"strings"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

// RewriteSection replaces the body of "## title" in the Markdown file at
// path with a line naming command, then body; other sections are kept and a
// missing section is appended. The file is replaced atomically.
func RewriteSection(path, title, command, body string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return fsutil.WriteFileAtomic(path, []byte(Rewrite(string(data), title, command, body)), 0o644)
}

// Rewrite is RewriteSection on text.
func Rewrite(text, title, command, body string) string {
	head := "## " + title + "\n"
	i := strings.Index(text, head)
	if i < 0 {
		text = strings.TrimRight(text, "\n") + "\n\n" + head
		i = strings.Index(text, head)
	}
	rest := text[i+len(head):]
	tail := ""
	if end := strings.Index(rest, "\n## "); end >= 0 {
		tail = rest[end+1:]
	}
	out := text[:i] + head + "\nMeasured by `" + command + "` (part of `make bench`).\n\n" + strings.TrimSpace(body) + "\n"
	if tail != "" {
		out += "\n" + tail
	}
	return out
}
