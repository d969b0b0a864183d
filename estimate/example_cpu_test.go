package estimate_test

import (
	"math"
	"testing"

	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/modelinfo"
)

// The example trainer (examples/lora-trainer) measured by
// `spkit probe cpu --local --param batch_size=1..64 --ceiling 2GB --steps 3`
// on Debian's torch 1.13, 2026-11-24 (docs/estimate.md): its process tree's
// peak resident memory. The estimate's process figure must be within 15%.
func TestEstimateExampleTrainerOnCPU(t *testing.T) {
	measuredMiB := map[int64]float64{1: 272.1, 2: 282.7, 4: 304.7, 8: 344.8, 16: 426.8, 32: 598.9, 64: 909.0}
	in, _ := estimate.FromParams(3_569_664, modelinfo.Arch{Family: modelinfo.FamilyGPT, HiddenSize: 256, Layers: 4, Heads: 4, Vocab: 512, Intermediate: 1024},
		estimate.Inputs{Method: estimate.LoRA, LoRARank: 8, LoRATargets: []string{estimate.AllLinear}, Optimizer: estimate.AdamW,
			Precision: estimate.FP32, Attention: estimate.Eager, SeqLen: 64, BatchSize: 1, Device: estimate.CPU})
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	for n, m := range measuredMiB {
		got := float64(b.TotalAt(n)) / (1 << 20)
		if e := 100 * (got - m) / m; math.Abs(e) > 15 {
			t.Errorf("batch %d: %.1f MiB estimated, %.1f measured (%+.1f%%)", n, got, m, e)
		}
	}
	// 4 blocks × (qkv, proj, fc1, fc2) adapters of rank 8: the trainer prints 131,072 trainable.
	if b.Trainable != 131_072 {
		t.Errorf("trainable %d", b.Trainable)
	}
}
