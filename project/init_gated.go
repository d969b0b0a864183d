package project

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// A training line that starts from a gated Hugging Face model
// (--model_name_or_path meta-llama/Llama-2-7b-hf on the line, a wrapper
// script's BASE_MODEL=..., a model key of the config it names) runs only
// for a user who accepted the model's licence on the Hub and gives the run
// a token: written as it is, the run fails on its first download. The
// gated families are data (reposcan/data/gated.yaml, each with its Hub
// page). init refuses, naming the id, unless the folder of that name is in
// the checkout; the user unlocks the model and passes the line with
// --command, or passes one with an open model. When a document of the
// repository already tells the user to unlock it (a token, `huggingface-cli
// login`, request access), or the trainer is a module of the repository's
// installable package (a general trainer; the model is the example the
// README passes), the line is written with a CHECK line instead.

// hubModelWord is an org/name word; gatedOn checks what precedes it.
var hubModelWord = regexp.MustCompile(`[A-Za-z0-9][\w.-]*/[\w.-]*\w`)

// gatedRef is a gated model id and where the line takes it from.
type gatedRef struct {
	ID, File string
	Family   reposcan.GatedFamily
}

// guardGated refuses a line that starts from a gated model (above).
func (d *Detection) guardGated(dir string, c *reposcan.Candidate) error {
	g, ok := d.gatedModel(dir, c)
	if !ok {
		return nil
	}
	id := strings.Map(printable, g.ID)
	if why := d.gatedWritten(dir, c); why != "" {
		s := fmt.Sprintf("%s is a gated Hugging Face model (%s): accept its licence on the Hub and give the run HF_TOKEN from the host environment (%s)", id, g.Family.Why, why)
		d.Checks = append(d.Checks, s)
		d.note("%s", s)
		return nil
	}
	return errdefs.Configf("accept its licence on the Hub ("+g.Family.Source+"), give the run your token (HF_TOKEN from the host environment, never in spkit.yaml) and pass the line yourself: spkit init --command '...'; or pass --command with an open model in its place",
		"the training command (%s) starts from %s, set in %s: a gated Hugging Face model (%s), which downloads only for a user who accepted its licence and passes a token",
		c.Source, id, strings.Map(printable, g.File), g.Family.Why)
}

// gatedModel is the first gated model id the line, its wrapper script or
// its configs name outside a comment.
func (d *Detection) gatedModel(dir string, c *reposcan.Candidate) (gatedRef, bool) {
	if g, ok := gatedIn(dir, strings.Join(c.Words, " "), "the command line"); ok {
		return g, true
	}
	if c.Kind == reposcan.KindShell {
		if g, ok := gatedIn(dir, readRepoText(dir, c.Target, maxServeRead), c.Target); ok {
			return g, true
		}
	}
	for _, cfg := range d.lineConfigs(dir, c) {
		if g, ok := gatedIn(dir, readRepoText(dir, cfg, fsutil.MaxConfigBytes), cfg); ok {
			return g, true
		}
	}
	return gatedRef{}, false
}

// gatedIn finds a gated model id in text, skipping comment lines, ids
// inside a longer path or URL, and folders the checkout has.
func gatedIn(dir, text, file string) (gatedRef, bool) {
	for _, line := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(line); strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
			continue
		}
		for _, at := range hubModelWord.FindAllStringIndex(line, -1) {
			if at[0] > 0 && strings.ContainsRune("/.\\", rune(line[at[0]-1])) {
				continue
			}
			id := line[at[0]:at[1]]
			if f, ok := reposcan.GatedModel(id); ok && !shipped(dir, id) {
				return gatedRef{ID: id, File: file, Family: f}, true
			}
		}
	}
	return gatedRef{}, false
}

// gatedWritten says why a gated model's line is written with a CHECK line
// rather than refused ("" when it is refused): a document of the
// repository tells the user to unlock it, or the trainer is a module or
// console script of the repository's installable package, a general
// trainer whose documented model is an example the user picks.
func (d *Detection) gatedWritten(dir string, c *reposcan.Candidate) string {
	if doc := d.docUnlocks(dir); doc != "" {
		return "as " + doc + " says"
	}
	if (c.Kind == reposcan.KindModule || c.Kind == reposcan.KindConsole) && (shipped(dir, "setup.py") || shipped(dir, "pyproject.toml")) {
		return c.Target + " is a trainer of the repository's package and the model an example argument"
	}
	return ""
}

// unlockLine is a document line telling the user to unlock a gated model.
var unlockLine = regexp.MustCompile(`(?i)huggingface\.co/settings/tokens|huggingface-cli login|hf auth login|\bHF_TOKEN\b|HUGGING_FACE_HUB_TOKEN|request access|accept the (model'?s? )?licen[cs]e`)

// docUnlocks is the document that tells the user to unlock a gated model
// ("" when none).
func (d *Detection) docUnlocks(dir string) string {
	if d.findings == nil {
		return ""
	}
	read := 0
	for _, f := range d.findings.Files {
		if !docFile(f) || read >= maxDataScripts {
			continue
		}
		read++
		if unlockLine.MatchString(readRepoText(dir, f, maxServeRead)) {
			return f
		}
	}
	return ""
}
