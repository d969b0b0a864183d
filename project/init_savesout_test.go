package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// fillAsk answers every Fill with one value (a terminal user typing it).
type fillAsk struct {
	scriptedAsk
	value string
}

func (a *fillAsk) Fill(Question) (string, error) { return a.value, nil }

// TestInitUndecidedOutputBySaves: when no rule finds where the trainer
// writes, what the launched code saves decides (issue 39: a missed
// checkpoint folder is silently wrong). Code that saves through a path it
// takes from elsewhere (a save_checkpoint under a SummaryWriter's folder,
// shaped like sthalles/SimCLR; a Lightning Trainer whose root folder is an
// option with no default, Lightning's own defaults being
// TestInitLightningCheckpointsMounted's) is refused without a terminal,
// naming file:line and --output, and asked in one. Precision: a package's trainers two imports away (shaped like
// PaLM-rlhf-pytorch) and a dataset cache (torch.save(data, ...), shaped
// like hlb-CIFAR10) are no saves (./output at the threshold, with its
// CHECK line); a file saved into the working folder keeps ./output at 20
// with a CHECK line naming it.
func TestInitUndecidedOutputBySaves(t *testing.T) {
	for _, tc := range []struct{ dir, refusal, check string }{
		{"contrastive", "contrastive.py:16 save_checkpoint", ""},
		{"lightning", "main.py:11 pl.Trainer", ""},
		{"libpkg", "", "saves nothing init can see"},
		{"datacache", "", "saves nothing init can see"},
		{"herefile", "", "train.py:6 torch.save to weights.pt"},
	} {
		t.Run(tc.dir, func(t *testing.T) {
			dir := copyTree(t, "testdata/savesout/"+tc.dir)
			if tc.refusal != "" {
				_, err := Detect(dir, InitOptions{})
				var e *errdefs.Error
				if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), tc.refusal) || !strings.Contains(err.Error(), "--output DIR") {
					t.Fatalf("Detect: %v, want a refusal naming %s and --output DIR", err, tc.refusal)
				}
				d, _ := detectAndRender(t, dir, InitOptions{Ask: &fillAsk{value: "./checkpoints/run"}})
				if dec, _ := d.Decision("output"); d.Volumes.Output != "./checkpoints" || dec.Confidence != 100 {
					t.Errorf("asked: volumes.output %q, decision %+v", d.Volumes.Output, dec)
				}
				return
			}
			d, yaml := detectAndRender(t, dir, InitOptions{})
			if d.Volumes.Output != "./output" || !strings.Contains(string(yaml), tc.check) {
				t.Errorf("volumes.output %q, want ./output with a CHECK saying %q:\n%s", d.Volumes.Output, tc.check, yaml)
			}
			want := savesHereConfidence
			if strings.Contains(tc.check, "nothing") {
				want = savesNothingConfidence
			}
			if dec, _ := d.Decision("output"); dec.Confidence != want {
				t.Errorf("output decision %+v, want confidence %d", dec, want)
			}
		})
	}
}
