//go:build bench

package healthcheck

import (
	"os"
	"strings"
)

// rewriteSection replaces the body of "## name" in the markdown file with
// body, keeping the other sections; the file is replaced atomically.
func rewriteSection(path, name, body string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	text := string(data)
	head := "## " + name + "\n"
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
	cmd := "Measured by `go test -tags bench -count=1 -timeout 20m ./bench/healthcheck -args -write docs/benchmarks.md` (part of `make bench`).\n\n"
	out := text[:i] + head + "\n" + cmd + strings.TrimSpace(body) + "\n"
	if tail != "" {
		out += "\n" + tail
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(out), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
