package reposcan

import "strings"

// A config passed with a flag of any name (--fname, --exp, --opt,
// --cfg-path): when no known config flag names the config, an option
// whose value is an existing file of the repository that classifies as
// the trainer's own settings is the config flag. One such option only:
// two leave the line as written. A network definition (--cfg
// cfg/training/net.yaml) is not a trainer config, so it stays literal.

// anyFlagConfig reads the line's one option naming a trainer config file.
func (s *scan) anyFlagConfig(c *Candidate) {
	if c.ConfigIndex >= 0 {
		return
	}
	flag, idx, val := "", -1, ""
	for i := c.ArgStart; i < len(c.Words); i++ {
		f, v, at, ok := optionAt(c.Words, i)
		if !ok || at == c.OutputIndex || !s.trainerConfigFile(c.Dir, v) {
			continue
		}
		if idx >= 0 {
			return // two options name trainer configs: neither is sure
		}
		flag, idx, val = f, at, v
	}
	if idx >= 0 {
		c.ConfigFlag = flag
		s.configArg(c, idx, val)
	}
}

// optionAt reads words[i] as an option with its value (--k v, --k=v);
// at is the value's index.
func optionAt(words []string, i int) (flag, val string, at int, ok bool) {
	w := words[i]
	if !strings.HasPrefix(w, "-") || w == "-" || w == "--" {
		return "", "", -1, false
	}
	if k, v, inline := strings.Cut(w, "="); inline {
		return k, v, i, true
	}
	if i+1 >= len(words) || strings.HasPrefix(words[i+1], "-") {
		return "", "", -1, false
	}
	return w, words[i+1], i + 1, true
}

// trainerConfigFile reports a YAML, JSON or TOML file of the repository
// the scan classified as trainer settings, not a network definition.
func (s *scan) trainerConfigFile(dir, val string) bool {
	switch configFormat(val) {
	case "yaml", "json", "toml":
	default:
		return false
	}
	p, ok := s.resolveFile(dir, val)
	if !ok || s.isNetwork(p) {
		return false
	}
	for _, cfg := range s.f.Configs {
		if cfg.Path == p {
			return cfg.Kind == ConfigTrainer || cfg.Kind == ConfigOther && (nestedTrainerKeys(cfg) >= 2 || lightningRunConfig(cfg))
		}
	}
	return false
}

// nestedTrainerKeys counts the run settings one level down (a config
// grouped as optimization.lr, optimization.epochs, data.batch_size),
// which the classifier, reading the top level, does not count.
func nestedTrainerKeys(cfg *Config) int {
	if modelOrNetwork(cfg) {
		return 0
	}
	n := 0
	for _, k := range cfg.Keys {
		if i := strings.LastIndex(k, "."); i > 0 && trainerKeys.MatchString(k[i+1:]) {
			n++
		}
	}
	return n
}

// lightningRunConfig reports an OmegaConf run config of the kind a
// Lightning main.py --base takes: a model: section naming its class
// (target:) beside a data: section naming its loader or a lightning:
// section with trainer: settings. Its run settings sit two levels down,
// where neither the classifier nor nestedTrainerKeys looks.
func lightningRunConfig(cfg *Config) bool {
	top, ok := cfg.data.(map[string]any)
	if !ok {
		return false
	}
	model, _ := top["model"].(map[string]any)
	if model == nil || model["target"] == nil {
		return false
	}
	data, _ := top["data"].(map[string]any)
	lightning, _ := top["lightning"].(map[string]any)
	return data != nil && data["target"] != nil || lightning != nil && lightning["trainer"] != nil
}

// modelOrNetwork reports a checkpoint's model config or a layer table.
func modelOrNetwork(cfg *Config) bool {
	top, ok := cfg.data.(map[string]any)
	return !ok || modelConfig(top) || networkDefinition(top)
}
