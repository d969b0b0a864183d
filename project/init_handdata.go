package project

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// A document that has the user download the dataset by hand, in prose
// with a link ("1. Download the dataset from [here](https://...), extract
// it to data/LJSpeech-1.1"), before the line that trains: the data is
// the user's to fetch. On unseen repositories init wrote such lines as
// runnable because the path the trainer reads was out of its sight (a
// Hydra interpolation, a code default); the prose says where the data
// comes from.

var (
	// handDataProse is prose telling the user to download or obtain a
	// dataset.
	handDataProse = regexp.MustCompile(`(?i)\b(download|obtain|get)\b[^.\n]{0,80}?\b(dataset|datasets|data|corpus)\b`)
	// proseLink is a link in prose: a Markdown link or a bare URL.
	proseLink = regexp.MustCompile(`\]\(https?://|https?://|\]\([^)]*\)`)
	// mdHeading is a Markdown heading's text; dataHeading one about the
	// data (a "Data preparation" or "Dataset" section).
	mdHeading   = regexp.MustCompile(`^#{1,6}\s+(.*)$`)
	dataHeading = regexp.MustCompile(`(?i)\b(data|datasets?|data preparation|prepare (the )?data)\b`)
	// inlineCode is an inline code span in prose.
	inlineCode = regexp.MustCompile("`([^`]+)`")
)

// guardHandData refuses, with the evidence bars on, a documented line
// below prose that has the user download the dataset by hand (with a
// link, or under a heading about the data) when nothing else fetches it: the trainer or its config does not
// download, and no code line of the document runs a download or a
// prepare script without placeholders.
func (d *Detection) guardHandData(dir string, c *reposcan.Candidate) error {
	if !writeOnEvidence || c.Source.Line == 0 || !docFile(c.Source.File) {
		return nil
	}
	text := readRepoText(dir, c.Source.File, maxServeRead)
	prose, fetched := handDataBefore(text, c.Source.Line)
	if prose == 0 || fetched {
		return nil
	}
	texts := trainerTexts(dir, c)
	for _, cfg := range d.lineConfigs(dir, c) {
		texts = append(texts, readRepoText(dir, cfg, fsutil.MaxConfigBytes))
	}
	if downloadsItself(texts) || d.datasetClassDownloads(dir, texts) {
		return nil
	}
	line := strings.TrimSpace(strings.Split(text, "\n")[prose-1])
	return refuseHandData(c, fmt.Sprintf("%s:%d", c.Source.File, prose), line)
}

// handDataBefore is the 1-based line of the last prose line above line
// before that has the user download a dataset, with a link or under a
// heading about the data (0 when none), and whether a code line or an
// inline code span of the document fetches or prepares data on its own
// (fetchesData).
func handDataBefore(text string, before int) (prose int, fetched bool) {
	code := false
	heading := ""
	for i, l := range strings.Split(text, "\n") {
		if reposcan.FenceLine(l) {
			code = !code
			continue
		}
		t := strings.TrimSpace(l)
		if code || strings.HasPrefix(t, "$ ") || strings.HasPrefix(t, "    ") {
			fetched = fetched || fetchesData(t)
			continue
		}
		for _, span := range inlineCode.FindAllStringSubmatch(t, 8) {
			fetched = fetched || fetchesData(span[1]) // "run `bash scripts/download.sh`" in the prose
		}
		if h := mdHeading.FindStringSubmatch(t); h != nil {
			heading = h[1]
			continue
		}
		if i+1 < before && handDataProse.MatchString(t) && (proseLink.MatchString(t) || dataHeading.MatchString(heading)) {
			prose = i + 1
		}
	}
	return prose, fetched
}

// fetchesData reports a command that fetches or prepares data on its own:
// a download (a git clone only of data) or a prepare script, with no
// placeholder to fill and no input the user downloaded (readsUserInput).
func fetchesData(cmd string) bool {
	return (docFetchLine.MatchString(cmd) && !codeClone(cmd) || hasPrepareWord(cmd)) && !readsUserInput(cmd)
}

// hasPrepareWord reports a line that runs a prepare or download script.
func hasPrepareWord(line string) bool {
	for _, w := range strings.Fields(line) {
		if prepareName.MatchString(strings.Trim(w, "`'\"")) {
			return true
		}
	}
	return false
}

func refuseHandData(c *reposcan.Candidate, at, line string) error {
	return errdefs.Configf(fmt.Sprintf("download the data as %s says and put it where the trainer reads it, then give the line: spkit init %s", at, candidateWayOut(c)),
		"the training command (%s) follows %s, which has you download the dataset by hand (%q), and nothing in the repository fetches it: the trainer fails until the data is in place",
		c.Source, at, clip(strings.Map(printable, line), 120))
}

// gitClone is a git clone line; dataWord names data in it.
var (
	gitClone = regexp.MustCompile(`^\s*[$!]?\s*git clone\b`)
	dataWord = regexp.MustCompile(`(?i)datasets?\b|\bdata\b|corpus`)
)

// codeClone reports a git clone of code (the repository itself, a
// dependency): neither its URL nor its destination names data.
func codeClone(line string) bool {
	return gitClone.MatchString(line) && !dataWord.MatchString(gitClone.ReplaceAllString(line, ""))
}
