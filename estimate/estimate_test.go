package estimate_test

import (
	"path/filepath"
	"strings"
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

// The full fine-tune of Llama-2-7B in pure bf16 with AdamW (states in the
// parameters' dtype), SDPA, batch 1, 2048 tokens, worked by hand
// (P = 6,738,415,616):
//
//	weights 2P, AdamW m+v 2·2P, live throughout                = 6P = 40,430,493,696
//	gradients 2P and AdamW's foreach temporary 2P at the step    = 4P
//	kept per token per layer (bytes): RMSNorm fp32 inputs 2·4·4096 32,768
//	  + norm outputs for their weights 2·2·4096 16,384 + q/k/v input 8,192
//	  + SDPA q, k, v, out 2·4·4096 32,768 + o_proj input 8,192
//	  + MLP input 8,192 + gate, up, silu 3·2·11008 66,048 + down input 22,016
//	  = 194,560; × 2048 tokens × 32 layers                     = 12,750,684,160
//	  + the final norm's fp32 input 4·4096 × 2048               = 33,554,432
//	logits 2048 × 32000 × 12 (fp32 log-softmax, two fp32 grads) = 786,432,000
//	backward peak 6P + 13,570,670,592 = 54,001,164,288 < the optimizer
//	step's 10P = 67,384,156,160: the peak is the step.
//	reserve 5% of 10P = 3,369,207,808; CUDA context 768 MiB
func TestEstimateBreakdownFullFineTune(t *testing.T) {
	b, err := estimate.Compute(llama7B(t))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{
		"trainable_weights": 2 * llama7BParams, "gradients": 2 * llama7BParams, "master_weights": 0,
		"optimizer_states": 4 * llama7BParams, "optimizer_step_temporaries": 2 * llama7BParams,
		"activations": 12_784_238_592, "logits": 786_432_000,
		"allocator_reserve": 3_369_207_808, "cuda_context": 768 << 20,
	}
	assertComponents(t, b, want)
	alloc := b.Figures[estimate.Allocated]
	if alloc.Fixed != 6*llama7BParams || alloc.PerSample != 13_570_670_592 || alloc.Floor != 10*llama7BParams || b.Peak != estimate.PhaseStep {
		t.Errorf("allocated %+v, peak %s", alloc, b.Peak)
	}
	if b.Total() != 10*llama7BParams+3_369_207_808+768<<20 || b.Total() != b.Figures[estimate.WholeDev].At(1) {
		t.Errorf("fixed %d, per sample %d, floor %d, total %d", b.Fixed, b.PerSample, b.Floor, b.Total())
	}
	// At batch 4 the backward pass is the peak: 6P + 4 × 13,570,670,592.
	if got := alloc.At(4); got != 6*llama7BParams+4*13_570_670_592 || alloc.PeakAt(4) != estimate.PhaseBackward {
		t.Errorf("allocated at batch 4 = %d (%s)", got, alloc.PeakAt(4))
	}
	// fp32 master weights and states over the bf16 model: + 4P, states 8P,
	// and no foreach temporary (DeepSpeed's fused Adam).
	in := llama7B(t)
	in.MasterWeights = true
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"master_weights": 4 * llama7BParams, "optimizer_states": 8 * llama7BParams, "optimizer_step_temporaries": 0})
}

func TestEstimateBreakdownActivationVariants(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*estimate.Inputs)
		want int64
	}{
		// 32 layer inputs 2·4096·2048 + the final norm; the recomputed layer
		// (194,560·2048 = 398,458,880) is under the logits' 786,432,000,
		// which are freed before it
		{"checkpointing", func(in *estimate.Inputs) { in.GradientCheckpointing = true }, 32*2*4096*2048 + finalNorm},
		// with a 1000-entry vocabulary the logits (2048·1000·12 = 24,576,000)
		// are under the recomputed layer: it counts beyond them
		{"checkpointing, small vocabulary", func(in *estimate.Inputs) { in.GradientCheckpointing, in.Arch.Vocab = true, 1000 },
			32*2*4096*2048 + finalNorm + 194_560*2048 - 24_576_000},
		// SDPA's 32,768 replaced by q, k, v 24,576 + fp32 softmax and its bf16 cast 6·32·2048
		{"eager attention", func(in *estimate.Inputs) { in.Attention = estimate.Eager }, (194_560-32_768+24_576+6*32*2048)*2048*32 + finalNorm},
		// every kept 16-bit tensor doubles; the norms' fp32 inputs stay 32,768
		{"fp32", func(in *estimate.Inputs) { in.Precision = estimate.FP32 }, (2*(194_560-32_768)+32_768)*2048*32 + finalNorm},
		{"batch 4", func(in *estimate.Inputs) { in.BatchSize = 4 }, 4 * (12_750_684_160 + finalNorm)},
		// compiled: norms keep their 16-bit input (2·2·4096), the MLP gate and up only
		{"compile", func(in *estimate.Inputs) { in.Compile = true }, (194_560-32_768+16_384-22_016)*2048*32 + finalNorm/2},
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

// finalNorm is the final RMSNorm's fp32 input at 2048 tokens: 4·4096·2048.
const finalNorm = 4 * 4096 * 2048

func TestEstimateBreakdownLoRAAndQLoRA(t *testing.T) {
	in := llama7B(t)
	in.Method, in.LoRATargets = estimate.LoRA, []string{"q_proj", "v_proj"}
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	const lora = 8_388_608
	// peft's default: fp32 adapters (4 B), gradients and AdamW states.
	assertComponents(t, b, map[string]int64{
		"frozen_weights": 2 * llama7BParams, "trainable_weights": 4 * lora, "gradients": 4 * lora,
		"master_weights": 0, "optimizer_states": 8 * lora,
	})
	// LoRA on q and v: per token per layer norms 32,768 + SDPA 32,768 +
	// MLP 66,048 + 2 adapters' fp32 rank outputs 2·16·4 + each adapter's
	// fp32 copy of its input (peft casts per adapter) 2·4·4096 = 164,480.
	assertComponents(t, b, map[string]int64{"activations": (32_768+32_768+66_048+128+32_768)*2048*32 + finalNorm})
	if src := component(b, "activations").Source; !strings.Contains(src, "peft LoraLayer._cast_input_dtype") || !strings.Contains(src, "LlamaRMSNorm") {
		t.Errorf("--explain's source for the activations: %q", src)
	}
	// Adapters in the model's dtype (litgpt) share the bf16 attention input.
	in.AdapterDType = estimate.AdapterModel
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"trainable_weights": 2 * lora,
		"activations": (32_768+8_192+32_768+66_048+64)*2048*32 + finalNorm})
	in.AdapterDType = ""
	in.Method, in.Optimizer, in.QuantSavesInputs = estimate.QLoRA, estimate.AdamW8bit, true
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	// 6,476,005,376 linear × 4.127 bits = 3,238,002,688 + 101,187,584 + 1,581,056;
	// embeddings, head and norms (262,410,240) stay bf16.
	// bitsandbytes keeps each 4-bit linear's input, the down projection's
	// too: + 2·(2·4096 + 4096 + 11008) per token per layer;
	// the largest linear (11008 × 4096) is dequantized twice in 16-bit.
	assertComponents(t, b, map[string]int64{"frozen_weights": 3_340_771_328 + 2*262_410_240, "optimizer_states": 2 * lora,
		"activations": (32_768+32_768+66_048+128+32_768+46_592)*2048*32 + finalNorm, "dequantized_weight": 2 * 11008 * 4096 * 2})
	// A loop that keeps the last step's loss (--graph-held) keeps those
	// inputs twice: bitsandbytes stores them on ctx, outside save_for_backward.
	in.GraphHeld = true
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"activations": (32_768+32_768+66_048+128+32_768+2*46_592)*2048*32 + finalNorm})
	if src := component(b, "activations").Source; !strings.Contains(src, "ctx.tensors") || !strings.Contains(src, "--graph-held") {
		t.Errorf("--explain's source for the activations: %q", src)
	}
	// litgpt's layout (--fused-qkv) with dropout in the model's dtype: one
	// dropped copy of the attention input for q and v (2 + 1 B per element);
	// k, v repeated to all 32 heads (MHA here: no change), and v, a view of
	// the fused 3·4096-wide output, keeps all of it: + 2·(4096 + 4096);
	// k is left out, so LoRAQKVLinear.zero_pad's index_copy keeps its
	// source, the q and v adapter outputs: + 2·(4096 + 4096).
	in.GraphHeld, in.QuantSavesInputs, in.Method, in.Optimizer = false, false, estimate.LoRA, estimate.AdamW
	in.AdapterDType, in.LoRADropout, in.FusedQKV = estimate.AdapterModel, 0.05, true
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"activations": (32_768+32_768+16_384+16_384+66_048+64+3*4096)*2048*32 + finalNorm})
	// With k adapted too zero_pad returns its input and keeps nothing.
	in.LoRATargets = []string{"q_proj", "k_proj", "v_proj"}
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"activations": (32_768+32_768+16_384+66_048+96+3*4096)*2048*32 + finalNorm})
	in.LoRATargets = []string{"q_proj", "v_proj"}
	if src := component(b, "activations").Source; !strings.Contains(src, "LoRAQKVLinear") || strings.Contains(src, "use_gqa_in_sdpa") {
		t.Errorf("--explain's source for the activations: %q", src)
	}
	in.FusedQKV = false // each of q and v drops its own copy
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"activations": (32_768+32_768+66_048+64+2*3*4096)*2048*32 + finalNorm})
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
		if b.Live(c) {
			sum += c.Bytes
		}
	}
	for name, w := range want {
		if got[name] != w {
			t.Errorf("%s = %d, want %d", name, got[name], w)
		}
	}
	if sum != b.Total() {
		t.Errorf("the peak's lines sum to %d, Total() = %d", sum, b.Total())
	}
}

func TestEstimateBreakdownImageModels(t *testing.T) {
	base := estimate.Inputs{Parameters: 11_901_408_320, Method: estimate.LoRA, LoRARank: 16, LoRATargets: []string{"to_q"},
		Optimizer: estimate.AdamW, Precision: estimate.BF16, Attention: estimate.SDPA, BatchSize: 1, SeqLen: 2048, Resolution: 1024, Diffusion: true}
	// FLUX.1 transformer: 19 + 38 blocks, 24 heads × 128; 1024² px = 4096 tokens + 512 text.
	flux := base
	flux.Arch = modelinfo.Arch{Family: modelinfo.FamilyDiT, HiddenSize: 3072, Layers: 57, Heads: 24, Intermediate: 4 * 3072}
	b, err := estimate.Compute(flux)
	if err != nil {
		t.Fatal(err)
	}
	// per token per layer: norms 2·4·3072 + SDPA q, k, v, out 2·4·3072 + GELU input 2·12288
	// = 73,728 B, × 4608 tokens × 57 layers; no logits
	assertComponents(t, b, map[string]int64{"activations": 73_728 * 4608 * 57, "logits": 0})
	// UNet at 512² with checkpointing: 512² × 1 KiB
	unet := base
	unet.Arch, unet.Resolution, unet.GradientCheckpointing = modelinfo.Arch{UNet: true}, 512, true
	if b, err = estimate.Compute(unet); err != nil {
		t.Fatal(err)
	}
	assertComponents(t, b, map[string]int64{"activations": 268_435_456})
}

// Sharding, offload, paged states and optimizer-in-backward move the lines
// the way docs/estimate.md says.
func TestEstimateBreakdownDistributedAndOptimizers(t *testing.T) {
	for _, tc := range []struct {
		name string
		edit func(*estimate.Inputs)
		want map[string]int64
	}{
		{"zero1 over 8", func(in *estimate.Inputs) { in.Shard, in.GPUs = estimate.ShardZeRO1, 8 },
			map[string]int64{"optimizer_states": 4 * llama7BParams / 8, "gradients": 2 * llama7BParams, "trainable_weights": 2 * llama7BParams}},
		{"zero3 over 8", func(in *estimate.Inputs) { in.Shard, in.GPUs = estimate.ShardZeRO3, 8 },
			map[string]int64{"optimizer_states": 4 * llama7BParams / 8, "gradients": 2 * llama7BParams / 8, "trainable_weights": 2 * llama7BParams / 8,
				"gathered_layers": 2 * (llama7BParams / 32) * 2}},
		{"offload optimizer", func(in *estimate.Inputs) { in.Offload = estimate.OffloadOptimizer }, map[string]int64{"optimizer_states": 0}},
		{"8-bit", func(in *estimate.Inputs) { in.Optimizer = estimate.AdamW8bit }, map[string]int64{"optimizer_states": 2 * llama7BParams}},
		{"sgd", func(in *estimate.Inputs) { in.Optimizer = estimate.SGD }, map[string]int64{"optimizer_states": 0}},
		{"optimizer in backward", func(in *estimate.Inputs) { in.OptimizerInBackward = true }, map[string]int64{"gradients": 11008 * 4096 * 2}},
		{"mixed precision", func(in *estimate.Inputs) { in.Precision = estimate.MixedBF16 },
			map[string]int64{"trainable_weights": 4 * llama7BParams, "gradients": 4 * llama7BParams, "optimizer_states": 8 * llama7BParams, "autocast_weight_copies": 2 * llama7BParams}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := llama7B(t)
			tc.edit(&in)
			b, err := estimate.Compute(in)
			if err != nil {
				t.Fatal(err)
			}
			assertComponents(t, b, tc.want)
		})
	}
	// Paged states count on the device, not in PyTorch's counters.
	in := llama7B(t)
	in.Optimizer = estimate.PagedAdamW8bit
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	alloc, dev := b.Figures[estimate.Allocated], b.Figures[estimate.WholeDev]
	// weights 2P throughout; gradients 2P at the step (bitsandbytes' paged
	// optimizers step in place: no foreach temporary).
	if alloc.Fixed != 2*llama7BParams || alloc.Floor != 4*llama7BParams || dev.Fixed != alloc.Fixed*(100+estimate.ReservePercent)/100+estimate.CUDAContextBytes+2*llama7BParams {
		t.Errorf("allocated %+v, device fixed %d", alloc, dev.Fixed)
	}
}

// Issue 40's smaller terms: GPT-2's Conv1D input width, its dropout masks,
// the compiled chunked loss, and a QLoRA --params shape that cannot hold
// the count.
func TestEstimateIssue40Terms(t *testing.T) {
	gpt2 := modelinfo.Arch{Family: modelinfo.FamilyGPT, HiddenSize: 768, Layers: 12, Heads: 12, Vocab: 50257, Intermediate: 3072}
	in, _ := estimate.FromParams(124e6, gpt2, estimate.Inputs{Method: estimate.LoRA, LoRARank: 8, LoRATargets: []string{"c_attn"},
		LoRADropout: 0.1, AdapterDType: estimate.AdapterModel, Optimizer: estimate.AdamW, Precision: estimate.BF16, BatchSize: 1, SeqLen: 1024})
	b, err := estimate.Compute(in)
	if err != nil {
		t.Fatal(err)
	}
	acts := component(b, "activations").Formula
	// Conv1D c_attn is [768, 2304]: its input is 768 wide, (2 + 1) B each.
	for _, want := range []string{"adapters' dropped input copies (2 B) and masks 2304", "2 residual dropout masks 1536"} {
		if !strings.Contains(acts, want) {
			t.Errorf("activations formula lacks %q: %s", want, acts)
		}
	}
	in.Method, in.Loss, in.Compile = estimate.Full, estimate.LossChunked, true
	if b, err = estimate.Compute(in); err != nil {
		t.Fatal(err)
	}
	// bf16 logits 2 B + one of 8 chunks' 16-bit gradient 2/8 B per logit
	if got := component(b, "logits").Bytes; got != 1024*50257*18/8 {
		t.Errorf("compiled chunked logits = %d, want %d", got, 1024*50257*18/8)
	}
	big := modelinfo.Arch{HiddenSize: 8192, Layers: 80, Heads: 64, Vocab: 32000, Intermediate: 28672}
	q, _ := estimate.FromParams(7e9, big, estimate.Inputs{Method: estimate.QLoRA, LoRARank: 16, LoRATargets: []string{estimate.AllLinear},
		Optimizer: estimate.AdamW, Precision: estimate.BF16, BatchSize: 1, SeqLen: 512})
	if _, err := estimate.Compute(q); err == nil || !strings.Contains(err.Error(), "linear layers alone hold") {
		t.Errorf("QLoRA with a shape larger than --params: err = %v", err)
	}
}

func component(b *estimate.Breakdown, name string) estimate.Component {
	for _, c := range b.Components {
		if c.Name == name {
			return c
		}
	}
	return estimate.Component{}
}
