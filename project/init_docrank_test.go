package project

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/reposcan"
)

// TestInitDocumentedLineBeatsClusterAndRetiredScripts: the README's own
// training line outranks a SLURM batch script (#SBATCH headers, srun: a
// cluster's launcher, which fails in a container) and a script kept in an
// archive/ or legacy/ folder that names a config (issue 39, held-out 8).
// Fixtures of our own text shaped like kuleshov-group/mdlm (a hydra
// `python main.py model=small ...` line and inline links to sbatch
// scripts), mlfoundations/open_flamingo (an example Slurm script beside
// the documented command), OptimalScale/LMFlow (README `bash
// ./scripts/run_finetune.sh --model_name_or_path gpt2 ...` against
// scripts/archive/run_iterative_dpo.sh's config line) and a classifier
// whose legacy/ folder keeps its first trainer. The precision cases: the
// documented wrapper that is not a batch script still wins (archive,
// legacy), and the penalty is only for scripts with #SBATCH or srun.
func TestInitDocumentedLineBeatsClusterAndRetiredScripts(t *testing.T) {
	for _, tc := range []struct {
		name, command, evidence string
	}{
		{"sbatch-hydra", "python main.py model=small", "a SLURM batch script"},
		{"sbatch-srun", "python train/train.py --lm_path facebook/opt-125m", "a SLURM batch script"},
		{"archive", "bash ./scripts/run_finetune.sh --model_name_or_path gpt2", "kept in archive (retired)"},
		{"legacy", "bash scripts/train.sh", "kept in legacy (retired)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := copyTree(t, "testdata/docrank/"+tc.name)
			d, err := Detect(dir, InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if got := strings.Join(d.Command, " "); !strings.HasPrefix(got, tc.command) {
				t.Errorf("command %q, want %q...", got, tc.command)
			}
			f, err := reposcan.Scan(dir)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.ContainsFunc(f.Launches, func(c *reposcan.Candidate) bool {
				return slices.ContainsFunc(c.Evidence, func(e string) bool { return strings.Contains(e, tc.evidence) })
			}) {
				t.Errorf("no candidate says %q", tc.evidence)
			}
			for _, c := range f.Launches {
				if strings.Contains(strings.Join(c.Evidence, " "), "SLURM") && !strings.HasPrefix(tc.name, "sbatch") {
					t.Errorf("%s called a SLURM script: %q", c.Target, c.Evidence)
				}
			}
		})
	}
}

// TestInitInstallBlockEndsWithTheRun: a heading about installing only
// ("Installation", "Install dependencies with pip or conda") whose block
// ends by running one of the repository's Python files does not count
// against that line (issue 39, held-out 8). Fixtures of our own text
// shaped like sthalles/SimCLR (conda env create; conda activate; python
// run.py) and tpantsar/miinaharava (pip install -r requirements.txt;
// python main.py). The precision case: an install block ending in a
// download script is still not the run; the Training section's line is.
func TestInitInstallBlockEndsWithTheRun(t *testing.T) {
	for _, tc := range []struct{ name, command string }{
		{"installrun", "python run.py"},
		{"installrun2", "python main.py"},
		{"installdownload", "python train.py --epochs 20"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Detect(copyTree(t, "testdata/docrank/"+tc.name), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			if got := strings.Join(d.Command, " "); got != tc.command {
				t.Errorf("command %q, want %q", got, tc.command)
			}
		})
	}
}
