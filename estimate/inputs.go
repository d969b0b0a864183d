// Package estimate predicts the peak memory of a training run from the
// model's shape (modelinfo) and the training settings, line by line with the
// formula behind each line, and judges it against hardware profiles: fits,
// tight or does not fit, and the largest batch size that fits. Peaks measured
// by `spkit probe` calibrate its per-sample term.
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
	AdamW     Optimizer = "adamw"
	AdamW8bit Optimizer = "adamw-8bit"
	SGD       Optimizer = "sgd"
)

// Precision is the training precision: the weights' and activations' dtype.
type Precision string

// Precisions.
const (
	BF16 Precision = "bf16"
	FP16 Precision = "fp16"
	FP32 Precision = "fp32"
)

// Bytes is the size of one value.
func (p Precision) Bytes() int64 {
	if p == FP32 {
		return 4
	}
	return 2
}

// Mixed reports whether training keeps an fp32 master copy of the weights.
func (p Precision) Mixed() bool { return p != FP32 }

// Attention is how attention is computed, which decides whether the
// attention scores are stored for the backward pass.
type Attention string

// Attentions.
const (
	// SDPA is a fused kernel (FlashAttention, memory-efficient SDPA): the
	// s×s scores are recomputed in the backward pass, not stored.
	SDPA Attention = "sdpa"
	// Eager stores softmax, dropout mask and dropout output.
	Eager Attention = "eager"
)

// AllLinear targets every linear layer but the embeddings and the output
// head, as PEFT's "all-linear" does.
const AllLinear = "all-linear"

// Inputs is what an estimate is made from.
type Inputs struct {
	// Parameters counts every parameter of the model.
	Parameters int64
	// Tensors is the model's tensors from the safetensors headers; nil when
	// the model is known only by --params.
	Tensors []modelinfo.Tensor
	Arch    modelinfo.Arch
	// Diffusion is set for a diffusers component (transformer/ or unet/).
	Diffusion bool

	Method      Method
	LoRARank    int64
	LoRATargets []string
	Optimizer   Optimizer
	Precision   Precision
	Attention   Attention

	BatchSize, SeqLen     int64
	GradientCheckpointing bool
	// Resolution is the image side in pixels, for diffusion models.
	Resolution int64
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
