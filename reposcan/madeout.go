package reposcan

import (
	"regexp"
	"strings"
)

// A trainer with no output option, config key or default may still say
// where it writes: it makes a folder named by a relative literal and
// writes into it (os.mkdir('checkpoint'), then torch.save(state,
// './checkpoint/ckpt.pth'); os.makedirs("logs"), then open(f"logs/{id}.txt",
// "a"); log_dir = os.path.join("logs", id), os.makedirs(log_dir), then
// torch.save(x, os.path.join(log_dir, "log.pt"))). Dataset roots (a root=
// or a download=True call's folder, data/datasets/cache names) are left
// out. It is the weakest sign of the output folder: init takes it only
// when nothing else says, and when it names one folder.

// WrittenFolder is a folder the code makes and writes into, or "." when
// the code also writes a file straight into the working folder.
type WrittenFolder struct {
	File   string // where it is made, repo-relative
	Folder string // the top folder, relative ("logs"), or "."
	Write  string // a call that writes into it, as written
	// Saves: a call that saves a model or state (a checkpoint) writes
	// into it.
	Saves bool
	// Media: only images, figures and tables of values are written into
	// it (savefig, save_image, cv2.imwrite, np.save, to_csv).
	Media bool
}

// pathRef is where a path expression points: the first folder of a
// relative path, and whether the path goes below it (a file or folder
// inside), so that top is a folder for sure.
type pathRef struct {
	top   string
	below bool
}

var (
	writeMode  = regexp.MustCompile(`^(?:mode\s*=\s*)?[rbu]*["'][rbt+]*[wax][bt+]*["']$`)
	pyAssignAt = regexp.MustCompile(`(?m)^[ \t]*([A-Za-z_][A-Za-z0-9_]*)[ \t]*(?::[^=\n]+)?=[ \t]*[^=\s]`)
	pyStrLit   = regexp.MustCompile(`^([rRfFbBuU]{0,2})(?:"([^"\n]*)"|'([^'\n]*)')(\.format\(.*\))?(\s*%\s*\S.*)?$`)
	// formatCall is a name's .format(...): a path template held in a
	// variable (checkpoint_path.format(net=..., epoch=...)).
	formatCall = regexp.MustCompile(`^([A-Za-z_]\w*)\.format\(`)
	// moduleConstRef is a module's constant read through the module
	// (settings.CHECKPOINT_PATH): its key in vars is ".NAME".
	moduleConstRef = regexp.MustCompile(`^[A-Za-z_]\w*\.([A-Z][A-Z0-9_]*)$`)
	pyName         = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)
	pathWrapper    = regexp.MustCompile(`^(?:os\.path\.join|os\.path\.abspath|os\.path\.normpath|(?:pathlib\.)?Path|str)\s*\(`)
	// dataFolder names a folder of inputs, not outputs: datasets,
	// downloads, caches, hidden folders.
	dataFolder = regexp.MustCompile(`(?i)^[._]|(?:^|[_.-])(?:data|datasets?|cache|caches|downloads?)(?:[_.-]|$)`)
	dataRootKw = regexp.MustCompile(`^(?:root|data_root|data_dir|download_dir|cache_dir)\s*=\s*(.+)$`)
)

// WrittenFolders are the folders the code the launch runs (its entry
// point and the repository modules it imports, as CodeOutputs walks them)
// makes and writes into, one per folder, with "." when it also writes a
// file into the working folder itself.
func (f *Findings) WrittenFolders(c *Candidate) []WrittenFolder {
	s, start := f.launchCode(c)
	if start == "" {
		return nil
	}
	var out []WrittenFolder
	files := s.codeFiles(start)
	consts := s.moduleConsts(files)
	for _, file := range files {
		src := StripComments(s.repo.text(file))
		for _, w := range writtenFoldersFrom(file, src, importedConsts(src, consts)) {
			out = mergeWritten(out, w)
		}
	}
	return out
}

// mergeWritten adds w to out, one entry a folder: the first write names
// it, any checkpoint save into it marks it Saves, and it stays Media only
// while every write into it is.
func mergeWritten(out []WrittenFolder, w WrittenFolder) []WrittenFolder {
	for i := range out {
		if out[i].Folder == w.Folder {
			out[i].Saves = out[i].Saves || w.Saves
			out[i].Media = out[i].Media && w.Media
			return out
		}
	}
	return append(out, w)
}

// writtenFolders are the folders src makes and writes into (and "."
// for a file it writes into the working folder).
func writtenFolders(file, src string) []WrittenFolder { return writtenFoldersFrom(file, src, nil) }

// writtenFoldersFrom is writtenFolders with the names seed places
// (importedConsts).
func writtenFoldersFrom(file, src string, seed map[string]*pathRef) []WrittenFolder {
	vars := pathVarsFrom(src, seed)
	data := dataRoots(src, vars)
	made := map[string]bool{}
	for _, c := range makeCalls.find(src) {
		args := callArgs(src, c.open)
		expr := ""
		if c.Path == receiverPath {
			expr = receiver(src, c.start)
			if _, ok := resolvePath(expr, vars, 0); !ok && len(args) > 0 {
				expr = args[0] // a module's helper: utils.mkdir('checkpoints')
			}
		} else if len(args) > c.Path {
			expr = args[c.Path]
		}
		if r, ok := resolvePath(expr, vars, 0); ok {
			made[r.top] = true
		}
	}
	var out []WrittenFolder
	for _, w := range writes(src, vars) {
		folder := w.ref.top
		switch {
		case !w.ref.below && !w.folderArg:
			folder = "."
		case !made[folder] || data[folder] || dataFolder.MatchString(folder):
			continue
		}
		out = append(out, WrittenFolder{File: file, Folder: folder, Write: w.call, Saves: w.save, Media: w.media})
	}
	return out
}

// writeAt is a call that writes, and where its path points.
type writeAt struct {
	call string
	ref  pathRef
	// folderArg is a call that takes a folder (save_pretrained), not a file.
	folderArg bool
	// save: it saves a model or state; media: an image, figure or table.
	save, media bool
}

// imageFile is a path that names an image file.
var imageFile = regexp.MustCompile(`(?i)\.(?:png|jpe?g|gif|bmp|tiff?|webp)\b`)

// writes are the calls of src that write to a path it can resolve,
// with the calls of its own helpers that save (saveHelpers).
func writes(src string, vars map[string]*pathRef) []writeAt {
	var out []writeAt
	add := func(start, open int, expr string, wc *writeCall) {
		r, ok := resolvePath(expr, vars, 0)
		if !ok || wc.ImageOnly && !imageFile.MatchString(expr) {
			return
		}
		call := strings.TrimSpace(src[start:open]) + "(" + clipText(expr, 80) + ")"
		save := wc.Saves == savesAlways || wc.Saves == savesWeights && weightsFile.MatchString(expr)
		out = append(out, writeAt{call: call, ref: r, folderArg: wc.Folder, save: save, media: wc.Media || wc.ImageOnly})
	}
	for _, c := range writeFirst.find(src) {
		args := callArgs(src, c.open)
		if len(args) == 0 || c.Mode && (len(args) < 2 || !writeMode.MatchString(args[1])) {
			continue
		}
		add(c.start, c.open, args[0], c.writeCall)
	}
	for _, c := range writeSecond.find(src) {
		if args := callArgs(src, c.open); len(args) > 1 {
			add(c.start, c.open, strings.TrimPrefix(strings.TrimPrefix(args[1], "f="), "filename="), c.writeCall)
		}
	}
	for _, c := range saveHelperCalls(src) {
		add(c.start, c.open, c.expr, &writeCall{Saves: savesAlways})
	}
	return out
}

// dataRoots are the folders src hands a dataset as its root: a root=
// (data_dir=, cache_dir=) argument, or the first argument of a call that
// downloads (download=True).
func dataRoots(src string, vars map[string]*pathRef) map[string]bool {
	roots := map[string]bool{}
	for _, loc := range pyCall.FindAllStringSubmatchIndex(src, -1) {
		args := callArgs(src, loc[1]-1)
		download := false
		for _, a := range args {
			download = download || strings.ReplaceAll(a, " ", "") == "download=True"
		}
		for i, a := range args {
			expr := ""
			if m := dataRootKw.FindStringSubmatch(a); m != nil {
				expr = m[1]
			} else if i == 0 && download && !strings.Contains(a, "=") {
				expr = a
			}
			if r, ok := resolvePath(expr, vars, 0); ok {
				roots[r.top] = true
			}
		}
	}
	return roots
}

// pathVars are the names src assigns a path it can resolve, followed
// through each other (three rounds). A name assigned more than once keeps
// its place only when every assignment says the same folder.
func pathVars(src string) map[string]*pathRef { return pathVarsFrom(src, nil) }

// selfTop marks, while a name's own assignments are read, the name itself:
// `ckpt = os.path.join(ckpt, name)` keeps ckpt under the folder its other
// assignments say.
const selfTop = "\x00self"

// pathVarsFrom is pathVars over names seed already places (the constants
// of the modules the code imports, moduleConsts); src's own assignments
// shadow them.
func pathVarsFrom(src string, seed map[string]*pathRef) map[string]*pathRef {
	exprs := map[string][]string{}
	var names []string
	for _, loc := range pyAssignAt.FindAllStringSubmatchIndex(src, -1) {
		name := src[loc[2]:loc[3]]
		if exprs[name] == nil {
			names = append(names, name)
		}
		exprs[name] = append(exprs[name], lineExpr(src, loc[1]-1))
	}
	vars := map[string]*pathRef{}
	for k, v := range seed {
		vars[k] = v
	}
	for range 3 {
		for _, name := range names {
			vars[name] = &pathRef{top: selfTop}
			r, ok := sameFolder(exprs[name], vars)
			delete(vars, name)
			if ok {
				vars[name] = &r
			}
		}
	}
	return vars
}
