package compose

import (
	"fmt"
	"io"

	"github.com/spkit-dev/spkit/project"
	"github.com/spkit-dev/spkit/trainconfig"
)

// WriteOverrides writes, per target, which trainer config it merges into
// which generated file, and what changed (spkit compose --show-overrides).
func WriteOverrides(w io.Writer, targets []*project.Target, changes map[string][]trainconfig.Change) {
	for _, t := range targets {
		name := t.Profile.Name
		if t.TrainConfig == "" {
			fmt.Fprintf(w, "%s: no train.config, nothing to override\n", name)
			continue
		}
		fmt.Fprintf(w, "%s: %s -> %s\n", name, t.TrainConfig, GeneratedTrainConfig(name, t.TrainConfig))
		if len(changes[name]) == 0 {
			fmt.Fprintln(w, "  (no changes)")
		}
		for _, c := range changes[name] {
			fmt.Fprintf(w, "  %s\n", c)
		}
	}
}
