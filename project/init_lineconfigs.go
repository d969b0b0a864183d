package project

import (
	"path"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/reposcan"
)

// The configs a documented line trains with, for the data guard
// (init_missingdata.go) and the config-holes guard (init_cfgplace.go): the
// config it names, its includes, and a config passed under an option
// spkit does not know as a config option.

// lineConfigs are the trainer config the line names (or, when it leaves
// its config open, the best-ranked trainer config, the one init would
// pick, or the one its wrapper script builds from the line's arguments:
// init_shellconfig.go) and the config files it includes, two levels deep.
func (d *Detection) lineConfigs(dir string, c *reposcan.Candidate) []string {
	first := c.Config
	if first == "" && c.ConfigIndex >= 0 && d.findings != nil {
		for _, cfg := range d.findings.ConfigsFor(c) {
			if cfg.Kind == reposcan.ConfigTrainer {
				first = cfg.Path
				break
			}
		}
	}
	if first == "" {
		first = shellConfig(dir, c)
	}
	if first == "" {
		first = argConfig(dir, c)
	}
	if first == "" {
		return nil
	}
	return withIncludes(dir, first)
}

// withIncludes is a config and the config files it includes, and theirs
// (_base_ lists, defaults, argbind's $include), each resolved from the
// including file's folder or else from the root, at most 12.
func withIncludes(dir, first string) []string {
	out := []string{first}
	for i := 0; i < len(out) && i < 4; i++ {
		for _, m := range baseRef.FindAllStringSubmatch(readRepoText(dir, out[i], fsutil.MaxConfigBytes), 20) {
			ref := m[1] + m[2]
			for _, p := range []string{path.Join(path.Dir(out[i]), ref), path.Clean(ref)} {
				if shipped(dir, p) {
					if !slices.Contains(out, p) && len(out) < 12 {
						out = append(out, p)
					}
					break
				}
			}
		}
	}
	return out
}

// argConfig is a config file the line passes under an option spkit does
// not know as a config option (--args.load conf/exp.yml): the first
// argument with a config's extension that the checkout ships.
func argConfig(dir string, c *reposcan.Candidate) string {
	for _, w := range configArgs(c) {
		for _, b := range lineBases(c) {
			if p := path.Join(b, w); !strings.HasPrefix(p, "../") && shipped(dir, p) {
				return p
			}
		}
	}
	return ""
}

// configArgs are the line's relative arguments (or --opt=value values)
// with a config file's extension, as written.
func configArgs(c *reposcan.Candidate) []string {
	var out []string
	for _, w := range c.Args() {
		if _, v, ok := strings.Cut(w, "="); ok && strings.HasPrefix(w, "-") {
			w = v
		}
		switch strings.ToLower(path.Ext(w)) {
		case ".yaml", ".yml", ".json", ".toml":
			if !path.IsAbs(w) {
				out = append(out, w)
			}
		}
	}
	return out
}
