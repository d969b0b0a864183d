package project

import (
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/profiles"
)

// TestInitQuickStartSubsection: a README line under a quick start's own
// subsection whose heading says nothing of what it runs ("Command Line
// Interface (Recommended)", "Without Docker") is the quick start's line,
// what a new user runs first; an example script the README links to,
// running the same trainer another way, does not replace it. Shapes:
// held-out 26's ms-swift (modelscope/ms-swift: `CUDA_VISIBLE_DEVICES=0
// swift sft ... --tuner_type lora` under "Quick Start" > "Command Line
// Interface (Recommended)", beside examples/train/full/train.sh's
// full-parameter `swift sft`, which used to win the fold by 3 points) and
// milesial/Pytorch-UNet (`python train.py --amp` under "Quick start" >
// "Without Docker", which read as a section about Docker). The quick
// start's line is not "under no heading" against a rival under a
// training heading in another document (ms-swift's `megatron sft` in its
// Megatron docs): it is written, not capped under the bar. Precision: a
// heading that says something else stays what it says (the Inference
// subsection's line is not the training line).
func TestInitQuickStartSubsection(t *testing.T) {
	for _, tc := range []struct{ dir, want, not string }{
		{"testdata/quicksub/clisub", "tunekit sft --model Qwen/Qwen3-4B-Instruct-2507 --tuner_type lora", "full"},
		{"testdata/quicksub/nodocker", "python train.py --amp", "--epochs"},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			d, err := Detect(copyTree(t, tc.dir), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			if err != nil {
				t.Fatalf("refused: %v", err)
			}
			got := strings.Join(d.Command, " ")
			if !strings.HasPrefix(got, tc.want) || slices.Contains(d.Command, tc.not) {
				t.Errorf("command %q, want the quick start's %q", got, tc.want)
			}
			if dec, _ := d.Decision("command"); dec.Confidence < evidenceBars[0].bar {
				t.Errorf("command confidence %d (%s), want at least the bar %d", dec.Confidence, dec.Why, evidenceBars[0].bar)
			}
			if slices.Contains(d.Command, "infer") {
				t.Errorf("command %q runs the Inference subsection's line", got)
			}
		})
	}
}
