package project

import (
	"strings"
	"testing"
)

// TestInitHydraRunFolderIsTheOutput: a Hydra entry point that names no
// output folder writes in its job's run folder: the literal start of
// hydra.run.dir in the config its decorator composes or in a config of
// that folder (a `# @package _global_` group file), else Hydra's own
// outputs/ (issue 39, held-out 8's mdlm), or the run.dir of a config in
// the hydra group itself (held-out 34's lama, `# @package _group_` in
// configs/training/hydra/; ashleve/lightning-hydra-template's
// configs/hydra/default.yaml, whose run folder starts with another
// group's ${paths.log_dir} and so says nothing: not Hydra's outputs/). Fixtures of our own text
// shaped like kuleshov-group/mdlm (./outputs/${data.train}/${now:...} in
// configs/config.yaml, under docrank/sbatch-hydra) and PiotrNawrot/nanoT5
// (./logs/${now:...} in configs/local_env/default.yaml, job.chdir), and a
// config that sets no run folder. The precision case: two group files
// that set different run folders say nothing (./output, with its CHECK).
func TestInitHydraRunFolderIsTheOutput(t *testing.T) {
	for _, tc := range []struct{ dir, output, from string }{
		{"docrank/sbatch-hydra", "./outputs", "hydra.run.dir in configs/config.yaml"},
		{"hydraout/groupfile", "./logs", "hydra.run.dir in configs/local_env/default.yaml"},
		{"hydraout/hydradefault", "./outputs", "Hydra default run folder"},
		{"hydraout/disagree", "./output", ""},
		{"hydraout/hydragroup", "./experiments", "hydra.run.dir in configs/hydra/overrides.yaml"},
		{"hydraout/hydragroupinterp", "./output", ""},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			d, yaml := detectAndRender(t, copyTree(t, "testdata/"+tc.dir), InitOptions{})
			if d.Volumes.Output != tc.output {
				t.Fatalf("volumes.output %q, want %q (command %q, notes %q)", d.Volumes.Output, tc.output, d.Command, d.Notes)
			}
			if tc.from != "" && !strings.Contains(string(yaml)+strings.Join(d.Notes, "\n"), tc.from) {
				t.Errorf("nothing says %q: %s", tc.from, yaml)
			}
		})
	}
}
