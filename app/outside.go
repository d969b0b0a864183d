package app

import (
	"fmt"
	"io"
	"path"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/trainconfig"
)

// writesOutside says, for a target about to run, where its trainer writes
// outside every read-write mount (its checkpoints would stay in the
// container and go with it): the output arguments of its command and the
// output keys of its merged trainer config.
func writesOutside(t *project.Target, merged []byte) []string {
	spec, err := runspec.Resolve(t, nil)
	if err != nil {
		return nil
	}
	var out []string
	check := func(p, from string) {
		if p == "" || strings.Contains(p, "{") || strings.Contains(p, "$") {
			return
		}
		abs := p
		if !path.IsAbs(p) {
			abs = path.Join(spec.Cwd, p) // relative to where the command starts
		}
		if !underWritableMount(spec, path.Clean(abs)) {
			out = append(out, fmt.Sprintf("profile %s: the trainer writes to %s (%s), outside every mount: its checkpoints would stay in the container; point it under %s",
				t.Profile.Name, p, from, spec.Output.Target))
		}
	}
	cmd := spec.Command
	for i, w := range cmd {
		for _, k := range trainconfig.OutputKeys {
			switch {
			case w == "--"+k && i+1 < len(cmd):
				check(cmd[i+1], "train.command's "+w)
			case strings.HasPrefix(w, "--"+k+"="), strings.HasPrefix(w, k+"="):
				check(w[strings.Index(w, "=")+1:], "train.command's "+w[:strings.Index(w, "=")])
			}
		}
	}
	if len(merged) > 0 && trainconfig.FormatOf(t.TrainConfig) != trainconfig.Other && trainconfig.FormatOf(t.TrainConfig) != trainconfig.TOML {
		var top map[string]any
		if yaml.Unmarshal(merged, &top) == nil {
			for _, k := range trainconfig.OutputKeys {
				for _, key := range []string{k, "--" + k} {
					if v, ok := top[key].(string); ok {
						check(v, key+" in "+t.TrainConfig)
					}
				}
			}
		}
	}
	return out
}

// underWritableMount reports whether p lies in a read-write mount of the
// run (the output folder, the cache volume).
func underWritableMount(s *runspec.Spec, p string) bool {
	for _, m := range s.Mounts {
		if m.ReadOnly {
			continue
		}
		if p == m.Target || strings.HasPrefix(p, strings.TrimSuffix(m.Target, "/")+"/") {
			return true
		}
	}
	return false
}

// warn prints warnings before a run starts.
func warn(w io.Writer, warnings []string) {
	for _, m := range warnings {
		fmt.Fprintf(w, "spkit: warning: %s\n", m)
	}
}
