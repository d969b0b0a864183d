package reposcan

import (
	"fmt"
	"regexp"
	"strings"
)

// A trainer that names no output folder may still save: a torch.save, a
// save_pretrained, a Lightning Trainer or an mmengine Runner (which write
// under their own root folder), an open(..., "wb") of a weights file.
// init asks where such a trainer's checkpoints go rather than guess
// ./output; a trainer that saves nothing needs no output folder at all.

// SaveCall is a call in the launched code that saves a model or state.
type SaveCall struct {
	File string // repo-relative
	Line int
	Call string // the call's name as written ("torch.save")
	// Known is the top of the relative path it writes to, when a literal
	// (or a variable set from one) says ("model.pt", "checkpoint"); ""
	// when the code takes the place from elsewhere (an option, a config).
	Known string
	// option is the option its path starts from (args.output_dir).
	option string
}

// At is the call as a person finds it: file:line call.
func (s SaveCall) At() string { return fmt.Sprintf("%s:%d %s", s.File, s.Line, s.Call) }

var (
	// weightsFile is a path that holds weights or a pickled state.
	weightsFile = regexp.MustCompile(`(?i)\.(?:pt|pth|ckpt|bin|safetensors|pkl|pickle|h5|npz)\b`)
)

// maxSaves bounds the save calls kept: enough to name.
const maxSaves = 4

// Saves are the save calls of the code the launch runs: its entry point
// and the repository modules it imports itself (a package's __init__
// re-exporting a library's classes is one import further, and not read):
// those of saveCall, and open() in a write mode of a weights file. A def
// of a function so named is not a call.
func (f *Findings) Saves(c *Candidate) []SaveCall {
	s, start := f.launchCode(c)
	if start == "" {
		return nil
	}
	passed := s.passedOptions(c)
	consts := s.moduleConsts(s.codeFiles(start))
	var out []SaveCall
	for _, file := range s.codeFilesTo(start, 1) {
		src := StripComments(s.repo.text(file))
		for _, sc := range saveCallsFrom(file, src, importedConsts(src, consts)) {
			if sc.Known == "" && sc.option != "" && passed[sc.option] {
				sc.Known = "the launch's --" + sc.option
			}
			out = append(out, sc)
		}
		if len(out) >= maxSaves {
			return out[:maxSaves]
		}
	}
	return out
}

// passedOptions are the options (as keys: output_dir) the launch line
// passes, and for a shell script those of the first Python line it runs.
func (s *scan) passedOptions(c *Candidate) map[string]bool {
	words := append([]string(nil), c.Words...)
	if c.Kind == KindShell {
		if inv, ok := s.scriptPythonLine(c); ok {
			words = append(words, inv.Words...)
		}
	}
	out := map[string]bool{}
	for _, w := range words {
		if k, ok := strings.CutPrefix(w, "--"); ok {
			k, _, _ = strings.Cut(k, "=")
			out[strings.ReplaceAll(k, "-", "_")] = true
		}
	}
	return out
}

// pathOption is the option a path expression starts from
// (args.output_dir + "/x.pt", os.path.join(cfg["save_dir"], ...)): "" when
// none.
func pathOption(expr string) string {
	if loc := pathWrapper.FindStringIndex(expr); loc != nil && loc[0] == 0 {
		if a := callArgs(expr, loc[1]-1); len(a) > 0 {
			expr = strings.TrimSpace(a[0])
		}
	}
	if m := optionRef.FindStringSubmatch(expr); m != nil {
		return m[1] + m[2]
	}
	return ""
}

// optionRef is an option's value in a path expression: args.output_dir,
// cfg["output_dir"].
var optionRef = regexp.MustCompile(`^\w+(?:\.(\w+)|\[["'](\w+)["']\])`)

// saveCalls are the save calls of src (saveCall, and open() of a weights
// file in a write mode), each with where it writes when a relative path
// init can resolve says (Known).
func saveCalls(file, src string) []SaveCall { return saveCallsFrom(file, src, nil) }

// saveCallsFrom is saveCalls with the names seed places (importedConsts).
func saveCallsFrom(file, src string, seed map[string]*pathRef) []SaveCall {
	vars := pathVarsFrom(src, seed)
	var out []SaveCall
	add := func(at int, call, dest string) {
		sc := SaveCall{File: file, Line: strings.Count(src[:at], "\n") + 1, Call: call}
		if r, ok := resolvePath(dest, vars, 0); ok && dest != "" {
			sc.Known = r.top
		} else {
			sc.option = pathOption(dest)
		}
		out = append(out, sc)
	}
	for _, c := range modelSaves.find(src) {
		lineStart := strings.LastIndex(src[:c.start], "\n") + 1
		if strings.TrimSpace(src[lineStart:c.start]) == "def" {
			continue
		}
		args := callArgs(src, c.open)
		if len(args) > 0 && dataFolder.MatchString(strings.TrimSpace(args[0])) {
			continue // a dataset cache (torch.save(data, ...)), not a checkpoint
		}
		call := strings.TrimSpace(strings.TrimRight(src[c.start:c.open+1], "( \t"))
		add(c.start, call, saveDest(c.Path, args))
	}
	for _, c := range weightsWrites.find(src) {
		args := callArgs(src, c.open)
		if len(args) > 1 && writeMode.MatchString(args[1]) && weightsFile.MatchString(args[c.Path]) {
			add(c.start, strings.TrimSpace(src[c.start:c.open])+"("+clipText(args[c.Path], 60)+", "+args[1]+")", args[c.Path])
		}
	}
	return out
}

// saveDest is the argument of a save call that says where it writes
// (the table's Path), less the keyword it may be given by; "" for a
// trainer object (its folder is its own option).
func saveDest(path int, args []string) string {
	if path < 0 || path >= len(args) {
		return ""
	}
	a := strings.TrimSpace(args[path])
	for _, kw := range []string{"f=", "filename=", "save_directory=", "filepath=", "path="} {
		a = strings.TrimPrefix(a, kw)
	}
	return a
}
