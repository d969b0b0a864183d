package reposcan

import (
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Ranking configs as the trainer's: by kind, by who names them, by name.

// rankConfigs orders the configs as trainer configs for the top launch
// candidate (see ConfigsFor).
func (s *scan) rankConfigs() {
	var top *Candidate
	if len(s.f.Launches) > 0 {
		top = s.f.Launches[0]
	}
	s.f.Configs = s.configsFor(top)
}

// ConfigsFor ranks the configs as the trainer config of launch c (nil:
// no launch chosen): the one the line names first, then those its entry
// point's source mentions, then trainer configs by folder and name.
func (f *Findings) ConfigsFor(c *Candidate) []*Config {
	if f.scan == nil {
		return f.Configs
	}
	return f.scan.configsFor(c)
}

var (
	junkName = regexp.MustCompile(`(?i)(^|[^a-z])(test|tests|ci|debug|dummy|tiny|mock|extract|eval|inference|infer|generate|sample_prompts|merge|export|convert|quantize|caption)([^a-z]|$)`)
)

func (s *scan) configsFor(c *Candidate) []*Config {
	out := make([]*Config, len(s.f.Configs))
	for i, cfg := range s.f.Configs {
		x := *cfg
		x.Score, x.Evidence = 0, nil
		out[i] = &x
	}
	if s.docMentions == nil {
		s.docMentions = s.configMentions()
	}
	var mentioned string
	if c != nil && c.Entry != nil {
		mentioned = s.repo.text(c.Entry.File)
	}
	for _, cfg := range out {
		s.scoreConfigUse(cfg, c, mentioned)
		s.scoreConfigName(cfg)
		if c != nil && c.Entry != nil && cfg.Format == "py" && !strings.HasSuffix(c.Target, ".py") {
			cfg.add(-10, "a Python config for a non-script launch")
		}
		if c != nil && c.Entry != nil && c.Entry.KeyValue && cfg.Format == "py" {
			cfg.add(15, "a Python config the script's configurator reads")
		}
	}
	slices.SortStableFunc(out, func(a, b *Config) int {
		if a.Score != b.Score {
			return b.Score - a.Score
		}
		return strings.Compare(a.Path, b.Path)
	})
	return out
}

func (cfg *Config) add(n int, why string) {
	cfg.Score += n
	cfg.Evidence = append(cfg.Evidence, fmt.Sprintf("%+d %s", n, Visible(why)))
}

// scoreConfigUse rates a config by its kind and by who names it: the
// training command, its entry point (text mentioned), a document.
func (s *scan) scoreConfigUse(cfg *Config, c *Candidate, mentioned string) {
	switch cfg.Kind {
	case ConfigTrainer:
		cfg.add(20, "trainer settings ("+cfg.Why+")")
	case ConfigLauncher, ConfigDataset:
		cfg.add(-40, cfg.Why)
	default:
		cfg.add(-30, cfg.Why)
	}
	if c != nil && c.Config == cfg.Path {
		cfg.add(100, "named by the training command")
	}
	if mentioned != "" && strings.Contains(mentioned, cfg.Path) {
		cfg.add(30, "named in "+c.Entry.File)
	}
	if doc := s.docMentions[cfg.Path]; doc != "" {
		if readmeName.MatchString(doc) {
			cfg.add(25, "named in "+doc)
		} else {
			cfg.add(10, "named in "+doc)
		}
	}
}

// scoreConfigName rates a config by where it sits and what it is named.
func (s *scan) scoreConfigName(cfg *Config) {
	switch d := configFolder(cfg.Path); d {
	case "":
		if !strings.Contains(cfg.Path, "/") {
			cfg.add(3, "at the top")
		}
	case "examples", "example":
		cfg.add(5, "under "+d+"/")
	default:
		cfg.add(10, "under "+d+"/")
	}
	if depth := strings.Count(cfg.Path, "/"); depth > 2 {
		cfg.add(-(depth - 2), "nested deep")
	}
	stem := strings.TrimSuffix(path.Base(cfg.Path), path.Ext(cfg.Path))
	if trainerName.MatchString(stem) {
		cfg.add(8, "named for training")
	}
	if junkName.MatchString(cfg.Path) {
		cfg.add(-15, "named for something else than training")
	}
	if s.hardwareName(cfg.Path) {
		cfg.add(-5, "named for hardware (a variant)")
	}
}

// configMentions maps configs to the first document (the top README
// first) whose text names their path.
func (s *scan) configMentions() map[string]string {
	out := map[string]string{}
	for _, doc := range s.documents() {
		text := s.docText(doc)
		for _, cfg := range s.f.Configs {
			if _, ok := out[cfg.Path]; !ok && strings.Contains(text, cfg.Path) {
				out[cfg.Path] = doc
			}
		}
	}
	return out
}
