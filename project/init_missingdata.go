package project

import (
	"errors"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// The trainer's data root named by a relative path inside the checkout
// that the checkout does not have (`--coco_path data/coco`, a config's
// `data_root = 'data/coco/'`, `root_path: Data/wavs`) is the user's data,
// fetched by hand as the README says: written as it is, the run starts and
// fails on a missing folder. init refuses, naming the option or key, its
// value and the file, unless the repository provides the path: a
// prepare or download script beside it or naming it
// (data/NAME/prepare.py), a documented download line naming it, a trainer
// that downloads its data itself (download=True, load_dataset("name"), a
// URL fetch, a dataset class of the repository that downloads), or a
// value that is a hub id (org/name) rather than a folder.

var (
	// dataOptionWord is an option whose value is where the data lies.
	dataOptionWord = regexp.MustCompile(`(?i)data|train|root|path|dir`)
	// notDataOption is an option naming where the run works or what
	// code or text it reads, not its data.
	notDataOption = regexp.MustCompile(`(?i)exp|work|run_?dir|runs|project|sample|vis|tmp|temp|code|src|script|vocab|font|prompt|template`)
	// jsonListKey is an option naming JSON lists of training samples
	// (--json_path, --val_json_path, --train_json), not a config.
	jsonListKey = regexp.MustCompile(`(?i)^-*((train|val|valid|test|eval)_?)?json_?(path|file|list)?s?$`)
	// configOptionWord is an option naming a config, not data.
	configOptionWord = regexp.MustCompile(`(?i)conf|cfg|yaml|json|deepspeed|fsdp|accelerate`)
	// dataRootKey is a config key naming the data root or a training
	// file (data_root, root_path, dataset_path, train_file, img_dir; the
	// VITS family's training_files and validation_files file lists).
	// Super-resolution option files name theirs dataroot_gt, dataroot_lq and
	// meta_info; webdataset configs train_shards_path_or_url; upper-case
	// option trees TRAIN_GT_IMAGES_DIR (the key is matched in any case).
	dataRootKey = regexp.MustCompile(`(?i)^(data_?(root|path|dir|folder|prefix)(_(train|val|valid|test|eval)(_[a-z0-9])?)?|datasets?_?(root|path|dir|folder)|root_?(path|dir)|train_?(data|file|path|dir|root|set)|(training|validation)_?files?|img_?(dir|root)|image_?(dir|root|folder)|ann_?file|dataroot_[a-z]+|([a-z0-9]+_)*(train|val|valid|test|eval|gt|lq|lr|hr)_(images?|imgs?)_?(dir|root|folder)|meta_?info(_?file)?|(train|eval|val|valid|test)?_?shards(_?(path|url|dir|pattern))*(_or_url)?)$`)
	// dataFileExt is a data file's extension: a value without a slash
	// names a file only with one.
	dataFileExt = regexp.MustCompile(`(?i)\.(json|jsonl|csv|tsv|txt|parquet|arrow|bin|npy|npz|h5|hdf5|pkl|pt|tar|zip|lmdb|tfrecord|wav|mp3|flac)$`)
	// genericSegment is a path segment that says nothing of which data.
	genericSegment = regexp.MustCompile(`(?i)^(data|datas|dataset|datasets|input|inputs|raw|processed|download|downloads|train|training|val|valid|validation|test|images?|annotations?|files|corpus|corpora|root|\.|)$`)
	// prepareName is a script that makes data (prepare.py,
	// download_coco.sh, get_data.sh, preprocess.py).
	prepareName = regexp.MustCompile(`(?i)(prepare|download|fetch|get_?data|make_?data|build_?data|preprocess|process_?data|setup_?data|create_?data|gen_?data)[\w-]*\.(py|sh)$`)
	// selfDownload is code that fetches its data itself.
	selfDownload = regexp.MustCompile(`download\s*[=:]\s*(True|true)|snapshot_download\(|hf_hub_download\(|urlretrieve\(|download_url\(|download_and_extract|requests\.get\(|gdown\.|tfds\.load\(|\bwget\s`)
	// hubLoad is load_dataset("name"): the first argument a hub name or
	// an expression, not a local format (json, csv, text...).
	hubLoad     = regexp.MustCompile(`load_dataset\(\s*(["']?)([\w./-]*)`)
	localFormat = regexp.MustCompile(`^(json|csv|text|parquet|arrow|imagefolder|audiofolder|webdataset|pandas)$`)
	// docFetchLine is a documented command that downloads.
	docFetchLine = regexp.MustCompile(`^\s*[$!]?\s*(wget|curl|gdown|git clone|huggingface-cli download|kaggle|aws s3|gsutil|azcopy|[\w.-]*(download|fetch)[\w.-]*)(\s|$)`)
	// handWord is prose telling the user to fetch and place data.
	handWord = regexp.MustCompile(`(?i)\b(download|obtain|request|extract|unzip|untar|arrange|organi[sz]e|structure|symlink|ln -s|put|place|copy|move)\b`)
	// datasetType is a dataset class a config names (type='CIFAR10').
	datasetType = regexp.MustCompile(`(?:type|dataset_type)\s*[=:]\s*["'](\w+)["']`)
	// baseRef is a config file another config includes (_base_ lists,
	// defaults, $include): any quoted .py/.yaml/.yml/.json path, or an
	// unquoted one as a YAML list item.
	baseRef = regexp.MustCompile(`(?m)["']([\w./-]+\.(?:py|ya?ml|json))["']|^\s*-\s+([\w./-]+\.(?:ya?ml|json))\s*$`)
)

// missingRef is a data path the trainer reads that the checkout lacks:
// the option or key, its value, and where it is written.
type missingRef struct {
	Key, Value, File string
	base             string // the config's folder, "" for the line
	shards           bool   // the folder of a shard pattern (x-{0000..0252}.tar)
	name             string // the name the line gave, mapped to Value by the code
}

func (m missingRef) String() string {
	return fmt.Sprintf("%s %s (%s)", m.Key, m.Value, m.File)
}

// guardMissingData refuses a line whose data root is a relative path the
// checkout lacks and the repository does not provide (above); the
// refusal names another config of its trainer whose data the trainer
// downloads, when there is one (init_configdata.go).
func (d *Detection) guardMissingData(dir string, c *reposcan.Candidate) error {
	if err := d.guardGated(dir, c); err != nil {
		return err
	}
	if err := d.guardUserModel(dir, c); err != nil {
		return err
	}
	if err := d.refuseNameMapped(dir, c, d.nameMappedRefs(dir, c)); err != nil {
		return err
	}
	refs := d.missingDataRefs(dir, c)
	if len(refs) == 0 || d.providesData(dir, c, refs) {
		return nil
	}
	err := d.refuseMissing(dir, c, refs)
	if err == nil {
		err = d.refuseUnprovided(dir, c, refs)
	}
	if err == nil {
		return nil
	}
	var e *errdefs.Error
	if alt := d.selfFetchingConfig(dir, c); alt != "" && errors.As(err, &e) {
		words := slices.Clone(c.Words)
		words[c.ConfigIndex] = alt
		if flag, _, ok := strings.Cut(c.Words[c.ConfigIndex], "="); ok && strings.HasPrefix(flag, "-") {
			words[c.ConfigIndex] = flag + "=" + alt
		}
		e.Msg += fmt.Sprintf("; %s, a config of the same trainer, trains on data its trainer downloads itself", strings.Map(printable, alt))
		e.Hint += "; or train with that config: spkit init " + wayOut(c.Dir, c.Env, words)
	}
	return err
}

// refuseMissing is the refusal for missing data a document has the user
// fetch or prepare by hand (nil when none says so).
func (d *Detection) refuseMissing(dir string, c *reposcan.Candidate, refs []missingRef) error {
	for _, m := range refs {
		if doc := d.handFetched(dir, m); doc != "" {
			return errdefs.Configf(fmt.Sprintf("fetch the data as %s says and put it at %s (relative to the folder the trainer runs in), then run spkit init again; or give the line yourself: spkit init --command '...'", doc, strings.Map(printable, m.Value)),
				"the training command (%s) reads its data from %s = %s, set in %s: a path the repository does not have and nothing in it makes (no prepare or download script names it, the trainer downloads nothing itself); %s has the user download it by hand",
				c.Source, strings.Map(printable, m.Key), strings.Map(printable, m.Value), strings.Map(printable, m.File), doc)
		}
	}
	return d.refuseUserPrepared(dir, c, refs)
}

// refuseUnprovided is the refusal for a missing data path no document
// explains: on unseen repositories a line written over a data path that
// nothing in the repository provides was never right (docs/init.md,
// "Written only on evidence"), so the burden of proof is on the data.
// The way out is the data put in place, or the line given with --command.
func (d *Detection) refuseUnprovided(dir string, c *reposcan.Candidate, refs []missingRef) error {
	// A bare file name (train.json) is read under a folder the code
	// picks, which init cannot tell: only a path, or an option that takes
	// the data's folder (--instance_data_dir=dog), says where it lies.
	i := slices.IndexFunc(refs, func(m missingRef) bool {
		_, made := d.preparedBy(dir, c, m)
		return !made && (strings.Contains(strings.Trim(path.Clean(m.Value), "/"), "/") || dataFolderKey(m.Key))
	})
	if i < 0 || !writeOnEvidence {
		return nil
	}
	m := refs[i]
	return errdefs.Configf(fmt.Sprintf("put the data at %s (relative to the folder the trainer runs in) and run spkit init again; or, if the trainer makes it, give the line yourself: spkit init %s", strings.Map(printable, m.Value), candidateWayOut(c)),
		"the training command (%s) reads its data from %s = %s, set in %s: a path the repository does not have, that no script in it makes and that the trainer does not download",
		c.Source, strings.Map(printable, m.Key), strings.Map(printable, m.Value), strings.Map(printable, m.File))
}

// handFetched is the document that has the user fetch the data by hand
// ("" when none): a line naming the value or one of its distinct
// segments (coco), at most five lines below or two above prose that says
// download, extract, arrange, put or place ("We use DF2K ... You can
// download from:"); for shards, a line that has the user convert or
// build the data into webdataset shards.
func (d *Detection) handFetched(dir string, m missingRef) string {
	if d.findings == nil {
		return ""
	}
	if doc := folderDoc(dir, m); doc != "" {
		return doc
	}
	v := strings.TrimSuffix(strings.TrimPrefix(m.Value, "./"), "/")
	words := distinctSegments(m.Value)
	read := 0
	for _, f := range d.findings.Files {
		if !docFile(f) || read >= maxDataScripts {
			continue
		}
		read++
		lines := strings.Split(readRepoText(dir, f, maxServeRead), "\n")
		for i, line := range lines {
			if m.shards && shardsHandMade.MatchString(line) {
				return f
			}
			if !strings.Contains(line, v) && !mentionsAny(line, words) || docFetchLine.MatchString(line) {
				continue
			}
			for _, before := range lines[max(0, i-5):min(len(lines), i+3)] {
				if handWord.MatchString(before) && !docFetchLine.MatchString(before) {
					return f
				}
			}
		}
	}
	return ""
}

// missingDataRefs are the line's data options and its config's data keys
// whose value is a relative path inside the checkout that it lacks.
func (d *Detection) missingDataRefs(dir string, c *reposcan.Candidate) []missingRef {
	bases := lineBases(c)
	var out []missingRef
	for _, o := range append(lineDataOptions(c), lineDataPositionals(c)...) {
		if absentPath(dir, o.Value, bases) {
			out = append(out, missingRef{Key: o.Key, Value: o.Value, File: "the command line"})
		}
	}
	out = append(out, codeDataRefs(dir, c)...)
	if c.Kind == reposcan.KindShell {
		text := readRepoText(dir, c.Target, maxServeRead)
		for _, m := range scriptOptionValues(text) {
			if v := strings.Trim(m[1], `"'`); dataOptionWord.MatchString(m[0]) && !notDataOption.MatchString(m[0]) && dataPathValue(m[0], v) && absentPath(dir, v, append(bases, path.Dir(c.Target))) {
				out = append(out, missingRef{Key: m[0], Value: v, File: c.Target, base: path.Dir(c.Target)})
			}
		}
	}
	for _, cfg := range d.lineConfigs(dir, c) {
		text := readRepoText(dir, cfg, fsutil.MaxConfigBytes)
		values := configDataValues(text)
		from := append(bases, path.Dir(cfg))
		for _, kv := range values {
			if subKey.MatchString(kv.Key) && openRoot(text) {
				continue // read under a root the config leaves to the user
			}
			if absentPath(dir, kv.Value, underRoots(from, kv.Key, values)) {
				out = append(out, missingRef{Key: kv.Key, Value: kv.Value, File: cfg, base: path.Dir(cfg), shards: kv.shards})
			}
		}
	}
	return out
}

// subKey is a config key read relative to the config's data root
// (ann_file, img_dir under data_root).
var subKey = regexp.MustCompile(`(?i)(^|\.)(ann_?file|img_?(dir|root)|image_?(dir|root|folder)|data_?prefix)$`)

// rootKey is a config key naming the data root.
var rootKey = regexp.MustCompile(`(?i)(^|\.)(data_?root|datasets?_?root|root_?(path|dir))$`)

// openRoot reports a config whose data root is no relative path of the
// checkout (a fill-in, a variable, an absolute folder): keys read under
// it are not checked.
func openRoot(text string) bool {
	for _, line := range strings.Split(text, "\n") {
		if m := configLine.FindStringSubmatch(line); m != nil && rootKey.MatchString(m[1]) && !dataPathValue(m[1], strings.Trim(strings.TrimSuffix(m[2], ","), `"' `)) {
			return true
		}
	}
	return false
}

// underRoots are the folders key's value is read from: the bases, and
// for a key read under the data root, each base joined with the
// config's data_root values as well.
func underRoots(bases []string, key string, values []missingRef) []string {
	if !subKey.MatchString(key) {
		return bases
	}
	out := bases
	for _, kv := range values {
		if strings.HasSuffix(strings.ToLower(kv.Key), "root") && !subKey.MatchString(kv.Key) {
			for _, b := range bases {
				out = append(out, path.Join(b, kv.Value))
			}
		}
	}
	return out
}

// lineBases are the folders the line's relative paths may be read from:
// its cd, its document's folder, the root.
func lineBases(c *reposcan.Candidate) []string {
	return slices.Clip(slices.Compact([]string{c.WorkDir, c.Dir, ""}))
}

// lineDataOptions are the line's options whose name says data and whose
// value is a data path (not the config, the output, a placeholder or an
// unknown $VAR).
func lineDataOptions(c *reposcan.Candidate) []missingRef {
	var out []missingRef
	for _, o := range lineOptions(c) {
		if name := optionNames(c, o.Key); dataOptionWord.MatchString(name) && !notDataOption.MatchString(name) && dataPathValue(name, o.Value) {
			out = append(out, o)
		}
	}
	return out
}

// dataFolderHead is the first folder of a relative path that says data
// (data/mychat/, ./datasets/coco): a positional argument has no
// option name to say what it is, so its path has to.
var dataFolderHead = regexp.MustCompile(`(?i)^(data|datas|dataset|datasets|corpus|corpora)$`)

// lineDataPositionals are the line's positional arguments (no option
// before them) that are relative paths under a data folder: `python
// finetune.py data/mychat/ org/base-model configs/lora.yaml`.
func lineDataPositionals(c *reposcan.Candidate) []missingRef {
	var out []missingRef
	for i := c.ArgStart; i < len(c.Words); i++ {
		w := c.Words[i]
		if strings.HasPrefix(w, "-") || strings.Contains(w, "=") || i > c.ArgStart && strings.HasPrefix(c.Words[i-1], "-") && !strings.Contains(c.Words[i-1], "=") ||
			i == c.OutputIndex || i == c.ConfigIndex || i < len(c.Unknown) && c.Unknown[i] || placeholderAt(c, i) {
			continue
		}
		head, _, _ := strings.Cut(strings.TrimPrefix(w, "./"), "/")
		if dataFolderHead.MatchString(head) && dataPathValue("data", w) {
			out = append(out, missingRef{Key: fmt.Sprintf("argument %d", i-c.ArgStart+1), Value: w})
		}
	}
	return out
}

// lineOptions are the line's options and their values, leaving out the
// config, the output, placeholders and unknown $VARs.
func lineOptions(c *reposcan.Candidate) []missingRef {
	var out []missingRef
	for i := c.ArgStart; i < len(c.Words); i++ {
		w, flag, val := c.Words[i], "", ""
		if k, v, ok := strings.Cut(w, "="); ok && !strings.Contains(k, "/") {
			flag, val = k, v
		} else if i > c.ArgStart && strings.HasPrefix(c.Words[i-1], "-") && !strings.Contains(c.Words[i-1], "=") && !strings.HasPrefix(w, "-") {
			flag, val = c.Words[i-1], w
		}
		if flag == "" || i == c.OutputIndex || i == c.ConfigIndex || i < len(c.Unknown) && c.Unknown[i] || placeholderAt(c, i) {
			continue
		}
		out = append(out, missingRef{Key: flag, Value: val})
	}
	return out
}

// optionNames is a short flag with the long names the entry point
// declares for it (-c --train_dataset): the long name says what it
// reads. Other flags come back as they are.
func optionNames(c *reposcan.Candidate, flag string) string {
	if strings.HasPrefix(flag, "--") || c.Entry == nil {
		return flag
	}
	if a, ok := c.Entry.Lookup(flag); ok {
		return strings.Join(a.Names, " ")
	}
	return flag
}

// placeholderAt reports a word the scan took for one the user fills.
func placeholderAt(c *reposcan.Candidate, i int) bool {
	return slices.ContainsFunc(c.Placeholders, func(p reposcan.Placeholder) bool { return p.Index == i })
}
