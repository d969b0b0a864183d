package project

import (
	"fmt"
	"path"

	"github.com/spkit-dev/spkit/reposcan"
)

// A launcher given its configs by name in one folder (-d configs model.yml
// local.yml) merges them: the folder the trainer writes to may be set
// in a config beside the one init reads first. Such merged configs are
// Megatron-style argument files, where `save` is the checkpoint folder.

// lineConfigsPlace is where the trainer writes by a config the line names
// beside its trainer config, in the same folder; false when none says.
func (d *Detection) lineConfigsPlace(f *reposcan.Findings) (writePlace, bool) {
	c := d.launch
	if c == nil || !c.ConfigByName || c.ConfigDir == "" {
		return writePlace{}, false
	}
	for i := c.ArgStart; i < len(c.Words); i++ {
		if i == c.ConfigIndex {
			continue
		}
		p := path.Join(c.ConfigDir, c.Words[i])
		for _, cfg := range f.Configs {
			if cfg.Path != p {
				continue
			}
			if key, s, ok := configOutput(cfg); ok {
				return writePlace{value: s, from: fmt.Sprintf("%s in %s", key, cfg.Path), argIndex: -1}, true
			}
			if _, v, ok := cfg.Value("save"); ok {
				if s, isStr := v.(string); isStr && looksPath(s) {
					return writePlace{value: s, from: fmt.Sprintf("save in %s, merged with %s", cfg.Path, c.Config), argIndex: -1}, true
				}
			}
		}
	}
	return writePlace{}, false
}
