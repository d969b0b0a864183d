package estimate

import (
	"errors"
	"fmt"
)

// Fixed costs, documented in docs/estimate.md.
const (
	// CUDAContextBytes is the CUDA context with cuBLAS/cuDNN workspaces
	// that PyTorch holds once it has run a kernel (about 0.5 to 1 GiB).
	CUDAContextBytes = 1 << 30
	// AllocatorOverheadPercent is what PyTorch's caching allocator reserves
	// beyond what tensors use (fragmentation, rounding), as a share of them.
	AllocatorOverheadPercent = 10
	// HostSideBytes is what else uses a unified-memory pool while a
	// trainer runs: the OS and its services, and the trainer's own host
	// memory (Python, the torch and CUDA libraries, data loader workers).
	HostSideBytes = 6 << 30
)

// Component is one line of the breakdown.
type Component struct {
	// Name is the JSON key: frozen_weights, trainable_weights, ...
	Name  string
	Bytes int64
	// PerSample is the part of Bytes each sample adds (0 for lines that do
	// not grow with the batch size).
	PerSample int64
	// Formula says how Bytes was computed, with the numbers put in.
	Formula string
}

// Breakdown is an estimate's result: the lines at the asked batch size, and
// the split into a fixed part and a per-sample part that verdicts use.
type Breakdown struct {
	Inputs     Inputs
	Trainable  int64
	Quantized  int64
	Components []Component
	// Fixed is what does not depend on the batch size; PerSample is what
	// each sample adds. Both include the allocator overhead and Fixed the
	// CUDA context: Total() == Fixed + BatchSize·PerSample.
	Fixed, PerSample int64
}

// Total is the device-side peak at the asked batch size.
func (b *Breakdown) Total() int64 { return b.TotalAt(b.Inputs.BatchSize) }

// TotalAt is the device-side peak at batch size n.
func (b *Breakdown) TotalAt(n int64) int64 { return b.Fixed + n*b.PerSample }

// Compute makes the estimate.
func Compute(in Inputs) (*Breakdown, error) {
	if err := check(in); err != nil {
		return nil, err
	}
	b := &Breakdown{Inputs: in}
	b.Trainable = trainableParameters(in)
	b.Quantized = quantizedParameters(in)
	weights := b.weightLines()
	acts := activationLines(in)
	b.finish(weights, acts)
	return b, nil
}

func check(in Inputs) error {
	switch {
	case in.Parameters <= 0:
		return errors.New("the model has no parameters")
	case in.BatchSize < 1 || in.SeqLen < 1:
		return errors.New("batch size and sequence length must be at least 1")
	case in.Method != Full && in.LoRARank < 1:
		return errors.New("LoRA rank must be at least 1")
	case !in.Arch.Complete() && !in.Arch.UNet:
		return errors.New("the activation estimate needs hidden size, layers and heads")
	case upperBound(in) > maxEstimateBytes:
		return errors.New("these settings give an estimate beyond 1 EiB: check the numbers")
	}
	return nil
}

// maxEstimateBytes bounds estimates so that int64 arithmetic cannot
// overflow, whatever a config.json or the flags say.
const maxEstimateBytes = 1 << 60

// upperBound over-estimates the total in float64: every term at its
// largest (eager attention, no recomputation, fp32, LoRA on every weight).
func upperBound(in Inputs) float64 {
	a := in.Arch
	s, h, heads, layers, v := float64(SequenceLength(in)), float64(a.HiddenSize), float64(a.Heads), float64(a.Layers), float64(a.Vocab)
	perSample := 2 * (layers*(s*h*34+5*heads*s*s) + s*v*logitBytes + float64(in.Resolution)*float64(in.Resolution)*UNetBytesPerPixel)
	lora := float64(in.LoRARank) * (layers*16*(h+float64(a.Intermediate)+h) + float64(in.Parameters))
	return 2 * (20*float64(in.Parameters) + 16*lora + float64(in.BatchSize)*perSample)
}

func trainableParameters(in Inputs) int64 {
	switch {
	case in.Method == Full:
		return in.Parameters
	case in.Tensors != nil:
		return LoRAParameters(in.Tensors, in.LoRATargets, in.LoRARank)
	}
	// A model known only by --params: one Llama-shaped layer, times layers.
	return LoRAParameters(llamaLayerLinears(in.Arch), in.LoRATargets, in.LoRARank) * in.Arch.Layers
}

// quantizedParameters counts the weights a QLoRA base holds in 4 bits:
// the header's linear layers, or for a model known only by --params every
// parameter but the embeddings and the head (2·vocab·hidden).
func quantizedParameters(in Inputs) int64 {
	if in.Method != QLoRA {
		return 0
	}
	if in.Tensors != nil {
		return QuantizedParameters(in.Tensors)
	}
	return max(in.Parameters-2*in.Arch.Vocab*in.Arch.HiddenSize, 0)
}

// weightLines are the batch-independent lines.
func (b *Breakdown) weightLines() []Component {
	in, p, t := b.Inputs, b.Inputs.Precision.Bytes(), b.Trainable
	frozen := in.Parameters
	if in.Method == Full {
		frozen = 0
	}
	out := []Component{}
	if in.Method == QLoRA {
		q := b.Quantized
		out = append(out, Component{Name: "frozen_weights", Bytes: nf4Bytes(q) + (frozen-q)*p,
			Formula: fmt.Sprintf("%s linear params × 4.127 bits (NF4 + double-quantized constants) + %s other × %d B", count(q), count(frozen-q), p)})
	} else if frozen > 0 {
		out = append(out, Component{Name: "frozen_weights", Bytes: frozen * p, Formula: fmt.Sprintf("%s params × %d B (%s)", count(frozen), p, in.Precision)})
	}
	out = append(out,
		Component{Name: "trainable_weights", Bytes: t * p, Formula: fmt.Sprintf("%s trainable × %d B (%s)", count(t), p, in.Precision)},
		Component{Name: "gradients", Bytes: t * p, Formula: fmt.Sprintf("%s trainable × %d B", count(t), p)},
	)
	if in.Precision.Mixed() {
		out = append(out, Component{Name: "master_weights", Bytes: t * 4, Formula: fmt.Sprintf("%s trainable × 4 B (fp32 master copy, mixed precision)", count(t))})
	}
	states := optimizerStateBytes(in.Optimizer)
	out = append(out, Component{Name: "optimizer_states", Bytes: t * states, Formula: fmt.Sprintf("%s trainable × %d B (%s)", count(t), states, in.Optimizer)})
	return out
}

// nf4Bytes is QLoRA's 4-bit NormalFloat with double quantization: 4 bits
// per value, plus an 8-bit constant per block of 64 and an fp32 constant per
// 256 blocks: 4 + 8/64 + 32/(64·256) = 4.127 bits (Dettmers et al. 2023).
func nf4Bytes(n int64) int64 { return n/2 + n/64 + n*4/(64*256) }

func optimizerStateBytes(o Optimizer) int64 {
	switch o {
	case AdamW:
		return 8 // fp32 m and v
	case AdamW8bit:
		return 2 // 8-bit m and v (bitsandbytes)
	default:
		return 0 // plain SGD keeps no state; momentum would add 4 B
	}
}

// finish adds the overhead lines and splits fixed from per-sample bytes.
func (b *Breakdown) finish(weights, acts []Component) {
	var fixed, perSample int64
	for _, c := range weights {
		fixed += c.Bytes
	}
	for _, c := range acts {
		perSample += c.Bytes
	}
	n := b.Inputs.BatchSize
	for i := range acts {
		acts[i].PerSample = acts[i].Bytes
		acts[i].Bytes *= n
	}
	overheadFixed, overheadPer := fixed*AllocatorOverheadPercent/100, perSample*AllocatorOverheadPercent/100
	b.Components = append(append(weights, acts...),
		Component{Name: "allocator_overhead", Bytes: overheadFixed + n*overheadPer, PerSample: overheadPer,
			Formula: fmt.Sprintf("%d%% of the lines above (PyTorch caching allocator)", AllocatorOverheadPercent)},
		Component{Name: "cuda_context", Bytes: CUDAContextBytes, Formula: "1 GiB (CUDA context, cuBLAS/cuDNN workspaces)"},
	)
	b.Fixed = fixed + overheadFixed + CUDAContextBytes
	b.PerSample = perSample + overheadPer
}
