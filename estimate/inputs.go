// Package estimate predicts the peak memory of a training run from the
// model's shape (modelinfo) and the training settings, line by line with the
// formula behind each line, and judges it against hardware profiles: fits,
// tight or does not fit, and the largest batch size that fits. Peaks measured
// by `spkit probe` calibrate its fixed and per-sample terms.
package estimate

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/modelinfo"
)

// Method is how the model is trained.
type Method string

// Methods.
const (
	Full  Method = "full"  // every parameter trained
	LoRA  Method = "lora"  // frozen base, low-rank adapters trained
	QLoRA Method = "qlora" // LoRA over a 4-bit (NF4) base
)

// Optimizer names the optimizer, which decides the state kept per
// trainable parameter.
type Optimizer string

// Optimizers.
const (
	AdamW          Optimizer = "adamw"
	AdamW8bit      Optimizer = "adamw-8bit"
	PagedAdamW     Optimizer = "paged-adamw"
	PagedAdamW8bit Optimizer = "paged-adamw-8bit"
	SGD            Optimizer = "sgd"
	Adafactor      Optimizer = "adafactor"
)

// Optimizers lists them, for flags and messages.
var Optimizers = []Optimizer{AdamW, AdamW8bit, PagedAdamW, PagedAdamW8bit, SGD, Adafactor}

// Paged reports whether the states live in CUDA unified memory (bitsandbytes'
// paged optimizers): outside PyTorch's allocator counters, on the device
// while resident.
func (o Optimizer) Paged() bool { return strings.HasPrefix(string(o), "paged-") }

// Precision is how weights, gradients and activations are kept.
type Precision string

// Precisions.
const (
	// BF16 and FP16: the model is in 16-bit and so are its gradients and
	// optimizer states (PyTorch optimizers keep states in the parameter's
	// dtype): torchtune's dtype: bf16, litgpt's bf16-true, a Hugging Face
	// model loaded in bf16.
	BF16 Precision = "bf16"
	FP16 Precision = "fp16"
	// FP32: everything in 32-bit.
	FP32 Precision = "fp32"
	// MixedBF16 and MixedFP16: automatic mixed precision over an fp32 model
	// (torch.autocast, litgpt's bf16-mixed, a Trainer's bf16=True on an fp32
	// model): fp32 weights, gradients and states, 16-bit activations and
	// weight casts kept for the backward pass.
	MixedBF16 Precision = "mixed-bf16"
	MixedFP16 Precision = "mixed-fp16"
)

// Precisions lists them.
var Precisions = []Precision{BF16, FP16, FP32, MixedBF16, MixedFP16}

// ParamBytes is the bytes per parameter (and gradient) of the model.
func (p Precision) ParamBytes() int64 {
	if p == BF16 || p == FP16 {
		return 2
	}
	return 4
}

// ActBytes is the bytes per activation value.
func (p Precision) ActBytes() int64 {
	if p == FP32 {
		return 4
	}
	return 2
}

// Mixed reports whether autocast runs 16-bit compute over fp32 weights.
func (p Precision) Mixed() bool { return p == MixedBF16 || p == MixedFP16 }

// Attention is how attention is computed, which decides what it keeps for
// the backward pass.
type Attention string

// Attentions.
const (
	// Flash: FlashAttention-2 (attn_implementation="flash_attention_2"):
	// keeps q, k, v (grouped-query k and v unexpanded), output and
	// log-sum-exp; the s×s scores are recomputed.
	Flash Attention = "flash"
	// SDPA: PyTorch's scaled_dot_product_attention with fused kernels;
	// grouped-query k and v are expanded to every head before the call.
	SDPA Attention = "sdpa"
	// Eager: the scores are materialized: the softmax (fp32 in 16-bit
	// training, as transformers upcasts it) and its cast are kept.
	Eager Attention = "eager"
)

// Loss is how the output head's logits become the loss.
type Loss string

// Losses.
const (
	// LossFP32: logits upcast to fp32 for cross-entropy (transformers).
	LossFP32 Loss = "fp32"
	// LossChunked: the upcast and cross-entropy run on chunks of tokens
	// (torchtune's CEWithChunkedOutputLoss, 8 chunks).
	LossChunked Loss = "chunked"
	// LossNative: litgpt's loop under Lightning Fabric: the head in the
	// model's dtype (chunked by 128 tokens in finetune/lora.py), Fabric's
	// convert_output casts its output to fp32, chunked_cross_entropy runs
	// in fp32 and the loop's `logits` keeps the last step's fp32 logits
	// until the next forward returns (docs/estimate.md).
	LossNative Loss = "native"
	// LossFused: the head and the loss fused, logits never materialized
	// (Liger's fused linear cross-entropy, Unsloth, Cut Cross-Entropy).
	LossFused Loss = "fused"
)

// Shard is how data-parallel ranks split the training state.
type Shard string

// Sharding strategies (ZeRO, Rajbhandari et al. 2020; FSDP's FULL_SHARD is
// ZeRO-3).
const (
	ShardNone  Shard = "none"
	ShardZeRO1 Shard = "zero1" // optimizer states
	ShardZeRO2 Shard = "zero2" // + gradients
	ShardZeRO3 Shard = "zero3" // + parameters (FSDP full shard)
)

// Offload is what lives in CPU memory instead of the device's.
type Offload string

// Offloads.
const (
	OffloadNone      Offload = "none"
	OffloadOptimizer Offload = "optimizer" // optimizer states (and DeepSpeed's fp32 master)
	OffloadParams    Offload = "params"    // parameters, gradients and states (FSDP cpu_offload)
)

// Device is where the training runs.
type Device string

// Devices.
const (
	CUDA Device = "cuda"
	CPU  Device = "cpu"
)

// AdapterDType is the dtype LoRA adapter weights are kept in.
type AdapterDType string

// Adapter dtypes.
const (
	// AdapterFP32: peft's default (get_peft_model(..., autocast_adapter_dtype=True)
	// upcasts bf16/fp16 adapter weights to fp32); each adapter casts its
	// input to fp32 before lora_A (LoraLayer._cast_input_dtype).
	AdapterFP32 AdapterDType = "fp32"
	// AdapterModel: the base model's dtype (litgpt, torchtune, peft with
	// autocast_adapter_dtype=False).
	AdapterModel AdapterDType = "model"
)

// AllLinear targets every linear layer but the embeddings and the output
// head, as PEFT's "all-linear" does.
const AllLinear = "all-linear"

// Inputs is what an estimate is made from.
type Inputs struct {
	// Parameters counts every parameter of the trained network.
	Parameters int64
	// Tensors is the model's tensors (from headers, or implied by the
	// config); for a model known only by --params, a stand-in's.
	Tensors []modelinfo.Tensor
	Arch    modelinfo.Arch
	// Diffusion is set for a diffusers component (transformer/ or unet/).
	Diffusion bool
	// FrozenParts counts a diffusion pipeline's text encoders and VAE,
	// held in 16-bit beside the trained network.
	FrozenParts int64

	Method      Method
	LoRARank    int64
	LoRATargets []string
	LoRADropout float64
	// AdapterDType is the adapters' dtype; "" is peft's default, fp32.
	AdapterDType AdapterDType
	Optimizer    Optimizer
	Precision    Precision
	// MasterWeights keeps an fp32 copy of the trainable weights and fp32
	// optimizer states over a 16-bit model (DeepSpeed, Megatron).
	MasterWeights bool
	Attention     Attention
	Loss          Loss

	BatchSize, SeqLen     int64
	GradientCheckpointing bool
	// ActivationOffload moves kept activations to CPU memory (torchtune's
	// enable_activation_offloading), leaving about one layer's on the device.
	ActivationOffload bool
	// Compile is torch.compile: fused elementwise kernels keep fewer
	// intermediate tensors.
	Compile bool
	// OptimizerInBackward steps each parameter as its gradient is ready and
	// frees the gradient (torchtune's optimizer_in_bwd).
	OptimizerInBackward bool
	// GradAccum > 1 keeps gradients alive across micro-batches.
	GradAccum int64
	// QuantSavesInputs: the 4-bit linear keeps its input for the backward
	// pass (bitsandbytes' MatMul4Bit up to 0.43); torchao's NF4 does not.
	QuantSavesInputs bool
	// GraphHeld: the training loop keeps the last step's graph bound until
	// the next forward returns (litgpt/finetune/lora.py fit(), lines
	// 276-280: `logits`, rebound by the next `logits = model(...)`, holds
	// it through its grad_fn; `loss` is rebound to a float by the logging
	// each step at log_interval 1), so tensors a custom autograd
	// Function stores on ctx outside save_for_backward (bitsandbytes
	// 0.42's MatMul4Bit: ctx.tensors = (A, B)) outlive the backward pass
	// and sit beside the next forward. Hugging Face's Trainer drops the
	// loss when training_step returns.
	GraphHeld bool
	// FusedQKV: the attention computes q, k and v with one fused linear
	// whose LoRA branch drops its input once (litgpt/lora.py:420
	// LoRAQKVLinear.forward: lora_dropout(x) once for q, k and v) and repeats
	// grouped k and v to every head before SDPA (litgpt/model.py:229-235
	// CausalSelfAttention.forward: k.expand, then reshape copies).
	FusedQKV bool
	// QuantizeHead: QLoRA quantizes the output head too, a copy apart from
	// tied embeddings (Lightning's BitsandbytesPrecision replaces every
	// torch.nn.Linear at init: fabric/plugins/precision/bitsandbytes.py
	// module_init_context; litgpt's GPT keeps lm_head apart from wte).
	// transformers' BitsAndBytesConfig skips lm_head.
	QuantizeHead bool
	// SeparateHead: the trainer's model allocates its own output head even
	// where the config ties it to the embeddings (litgpt/model.py GPT:
	// lm_head = nn.Linear beside wte = nn.Embedding;
	// scripts/convert_hf_checkpoint.py copies wte into lm_head).
	SeparateHead bool
	// NoDoubleQuant: the 4-bit blocks keep fp32 absmax constants, one per
	// 64 values (4.5 bits), instead of double-quantized 8-bit ones (4.127):
	// bitsandbytes' compress_statistics=False, as Lightning's "nf4" mode
	// (fabric/plugins/precision/bitsandbytes.py _NF4Linear) and
	// transformers' bnb_4bit_use_double_quant=False. --double-quant=false.
	NoDoubleQuant bool

	Shard   Shard
	GPUs    int64
	Offload Offload
	Device  Device
	// Resolution is the image side in pixels, for diffusion models.
	Resolution int64
}

// Defaults fills settings left zero with the documented defaults.
func (in Inputs) Defaults() Inputs {
	if in.Attention == "" {
		in.Attention = SDPA
	}
	if in.Loss == "" {
		in.Loss = LossFP32
	}
	if in.Shard == "" {
		in.Shard = ShardNone
	}
	if in.Offload == "" {
		in.Offload = OffloadNone
	}
	if in.Device == "" {
		in.Device = CUDA
	}
	if in.GPUs < 1 {
		in.GPUs = 1
	}
	if in.GradAccum < 1 {
		in.GradAccum = 1
	}
	if in.AdapterDType == "" {
		in.AdapterDType = AdapterFP32
	}
	return in
}

// adapterBytes is the bytes per LoRA adapter parameter (and its gradient
// and each optimizer state).
func (in Inputs) adapterBytes() int64 {
	if in.AdapterDType == AdapterFP32 {
		return 4
	}
	return in.Precision.ParamBytes()
}

// fp32Adapters reports whether peft casts each adapter's input to fp32: fp32
// adapters over a 16-bit model (not under autocast, where the input is
// already fp32 or autocast casts it).
func (in Inputs) fp32Adapters() bool {
	return in.Method != Full && in.AdapterDType == AdapterFP32 && in.Precision.ParamBytes() == 2
}

// ParseCount reads a parameter count: "13B", "6.7e9", "350M", "1.5T",
// "7000000000".
func ParseCount(s string) (int64, error) {
	t := strings.TrimSpace(s)
	mult := 1.0
	if t != "" {
		switch t[len(t)-1] {
		case 'k', 'K':
			mult = 1e3
		case 'm', 'M':
			mult = 1e6
		case 'b', 'B', 'g', 'G':
			mult = 1e9
		case 't', 'T':
			mult = 1e12
		}
		if mult != 1 {
			t = t[:len(t)-1]
		}
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("%q is not a parameter count: write it like 13B, 6.7e9 or 350M", s)
	}
	n := f * mult
	if n < 1 || n > 1e15 {
		return 0, fmt.Errorf("parameter count %q is out of range (1 to 1e15)", s)
	}
	return int64(math.Round(n)), nil
}
