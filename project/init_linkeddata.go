package project

import (
	"fmt"
	"path"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// maxLinkDocs bounds the documents read for data-linking steps.
const maxLinkDocs = 16

// userLink is a documented step that links or copies the user's own data
// into the repository (`cd lists/corpus && ln -s /path/to/your/corpus/train
// train`): Dest is where
// it lands, repository-relative, and Step is the document and line.
type userLink struct {
	Dest, Step, Line string
}

// guardLinkedData refuses a line that reads a folder a document has the
// user link or copy their own data into from a placeholder path: the
// checkout has the folder (its file lists, say) but not the data the step
// puts there.
func (d *Detection) guardLinkedData(dir string, c *reposcan.Candidate) error {
	if d.findings == nil {
		return nil
	}
	links := userLinks(dir, d.findings.Files)
	for _, w := range c.Words {
		_, v, ok := strings.Cut(w, "=")
		if !ok || !strings.HasPrefix(w, "-") {
			v = w
		}
		v = strings.TrimSuffix(strings.TrimPrefix(path.Clean(strings.Trim(v, `"'`)), "./"), "/")
		if v == "." || v == "" || path.IsAbs(v) || strings.HasPrefix(v, "-") || !strings.Contains(v, "/") && !shipped(dir, v) {
			continue
		}
		for _, l := range links {
			if l.Dest == v || strings.HasPrefix(l.Dest, v+"/") || strings.HasPrefix(v, l.Dest+"/") {
				return errdefs.Configf("make that step with your data first, then give the line: spkit init --command '...'",
					"the training command (%s) reads %s, where %s has you put your own data: %s", c.Source, strings.Map(printable, v), l.Step, strings.Map(printable, clip(l.Line, 160)))
			}
		}
	}
	return nil
}

// userLinks are the documents' ln/cp/mv steps whose source is a
// placeholder path, with where each lands (after a `cd` in the same
// command).
func userLinks(dir string, files []string) []userLink {
	var out []userLink
	read := 0
	for _, f := range files {
		if !docFile(f) || read >= maxLinkDocs {
			continue
		}
		read++
		lines := strings.Split(readRepoText(dir, f, maxServeRead), "\n")
		for i := 0; i < len(lines); i++ {
			start, line := i, lines[i]
			for strings.HasSuffix(strings.TrimRight(line, " \t\r"), "\\") && i+1 < len(lines) {
				i++
				line = strings.TrimSuffix(strings.TrimRight(line, " \t\r"), "\\") + " " + lines[i]
			}
			if !strings.Contains(line, "ln ") && !strings.Contains(line, "cp ") && !strings.Contains(line, "mv ") {
				continue
			}
			for _, dest := range linkDests(line) {
				out = append(out, userLink{Dest: dest, Step: fmt.Sprintf("%s:%d", f, start+1), Line: strings.Join(strings.Fields(line), " ")})
			}
		}
	}
	return out
}

// linkDests are the repository-relative destinations of a command line's
// ln/cp/mv segments whose source is a placeholder.
func linkDests(line string) []string {
	var out []string
	cwd := "."
	for _, seg := range strings.FieldsFunc(line, func(r rune) bool { return r == '&' || r == ';' || r == '|' }) {
		ws := strings.Fields(strings.Trim(strings.TrimSpace(seg), "`$ "))
		if len(ws) == 0 {
			continue
		}
		var args []string
		for _, w := range ws[1:] {
			if !strings.HasPrefix(w, "-") {
				args = append(args, strings.Trim(w, `"'`))
			}
		}
		switch {
		case ws[0] == "cd" && len(args) == 1 && !path.IsAbs(args[0]):
			cwd = path.Join(cwd, args[0])
		case (ws[0] == "ln" || ws[0] == "cp" || ws[0] == "mv") && len(args) >= 1 && reposcan.IsPlaceholder(args[0]):
			dest := path.Base(args[0])
			if len(args) >= 2 {
				dest = args[len(args)-1]
			}
			if !path.IsAbs(dest) && !strings.HasPrefix(dest, "~") && !strings.HasPrefix(dest, "$") {
				out = append(out, strings.TrimSuffix(path.Join(cwd, dest), "/"))
			}
		}
	}
	return out
}
