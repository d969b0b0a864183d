package project

import (
	"path"
	"regexp"
	"slices"
	"strings"
)

// The values the data-root guard (init_missingdata.go) reads: which
// config values and option values are data paths, and which of them the
// checkout lacks.

// configDataValues are a config's data keys whose value is a literal
// relative data path (data_root = 'data/coco/', root_path: Data/wavs).
func configDataValues(text string) []missingRef {
	var out []missingRef
	for _, m := range configEntries(text) {
		key := m[1][strings.LastIndex(m[1], ".")+1:]
		v := strings.TrimSuffix(strings.TrimSpace(m[2]), ",")
		if i := strings.Index(v, " #"); i >= 0 && !strings.HasPrefix(v, `"`) && !strings.HasPrefix(v, "'") {
			v = strings.TrimSpace(v[:i])
		}
		if !dataRootKey.MatchString(key) || !literalValue(v) {
			continue
		}
		v, shards := shardFolder(strings.Trim(v, `"'`))
		if shards && dataPathValue(key, v+"/") || !shards && dataPathValue(key, v) {
			out = append(out, missingRef{Key: m[1], Value: v, shards: shards})
		}
	}
	return append(out, nestedDataValues(text)...)
}

// literalValue reports one quoted string, or a bare word (YAML), not an
// expression (data_root + 'x', os.path.join(...)).
func literalValue(v string) bool {
	if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') {
		return strings.IndexByte(v[1:], v[0]) == len(v)-2
	}
	return v != "" && !strings.ContainsAny(v, `"'()+ `)
}

// dataPathValue reports a value under key that is a relative path of
// training data: not an output, model or config (by key or name), not a
// URL, variable, glob or hub id, not absolute or outside the checkout.
func dataPathValue(key, v string) bool {
	v = strings.Trim(v, `"'`)
	if v == "" || strings.ContainsAny(v, ":$*{}<>[]%, ") || path.IsAbs(v) || strings.HasPrefix(v, "~") || strings.HasPrefix(v, "../") || v == ".." {
		return false
	}
	if notDataWord.MatchString(key+" "+path.Base(v)) || configOptionWord.MatchString(key) && !jsonListKey.MatchString(key) {
		return false
	}
	if p := path.Clean(v); p == "." || strings.HasPrefix(p, "../") || slices.ContainsFunc(strings.Split(p, "/"), standInSegment.MatchString) {
		return false
	}
	if !strings.Contains(v, "/") {
		return dataFileExt.MatchString(v) || dataFolderKey(key) && folderName.MatchString(v)
	}
	return !hubID(v)
}

var (
	// dataFolderOption is an option or key whose name says it takes the
	// folder the data is in (--instance_data_dir, data_root, img_dir,
	// train_folder): a bare name there is a folder, where another data
	// option's bare name may be a dataset the trainer knows by name
	// (--data cifar10). A class-images folder is left out: DreamBooth
	// trainers generate it when it is missing.
	dataFolderOption = regexp.MustCompile(`(?i)(^|[_.-])(data|instance|train|image|img|audio|wav)s?([_-]?data)?[_-]?(dir|folder|root)$`)
	// folderName is a plain folder name (dog, train_images), not a number,
	// a word with an extension or a choice.
	folderName = regexp.MustCompile(`^[A-Za-z_][\w-]*$`)
)

// dataFolderKey reports an option or key that takes the data's folder
// (dataFolderOption), not the class images' (--class_data_dir).
func dataFolderKey(key string) bool {
	key = strings.TrimLeft(key, "-")
	return dataFolderOption.MatchString(key) && !strings.Contains(strings.ToLower(key), "class")
}

// hubID reports org/name written as a path: two segments, no ./ or
// trailing slash, no extension, a first segment that is no data folder
// word.
func hubID(v string) bool {
	org, name, _ := strings.Cut(v, "/")
	return !strings.HasPrefix(v, ".") && !strings.HasSuffix(v, "/") && !strings.Contains(name, "/") &&
		path.Ext(name) == "" && !genericSegment.MatchString(org)
}

// absentPath reports a relative path that is not in the checkout from
// any of the bases.
func absentPath(dir, v string, bases []string) bool {
	v = strings.Trim(v, `"'`)
	for _, b := range bases {
		p := path.Clean(path.Join(b, v))
		if p == ".." || strings.HasPrefix(p, "../") || shipped(dir, p) {
			return false
		}
	}
	return true
}

// shardRange is a shell brace pattern in a shard path ({0000..0252},
// {train,val}).
var shardRange = regexp.MustCompile(`\{[\w-]+(\.\.[\w-]+|(,[\w-]+)+)\}`)

// shardsHandMade is a document line that has the user make webdataset
// shards ("convert the dataset into webdataset format").
var shardsHandMade = regexp.MustCompile(`(?i)\b(convert|build|create|make|prepare|download)\b.*\b(webdataset|wds|tar shards)\b|\b(webdataset|wds)\b.*\b(convert|build|create)\b`)

// shardFolder is the folder of a shard pattern
// (imagenet_sharded/train for imagenet_sharded/train/x-{0000..0252}.tar)
// and true; other values come back as they are.
func shardFolder(v string) (string, bool) {
	loc := shardRange.FindStringIndex(v)
	if loc == nil || !strings.HasSuffix(v, ".tar") && !strings.Contains(v[loc[1]:], ".tar") {
		return v, false
	}
	return path.Dir(v[:loc[0]]), true
}

var (
	// yamlEntry is a YAML mapping line: indent, key, value (may be empty).
	yamlEntry = regexp.MustCompile(`^( *)["']?([A-Za-z_$][\w./$-]*)["']?:(?:\s+(.*?))?\s*$`)
	// yamlAnchor is a value that only names an anchor (key: &id001): the
	// block below is the key's.
	yamlAnchor = regexp.MustCompile(`^&[\w-]+$`)
	// yamlItem is a YAML list item: indent, value.
	yamlItem = regexp.MustCompile(`^( *)-\s+(.+?)\s*$`)
	// dataLeaf is a key that names a location and nothing more (path,
	// root): a data path only under a data section (dataParent).
	dataLeaf = regexp.MustCompile(`(?i)^(path|root|dir|folder|location)$`)
	// dataParent is a YAML section holding the data (data:, corpus:,
	// dataset:, train:).
	dataParent = regexp.MustCompile(`(?i)^(data|datas|datasets?|corpus|corpora|(train|training|val|valid|validation)(_?(data|set|dataset))?)$`)
)

// yamlWalk calls fn with each YAML scalar of text (a mapping value, or a
// list item: item set) and the keys of the sections it lies under, the
// last being its own key. Line-based: enough for the configs trainers
// ship, no anchors or flow collections followed.
func yamlWalk(text string, fn func(keys []string, v string, item bool)) {
	type level struct {
		indent int
		key    string
	}
	var stack []level
	keys := func() []string {
		out := make([]string, len(stack))
		for i, l := range stack {
			out[i] = l.key
		}
		return out
	}
	for _, line := range strings.Split(text, "\n") {
		if m := yamlItem.FindStringSubmatch(line); m != nil {
			for len(stack) > 0 && stack[len(stack)-1].indent > len(m[1]) {
				stack = stack[:len(stack)-1]
			}
			if v := yamlScalar(m[2]); len(stack) > 0 && v != "" && !strings.HasPrefix(v, "#") {
				fn(keys(), v, true)
			}
			continue
		}
		m := yamlEntry.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		indent, key, v := len(m[1]), m[2], yamlScalar(m[3])
		for len(stack) > 0 && stack[len(stack)-1].indent >= indent {
			stack = stack[:len(stack)-1]
		}
		stack = append(stack, level{indent, key})
		if v != "" && !strings.HasPrefix(v, "#") && !yamlAnchor.MatchString(v) {
			fn(keys(), v, false)
			stack = stack[:len(stack)-1]
		}
	}
}

// nestedDataValues are YAML values under a bare location key inside a
// data section (data: corpus: path: 'data/LibriSpeech'; data: params:
// train: params: path: data/edits): the section says the path is data.
func nestedDataValues(text string) []missingRef {
	var out []missingRef
	yamlWalk(text, func(keys []string, v string, item bool) {
		key := keys[len(keys)-1]
		if item || !dataLeaf.MatchString(key) || !slices.ContainsFunc(keys[:len(keys)-1], dataParent.MatchString) || !literalValue(v) {
			return
		}
		if v = strings.Trim(v, `"'`); dataPathValue(key, v) {
			out = append(out, missingRef{Key: strings.Join(keys, "."), Value: v})
		}
	})
	return out
}

// yamlScalar is a YAML value without its trailing comment: a quoted one
// up to its closing quote.
func yamlScalar(v string) string {
	if len(v) > 1 && (v[0] == '"' || v[0] == '\'') {
		if j := strings.IndexByte(v[1:], v[0]); j >= 0 {
			return v[:j+2]
		}
		return v
	}
	if i := strings.Index(v, " #"); i >= 0 {
		return strings.TrimSpace(v[:i])
	}
	return v
}
