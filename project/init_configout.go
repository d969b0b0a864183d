package project

import (
	"regexp"
	"slices"
	"strings"

	"github.com/spkit-dev/spkit/reposcan"
	"github.com/spkit-dev/spkit/trainconfig"
)

// Where a trainer config says the outputs go (init_output.go decides the
// output from this and the other rules).

// trainerConfig is the config the trainer reads: train.config (merged
// with the profiles' overrides: merged is true), or the config the command
// names by name and spkit does not replace.
func (d *Detection) trainerConfig() (p string, merged bool) {
	switch {
	case d.MainConfig != "":
		return d.MainConfig, true
	case d.launch != nil && d.launch.ConfigByName:
		return d.launch.Config, false
	}
	return "", false
}

// savesTo is an option's help that says the run is saved there ("save to
// project/name"), whatever the option is called.
var savesTo = regexp.MustCompile(`(?i)^\s*(save[sd]?|write[s]?|output[s]?)\s+(to|in|into)\b`)

func isOutputKey(k string) bool {
	return slices.Contains(trainconfig.OutputKeys, k) || slices.Contains(moreOutputKeys, k) || k == "output" || k == "out"
}

// moreOutputKeys are the other names trainers give the folder they write
// checkpoints to, at the top of a config or nested in it
// (checkpoints.checkpoints_path), after trainconfig.OutputKeys.
var moreOutputKeys = []string{"checkpoints_path", "checkpoint_path", "checkpoint_dir", "checkpoints_dir", "ckpt_dir", "save_folder", "output_directory", "dump_dir", "work_dir", "results_dir", "basedir", "base_dir"}

// outputConstants are module-level names a trainer keeps its output
// folder in, best first; log_dir last (a trainer with no other folder
// writes its checkpoints beside its logs).
var outputConstants = []string{"out_dir", "output_dir", "save_dir", "checkpoint_dir", "ckpt_dir", "results_dir", "log_dir"}

// saveParents are config sections whose "path" (or "dir") is the folder
// checkpoints are saved to (save.path, checkpoint.dir).
var saveParents = []string{"save", "checkpoint", "checkpoints", "checkpointing", "output"}

// configOutput is the config's output folder: a known key at any depth,
// or the path of a save section; a string that reads as a path.
func configOutput(cfg *reposcan.Config) (string, string, bool) {
	for _, keys := range [][]string{trainconfig.OutputKeys, moreOutputKeys} {
		if key, v, ok := cfg.Value(keys...); ok {
			if s, isStr := v.(string); isStr && looksPath(s) {
				return key, s, true
			}
		}
	}
	for _, parent := range saveParents {
		_, v, ok := cfg.Value(parent)
		m, isMap := v.(map[string]any)
		if !ok || !isMap {
			continue
		}
		for _, leaf := range []string{"path", "dir", "folder"} {
			if s, isStr := m[leaf].(string); isStr && looksPath(s) {
				return parent + "." + leaf, s, true
			}
		}
	}
	return "", "", false
}

// looksPath reports a config value that can be a folder: not empty, not
// a boolean or a template that is filled later.
func looksPath(s string) bool {
	return s != "" && !falseValue.MatchString(s) && !boolValue.MatchString(s) && !strings.ContainsAny(s, " \t\n")
}
