package project

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// A repository may hold several task projects side by side (a backbone's
// classification/, detection/ and segmentation/ folders), each with its
// own trainer and a document of its own that says how to train it. When
// init's best line trains in one of them and no document at the root
// picks one, which task to train is the user's choice, not init's: the
// command's confidence stays under the bar, and the refusal names one line
// per folder (in a terminal the command is asked, as always).

// taskFolder is the top-level folder holding the trainer a candidate's
// line runs: its Python or shell script's, or the folder a module runs from; "" at the
// root (a line documented in a folder that runs a script elsewhere
// trains that script's folder).
func taskFolder(c *reposcan.Candidate) string {
	p := ""
	switch c.Kind {
	case reposcan.KindScript, reposcan.KindShell:
		p = path.Dir(c.Target)
	case reposcan.KindModule:
		p = c.Dir
	}
	top, _, _ := strings.Cut(path.Clean(p), "/")
	if top == "." || top == ".." {
		return ""
	}
	return top
}

// documentedIn reports whether the candidate's line is shown in a
// document inside folder (its own README, not the root's).
func documentedIn(c *reposcan.Candidate, folder string) bool {
	return c.Source.Kind == reposcan.FromDoc && strings.HasPrefix(c.Source.File, folder+"/")
}

// rootDoc reports whether the candidate's line is shown in a document at
// the repository's root (the README, a TRAINING.md).
func rootDoc(c *reposcan.Candidate) bool {
	k := c.Source.Kind
	return (k == reposcan.FromReadme || k == reposcan.FromDoc) && !strings.Contains(c.Source.File, "/")
}

// taskFolderChoice is why cands[0] is a guess among sibling task folders,
// with one line per folder (best first) for the refusal; "" when it is
// not: it trains at the root, a root document's training line picks its
// folder, its folder documents none of its own, or no sibling folder
// documents a training line of its own.
func taskFolderChoice(f *reposcan.Findings, cands []*reposcan.Candidate) (string, []string) {
	top := cands[0]
	folder := taskFolder(top)
	if folder == "" || rootDoc(top) || !codeDir(f, folder) {
		return "", nil
	}
	own := false
	for _, c := range cands {
		if rootDoc(c) && rulePoints(c, "section") >= trainingHeading && taskFolder(c) == folder {
			return "", nil // the root's documentation says to train there
		}
		own = own || taskFolder(c) == folder && documentedIn(c, folder)
	}
	if !own {
		return "", nil
	}
	folders, labels := siblingTasks(f, cands, folder)
	if len(folders) < 2 {
		return "", nil
	}
	why := fmt.Sprintf("%s trains in %s/, one of the sibling folders %s that each document a trainer of their own, and no document at the root says which to train: the task is the user's choice",
		top.Name(), folder, strings.Join(folders, ", "))
	return why, labels
}

// siblingTasks are the top-level folders (folder first) whose own
// documents show a training line under a training heading, each with its
// best line as the user would give it to --command.
func siblingTasks(f *reposcan.Findings, cands []*reposcan.Candidate, folder string) ([]string, []string) {
	var folders, labels []string
	seen := map[string]bool{}
	for _, c := range cands {
		g := taskFolder(c)
		if g == "" || seen[g] || !codeDir(f, g) || !documentedIn(c, g) {
			continue
		}
		if g != folder && rulePoints(c, "section") < trainingHeading {
			continue
		}
		seen[g] = true
		label := strings.Join(c.Words, " ")
		if c.Dir != "" {
			label = "cd " + c.Dir + " && " + label
		}
		if g == folder {
			folders, labels = append([]string{g + "/"}, folders...), append([]string{label}, labels...)
			continue
		}
		folders, labels = append(folders, g+"/"), append(labels, label)
	}
	return folders, labels
}

// rootTrainerFirst puts first the line a root document shows under a
// training heading and that trains at the root, when the best line trains
// in one of the sibling task folders: the root's documentation names the
// repository's own trainer, and the folders' lines train other tasks, so
// they are not its rivals and are left out of the ranking (said in a
// note). cands unchanged otherwise.
func (d *Detection) rootTrainerFirst(f *reposcan.Findings, cands []*reposcan.Candidate) []*reposcan.Candidate {
	folder := taskFolder(cands[0])
	if folder == "" || rootDoc(cands[0]) {
		return cands
	}
	folders, _ := siblingTasks(f, cands, folder)
	if len(folders) < 2 {
		return cands
	}
	i := slices.IndexFunc(cands, func(c *reposcan.Candidate) bool {
		return rootDoc(c) && taskFolder(c) == "" && rulePoints(c, "section") >= trainingHeading
	})
	if i < 0 {
		return cands
	}
	out := []*reposcan.Candidate{cands[i]}
	for _, c := range cands {
		if c != cands[i] && !slices.Contains(folders, taskFolder(c)+"/") {
			out = append(out, c)
		}
	}
	d.note("%s shows %s under a training heading, at the root: the lines of the task folders %s train other tasks and are not ranked against it (%s scored higher)",
		cands[i].Source.File, cands[i].Name(), strings.Join(folders, ", "), cands[0].Name())
	return out
}
