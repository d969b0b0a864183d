package project

import (
	"path"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
)

// hydraDefaultRunDir is the folder Hydra runs a job in when no config
// sets hydra.run.dir: outputs/<date>/<time>, the working folder the job
// writes into.
const hydraDefaultRunDir = "outputs"

// hydraRunPlace is where a Hydra entry point's run writes when nothing
// else names a folder: the literal start of hydra.run.dir
// (./outputs/${data.train}/${now:...} is ./outputs), set in the config the
// decorator composes or in a config of its folder that its defaults pull
// in (local_env/default.yaml with `# @package _global_`) or a config of
// its hydra group (hydra/default.yaml's run.dir); Hydra's default
// outputs/ when none of them sets it. Folders that disagree, or a run dir
// that starts with an interpolation or an absolute path, say nothing.
func (d *Detection) hydraRunPlace(f *reposcan.Findings, e *reposcan.Entry) (writePlace, bool) {
	if e == nil || e.Parser != "hydra" || !e.HydraPathLiteral || e.HydraConfigName == "" {
		return writePlace{}, false
	}
	dir := path.Clean(path.Join(path.Dir(e.File), e.HydraConfigPath))
	main := path.Join(dir, e.HydraConfigName)
	var dirs, from []string
	prefix := dir + "/"
	if dir == "." { // the script's own folder is the root: its files, and its hydra group
		prefix, main = "", e.HydraConfigName
	}
	for _, cfg := range f.Configs {
		if !strings.HasPrefix(cfg.Path, prefix) || prefix == "" && strings.Contains(cfg.Path, "/") && !strings.HasPrefix(cfg.Path, "hydra/") {
			continue
		}
		v, ok := cfg.At("hydra.run.dir")
		if !ok && strings.HasPrefix(cfg.Path, prefix+"hydra/") {
			v, ok = cfg.At("run.dir") // a config of the hydra group itself
		}
		if !ok {
			continue
		}
		s, _ := v.(string)
		lit, _, _ := strings.Cut(s, "${")
		if lit = strings.TrimSuffix(lit, "/"); lit == "" || lit == "." || path.IsAbs(lit) || strings.HasPrefix(lit, "~") {
			return writePlace{}, false
		}
		if strings.TrimSuffix(strings.TrimSuffix(cfg.Path, ".yaml"), ".yml") == main {
			return writePlace{value: lit, from: "hydra.run.dir in " + cfg.Path + " (the job's working folder)", argIndex: -1}, true
		}
		if !slices.Contains(dirs, lit) {
			dirs, from = append(dirs, lit), append(from, cfg.Path)
		}
	}
	switch len(dirs) {
	case 0:
		return writePlace{value: "./" + hydraDefaultRunDir, from: e.File + "'s Hydra default run folder (outputs/<date>/<time>)", argIndex: -1}, true
	case 1:
		return writePlace{value: dirs[0], from: "hydra.run.dir in " + from[0] + " (the job's working folder)", argIndex: -1}, true
	}
	return writePlace{}, false
}
