package project

import (
	"context"
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
)

// A config that ships with a value the user must write ("please set this
// value to the path of vicuna model", a checkpoint at /path/to/...) runs
// only once it is edited: written as it is, the trainer starts and fails
// on the text as a path. init refuses it without a terminal, naming the
// file and key, and asks in one. A data folder left as a placeholder
// (folder_path: /path/to/images) is not refused: the data is the user's,
// on the data mount, as the corpus's configs leave it.

var (
	// proseHole is a value that asks for itself, or offers choices
	// ("ckpt/a/" or "ckpt/b/").
	proseHole = regexp.MustCompile(`(?i)\bplease (set|fill|specify|change|replace|provide|put|enter|add)\b|\bset this (value|path)\b|\byour\b[^"']*\bhere\b|<your[^>]*>|^["'][^"']*["']\s+or\s+["']`)
	// pathHole is a path the documentation writes for the user's own.
	pathHole = regexp.MustCompile(`(?i)(^|[\s"'])/?path/|(^|[\s"'/])path_to_|\{path_to_`)
	// fillHole is a value written as a variable that names the edit it
	// wants ($replace_this_with_path_for_experiment_logs/run1,
	// ${YOUR_DATA_DIR}, REPLACE_ME): no shell or loader expands it, the
	// trainer reads the text as a path. Whatever the key, data or logs.
	fillHole = regexp.MustCompile(`(?i)^["']?(\$\{?|<|/)?\w*(replace_?(this|me|with)|your_|_your|fill_?(in|me)|change_?me|path_to_your)\w*`)
	// modelKey names a model, checkpoint or weights file: no mount answers
	// it.
	modelKey = regexp.MustCompile(`(?i)model|ckpt|checkpoint|weight|pretrained|tokenizer|vae|lora|adapter|resume`)
	// dataKey names where the trainer reads its data (root_path,
	// data_dir, train_wavs, image_folder, img_path).
	dataKey = regexp.MustCompile(`(?i)(^|[_.-])(data|dataset|datasets|root|wavs?|audio|images?|imgs?|corpus)([_.-]|$)|(^|[_.-])data(path|root|dir|folder)s?$`)
	// authorsPath is an absolute folder on the documentation authors'
	// machine (/local/LJSpeech-1.1/wavs, /datasets01/imagenet): not a
	// placeholder, not a system folder every machine has.
	authorsPath = regexp.MustCompile(`^["']?(/|~/)`)
	// outputWord names where the run writes, not what it reads.
	outputWord = regexp.MustCompile(`(?i)out|log|save|cache|dump|result`)
	systemPath = regexp.MustCompile(`^["']?/(tmp|dev|proc|usr|etc|app|opt|var)(/|["']?$)`)
	// configLine is a key and its value on one line (YAML, TOML, JSON, a
	// Python assignment).
	configLine = regexp.MustCompile(`^\s*-?\s*["']?([A-Za-z_][\w.-]*)["']?\s*[:=]\s*(.+?)\s*,?\s*$`)
)

// configHoles are the key=value lines of a config whose value the user
// must write (at most 3).
func configHoles(text string) []string {
	return holesIn(text, false, "")
}

// configEntries are a config text's `key: value` / `key = value` lines,
// comment lines aside, each as configLine's match (m[1] the key, m[2]
// the value).
func configEntries(text string) [][]string {
	var out [][]string
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		if strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
			continue
		}
		if m := configLine.FindStringSubmatch(line); m != nil {
			out = append(out, m)
		}
	}
	return out
}

// holesIn is configHoles, and with authors also a data folder on the
// documentation authors' machine: off when the user gave the command or
// config, since the paths in the files they name are their own.
func holesIn(text string, authors bool, cwd string) []string {
	var out []string
	for _, m := range configEntries(text) {
		if proseHole.MatchString(m[2]) || fillHole.MatchString(m[2]) || pathHole.MatchString(m[2]) && modelKey.MatchString(m[1]) || mandatoryMissing(m[2]) {
			out = append(out, fmt.Sprintf("%s: %s", m[1], clip(strings.Map(printable, m[2]), 80)))
		} else if v, ok := outsideItem(m[1], m[2], cwd); authors && ok {
			out = append(out, fmt.Sprintf("%s: %s (%s: yours to download and point it at)", m[1], clip(strings.Map(printable, m[2]), 80), outsideWhy(v)))
		}
		if len(out) == 3 {
			break
		}
	}
	if authors && len(out) < 3 {
		out = append(out, authorsListData(text, cwd)...)
	}
	return out[:min(len(out), 3)]
}

// authorsListData are YAML list items under a data key that are folders
// on the authors' machine (train/build_dataset.folders: speech: -
// /data/daps/train), as holesIn says them for key: value lines; at most 3.
func authorsListData(text, cwd string) []string {
	var out []string
	yamlWalk(text, func(keys []string, v string, item bool) {
		if key := strings.Join(keys, "."); item && authorsData(wordKey(key), v, cwd) && len(out) < 3 {
			out = append(out, fmt.Sprintf("%s: %s (%s: yours to download and point it at)", key, clip(strings.Map(printable, v), 80), outsideWhy(v)))
		}
	})
	return out
}

// outsideItem is val, or the first item of a flow list (`train_file: [
// '../data/json_pretrain/coco.json',` the list going on below), that is
// data outside the repository under key (authorsData).
func outsideItem(key, val, cwd string) (string, bool) {
	items := []string{val}
	if t := strings.TrimSpace(val); strings.HasPrefix(t, "[") {
		items = strings.Split(strings.Trim(t, "[] ,"), ",")
	}
	for _, it := range items {
		if it = strings.TrimSpace(it); it != "" && authorsData(key, it, cwd) {
			return it, true
		}
	}
	return "", false
}

// outsideWhy says where an outside data path lies.
func outsideWhy(val string) string {
	if authorsPath.MatchString(val) {
		return "data on the authors' machine, outside the repository"
	}
	return "data outside the repository, beside the checkout"
}

// leavesCheckout reports a relative path that, read from cwd (the folder
// the run starts in, repository-relative), climbs out of the checkout:
// `datapath: '../data/burgers.mat'` from the root is the user's download
// beside the clone; from train.cwd `demo/`, `../data/` is the
// repository's own data folder.
func leavesCheckout(cwd, val string) bool {
	v := strings.TrimSpace(val)
	return !path.IsAbs(strings.Trim(v, `"'`)) && outsidePath(cwd, v)
}

// mandatoryMissing reports OmegaConf's mandatory value, "???": the
// loader raises MissingMandatoryValue when the trainer reads it unset
// (https://omegaconf.readthedocs.io/en/latest/usage.html#mandatory-values).
func mandatoryMissing(val string) bool {
	return strings.Trim(strings.TrimSpace(val), `"'`) == "???"
}

// authorsData reports a data key whose value is a folder on the authors'
// machine (root_path: "/local/LJSpeech-1.1/wavs") or beside the checkout
// (datapath: '../data/burgers.mat', read from cwd): the trainer reads the
// user's download there. A placeholder folder (/path/to/images) is the
// user's to fill on the data mount and is not one.
func authorsData(key, val, cwd string) bool {
	return (dataKey.MatchString(key) || dataRootKey.MatchString(key)) && !modelKey.MatchString(key) && !outputWord.MatchString(key) &&
		(authorsPath.MatchString(val) || leavesCheckout(cwd, val)) && !systemPath.MatchString(val) && !pathHole.MatchString(val) && !userValue.MatchString(strings.Trim(val, `"'`))
}

// guardConfigHoles refuses a trainer config that leaves values to the
// user, naming the file and keys; in a terminal it asks first and, kept,
// says so in a CHECK line. given is set when the user gave the command or
// the config.
func (d *Detection) guardConfigHoles(dir string, ask Asker, given bool) error {
	var p string
	var holes []string
	for _, c := range d.namedConfigs() {
		text := readRepoText(dir, c, fsutil.MaxConfigBytes)
		for _, c := range append(withIncludes(dir, c), d.linkedConfigs(dir, text)...) {
			if holes = d.notOnTheLine(holesIn(readRepoText(dir, c, fsutil.MaxConfigBytes), !given, d.Cwd)); len(holes) > 0 {
				p = c
				break
			}
		}
		if p != "" {
			break
		}
	}
	if len(holes) == 0 {
		return nil
	}
	said := fmt.Sprintf("%s leaves values to you: %s", p, strings.Join(holes, "; "))
	if ask != nil {
		ok, err := ask.Confirm(said + ". Write spkit.yaml anyway and edit them before training?")
		if err != nil {
			return err
		}
		if ok {
			d.Checks = append(d.Checks, said+": edit them before training")
			return nil
		}
	}
	return errdefs.Configf(fmt.Sprintf("write them in %s, then run spkit init again", p), "%s", said)
}

// notOnTheLine drops the holes whose key the command sets (cmdSetsKey: an
// option, a Hydra override `data.dir=...`): the line fills them.
func (d *Detection) notOnTheLine(holes []string) []string {
	if d.launch == nil {
		return holes
	}
	var out []string
	for _, h := range holes {
		if key, _, _ := strings.Cut(h, ":"); !cmdSetsKey(d.launch, key) {
			out = append(out, h)
		}
	}
	return out
}

// namedConfigs are the trainer config and the config files the command
// names (a --cfg-path the scan does not read as the config flag still
// names the file the trainer loads), repository-relative.
func (d *Detection) namedConfigs() []string {
	var out []string
	if p, _ := d.trainerConfig(); p != "" {
		out = append(out, p)
	}
	if d.launch == nil {
		return out
	}
	for _, w := range configArgs(d.launch) {
		if p := path.Join(d.Cwd, w); !strings.HasPrefix(p, "../") {
			out = append(out, p)
		}
	}
	return out
}

// readRepoText is a repository file's text, read beneath the repository
// as a regular file (no link out, no FIFO waited on: init never hangs on
// a stranger's tree), "" when it cannot be read or passes max bytes.
func readRepoText(dir, rel string, max int64) string {
	data, err := fsutil.ReadFileIn(context.Background(), dir, filepath.Join(dir, filepath.FromSlash(rel)), max)
	if err != nil {
		return ""
	}
	return string(data)
}

// camelHump is a lower-case letter or digit before an upper-case one.
var camelHump = regexp.MustCompile(`([a-z0-9])([A-Z])`)

// wordKey splits a key's words with underscores (train/AudioLoader.sources
// is train_audio_loader.sources), so that dataKey sees each.
func wordKey(key string) string {
	return strings.ToLower(strings.ReplaceAll(camelHump.ReplaceAllString(key, "${1}_${2}"), "/", "_"))
}
