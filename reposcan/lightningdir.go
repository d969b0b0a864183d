package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"strings"
)

// Where a Lightning Trainer's checkpoints go when the code names no
// folder for them (Lightning 2.x, ModelCheckpoint's dirpath: "By default,
// dirpath is None and will be set at runtime to the location specified by
// Trainer's default_root_dir argument, and if the Trainer uses a logger,
// the path will also contain logger name and version"; the default logger
// writes under lightning_logs/): with a TensorBoardLogger or CSVLogger
// the code builds with a literal folder, under that folder; with no logger
// at all, under lightning_logs/ in the folder it runs in.
// https://lightning.ai/docs/pytorch/stable/api/lightning.pytorch.callbacks.ModelCheckpoint.html

var (
	lightningTrainer = regexp.MustCompile(`\b(?:pl|L|lightning|pytorch_lightning|lightning\.pytorch)\.Trainer\s*\(`)
	lightningLogger  = regexp.MustCompile(`\b(?:TensorBoardLogger|CSVLogger)\s*\(`)
	modelCheckpoint  = regexp.MustCompile(`\bModelCheckpoint\s*\(`)
)

// LightningDir is the folder, relative to where the launch runs, that the
// Lightning Trainer the launched script builds writes its checkpoints
// under, and where that is read (file:line); "" when the script builds
// none, or when anything but the defaults above decides it (a
// default_root_dir, a ModelCheckpoint given a folder, a logger whose
// folder is not a literal, two loggers with different folders).
func (f *Findings) LightningDir(c *Candidate) (dir, at string) {
	s, start := f.launchCode(c)
	if start == "" {
		return "", ""
	}
	src := StripComments(s.repo.text(start))
	trainers := lightningTrainer.FindAllStringIndex(src, 2)
	if len(trainers) != 1 {
		return "", ""
	}
	tr := trainers[0]
	targs := callArgs(src, tr[1]-1)
	if targs == nil || keywordArg(targs, "default_root_dir") != "" {
		return "", ""
	}
	for _, m := range modelCheckpoint.FindAllStringIndex(src, -1) {
		a := callArgs(src, m[1]-1)
		if len(a) > 0 && !strings.Contains(a[0], "=") || keywordArg(a, "dirpath") != "" {
			return "", ""
		}
	}
	line := func(at int) string { return fmt.Sprintf("%s:%d", start, strings.Count(src[:at], "\n")+1) }
	loggers := lightningLogger.FindAllStringIndex(src, -1)
	if len(loggers) == 0 {
		if keywordArg(targs, "logger") != "" {
			return "", "" // a logger of another kind, or one built elsewhere
		}
		return "lightning_logs", line(tr[0])
	}
	if keywordArg(targs, "logger") == "" {
		return "", ""
	}
	for _, m := range loggers {
		a := callArgs(src, m[1]-1)
		v := keywordArg(a, "save_dir")
		if v == "" && len(a) > 0 && !strings.Contains(a[0], "=") {
			v = strings.TrimSpace(a[0])
		}
		lit, rest, ok := pyLiteral(v)
		if !ok || strings.TrimSpace(rest) != "" || lit == "" || path.IsAbs(lit) || strings.HasPrefix(lit, "~") {
			return "", ""
		}
		top := strings.SplitN(path.Clean(lit), "/", 2)[0]
		if dir != "" && dir != top || top == ".." || top == "." {
			return "", ""
		}
		dir, at = top, line(m[0])
	}
	return dir, at
}

// keywordArg is the value of keyword argument name among a call's arguments,
// "" when it is not given.
func keywordArg(args []string, name string) string {
	for _, a := range args {
		if k, v, ok := strings.Cut(a, "="); ok && strings.TrimSpace(k) == name {
			return strings.TrimSpace(v)
		}
	}
	return ""
}
