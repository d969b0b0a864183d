package reposcan

import (
	"path"
	"regexp"
	"strings"
)

// A Hydra entry point (@hydra.main) is given its config by name: `--config-name
// NAME` (-cn) is looked up in the decorator's config_path, or in the folder
// `--config-path`/`--config-dir` names. The word is a name, never a path:
// put a file's path there and Hydra looks for a config of that name.

var (
	hydraMain = regexp.MustCompile(`@hydra\.main\(`)
	// hydraNameFlag is Hydra's own option for the config's name.
	hydraNameFlag = regexp.MustCompile(`^(--config-name|-cn)$`)
)

// readHydra marks a Hydra entry point and keeps its decorator's
// config_path when it is a literal ("" when it is code, as
// files("pkg").joinpath("configs") or Path(__file__).parent / "conf").
func (e *Entry) readHydra(src string) {
	loc := hydraMain.FindStringIndex(src)
	if loc == nil {
		return
	}
	e.Parser = "hydra"
	call, ok := balanced(src, loc[1]-1)
	if !ok {
		return
	}
	for _, part := range splitTop(call) {
		k, v, ok := strings.Cut(part, "=")
		m := stringLit.FindStringSubmatch(v)
		if !ok || m == nil || strings.TrimSpace(v) != strings.TrimSpace(m[0]) {
			continue
		}
		switch strings.TrimSpace(k) {
		case "config_path":
			e.HydraConfigPath, e.HydraPathLiteral = m[1]+m[2], true
		case "config_name":
			e.HydraConfigName = m[1] + m[2]
		}
	}
	// Hydra 0.11's form names the file itself, config_path="conf/config.yaml"
	// with no config_name (https://hydra.cc/docs/0.11/tutorial/config_file):
	// its folder is the config path, its base the name.
	if ext := path.Ext(e.HydraConfigPath); e.HydraConfigName == "" && (ext == ".yaml" || ext == ".yml") {
		e.HydraConfigName = strings.TrimSuffix(path.Base(e.HydraConfigPath), ext)
		e.HydraConfigPath = path.Dir(e.HydraConfigPath)
	}
}

// hydraNameConfig reads `--config-name NAME` given to a Hydra entry point
// without a config folder on the line: the config is NAME in the
// decorator's literal config_path, or (when that is code) the one config
// of the repository with that name. The line keeps the name
// (ConfigByName); false when it names none that resolves.
func (s *scan) hydraNameConfig(c *Candidate) bool {
	if c.Entry == nil || c.Entry.Parser != "hydra" {
		return false
	}
	name, ni := optionValue(c.Words, c.ArgStart, hydraNameFlag)
	if ni < 0 || c.Unknown[ni] || isPlaceholder(name, false) || strings.Contains(name, "/") {
		return false
	}
	p := ""
	if c.Entry.HydraPathLiteral {
		p = s.configNamed(path.Clean(path.Join(path.Dir(c.Entry.File), c.Entry.HydraConfigPath)), name)
	} else {
		p = s.configByName(name)
	}
	if p == "" {
		return false
	}
	flag := c.Words[ni-1]
	if k, _, ok := strings.Cut(c.Words[ni], "="); ok && strings.HasPrefix(k, "-") {
		flag = k
	}
	c.ConfigIndex, c.ConfigFlag, c.Config = ni, flag, p
	c.ConfigDir, c.ConfigByName = path.Dir(p), true
	return true
}
