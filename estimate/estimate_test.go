package estimate_test

import (
	"path/filepath"
	"testing"

	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/modelinfo/modeltest"
)

// Llama-2-7B: 32 layers, hidden 4096, intermediate 11008, vocab 32000.
const llama7BParams = 6_738_415_616

func llama7B(t *testing.T) estimate.Inputs {
	t.Helper()
	dir := t.TempDir()
	if err := modeltest.WriteFile(filepath.Join(dir, "model.safetensors"), modeltest.Llama7B.Tensors()); err != nil {
		t.Fatal(err)
	}
	if err := modeltest.WriteJSON(filepath.Join(dir, "config.json"), modeltest.Llama7B.Config()); err != nil {
		t.Fatal(err)
	}
	m, err := modelinfo.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	in, err := estimate.FromModel(m, modelinfo.Arch{}, estimate.Inputs{
		Method: estimate.Full, Optimizer: estimate.AdamW, Precision: estimate.BF16, Attention: estimate.SDPA,
		LoRARank: 16, LoRATargets: []string{estimate.AllLinear}, BatchSize: 1, SeqLen: 2048, Resolution: 1024,
	})
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func TestEstimateLoRAParameters(t *testing.T) {
	tensors := llama7B(t).Tensors
	for _, tc := range []struct {
		targets []string
		rank    int64
		want    int64
	}{
		// 2 modules × 16 × (4096 + 4096) × 32 layers
		{[]string{"q_proj", "v_proj"}, 16, 8_388_608},
		{[]string{"q_proj", "v_proj"}, 8, 4_194_304},
		// dotted suffixes match as PEFT matches them
		{[]string{"self_attn.q_proj"}, 16, 4_194_304},
		// per layer: 4×16×8192 (attention) + 3×16×(4096+11008) (MLP) = 1,249,280; × 32
		{[]string{estimate.AllLinear}, 16, 39_976_960},
		// a name matches whole path segments only, and lm_head is a target only by name
		{[]string{"proj"}, 16, 0},
		{[]string{"lm_head"}, 16, 16 * (4096 + 32000)},
	} {
		if got := estimate.LoRAParameters(tensors, tc.targets, tc.rank); got != tc.want {
			t.Errorf("LoRAParameters(%v, rank %d) = %d, want %d", tc.targets, tc.rank, got, tc.want)
		}
	}
	// 32 × (4·4096² + 3·4096·11008): every linear weight, no embeddings or head.
	if got := estimate.QuantizedParameters(tensors); got != 6_476_005_376 {
		t.Errorf("QuantizedParameters = %d", got)
	}
}

// The full fine-tune of Llama-2-7B in bf16 with AdamW, batch 1, 2048 tokens,
// worked by hand (P = 6,738,415,616):
//
//	weights 2P, gradients 2P, fp32 master 4P, AdamW m+v 8P   = 16P = 107,814,649,856
//	activations 32 layers × 2048 × 4096 × 34                 = 9,126,805,504
//	logits 2048 × 32000 × 8                                  = 524,288,000
//	allocator 10%: 10,781,464,985 fixed + 965,109,350 per sample
//	CUDA context                                             = 1,073,741,824
func TestEstimateBreakdownFullFineTune(t *testing.T) {
	b, err := estimate.Compute(llama7B(t))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{
		"trainable_weights": 2 * llama7BParams, "gradients": 2 * llama7BParams,
		"master_weights": 4 * llama7BParams, "optimizer_states": 8 * llama7BParams,
		"activations": 9_126_805_504, "logits": 524_288_000,
		"allocator_overhead": 10_781_464_985 + 965_109_350, "cuda_context": 1 << 30,
	}
	assertComponents(t, b, want)
	if b.Fixed != 119_669_856_665 || b.PerSample != 10_616_202_854 || b.Total() != 130_286_059_519 {
		t.Errorf("fixed %d, per sample %d, total %d", b.Fixed, b.PerSample, b.Total())
	}
}

func TestEstimateBreakdownActivationVariants(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*estimate.Inputs)
		want int64
	}{
		// 32 × 2·2048·4096 inputs kept + one layer 2048·4096·34 recomputed
		{"checkpointing", func(in *estimate.Inputs) { in.GradientCheckpointing = true }, 822_083_584},
		// 32 × (2048·4096·34 + 5·32·2048²)
		{"eager attention", func(in *estimate.Inputs) { in.Attention = estimate.Eager }, 30_601_641_984},
		{"fp32", func(in *estimate.Inputs) { in.Precision = estimate.FP32 }, 2 * 9_126_805_504},
		{"batch 4", func(in *estimate.Inputs) { in.BatchSize = 4 }, 4 * 9_126_805_504},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := llama7B(t)
			tc.edit(&in)
			b, err := estimate.Compute(in)
			if err != nil {
				t.Fatal(err)
			}
			assertComponents(t, b, map[string]int64{"activations": tc.want})
		})
	}
}

func TestEstimateBreakdownLoRAAndQLoRA(t *testing.T) {
	in := llama7B(t)
	in.Method, in.LoRATargets = estimate.LoRA, []string{"q_proj", "v_proj"}
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	const lora = 8_388_608
	assertComponents(t, b, map[string]int64{
		"frozen_weights": 2 * llama7BParams, "trainable_weights": 2 * lora, "gradients": 2 * lora,
		"master_weights": 4 * lora, "optimizer_states": 8 * lora,
	})
	in.Method, in.Optimizer = estimate.QLoRA, estimate.AdamW8bit
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	// 6,476,005,376 linear × 4.127 bits = 3,238,002,688 + 101,187,584 + 1,581,056;
	// embeddings, head and norms (262,410,240) stay bf16.
	assertComponents(t, b, map[string]int64{"frozen_weights": 3_340_771_328 + 2*262_410_240, "optimizer_states": 2 * lora})
}

func TestEstimateBreakdownFromParamsOnly(t *testing.T) {
	in, warnings := estimate.FromParams(13e9, modelinfo.Arch{}, estimate.Inputs{
		Method: estimate.LoRA, Optimizer: estimate.AdamW, Precision: estimate.BF16, Attention: estimate.SDPA,
		LoRARank: 16, LoRATargets: []string{"q_proj", "v_proj"}, BatchSize: 1, SeqLen: 2048,
	})
	if len(warnings) != 1 || in.Arch.HiddenSize != 5120 || in.Arch.Layers != 40 {
		t.Fatalf("arch %+v, warnings %v", in.Arch, warnings)
	}
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	// 2 × 16 × (5120 + 5120) × 40 layers of a Llama-13B stand-in
	if b.Trainable != 13_107_200 {
		t.Errorf("trainable = %d", b.Trainable)
	}
}

func TestEstimateParseCount(t *testing.T) {
	for in, want := range map[string]int64{"13B": 13e9, "6.7e9": 6.7e9, "350M": 350e6, "1.5T": 1.5e12, "7000000000": 7e9, " 8b ": 8e9, "125k": 125e3} {
		if got, err := estimate.ParseCount(in); err != nil || got != want {
			t.Errorf("ParseCount(%q) = %d, %v; want %d", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "B", "abc", "-7B", "0", "NaN", "Inf", "1e30", "7 B"} {
		if _, err := estimate.ParseCount(bad); err == nil {
			t.Errorf("ParseCount(%q) succeeded", bad)
		}
	}
}

func assertComponents(t *testing.T, b *estimate.Breakdown, want map[string]int64) {
	t.Helper()
	got := map[string]int64{}
	var sum int64
	for _, c := range b.Components {
		got[c.Name] = c.Bytes
		sum += c.Bytes
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s = %d, want %d", name, got[name], w)
		}
	}
	if sum != b.Total() {
		t.Errorf("components sum to %d, Total() = %d", sum, b.Total())
	}
}

func TestEstimateBreakdownImageModels(t *testing.T) {
	base := estimate.Inputs{Parameters: 11_901_408_320, Method: estimate.LoRA, LoRARank: 16, LoRATargets: []string{"to_q"},
		Optimizer: estimate.AdamW, Precision: estimate.BF16, Attention: estimate.SDPA, BatchSize: 1, SeqLen: 2048, Resolution: 1024, Diffusion: true}
	// FLUX.1 transformer: 19 + 38 blocks, 24 heads × 128; 1024² px = 4096 tokens + 512 text.
	flux := base
	flux.Arch = modelinfo.Arch{HiddenSize: 3072, Layers: 57, Heads: 24}
	b, err := estimate.Compute(flux)
	if err != nil {
		t.Fatal(err)
	}
	// 57 × 4608 × 3072 × 34, and no logits
	assertComponents(t, b, map[string]int64{"activations": 27_433_893_888, "logits": 0})
	// UNet at 512² with checkpointing: 512² × 1 KiB
	unet := base
	unet.Arch, unet.Resolution, unet.GradientCheckpointing = modelinfo.Arch{UNet: true}, 512, true
	if b, err = estimate.Compute(unet); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"activations": 268_435_456})
}
