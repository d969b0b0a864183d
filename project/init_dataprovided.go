package project

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// What makes a data path the checkout lacks (see init_missingdata.go):
// the trainer or its config downloads the data, or a prepare or download
// script, a documented download line or an earlier stage makes the path.

// providesData reports whether the repository makes every missing path
// itself: its trainer or config downloads the data, or a prepare script,
// a documented download or an earlier stage makes that path.
func (d *Detection) providesData(dir string, c *reposcan.Candidate, refs []missingRef) bool {
	texts := trainerTexts(dir, c)
	for _, cfg := range d.lineConfigs(dir, c) {
		texts = append(texts, readRepoText(dir, cfg, fsutil.MaxConfigBytes))
	}
	if downloadsItself(texts) || d.datasetClassDownloads(dir, texts) {
		return true
	}
	var made []string
	for _, m := range refs {
		by, ok := d.preparedBy(dir, c, m)
		if !ok {
			return false
		}
		made = append(made, fmt.Sprintf("%s %s (%s) by %s", m.Key, m.Value, m.File, by))
	}
	d.note("the trainer reads data the repository does not ship, which it makes: %s; run that before training", strings.Join(made, "; "))
	return true
}

// downloadsItself reports code that fetches data: download=True, a hub
// download, a URL fetch, load_dataset of a hub name. A load_dataset the
// repository defines itself (def load_dataset(config, device)) is no
// hub load, unless the text imports the datasets library's.
func downloadsItself(texts []string) bool {
	local := slices.ContainsFunc(texts, func(t string) bool { return strings.Contains(t, "def load_dataset(") })
	for _, t := range texts {
		if selfDownload.MatchString(t) {
			return true
		}
		if local && !hubLoadImport.MatchString(t) {
			continue
		}
		for _, m := range hubLoad.FindAllStringSubmatch(t, -1) {
			// A quoted hub name; an expression may be the local folder
			// the line passes (load_dataset(data_dir, data_files=...)),
			// so it is no evidence of a download (the burden of proof is
			// on the data: init_unsure.go).
			if m[1] != "" && !localFormat.MatchString(m[2]) || m[1] == "" && !writeOnEvidence {
				return true
			}
		}
	}
	return false
}

// hubLoadImport is an import of the datasets library's load_dataset.
var hubLoadImport = regexp.MustCompile(`(?m)^\s*(from datasets import|import datasets\b)`)

// trainerTexts are the launched Python file, the repository modules it
// imports, and for a shell script its text and the Python files it runs.
func trainerTexts(dir string, c *reposcan.Candidate) []string {
	var files []string
	switch {
	case c.Entry != nil:
		files = append(files, c.Entry.File)
	case c.Kind == reposcan.KindShell:
		text := readRepoText(dir, c.Target, maxServeRead)
		for _, m := range pyFileRef.FindAllString(text, 8) {
			files = append(files, path.Join(path.Dir(c.Target), m), m)
		}
		return append([]string{text}, importedTexts(dir, files)...)
	}
	return importedTexts(dir, files)
}

// pyFileRef is a Python file a shell script runs.
var pyFileRef = regexp.MustCompile(`[\w./-]+\.py\b`)

// importedTexts are the texts of the files and of the repository modules
// each imports (resolved from its folder or the root).
func importedTexts(dir string, files []string) []string {
	var out []string
	for _, f := range files {
		t := readRepoText(dir, f, maxServeRead)
		if t == "" {
			continue
		}
		out = append(out, t)
		for _, m := range importedModule.FindAllStringSubmatch(t, 40) {
			mod := strings.ReplaceAll(m[1]+m[2], ".", "/")
			for _, p := range []string{path.Join(path.Dir(f), mod) + ".py", mod + ".py", mod + "/__init__.py"} {
				if s := readRepoText(dir, p, maxServeRead); s != "" {
					out = append(out, s)
					break
				}
			}
		}
	}
	return out
}

// maxDataScripts bounds the repository files read for a dataset class or
// a prepare script naming the data.
const maxDataScripts = 300

// datasetClassDownloads reports a dataset class the configs name
// (type='CIFAR10') that a Python file of the repository defines and that
// downloads (its file says download and a URL).
func (d *Detection) datasetClassDownloads(dir string, texts []string) bool {
	var names []string
	for _, t := range texts {
		for _, m := range datasetType.FindAllStringSubmatch(t, 40) {
			names = append(names, m[1])
		}
	}
	if len(names) == 0 || d.findings == nil {
		return false
	}
	read := 0
	for _, f := range d.findings.Files {
		if !strings.HasSuffix(f, ".py") || read >= maxDataScripts {
			continue
		}
		read++
		t := readRepoText(dir, f, maxServeRead)
		if !strings.Contains(t, "download") || !strings.Contains(t, "http") {
			continue
		}
		for _, n := range names {
			if strings.Contains(t, "class "+n+"(") {
				return true
			}
		}
	}
	return false
}

// preparedBy reports a missing path the repository makes, and what: an earlier
// documented stage, a prepare or download script in the folder it lies
// under or naming it, or a documented download line naming it.
func (d *Detection) preparedBy(dir string, c *reposcan.Candidate, m missingRef) (string, bool) {
	for _, n := range c.Needs {
		if strings.Trim(n.Value, `"'`) == m.Value {
			// A stage that reads a placeholder makes it from the user's input.
			return "an earlier documented stage (" + n.By + ")", !readsUserInput(n.By)
		}
	}
	if d.findings == nil {
		return "", false
	}
	if userMade(dir, d.findings.Files, m.Value) {
		return "", false
	}
	words := distinctSegments(m.Value)
	read := 0
	for _, f := range d.findings.Files {
		if !prepareName.MatchString(path.Base(f)) {
			if docFile(f) && read < maxDataScripts && docFetches(dir, readRepoText(dir, f, maxServeRead), m.Value, words) {
				return "a download line in " + f, true
			}
			continue
		}
		text := readRepoText(dir, f, maxServeRead)
		if convertsUserData(f, text) {
			continue
		}
		if under(m.Value, append(lineBases(c), m.base), path.Dir(f)) {
			return f, true
		}
		if read++; read < maxDataScripts && makesData(text, m.Value, words) && (mentionsAny(weightFiles.ReplaceAllString(text, " "), words) || folderDoc(dir, m) == "") {
			return f, true
		}
	}
	return "", false
}

// makesData reports a prepare script's text that names one of the
// value's distinct segments (coco), or that downloads (a URL) and names
// the value's top folder (data, which it unpacks the download into).
// preparedBy leaves the second out when the README of a folder the value
// lies under has the user fetch the data by hand (folderDoc): a script
// that merely writes into that folder does not outweigh it. A root
// README's hand download does not (it may speak of other scenes than the
// ones its documented download script fetches).
func makesData(text, v string, words []string) bool {
	text = weightFiles.ReplaceAllString(text, " ")
	if mentionsAny(text, words) {
		return true
	}
	top, _, _ := strings.Cut(path.Clean(v), "/")
	return strings.Contains(reposcan.StripComments(text), "http") && regexp.MustCompile(`(^|[^\w.-])`+regexp.QuoteMeta(top)+`($|[^\w-])`).MatchString(text)
}

// weightFiles are words naming a model's weight file (a URL or path
// ending .pth, .pt, .ckpt, .safetensors, .bin, .onnx): a script that
// downloads rtmdet_coco-person.pth fetches a model named after the data it
// learned, not the data.
var weightFiles = regexp.MustCompile(`(?i)[^\s"'=]*\.(pth|pt|ckpt|safetensors|bin|onnx)\b`)

// under reports whether v (relative, as written, from one of bases)
// lies in folder, a folder below the root: data/shakespeare_char/train.bin
// is under data/shakespeare_char (its prepare.py makes it).
func under(v string, bases []string, folder string) bool {
	if folder == "." || folder == "" {
		return false
	}
	for _, b := range bases {
		if p := path.Join(b, v); p == folder || strings.HasPrefix(p, folder+"/") {
			return true
		}
	}
	return false
}

// distinctSegments are the value's path segments that say which data
// (coco in data/coco/), extensions dropped, generic words left out.
func distinctSegments(v string) []string {
	var out []string
	for _, s := range strings.Split(path.Clean(v), "/") {
		s = strings.TrimSuffix(s, path.Ext(s))
		if !genericSegment.MatchString(s) && len(s) >= 3 {
			out = append(out, strings.ToLower(s))
		}
	}
	return out
}

// mentionsAny reports text naming one of the words.
func mentionsAny(text string, words []string) bool {
	lower := strings.ToLower(text)
	for _, w := range words {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// namesAny reports a line naming one of the words as a name of its
// own: df2k in DF2K_HR.zip or coco in coco2017.zip, not in
// model_DF2KOST.pth (a weight file named after the data it learned).
func namesAny(line string, words []string) bool {
	lower := strings.ToLower(line)
	for _, w := range words {
		for i := strings.Index(lower, w); i >= 0; i = nextIndex(lower, w, i) {
			end := i + len(w)
			if (i == 0 || !isAlnum(lower[i-1])) && (end == len(lower) || !isLetter(lower[end])) {
				return true
			}
		}
	}
	return false
}

// nextIndex is the index of w in s after the one at i, or -1.
func nextIndex(s, w string, i int) int {
	if j := strings.Index(s[i+1:], w); j >= 0 {
		return i + 1 + j
	}
	return -1
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' }
func isAlnum(b byte) bool  { return isLetter(b) || b >= '0' && b <= '9' }

// docFile is a README or documentation page.
func docFile(f string) bool {
	switch strings.ToLower(path.Ext(f)) {
	case ".md", ".rst", ".markdown":
		return true
	}
	return false
}

// docFetches reports a documented command that downloads (wget, curl,
// git clone...) or runs a prepare script that is no converter of the
// user's data (init_converter.go), naming the value or one of its
// distinct segments.
//
// A line that reads from a placeholder (--source_path /path/to/corpus,
// --audio_dir <your wavs>) makes nothing on its own: its input is the
// user's to bring, so the data is not the repository's to make.
func docFetches(dir, text, v string, words []string) bool {
	for _, line := range strings.Split(text, "\n") {
		fetch := docFetchLine.MatchString(line)
		if !fetch {
			for _, w := range strings.Fields(line) {
				fetch = fetch || prepareName.MatchString(w) && !convertsUserData(w, readRepoText(dir, path.Clean(w), maxServeRead))
			}
		}
		if fetch && !readsUserInput(line) && (strings.Contains(line, strings.TrimSuffix(v, "/")) || namesAny(line, words)) {
			return true
		}
	}
	return false
}

// userMade reports a documented line that writes the value from a
// placeholder input (python scripts/prepare_corpus.py --source_path
// /path/to/corpus --destination_path data/slim): the documentation says
// how the path is made, and from what the user brings, so no script's
// URL elsewhere in the repository stands for it.
func userMade(dir string, files []string, v string) bool {
	v = strings.TrimSuffix(path.Clean(v), "/")
	read := 0
	for _, f := range files {
		if !docFile(f) || read >= maxDataScripts {
			continue
		}
		read++
		for _, line := range strings.Split(readRepoText(dir, f, maxServeRead), "\n") {
			if strings.Contains(line, v) && readsUserInput(line) && (docFetchLine.MatchString(line) || hasPrepareWord(line)) {
				return true
			}
		}
	}
	return false
}

// readsUserInput reports a documented maker line whose input is the
// user's: a placeholder to replace, or an input option naming a folder
// outside the checkout (`python preprocess.py in_dir=../datasets/2020/2019`,
// `dataset_tool.py --source=/tmp/lsundb/cat`): the user downloaded it
// there, so the line makes nothing from the repository alone.
func readsUserInput(line string) bool {
	return readsPlaceholder(line) || readsOutside(line)
}

// inputOption is a maker's option for what it reads: in_dir=, --input,
// --source, --src_dir, --raw_path, -i.
var inputOption = regexp.MustCompile(`(?i)^(-{0,2}(in|input|inp|source|src|raw)([_-]?(dir|path|root|folder|file|data))?|-i)$`)

// readsOutside reports an input option (inputOption, as --opt=value,
// key=value or --opt value) whose value is a folder outside the checkout:
// absolute, in the home folder, or above the repository (../).
func readsOutside(line string) bool {
	words := strings.Fields(line)
	for i, w := range words {
		key, v, ok := strings.Cut(strings.Trim(w, `"'`), "=")
		if !ok && i+1 < len(words) && strings.HasPrefix(w, "-") {
			key, v = w, words[i+1]
		}
		v = strings.Trim(v, `"'`)
		if inputOption.MatchString(key) && (path.IsAbs(v) && !systemPath.MatchString(v) || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "../")) {
			return true
		}
	}
	return false
}

// readsPlaceholder reports a documented line with a word, or an option's
// =value, that the user must replace (reposcan.IsPlaceholder).
func readsPlaceholder(line string) bool {
	for _, w := range strings.Fields(line) {
		w = strings.Trim(w, `"'`)
		if _, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(w, "-") {
			w = strings.Trim(v, `"'`)
		}
		if reposcan.IsPlaceholder(w) {
			return true
		}
	}
	return false
}
