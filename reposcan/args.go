package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// A candidate's arguments: its config (a file, a name, a folder), its
// output, and what the user has to fill.

var (
	configFlag = regexp.MustCompile(`^--?(config|cfg|conf|config[_-]?(file|path|name)|configs|train[_-]?config|training[_-]?config|dataset[_-]?config|yaml|yaml[_-]?file|experiment[_-]?config)$`)
	outputFlag = regexp.MustCompile(`^--?([a-z_]+\.)*(output|out|output[_-]?dir|out[_-]?dir|output[_-]?path|output[_-]?folder|output[_-]?directory|out[_-]?directory|save[_-]?dir|save[_-]?directory|save[_-]?path|save[_-]?folder|workspace[_-]?dir|checkpoints?[_-]?dir|ckpt[_-]?dir|training[_-]?folder|logdir|log[_-]?dir|output[_-]?model[_-]?destination)$`)
	// outputKey is an output key in key=value overrides (tune, hydra,
	// a --out_dir=x flag).
	outputKey = regexp.MustCompile(`^(--)?(output_dir|output_directory|out_dir|save_dir|save_directory|save_folder|output_path|checkpoint_dir|training_folder|workspace_dir)=`)
)

// readArgs finds the config and output arguments and the placeholders.
func (s *scan) readArgs(c *Candidate) {
	if !s.dirAndNameConfig(c) {
		s.hydraNameConfig(c)
	}
	for i := c.ArgStart; i < len(c.Words); i++ {
		i = s.readArg(c, i)
	}
	s.anyFlagConfig(c)
	c.launcherPlaceholders()
	s.argPlaceholders(c)
}

// readArg reads the argument at i as a config or an output; it returns
// the index of the last word it used (an option's value).
func (s *scan) readArg(c *Candidate, i int) int {
	words := c.Words
	w := words[i]
	flag, val, inline := w, "", false
	if strings.HasPrefix(w, "-") {
		if k, v, ok := strings.Cut(w, "="); ok {
			flag, val, inline = k, v, true
		}
	}
	switch {
	case strings.HasPrefix(w, "-") && configFlag.MatchString(flag) && c.ConfigIndex < 0:
		idx := i
		if !inline {
			if i+1 >= len(words) {
				return i
			}
			idx, val = i+1, words[i+1]
		}
		c.ConfigFlag = flag
		s.configArg(c, idx, val)
		return idx
	case strings.HasPrefix(w, "-") && (outputFlag.MatchString(flag) || c.outputAlias(flag)) && c.OutputIndex < 0:
		if inline {
			c.OutputIndex, c.OutputFlag = i, flag+"="
		} else if i+1 < len(words) && !strings.HasPrefix(words[i+1], "-") {
			c.OutputIndex, c.OutputFlag = i+1, flag
			return i + 1
		}
	case outputKey.MatchString(w) && c.OutputIndex < 0:
		k, _, _ := strings.Cut(w, "=")
		c.OutputIndex, c.OutputFlag = i, k+"="
	case !strings.HasPrefix(w, "-") && c.ConfigIndex < 0 && keyValueConfig(w) && s.configKV(c, i, w):
	case !strings.HasPrefix(w, "-") && c.ConfigIndex < 0 && isConfigPath(w):
		// A positional config (run.py config/x.yaml, train.py config/x.py),
		// unless it is the value of another option.
		if i == c.ArgStart || !strings.HasPrefix(words[i-1], "-") || strings.Contains(words[i-1], "=") || c.isBool(words[i-1]) {
			s.configArg(c, i, w)
		}
	}
	return i
}

// launcherPlaceholders are a launcher option's values the text leaves
// open (--config_file=${ACCELERATE_CONFIG_PATH}, --master_port=<port>).
func (c *Candidate) launcherPlaceholders() {
	for i := 1; i < c.ArgStart; i++ {
		val := c.Words[i]
		if _, v, ok := strings.Cut(val, "="); ok && strings.HasPrefix(val, "-") {
			val = v
		}
		if isPlaceholder(val, c.Unknown[i]) {
			c.Placeholders = append(c.Placeholders, Placeholder{Index: i, Text: val, Launcher: true})
		}
	}
}

// argPlaceholders are the target's arguments the user has to supply:
// placeholders and files the user brings, the config aside.
func (s *scan) argPlaceholders(c *Candidate) {
	words := c.Words
	for i := c.ArgStart; i < len(words); i++ {
		val := words[i]
		if _, v, ok := strings.Cut(val, "="); ok && strings.HasPrefix(val, "-") {
			val = v
		}
		flag := ""
		if k, _, ok := strings.Cut(words[i], "="); ok && strings.HasPrefix(k, "-") {
			flag = k
		} else if i > c.ArgStart && strings.HasPrefix(words[i-1], "-") && !strings.Contains(words[i-1], "=") {
			flag = words[i-1]
		}
		users := i != c.OutputIndex && (s.userFile(c, val) || remoteData(flag, val))
		if i == c.ConfigIndex || !isPlaceholder(val, c.Unknown[i]) && !users {
			continue
		}
		c.Placeholders = append(c.Placeholders, Placeholder{Index: i, Text: val, Flag: flag, Output: i == c.OutputIndex})
	}
}

// outputAlias reports a short flag the entry point declares as another
// name of an output option: `add_argument('--work-dir', '-o')`,
// `add_argument('-o', '--out_dir')`, `@click.option('-o', '--output')`.
// Long flags are read by their own name (outputFlag) only.
func (c *Candidate) outputAlias(flag string) bool {
	if strings.HasPrefix(flag, "--") {
		return false
	}
	a, ok := c.Entry.Lookup(flag)
	if !ok || a.Positional || a.Bool {
		return false
	}
	for _, n := range a.Names {
		k := strings.ReplaceAll(strings.TrimLeft(n, "-"), "-", "_")
		if strings.HasPrefix(n, "--") && (outputFlag.MatchString(n) || codeOutputKey.MatchString(k) && !codeInputKey.MatchString(k)) {
			return true
		}
	}
	return false
}

func (c *Candidate) isBool(flag string) bool {
	a, ok := c.Entry.Lookup(flag)
	return ok && a.Bool
}

// configArg records the config argument at words[idx] (value val): a file
// of the repository, a config named without its extension (a recipe launcher's
// `--config llama3_2/1B_lora_single_device`), or a missing one.
func (s *scan) configArg(c *Candidate, idx int, val string) {
	c.ConfigIndex = idx
	if isPlaceholder(val, c.Unknown[idx]) {
		c.ConfigMissing = val
		return
	}
	if p, ok := s.resolveFile(c.Dir, val); ok {
		c.Config = p
		return
	}
	if p := s.configFromURL(val); p != "" {
		c.Config = p
		return
	}
	if p := s.configInDir(c.Dir, val); p != "" {
		c.Config = p
		return
	}
	if p := s.configUnderDirOption(c, val); p != "" {
		// A name under the folder the line's -d/--config-dir names: the
		// launcher joins the two, so the word stays a name.
		c.Config, c.ConfigByName, c.ConfigDir = p, true, path.Dir(p)
		return
	}
	if p := s.configByName(val); p != "" {
		c.Config = p
		return
	}
	if s.searchedConfig(c, val) {
		return
	}
	c.ConfigMissing = val
}

// configByName finds a config given as a name: "llama3_2/1B_lora" is
// recipes/configs/llama3_2/1B_lora.yaml.
func (s *scan) configByName(name string) string {
	if path.Ext(name) != "" && isConfigPath(name) {
		name = strings.TrimSuffix(name, path.Ext(name))
	}
	var found string
	for _, cfg := range s.f.Configs {
		stem := strings.TrimSuffix(cfg.Path, path.Ext(cfg.Path))
		if stem == name || strings.HasSuffix(stem, "/"+name) {
			if found != "" {
				return "" // ambiguous
			}
			found = cfg.Path
		}
	}
	return found
}

var rawURL = regexp.MustCompile(`^https?://(?:raw\.githubusercontent\.com|github\.com)/[^/]+/[^/]+/(?:blob/|raw/)?[^/]+/(.+)$`)

// configFromURL maps a link to the repository's own file on GitHub
// (a README may pass configs as raw.githubusercontent.com URLs) to
// the file in the checkout.
func (s *scan) configFromURL(val string) string {
	m := rawURL.FindStringSubmatch(val)
	if m == nil || !isConfigPath(m[1]) {
		return ""
	}
	if s.repo.isFile(m[1]) {
		return m[1]
	}
	return ""
}

// configInDir finds the one config file in a folder a command names
// (env=examples/NAME naming a folder that holds config.json).
func (s *scan) configInDir(dir, val string) string {
	for _, base := range ancestors(dir) {
		d := path.Clean(path.Join(base, strings.TrimPrefix(val, "./")))
		if !s.repo.isDir(d) {
			continue
		}
		var found []string
		for _, n := range []string{"config.json", "config.yaml", "config.yml", "config.toml"} {
			if s.repo.isFile(d + "/" + n) {
				found = append(found, d+"/"+n)
			}
		}
		if len(found) == 1 {
			return found[0]
		}
	}
	return ""
}

// ancestors lists a folder and the folders above it, up to the root ("").
func ancestors(dir string) []string {
	var out []string
	for dir != "" && dir != "." {
		out = append(out, dir)
		dir = path.Dir(dir)
		if dir == "." {
			dir = ""
		}
	}
	return append(out, "")
}

// keyValueConfig reports a key=value word whose key names a config or an
// environment folder (env=examples/x, config=x.yaml).
func keyValueConfig(w string) bool {
	k, v, ok := strings.Cut(w, "=")
	return ok && v != "" && (k == "env" || k == "config" || k == "cfg")
}

// configKV records a key=value config word when its value resolves.
func (s *scan) configKV(c *Candidate, i int, w string) bool {
	k, v, _ := strings.Cut(w, "=")
	if p, ok := s.resolveFile(c.Dir, v); ok && isConfigPath(p) {
		c.ConfigIndex, c.ConfigFlag, c.Config = i, k, p
		return true
	}
	if p := s.configInDir(c.Dir, v); p != "" {
		// A folder's name: the trainer finds its config.json itself.
		c.ConfigIndex, c.ConfigFlag, c.Config = i, k, p
		c.ConfigByName, c.ConfigDir = true, path.Dir(p)
		return true
	}
	return false
}

// remoteData reports whether an argument reads data from someone's storage:
// a bucket or cluster URL (s3://, gs://, hdfs://, ...) or a pipe from a
// cloud client (webdataset's "pipe:aws s3 cp s3://... -"). It is where the
// documentation's authors kept their data, not the user's: the user brings
// their own, as for a placeholder. An option named for where the run saves
// or syncs to (--remote-sync s3://..., --logs) is not data read.
func remoteData(flag, val string) bool {
	if !storageURL.MatchString(val) && !strings.HasPrefix(val, "pipe:") {
		return false
	}
	for _, part := range strings.FieldsFunc(strings.ToLower(flag), func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		switch part {
		case "out", "output", "save", "sync", "upload", "push", "log", "logs", "dest", "destination", "report":
			return false
		}
	}
	return true
}

var storageURL = regexp.MustCompile(`(?i)(^|[\s:])(s3|s3a|gs|gcs|az|abfss?|hdfs|wasbs?|oss|r2)://`)

// userFile reports a value naming a local file the user brings (weights,
// a dataset, a dataset config) that the repository does not have:
// sd_xl_base_1.0.safetensors, my_dataset_config.toml.
func (s *scan) userFile(c *Candidate, val string) bool {
	switch strings.ToLower(path.Ext(val)) {
	case ".safetensors", ".ckpt", ".pt", ".pth", ".bin", ".gguf", ".toml", ".jsonl", ".csv", ".parquet", ".tar", ".zip", ".yaml", ".yml", ".json":
	default:
		return false
	}
	if strings.Contains(val, "://") {
		return false
	}
	_, ok := s.resolveFile(c.Dir, val)
	return !ok && s.searchedFile(val) == ""
}
