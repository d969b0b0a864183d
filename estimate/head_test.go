package estimate_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/modelinfo"
)

// gemma2B is Gemma-2B (tied embeddings: vocab 256000 × hidden 2048) under
// QLoRA on every linear layer.
func gemma2B(t *testing.T) estimate.Inputs {
	t.Helper()
	mod, err := modelinfo.Open(filepath.Join("testdata", "models", "gemma-2b.json"))
	if err != nil {
		t.Fatal(err)
	}
	in, err := estimate.FromModel(mod, modelinfo.Arch{}, estimate.Inputs{Method: estimate.QLoRA, LoRARank: 16,
		LoRATargets: []string{estimate.AllLinear}, Optimizer: estimate.AdamW, Precision: estimate.BF16, BatchSize: 2, SeqLen: 512,
		QuantSavesInputs: true, AdapterDType: estimate.AdapterModel})
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// lineBeforeAfter computes in, then in with edit applied: line's bytes
// before, and the breakdown after.
func lineBeforeAfter(t *testing.T, in estimate.Inputs, line string, edit func(*estimate.Inputs)) (int64, *estimate.Breakdown) {
	t.Helper()
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	edit(&in)
	after, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	return component(b, line).Bytes, after
}

func nf4(n int64) int64 { return n/2 + n/64 + n*4/(64*256) } // double-quantized

// TestEstimateQuantizedHead: with --quantize-head the 4-bit base holds the
// output head too, as its own copy beside the tied 16-bit embeddings, and
// the dequantized weight is the head's (the largest linear); without it,
// the head is the tied embedding and the largest linear an MLP weight.
func TestEstimateQuantizedHead(t *testing.T) {
	const head = 256_000 * 2048
	in := gemma2B(t)
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	base := component(b, "frozen_weights").Bytes
	assertComponents(t, b, map[string]int64{"dequantized_weight": 2 * 16384 * 2048 * 2})
	in.QuantizeHead = true
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	q := b.Quantized
	if q != estimate.QuantizedParameters(in.Tensors)+head {
		t.Errorf("quantized %d, want the linears %d + the head %d", q, estimate.QuantizedParameters(in.Tensors), head)
	}
	want := base - nf4(q-head) + nf4(q)
	assertComponents(t, b, map[string]int64{"frozen_weights": want, "dequantized_weight": 2 * head * 2})
}

// TestEstimateSeparateHead: --separate-head gives a tied model's head its
// own 16-bit weight (vocab × hidden × 2 B more); an untied model is
// unchanged.
func TestEstimateSeparateHead(t *testing.T) {
	in := gemma2B(t)
	in.Method = estimate.LoRA
	base, b := lineBeforeAfter(t, in, "frozen_weights", func(in *estimate.Inputs) { in.SeparateHead = true })
	assertComponents(t, b, map[string]int64{"frozen_weights": base + 256_000*2048*2})
	in.SeparateHead = true
	if b.Inputs.Parameters != in.Parameters+256_000*2048 {
		t.Errorf("parameters %d, want %d", b.Inputs.Parameters, in.Parameters+256_000*2048)
	}
	// Compute again on its own result: the head is added once.
	again, err := estimate.Compute(b.Inputs)
	if err != nil {
		t.Fatal(err)
	}
	if got := component(again, "frozen_weights").Bytes; got != base+256_000*2048*2 {
		t.Errorf("frozen weights %d on a second Compute, want %d", got, base+256_000*2048*2)
	}
	l := llama7B(t) // untied
	l.Method, l.SeparateHead = estimate.LoRA, true
	if b, err = estimate.Compute(l); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"frozen_weights": 2 * llama7BParams})
}

// TestEstimateSingleQuantConstants: --double-quant=false keeps an fp32
// absmax per 64 values, 4.5 bits per quantized weight instead of 4.127.
func TestEstimateSingleQuantConstants(t *testing.T) {
	in := gemma2B(t)
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	base, q := component(b, "frozen_weights").Bytes, b.Quantized
	in.NoDoubleQuant = true
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"frozen_weights": base - nf4(q) + q/2 + q*4/64})
}

// TestEstimateJSONEchoesLayoutSettings: --json's settings name the layout
// and quantization switches that were set, and leave out those that were not.
func TestEstimateJSONEchoesLayoutSettings(t *testing.T) {
	in := gemma2B(t)
	in.FusedQKV, in.GraphHeld, in.QuantizeHead, in.NoDoubleQuant = true, true, true, true
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := (&estimate.Report{Breakdown: b}).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var out struct{ Settings map[string]any }
	if err := json.Unmarshal(buf.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"fused_qkv", "graph_held", "quantize_head", "no_double_quant"} {
		if out.Settings[k] != true {
			t.Errorf("settings[%q] = %v, want true", k, out.Settings[k])
		}
	}
	if _, ok := out.Settings["separate_head"]; ok {
		t.Errorf("separate_head echoed though not set: %v", out.Settings)
	}
}

// TestEstimateFusedQKVRepeatsGroupedKV: under --fused-qkv grouped k and v
// are repeated to every head before SDPA (TinyLlama: 4 KV heads of 32, q
// 2048 wide, kv 256), so each layer keeps 2 · 2 B · (2048 − 256) more per
// token; without grouping (Llama-2-7B) the view v keeps the fused output.
func TestEstimateFusedQKVRepeatsGroupedKV(t *testing.T) {
	mod, err := modelinfo.Open(filepath.Join("testdata", "models", "tinyllama-1.1b.json"))
	if err != nil {
		t.Fatal(err)
	}
	in, err := estimate.FromModel(mod, modelinfo.Arch{}, estimate.Inputs{Method: estimate.Full, Optimizer: estimate.AdamW,
		Precision: estimate.BF16, BatchSize: 1, SeqLen: 512})
	if err != nil {
		t.Fatal(err)
	}
	base, b := lineBeforeAfter(t, in, "activations", func(in *estimate.Inputs) { in.FusedQKV = true })
	assertComponents(t, b, map[string]int64{"activations": base + 2*2*(2048-256)*512*22})
}
