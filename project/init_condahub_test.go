package project

import (
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitCondaPackageListsAndPins: a requirements.txt that is a conda
// package list (`conda list --export` or `--explicit` output) is not pip
// requirements, and with nothing else saying what pip installs init
// refuses, naming it; with no requirements file, the pip: section of the
// conda environment file pins torch like a requirements file (issue 39,
// held-out 8). Fixtures of our own text shaped like sthalles/SimCLR
// (requirements.txt from `conda list --export`), a `conda list --explicit`
// spec, princeton-nlp/SimPO (a full environment.yml export whose pip:
// section pins torch==2.2.2) and Vision-CAIR/MiniGPT-4 (a short
// environment.yml with torch==2.0.0 under pip:). The precision cases: pip
// requirements with == pins stay requirements; conda's own pytorch=1.12.1
// (a conda build, as in CompVis/latent-diffusion) pins nothing; an
// environment file beside a requirements file is not read.
func TestInitCondaPackageListsAndPins(t *testing.T) {
	for _, tc := range []struct {
		name, refusal, requirements string
	}{
		{"condaexport", "requirements.txt is a conda package list", ""},
		{"condaexplicit", "requirements.txt is a conda package list", ""},
		{"pipreqs", "", "requirements.txt"},
		{"envpip", "environment.yml:11: torch==2.2.2", ""},
		{"envpip2", "environment.yml:10: torch==2.0.0", ""},
		{"envconda", "", ""},
		{"envwithreqs", "", "requirements.txt"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Detect(copyTree(t, "testdata/condahub/"+tc.name), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			switch {
			case tc.refusal != "" && err == nil:
				t.Fatalf("written (requirements %q, torch %s), want a refusal saying %q", d.Requirements, d.Torch.Torch, tc.refusal)
			case tc.refusal != "" && !strings.Contains(err.Error(), tc.refusal):
				t.Fatalf("refused: %v; want it to say %q", err, tc.refusal)
			case tc.refusal == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.refusal == "" && d.Requirements != tc.requirements:
				t.Errorf("requirements %q, want %q", d.Requirements, tc.requirements)
			}
		})
	}
}

// TestInitConfigNamesAHubDestination: a trainer config that names a model
// hub destination (hub_model_id, hub_strategy) with push_to_hub false, or
// with no switch at all, gets a SAFETY line naming it: spkit.yaml says the
// run would upload there (issue 39, held-out 8). Fixtures of our own text
// shaped like princeton-nlp/SimPO (hub_model_id: simpo-exps, push_to_hub:
// false) and axolotl (hub_model_id and hub_strategy: every_save, no
// switch). The precision case: report_to: wandb alone is a metrics
// logger, said nowhere as an upload.
func TestInitConfigNamesAHubDestination(t *testing.T) {
	for _, tc := range []struct {
		name string
		says []string
	}{
		{"hubid", []string{"hub_model_id: po-exps", "push_to_hub: false", "uploads nothing as written"}},
		{"hubstrategy", []string{"hub_model_id: my-user/open-llama-lora", "hub_strategy: every_save", "no push_to_hub switch"}},
		{"reportonly", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, yaml := detectAndRender(t, copyTree(t, "testdata/condahub/"+tc.name), InitOptions{})
			safety := strings.Join(d.Safety, "\n")
			if tc.says == nil && safety != "" {
				t.Errorf("safety lines %q, want none (report_to is not an upload)", safety)
			}
			for _, s := range tc.says {
				if !strings.Contains(safety, s) || !strings.Contains(string(yaml), s) {
					t.Errorf("neither safety nor spkit.yaml says %q: %q", s, safety)
				}
			}
		})
	}
}
