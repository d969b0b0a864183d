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

// A trainer that loads its base model from an option whose value or
// default is a relative local folder the checkout lacks
// (`base_path = "model_path/base"`, `base_model="./llama-7b"`,
// passed to from_pretrained, load_state_dict or torch.load) trains only
// once the user has put a model there: written as it is, the run fails on
// the missing folder. init refuses, naming the option, its value and what
// to do, unless something in the repository downloads into that folder (a
// script or documented line naming it with a download command). A hub id
// (org/name whose first segment is no local folder word) is no path, and
// a folder the trainer saves into is an output, not an input.

var (
	// modelFolderWord is a first segment that names a local model folder.
	modelFolderWord = regexp.MustCompile(`(?i)^(models?|model_?(path|dir|files?|weights?|zoo)s?|pretrained\w*|pre_trained\w*|weights?|ckpts?|checkpoints?|local\w*|hf_?models?|llms?|base_?models?)$`)
	// notModelOption is an option that names an output or a resume point.
	notModelOption = regexp.MustCompile(`(?i)out|save|resume|log|cache|data|result|exp`)
	// modelFetch is a line that downloads a model into a folder.
	modelFetch = regexp.MustCompile(`(?i)snapshot_download\(|hf_hub_download\(|huggingface-cli download|hf download|git clone|git lfs|wget|curl|gdown|local_dir|from_pretrained\([^)]*\)\.save_pretrained|modelscope download`)
)

// guardUserModel refuses a line whose trainer loads a model from a
// relative folder the checkout lacks that nothing downloads into.
func (d *Detection) guardUserModel(dir string, c *reposcan.Candidate) error {
	if c.Entry == nil {
		return nil
	}
	var texts []string
	for _, a := range c.Entry.Args {
		if a.Bool || a.Positional || notModelOption.MatchString(a.Key()) {
			continue
		}
		v, given := lineValue(c, a)
		if !given && !a.HasDefault || !localModelPath(v) || !absentPath(dir, v, lineBases(c)) {
			continue
		}
		if texts == nil {
			texts = trainerTexts(dir, c)
		}
		if !loadsModelFrom(texts, a.Key()) || d.fetchesModel(dir, v) {
			continue
		}
		how := "its default"
		if given {
			how = "the line's value"
		}
		return errdefs.Configf(fmt.Sprintf("put the model at %s (relative to the folder the trainer runs in) as the README says, then run spkit init again; or give the line yourself with a hub id or a folder you have: spkit init --command '... %s ORG/NAME'", strings.Map(printable, v), strings.Map(printable, a.Flag())),
			"the training command (%s) loads its model from %s = %s (%s): a local folder the repository does not have and nothing in it downloads into; the user provides the model",
			c.Source, strings.Map(printable, a.Flag()), strings.Map(printable, v), how)
	}
	return nil
}

// lineValue is the value the line gives the argument, or its default.
func lineValue(c *reposcan.Candidate, a reposcan.Arg) (string, bool) {
	for _, o := range lineOptions(c) {
		if slices.Contains(a.Names, o.Key) {
			return o.Value, true
		}
	}
	for i := c.ArgStart; i < len(c.Words); i++ {
		if slices.Contains(a.Names, c.Words[i]) {
			return "", true // given, but as something lineOptions leaves out
		}
	}
	return a.Default, false
}

// localModelPath reports a relative folder written as one: ./name, three
// or more segments, or org/name whose first segment is a local folder
// word (model_path/mymodel, not org/mymodel-7b on the Hub).
func localModelPath(v string) bool {
	if v == "" || strings.ContainsAny(v, ":$*{}<>[]%, ") || path.IsAbs(v) || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "../") {
		return false
	}
	p := path.Clean(v)
	if p == "." || strings.HasPrefix(p, "../") {
		return false
	}
	segs := strings.Split(p, "/")
	switch {
	case strings.HasPrefix(v, "./"):
		return true
	case len(segs) >= 3:
		return true
	case len(segs) == 2:
		return modelFolderWord.MatchString(segs[0])
	}
	return false
}

// loadsModelFrom reports trainer code passing the argument to a model
// loader, and not saving into it.
func loadsModelFrom(texts []string, key string) bool {
	q := regexp.QuoteMeta(key)
	load := regexp.MustCompile(`(?:from_pretrained|load_state_dict|torch\.load|load_checkpoint)\(\s*(?:\w+\.)*` + q + `\b`)
	save := regexp.MustCompile(`(?:save_pretrained|torch\.save|save_model|makedirs|mkdir)\([^)\n]*\b` + q + `\b`)
	found := false
	for _, t := range texts {
		if save.MatchString(t) {
			return false
		}
		found = found || load.MatchString(t)
	}
	return found
}

// fetchesModel reports a script or document line of the repository that
// downloads into the folder: a download command naming the value, or a
// download script naming its last segment.
func (d *Detection) fetchesModel(dir, v string) bool {
	if d.findings == nil {
		return false
	}
	v = strings.TrimSuffix(strings.TrimPrefix(path.Clean(v), "./"), "/")
	last := path.Base(v)
	read := 0
	for _, f := range d.findings.Files {
		ext := strings.ToLower(path.Ext(f))
		if ext != ".sh" && ext != ".py" && !docFile(f) || read >= maxDataScripts {
			continue
		}
		read++
		script := prepareName.MatchString(path.Base(f))
		for _, line := range strings.Split(readRepoText(dir, f, maxServeRead), "\n") {
			if modelFetch.MatchString(line) && (strings.Contains(line, v) || script && strings.Contains(line, last)) {
				return true
			}
		}
	}
	return false
}
