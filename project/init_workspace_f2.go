package project

import (
	"fmt"
	"regexp"
	"strings"
)

// A run's workspace: NeRF and text-to-3D trainers take `--workspace trial`
// (default "workspace") and keep the run there, its checkpoints in
// workspace/checkpoints, its logs and renders beside them. The option says
// where the run lives as an output option does; a workspace named for a
// tracker (a W&B or Comet workspace) is an account, not a folder.

// workspaceKeys are the option names (as keys) for a run's folder that
// outputFlag does not spell.
var workspaceKeys = []string{"workspace", "workspace_path", "work_space"}

// trackerHelp is an option's help naming an experiment tracker or a cloud
// account: its workspace is a name there.
var trackerHelp = regexp.MustCompile(`(?i)wandb|weights\s*(&|and)\s*biases|comet|neptune|mlflow|azure|entity|account|team`)

// workspacePlace is the folder a launched entry keeps its run in: the
// command's value for a declared --workspace, or, with orDefault, the
// option's default when the command passes none. The entry must declare the option with a value (not a switch) and not
// as a tracker's workspace.
func (d *Detection) workspacePlace(orDefault bool) (writePlace, bool) {
	c := d.launch
	if c == nil || c.Entry == nil {
		return writePlace{}, false
	}
	for _, a := range c.Entry.Args {
		if a.Positional || a.Bool || !isWorkspaceKey(a.Key()) || trackerHelp.MatchString(a.Help) {
			continue
		}
		for i, w := range d.Command {
			flag, v, eq := strings.Cut(w, "=")
			if _, ok := c.Entry.Lookup(flag); !ok || !strings.HasPrefix(flag, "-") || !isWorkspaceKey(strings.ReplaceAll(strings.TrimLeft(flag, "-"), "-", "_")) {
				continue
			}
			idx := i
			if !eq && i+1 < len(d.Command) {
				idx, v = i+1, d.Command[i+1]
			}
			if looksPath(v) && v != ConfigToken && !strings.HasPrefix(v, "-") {
				return writePlace{value: v, from: "the command's " + flag, argIndex: idx}, true
			}
		}
		if orDefault && looksPath(a.Default) {
			return writePlace{value: a.Default, from: fmt.Sprintf("%s's %s default", c.Entry.File, a.Flag()), argIndex: -1, addFlag: a.Flag()}, true
		}
	}
	return writePlace{}, false
}

func isWorkspaceKey(k string) bool {
	for _, w := range workspaceKeys {
		if k == w {
			return true
		}
	}
	return false
}
