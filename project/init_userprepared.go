package project

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/reposcan"
)

// A data path the checkout lacks that a document has the user make
// themselves ("0. Prepare your corpus", "create your own dataset", "put
// your images in data/train") is the user's data, as one fetched by hand
// is: init refuses, naming the option, its value and the document. A path
// an earlier documented step of the repository makes (a vocab built from
// that corpus) is provided and stays written.

// userMadeLine is prose telling the user to make their own data: the
// verb, then the noun it names.
var userMadeLine = regexp.MustCompile(`(?i)\b(?:prepare|create|make|write|build|collect|put|place|bring)\s+(?:your|your own|the user's)\s+(?:own\s+)?([a-z]+)|\byour\s+([a-z]+)\s+(?:should|must|has to|needs to)\s+be\s+(?:prepared|created|formatted|written)`)

// userPrepared is the document and its line that has the user make the
// data at m themselves ("" when none): a line of userMadeLine whose noun
// is a segment of the value (corpus in data/corpus.small), in a document
// that names the value.
func (d *Detection) userPrepared(dir string, m missingRef) (string, string) {
	if d.findings == nil {
		return "", ""
	}
	v := strings.TrimSuffix(strings.TrimPrefix(m.Value, "./"), "/")
	segs := valueNouns(v)
	read := 0
	for _, f := range d.findings.Files {
		if !docFile(f) || read >= maxDataScripts {
			continue
		}
		read++
		text := readRepoText(dir, f, maxServeRead)
		if !strings.Contains(text, v) {
			continue
		}
		for _, line := range strings.Split(text, "\n") {
			for _, sm := range userMadeLine.FindAllStringSubmatch(line, -1) {
				if n := strings.ToLower(sm[1] + sm[2]); segs[n] || segs[strings.TrimSuffix(n, "s")] {
					return f, strings.TrimSpace(sm[0])
				}
			}
		}
	}
	return "", ""
}

// valueNouns are the value's path segments, lower case, extension dropped
// (data, corpus for data/corpus.small).
func valueNouns(v string) map[string]bool {
	out := map[string]bool{}
	for _, s := range strings.Split(path.Clean(v), "/") {
		if s = strings.ToLower(strings.TrimSuffix(s, path.Ext(s))); len(s) >= 3 {
			out[s], out[strings.TrimSuffix(s, "s")] = true, true
		}
	}
	return out
}

// refuseUserPrepared refuses the line when a missing data path the
// repository does not make is one a document has the user prepare.
func (d *Detection) refuseUserPrepared(dir string, c *reposcan.Candidate, refs []missingRef) error {
	for _, m := range refs {
		if _, made := d.preparedBy(dir, c, m); made {
			continue
		}
		if doc, said := d.userPrepared(dir, m); doc != "" {
			return errdefs.Configf(fmt.Sprintf("prepare the data as %s says and put it at %s (relative to the folder the trainer runs in), then run spkit init again; or give the line yourself: spkit init --command '...'", doc, strings.Map(printable, m.Value)),
				"the training command (%s) reads its data from %s = %s, set in %s: a path the repository does not have and nothing in it makes; %s has the user prepare it (%q)",
				c.Source, strings.Map(printable, m.Key), strings.Map(printable, m.Value), strings.Map(printable, m.File), doc, strings.Map(printable, said))
		}
	}
	return nil
}

// folderDoc is a README of a folder the checkout has that the missing
// value lies under (data/README.md for ./data/DIV2K_train_GT), from the
// root or the config's folder, that says download, extract, arrange, put
// or place and documents no download command: the folder is where the
// user puts the data fetched by hand ("" when none). The root's README
// does not count: it speaks of the whole repository.
func folderDoc(dir string, m missingRef) string {
	for _, b := range slices.Compact([]string{"", m.base}) {
		p := path.Clean(path.Join(b, strings.Trim(m.Value, `"'`)))
		for f := path.Dir(p); f != "." && f != "/" && !strings.HasPrefix(f, ".."); f = path.Dir(f) {
			for _, name := range []string{"README.md", "readme.md", "README.rst"} {
				if text := readRepoText(dir, path.Join(f, name), maxServeRead); handDoc(text) {
					return path.Join(f, name)
				}
			}
		}
	}
	return ""
}

// handDoc reports a document saying download, extract, arrange, put or
// place that has no download command line (wget, curl, download.sh).
func handDoc(text string) bool {
	if !handWord.MatchString(text) {
		return false
	}
	for _, line := range strings.Split(text, "\n") {
		if docFetchLine.MatchString(line) {
			return false
		}
	}
	return true
}
