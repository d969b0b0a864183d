package project

import (
	"fmt"
	"io"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// A data list the trainer reads (filelists/train.txt named by its hparams
// or its config) whose entries point into a folder the repository does
// not ship and whose name is a stand-in (DUMMY/LJ001-0001.wav|text,
// /path/to/wavs/x.wav, your_data/x.jpg) or an absolute path on the
// authors' machine (/home/me/data/x.wav): the user downloads the data and
// rewrites or links those paths first, so init refuses, naming the file.

var (
	// dataListLit is a quoted name of a list file in code or a config.
	dataListLit = regexp.MustCompile(`["']([\w./-]+\.(?:txt|csv|tsv|list|lst|scp)(?:\.[a-z]+)?)["']`)
	// standInSegment is a folder name that stands for the user's own.
	standInSegment = regexp.MustCompile(`(?i)^(dummy\d*|placeholder\d*|changeme|replace_?me|xxx+|your[_-]\w+|path[_-]?to[_-]?\w*)$`)
	importedModule = regexp.MustCompile(`(?m)^\s*(?:from\s+([\w.]+)\s+import|import\s+([\w.]+))`)
)

// guardUserData refuses a line whose data the user must fetch first: a
// wrapper script's missing data file, a data path outside the checkout,
// or a data list pointing at a stand-in folder.
func (d *Detection) guardUserData(dir string, c *reposcan.Candidate) error {
	if err := d.guardScriptData(dir, c); err != nil {
		return err
	}
	if err := guardOutsideData(c); err != nil {
		return err
	}
	if err := guardPyConfigData(dir, c); err != nil {
		return err
	}
	if err := d.guardUnsetData(c); err != nil {
		return err
	}
	if err := d.guardMissingData(dir, c); err != nil {
		return err
	}
	if err := d.guardLinkedData(dir, c); err != nil {
		return err
	}
	if err := d.guardHandData(dir, c); err != nil {
		return err
	}
	return d.guardDataLists(dir, c)
}

// guardDataLists refuses the launch when a data list it reads points at
// stand-in or absolute paths (above).
func (d *Detection) guardDataLists(dir string, c *reposcan.Candidate) error {
	var lists []string
	at := ""
	for _, list := range trainerDataLists(dir, c) {
		if a, ok := standInList(dir, list); ok {
			lists, at = append(lists, list), a
		}
	}
	if len(lists) == 0 {
		return nil
	}
	named := strings.Map(printable, strings.Join(lists, ", "))
	return errdefs.Configf("download the data the README names, rewrite (or link) the paths in "+named+" to where it lies, as the README says, then run spkit init again",
		"the training data lists %s, which %s reads, point at %s: a folder the repository does not ship and that stands for the user's own; the trainer fails until the data is there and the lists say where",
		named, c.Target, strings.Map(printable, at))
}

// trainerDataLists are the list files the repository ships that the
// launched script, a module it imports from the repository, or the config
// the command names mention by path.
func trainerDataLists(dir string, c *reposcan.Candidate) []string {
	if c.Kind != reposcan.KindScript && c.Kind != reposcan.KindModule || c.Entry == nil {
		return nil
	}
	script := c.Entry.File
	texts := []string{readRepoText(dir, script, maxServeRead)}
	for _, m := range importedModule.FindAllStringSubmatch(texts[0], 40) {
		mod := strings.ReplaceAll(m[1]+m[2], ".", "/") + ".py"
		for _, p := range []string{path.Join(path.Dir(script), mod), mod} {
			if t := readRepoText(dir, p, maxServeRead); t != "" {
				texts = append(texts, t)
				break
			}
		}
	}
	if c.Config != "" {
		texts = append(texts, readRepoText(dir, c.Config, maxServeRead))
	}
	var lists []string
	seen := map[string]bool{}
	for _, t := range texts {
		for _, m := range dataListLit.FindAllStringSubmatch(t, 20) {
			p := path.Clean(m[1])
			if !seen[p] && !path.IsAbs(p) && !strings.HasPrefix(p, "../") && shipped(dir, p) {
				seen[p] = true
				lists = append(lists, p)
			}
		}
	}
	return lists
}

// standInList reads a list's first entries; ok when at least three name
// a file with an extension (the first field, before | or a tab) and
// nearly all of them lie under a stand-in folder the repository lacks or
// an absolute path; at says which.
func standInList(dir, list string) (at string, ok bool) {
	lines := strings.Split(readHead(dir, list, 64<<10), "\n")
	paths, stand := 0, 0
	for _, line := range lines[:min(len(lines), 50)] {
		field, _, _ := strings.Cut(strings.TrimSpace(line), "|")
		field, _, _ = strings.Cut(field, "\t")
		if field == "" || strings.ContainsAny(field, " ,") || path.Ext(field) == "" || !strings.Contains(field, "/") {
			continue
		}
		paths++
		if top, ok := standInTop(dir, field); ok {
			stand++
			at = top
		}
	}
	if paths < 3 || stand*10 < paths*9 {
		return "", false
	}
	return at, true
}

// standInTop is the part of an entry's path that the user must supply:
// an absolute path's folder, or a stand-in first folder the repository
// does not ship (DUMMY/).
func standInTop(dir, entry string) (string, bool) {
	if path.IsAbs(entry) {
		return path.Dir(entry) + "/", true
	}
	top, _, _ := strings.Cut(entry, "/")
	if standInSegment.MatchString(top) && !shipped(dir, top) {
		return fmt.Sprintf("%s/ (%s)", top, entry), true
	}
	return "", false
}

// readHead is the first max bytes of the repository's file rel (a list
// may be megabytes long; its first lines say what it holds).
func readHead(dir, rel string, max int64) string {
	f, err := fsutil.OpenRegularIn(dir, filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		return ""
	}
	defer f.Close()
	b, _ := io.ReadAll(io.LimitReader(f, max))
	return string(b)
}
