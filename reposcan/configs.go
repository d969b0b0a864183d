package reposcan

import (
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/pelletier/go-toml/v2"
	"gopkg.in/yaml.v3"
)

// ConfigKind says what a configuration file configures.
type ConfigKind string

const (
	ConfigTrainer  ConfigKind = "trainer"  // the trainer's own settings
	ConfigLauncher ConfigKind = "launcher" // accelerate, DeepSpeed, FSDP launcher settings
	ConfigDataset  ConfigKind = "dataset"  // a dataset registry or dataset settings
	ConfigOther    ConfigKind = "other"    // tooling, CI, anything else
)

// Config is a configuration file of the repository.
type Config struct {
	Path   string
	Format string // yaml, json, toml, py
	Kind   ConfigKind
	// Why says how Kind was decided ("keys compute_environment,
	// distributed_type: an accelerate config").
	Why string
	// Keys are its top-level keys (leading dashes dropped: a JSON config
	// writes "--output_dir"), and the keys one level down.
	Keys []string
	// Score and Evidence rank it as the trainer config (see rankConfigs).
	Score    int
	Evidence []string
	data     any
}

// notConfig are files that look like configs but configure tooling.
var notConfig = regexp.MustCompile(`(?i)(^|/)(\.github|\.circleci|\.gitlab|docker|\.devcontainer|tests?|docs?|\.?ci)/|(^|/)(pyproject\.toml|package(-lock)?\.json|tsconfig\.json|\.pre-commit-config\.yaml|mkdocs\.ya?ml|environment\.ya?ml|docker-compose[\w.-]*\.ya?ml|compose\.ya?ml|codecov\.ya?ml|\.readthedocs\.ya?ml|readthedocs\.ya?ml|citation\.cff|renovate\.json|\.?ruff\.toml|setup\.cfg|tox\.ini|pytest\.ini|mypy\.ini|\.flake8|\.pylintrc|typos\.toml|_typos\.toml|cog\.yaml|spkit\.yaml|uv\.lock|poetry\.lock|Pipfile|\.markdownlint[\w.]*|\.prettierrc[\w.]*|\.yamllint[\w.]*|\.editorconfig|model_index\.json|tokenizer[\w_]*\.json|vocab\.json|special_tokens_map\.json|.*\.schema\.json)$`)

// findConfigs lists YAML, JSON and TOML files in the config folders and at
// the top, Python files in config folders, and `key = value` text configs
// (configargparse), classified.
func (s *scan) findConfigs() []*Config {
	var out []*Config
	size := int64(0)
	for _, cp := range s.configPaths() {
		if size += s.repo.size(cp.path); size > maxConfigBytes || len(out) >= maxConfigs {
			s.note("classified %d config files (at most %d, %d MiB in all, shallow ones first): %s and the rest are not read", len(out), maxConfigs, maxConfigBytes>>20, cp.path)
			break
		}
		c := &Config{Path: cp.path, Format: cp.format}
		s.classifyConfig(c)
		if c.Format == "kv" && c.data == nil {
			continue // a text file that is not key = value settings
		}
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b *Config) int { return strings.Compare(a.Path, b.Path) })
	return out
}

type configPath struct{ path, format string }

// configPaths are the files that may be configs, shallow ones first.
func (s *scan) configPaths() []configPath {
	var out []configPath
	for _, f := range s.repo.files {
		format := configFormat(f)
		if format == "" || notConfig.MatchString(f) {
			continue
		}
		// .json.example and friends are not read (path.Ext gives .example).
		inDir := configFolder(f) != ""
		if format == "py" && !inDir {
			continue
		}
		if format == "py" && (path.Base(f) == "__init__.py" || !strings.Contains(strings.ToLower(f), "config")) {
			continue
		}
		if !inDir && strings.Contains(f, "/") && !strings.Contains(strings.ToLower(f), "config") {
			continue
		}
		out = append(out, configPath{f, format})
	}
	slices.SortStableFunc(out, func(a, b configPath) int { return strings.Count(a.path, "/") - strings.Count(b.path, "/") })
	return out
}

// configFormat is how a config file is read, by its extension ("" for
// none of the config formats).
func configFormat(f string) string {
	lower := strings.ToLower(f)
	if path.Ext(lower) == ".txt" && strings.Contains(lower, "config") && !strings.HasPrefix(path.Base(lower), "requirements") {
		return "kv"
	}
	return map[string]string{".yaml": "yaml", ".yml": "yaml", ".json": "json", ".toml": "toml", ".py": "py"}[path.Ext(lower)]
}

// maxConfigs bounds the config files classified.
const maxConfigs = 5000

// configFolder is the config folder f lies under, or "".
func configFolder(f string) string {
	for _, d := range configDirs {
		if d == anyConfigDir {
			if c := configNamedFolder(f); c != "" {
				return c
			}
		} else if strings.HasPrefix(f, d+"/") || strings.Contains(f, "/"+d+"/") {
			return d
		}
	}
	return ""
}

// configNamedFolder is the first folder on f's path whose name starts
// with "config", or "".
func configNamedFolder(f string) string {
	dirs := strings.Split(f, "/")
	for _, d := range dirs[:len(dirs)-1] {
		if strings.HasPrefix(strings.ToLower(d), "config") {
			return d
		}
	}
	return ""
}

var (
	// trainerKeys name run settings; weakKeys too, but they also appear
	// in model and data files, so one alone does not make a trainer config.
	trainerKeys  = regexp.MustCompile(`^(model_name_or_path|base_model|pretrained_model_name_or_path|model_name|model_path|base_model_name|learning_rate|lr|batch_size|train_batch_size|micro_batch_size|per_device_train_batch_size|gradient_accumulation_steps|num_train_epochs|epochs|max_steps|max_train_steps|max_iters|output_dir|out_dir|save_dir|training_folder|lora_r|lora_rank|lora_alpha|adapter|optimizer|optim|dataset_name|finetuning_type|mixed_precision|gradient_checkpointing|train_data_dir|workspace_dir|pretrained_model_name|job|stage)$`)
	weakKeys     = regexp.MustCompile(`^(model|rank|dataset|datasets|train|training|network|seed|resolution|checkpoint|tokenizer|recipe|trainer|model_type|config)$`)
	launcherKeys = regexp.MustCompile(`^(compute_environment|distributed_type|num_processes|num_machines|machine_rank|main_training_function|deepspeed_config|fsdp_config|zero_optimization|train_micro_batch_size_per_gpu|zero_allow_untested_optimizer|gradient_clipping|megatron_lm_config|dynamo_config|use_cpu|rdzv_backend|same_network|tpu_env)$`)
)

// classify reads the file's keys and decides its kind.
func (s *scan) classifyConfig(c *Config) {
	b, err := s.repo.read(c.Path)
	if err != nil {
		c.Kind, c.Why = ConfigOther, "unreadable: "+firstLine(err.Error())
		return
	}
	c.data = decodeConfig(c.Format, b)
	top, ok := c.data.(map[string]any)
	if !ok {
		c.Kind, c.Why = ConfigOther, "not a mapping of settings"
		return
	}
	c.Keys = configKeys(top)
	var launcher, trainer, weak []string
	for _, k := range c.Keys {
		leaf := k[strings.LastIndex(k, ".")+1:]
		if launcherKeys.MatchString(leaf) {
			launcher = append(launcher, k)
		}
		if trainerKeys.MatchString(leaf) && !strings.Contains(k, ".") {
			trainer = append(trainer, k)
		}
		if weakKeys.MatchString(leaf) && !strings.Contains(k, ".") {
			weak = append(weak, k)
		}
	}
	lowerPath := strings.ToLower(c.Path)
	switch {
	case modelConfig(top):
		c.Kind, c.Why = ConfigOther, "a model's architecture (config.json of a checkpoint), not run settings"
	case networkDefinition(top):
		c.Kind, c.Why = ConfigOther, "a network definition (backbone and head layer tables), not run settings"
	case strings.Contains(lowerPath, "preset"):
		c.Kind, c.Why = ConfigOther, "a preset (a starting point a UI loads), not a run config"
	case len(launcher) >= 2 && len(launcher) >= len(trainer):
		c.Kind = ConfigLauncher
		c.Why = fmt.Sprintf("keys %s: a launcher config (accelerate, DeepSpeed, FSDP)", strings.Join(first(launcher, 3), ", "))
	case datasetRegistry(top) || strings.Contains(strings.ToLower(path.Base(c.Path)), "dataset"):
		c.Kind, c.Why = ConfigDataset, "a dataset registry or dataset settings"
	case len(trainer) >= 1 || len(weak) >= 2:
		c.Kind = ConfigTrainer
		c.Why = fmt.Sprintf("keys %s", strings.Join(first(append(trainer, weak...), 4), ", "))
	default:
		c.Kind, c.Why = ConfigOther, "no trainer settings among its keys"
	}
}

// decodeConfig reads a config file's settings (nil when they do not parse):
// YAML, JSON, TOML, or a Python file's top-level assignments.
func decodeConfig(format string, b []byte) any {
	var v any
	switch format {
	case "yaml":
		if yaml.Unmarshal(b, &v) == nil {
			return v
		}
	case "json":
		if json.Unmarshal(b, &v) == nil {
			return v
		}
	case "toml":
		var m map[string]any
		if toml.Unmarshal(b, &m) == nil {
			return m
		}
	case "kv":
		return decodeKeyValue(string(b))
	case "py":
		m := map[string]any{}
		for _, a := range pyAssign.FindAllStringSubmatch(string(b), -1) {
			m[a[1]] = strings.Trim(a[2], `"' `)
		}
		return m
	}
	return nil
}

// configKeys are a config's keys and its mappings' keys (a.b), sorted.
func configKeys(top map[string]any) []string {
	var keys []string
	for k, v := range top {
		keys = append(keys, strings.TrimLeft(k, "-"))
		if sub, ok := v.(map[string]any); ok {
			for k2 := range sub {
				keys = append(keys, strings.TrimLeft(k, "-")+"."+strings.TrimLeft(k2, "-"))
			}
		}
	}
	slices.Sort(keys)
	return keys
}

// kvLine is a `key = value` line of a text config (configargparse's
// --config files, is_config_file=True: basedir = ./logs).
var kvLine = regexp.MustCompile(`^([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*([^=].*?)\s*$`)

// decodeKeyValue reads a text config whose every setting line is
// `key = value` (# comments and blank lines aside); nil when one is not.
func decodeKeyValue(text string) any {
	m := map[string]any{}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		a := kvLine.FindStringSubmatch(line)
		if a == nil {
			return nil
		}
		m[a[1]] = strings.Trim(a[2], `"'`)
	}
	if len(m) == 0 {
		return nil
	}
	return m
}

var pyAssign = regexp.MustCompile(`(?m)^([a-z_][a-z0-9_]*)\s*=\s*(.+?)\s*(?:#.*)?$`)

// datasetRegistry reports whether every value is a mapping naming files
// or hub datasets (a dataset_info.json).
func datasetRegistry(top map[string]any) bool {
	if len(top) < 2 {
		return false
	}
	for _, v := range top {
		m, ok := v.(map[string]any)
		if !ok {
			return false
		}
		if m["file_name"] == nil && m["hf_hub_url"] == nil && m["ms_hub_url"] == nil && m["script_url"] == nil {
			return false
		}
	}
	return true
}

func first(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// Value finds a key anywhere in the config (depth first, lists walked),
// with or without leading dashes; keys are tried in the order given, so
// the first key found anywhere wins over a later one found sooner.
func (c *Config) Value(keys ...string) (key string, v any, ok bool) {
	for _, k := range keys {
		if key, v, ok = c.find(k); ok {
			return key, v, ok
		}
	}
	return "", nil, false
}

func (c *Config) find(want string) (key string, v any, ok bool) {
	var walk func(n any, prefix string, depth int) bool
	walk = func(n any, prefix string, depth int) bool {
		if depth > 8 {
			return false
		}
		switch n := n.(type) {
		case map[string]any:
			ks := make([]string, 0, len(n))
			for k := range n {
				ks = append(ks, k)
			}
			slices.Sort(ks)
			for _, k := range ks {
				if strings.TrimLeft(k, "-") == want {
					key, v, ok = prefix+k, n[k], true
					return true
				}
			}
			for _, k := range ks {
				if walk(n[k], prefix+k+".", depth+1) {
					return true
				}
			}
		case []any:
			for i, x := range n {
				if walk(x, fmt.Sprintf("%s%d.", prefix, i), depth+1) {
					return true
				}
			}
		}
		return false
	}
	walk(c.data, "", 0)
	return key, v, ok
}

// networkDefinition reports a file that lists a network's layers
// (backbone: and head: as lists of [from, number, module, args]), the
// model file a detector's --cfg takes beside its run settings.
func networkDefinition(top map[string]any) bool {
	backbone, ok1 := top["backbone"].([]any)
	head, ok2 := top["head"].([]any)
	return ok1 && ok2 && len(backbone) > 0 && len(head) > 0
}

// modelConfig reports a Hugging Face model config (architectures,
// hidden_size, vocab_size ...), which describes a network, not a run.
func modelConfig(top map[string]any) bool {
	n := 0
	for _, k := range []string{"architectures", "hidden_size", "vocab_size", "num_attention_heads", "num_hidden_layers", "d_model", "intermediate_size", "_class_name", "_diffusers_version"} {
		if _, ok := top[k]; ok {
			n++
		}
	}
	return n >= 2
}
