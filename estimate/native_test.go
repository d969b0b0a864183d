package estimate_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/estimate"
)

// TestEstimateNativeLossUnderFabric: --loss native is litgpt's loop under
// Lightning Fabric, whose convert_output casts the chunked head's bf16
// logits to fp32 and whose `logits` keeps the last step's until the next
// forward returns (docs/estimate.md): per logit, the larger of the
// forward's end (2 + 4 + 4) and the fp32 loss's backward (4 + 4 + 8 / the
// 128-token chunks); full.py's unchunked head and split loss: 12.
func TestEstimateNativeLossUnderFabric(t *testing.T) {
	in := gemma2B(t) // vocab 256,000
	in.Method, in.Loss, in.Optimizer = estimate.LoRA, estimate.LossNative, estimate.AdamW
	sv := func(s int64) int64 { return s * 256_000 }
	for _, c := range []struct {
		method    estimate.Method
		precision estimate.Precision
		seq, want int64
	}{
		{estimate.LoRA, estimate.BF16, 512, sv(512) * 10},       // 4 chunks: 10 either way
		{estimate.LoRA, estimate.BF16, 2048, sv(2048) * 10},     // 16 chunks: the forward's end, 10
		{estimate.LoRA, estimate.BF16, 128, sv(128) * 16},       // one chunk: 4 + 4 + 8
		{estimate.LoRA, estimate.FP32, 2048, sv(2048) * 17 / 2}, // no cast: max(8, 8 + 8/16)
		{estimate.Full, estimate.BF16, 512, sv(512) * 12},       // full.py
	} {
		in.Method, in.Precision, in.SeqLen = c.method, c.precision, c.seq
		b, err := estimate.Compute(in)
		if err != nil {
			t.Fatal(err)
		}
		if got := component(b, "logits").PerSample; got != c.want {
			t.Errorf("%s %s s=%d: logits %d per sample, want %d", c.method, c.precision, c.seq, got, c.want)
		}
		if b.Figures[estimate.Allocated].LossPerSample != 0 {
			t.Errorf("%s: a loss's own peak without a dequantized weight", c.method)
		}
	}
}

// TestEstimateNativeLossPeakApartFromTheDequantizedWeight: under QLoRA the
// dequantized weight is a per-call copy, so the logits' own peak (10 B per
// logit) and the moment of the copy (6 B per logit + the copy) are two
// lines: the peak is the larger, and the max batch keeps both under the
// limit.
func TestEstimateNativeLossPeakApartFromTheDequantizedWeight(t *testing.T) {
	in := gemma2B(t)
	in.Loss, in.QuantizeHead, in.GraphHeld, in.FusedQKV, in.SeparateHead = estimate.LossNative, true, true, true, true
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	sv := int64(512 * 256_000)
	assertComponents(t, b, map[string]int64{"logits": 2 * sv * 6, "logits_at_loss_peak": 2 * sv * 4})
	f := b.Figures[estimate.Allocated]
	copyBytes := component(b, "dequantized_weight").Bytes
	if f.LossFixed != f.Fixed-copyBytes || f.LossPerSample != f.PerSample+sv*4 {
		t.Fatalf("loss line %d + n·%d, backward line %d + n·%d, copy %d", f.LossFixed, f.LossPerSample, f.Fixed, f.PerSample, copyBytes)
	}
	// At batch 2 the copy's moment is the peak; far enough up the loss's.
	if f.PeakAt(2) != estimate.PhaseBackward || f.At(2) != f.Fixed+2*f.PerSample {
		t.Errorf("batch 2: peak %s, %d", f.PeakAt(2), f.At(2))
	}
	if f.PeakAt(64) != estimate.PhaseLoss || f.At(64) != f.LossFixed+64*f.LossPerSample {
		t.Errorf("batch 64: peak %s, %d", f.PeakAt(64), f.At(64))
	}
	in.BatchSize = 64
	big, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	if big.Peak != estimate.PhaseLoss || !big.Live(component(big, "logits_at_loss_peak")) || big.Live(component(big, "dequantized_weight")) ||
		!big.Live(component(big, "activations")) {
		t.Errorf("batch 64: peak %s, lines live wrongly", big.Peak)
	}
	var text bytes.Buffer
	if err := (&estimate.Report{Breakdown: big}).WriteText(&text, false); err != nil {
		t.Fatal(err)
	}
	if want := "peak at the loss (the logits' largest moment); * live only at the optimizer step or the backward pass, not counted in the peak"; !strings.Contains(text.String(), want) {
		t.Errorf("text lacks %q:\n%s", want, text.String())
	}
	// The max batch keeps the loss's line under the limit too: judged on
	// the h100 profile, (fixed + n·per sample) × 1.07 ≤ 80 GiB for both.
	v, err := estimate.Judge(b, builtin(t, "h100"))
	if err != nil {
		t.Fatal(err)
	}
	usable := float64(80 << 30)
	limit := int64(usable / 1.07)
	dev := b.Figures[estimate.WholeDev]
	n := v.MaxBatchSize
	if n < 1 || dev.At(n) > limit || dev.At(n+1) <= limit {
		t.Errorf("max batch %d: %d at n, %d at n+1, limit %d", n, dev.At(n), dev.At(n+1), limit)
	}
	if backOnly := estimate.MaxBatch(dev.Fixed, dev.PerSample, limit); backOnly <= n {
		t.Errorf("the backward line alone gives %d, the loss's line should bind below it (%d)", backOnly, n)
	}
}
