package estimate

import (
	"errors"
	"fmt"

	"github.com/spkit-dev/spkit/modelinfo"
)

// Fixed costs, documented in docs/estimate.md with their sources.
const (
	// CUDAContextBytes is the CUDA context with the cuBLAS/cuDNN handles
	// and workspaces that a PyTorch process holds outside its allocator once
	// it has run a kernel: nvidia-smi shows it, torch.cuda.memory_reserved
	// does not. 766.8 MiB on every row of the H100 records (nvidia-smi's
	// used memory less max_memory_reserved; PyTorch 2.11, CUDA 13.0).
	CUDAContextBytes = 768 << 20
	// ReservePercent is what PyTorch's caching allocator reserves beyond
	// the peak allocated (block rounding, fragmentation), as a share of it;
	// ReserveRecomputePercent the same for runs that recompute layers
	// (gradient checkpointing) or cast under autocast, whose freed blocks
	// fragment more. The medians of the H100 records' rows that are not
	// held out (4.9% of 6, 21% of 3; docs/estimate.md).
	ReservePercent          = 5
	ReserveRecomputePercent = 21
	// HostSideBytes is what else uses a unified-memory pool while a
	// trainer runs: the OS and its services, and the trainer's own host
	// memory (Python, the torch and CUDA libraries, data loader workers).
	HostSideBytes = 6 << 30
	// CPURuntimeBytes is a CPU PyTorch process before the model: the
	// interpreter, libtorch and its libraries, resident (VmRSS of
	// `python3 -c 'import torch, omegaconf'`, Debian's torch 1.13: 232 MiB).
	CPURuntimeBytes = 232 << 20
	// CPUHeapFactor: glibc's malloc keeps freed blocks of the forward and
	// backward passes in its heap (its mmap threshold rises with each
	// freed block), so a CPU trainer's resident memory grows by about twice
	// what its activations need at the peak: measured 2.09× with a 512-wide,
	// 2-layer, 128-token model (docs/estimate.md), not the example's shape.
	CPUHeapFactor = 2
)

// Component is one line of the breakdown.
type Component struct {
	// Name is the JSON key: frozen_weights, trainable_weights, ...
	Name  string
	Bytes int64
	// PerSample is the part of Bytes each sample adds (0 for lines that do
	// not grow with the batch size).
	PerSample int64
	// Formula says how Bytes was computed, with the numbers put in; Source
	// where the formula comes from.
	Formula, Source string
	// Counter is the first of the three figures the line belongs to:
	// allocated, reserved or device.
	Counter string
	// Phase is when the line is live (PhaseBackward, PhaseStep, PhaseLoss),
	// "" for throughout: the peak counts the lines of one phase. Lines of
	// the backward pass are live at the loss's peak too, but transient ones.
	Phase string
	// transient marks a backward-pass line that is a per-call copy (QLoRA's
	// dequantized weight): gone at the loss's own peak.
	transient bool
}

// Counters: PyTorch's torch.cuda.max_memory_allocated, its
// max_memory_reserved, and the whole device as nvidia-smi shows it (on a
// CPU: the process's resident memory).
const (
	Allocated = "allocated"
	Reserved  = "reserved"
	WholeDev  = "device"
)

// Breakdown is an estimate's result: the lines at the asked batch size, and
// the split into a fixed part and a per-sample part that verdicts use.
type Breakdown struct {
	Inputs    Inputs
	Trainable int64
	Quantized int64
	// Active is the parameters one token passes through (MoE: routed
	// experts only); equal to Inputs.Parameters for dense models.
	Active     int64
	Components []Component
	// Figures per counter; Fixed, PerSample and Floor are the device's
	// (Total() == max(Fixed + BatchSize·PerSample, Floor)).
	Figures                 map[string]Figure
	Fixed, PerSample, Floor int64
	// LossFixed and LossPerSample are the device's line at the loss's own
	// peak (Figure.LossFixed), 0 when the loss has none.
	LossFixed, LossPerSample int64
	// Peak is the phase the peak is in at the asked batch size.
	Peak string
	// Calibrated is set when probe's measurements replaced the terms.
	Calibrated string
	// Band, when set, replaces the device's measured error band (probe's
	// fit after calibration).
	Band *Band
}

// Total is the device-side peak at the asked batch size.
func (b *Breakdown) Total() int64 { return b.TotalAt(b.Inputs.BatchSize) }

// TotalAt is the device-side peak at batch size n.
func (b *Breakdown) TotalAt(n int64) int64 {
	return max(b.Fixed+n*b.PerSample, b.Floor, b.LossFixed+n*b.LossPerSample)
}

// Live reports whether line c counts in the peak: lines of the other phase
// are listed but not live then; at the loss's own peak the backward pass's
// lines are live but for its per-call copies.
func (b *Breakdown) Live(c Component) bool {
	return c.Phase == "" || c.Phase == b.Peak || (b.Peak == PhaseLoss && c.Phase == PhaseBackward && !c.transient)
}

// Compute makes the estimate.
func Compute(in Inputs) (*Breakdown, error) {
	in = separateHead(in.Defaults())
	if err := check(in); err != nil {
		return nil, err
	}
	b := &Breakdown{Inputs: in}
	b.Trainable = trainableParameters(in)
	b.Quantized = quantizedParameters(in)
	b.Active = activeParameters(in)
	static := b.staticLines()
	acts := activationLines(in, trainables(in))
	b.finish(static, acts)
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
	case in.Method == QLoRA && quantizedParameters(in) > in.Parameters:
		// The stand-in shape of a --params model holds more linear weights
		// than the count: its 16-bit remainder would go negative.
		return fmt.Errorf("the shape's linear layers alone hold %s parameters, more than the model's %s: give the model's config.json with --model, or --hidden-size, --layers, --intermediate-size and --vocab-size that match --params",
			count(quantizedParameters(in)), count(in.Parameters))
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
	s, h, heads, layers, v := float64(SequenceLength(in)), float64(max(a.HiddenSize, a.AttnDim())), float64(a.Heads), float64(a.Layers), float64(a.Vocab)
	inter := float64(max(a.Intermediate, a.ExpertIntermediate*max(a.ExpertsPerToken, 1)+a.SharedExpertIntermediate))
	perToken := 64*h + 16*inter + 8*heads*s + 4*float64(a.Experts) + 64*float64(in.LoRARank) + 16*v
	perSample := layers*s*perToken + float64(in.Resolution)*float64(in.Resolution)*UNetBytesPerPixel*2
	lora := float64(in.LoRARank) * (layers*16*(h+inter+h) + float64(in.Parameters))
	return 2 * (24*float64(in.Parameters) + 16*lora + float64(in.FrozenParts)*4 + float64(in.BatchSize)*perSample)
}

func trainableParameters(in Inputs) int64 {
	if in.Method == Full {
		return in.Parameters
	}
	return LoRAParameters(in.Tensors, in.LoRATargets, in.LoRARank)
}

// quantizedParameters counts the weights a QLoRA base holds in 4 bits:
// the linear layers' weights, and the output head with --quantize-head.
func quantizedParameters(in Inputs) int64 {
	if in.Method != QLoRA {
		return 0
	}
	return QuantizedParameters(in.Tensors) + quantizedHead(in)
}

// quantizedHead is the output head's weight when QLoRA quantizes it
// (vocab × hidden), else 0.
func quantizedHead(in Inputs) int64 {
	if in.Method != QLoRA || !in.QuantizeHead {
		return 0
	}
	return in.Arch.Vocab * in.Arch.HiddenSize
}

// separateHead unties a tied head the trainer allocates apart
// (--separate-head): the count gains vocab × hidden.
func separateHead(in Inputs) Inputs {
	if in.SeparateHead && in.Arch.TiedEmbeddings && in.Arch.Vocab > 0 {
		in.Parameters += in.Arch.Vocab * in.Arch.HiddenSize
		in.Arch.TiedEmbeddings = false
	}
	return in
}

// tiedHeadCopy is a quantized head's own weight beside tied embeddings:
// 4-bit weights cannot share the 16-bit embedding's storage, so the count
// (which holds the tied matrix once) gains it.
func tiedHeadCopy(in Inputs) int64 {
	if in.Arch.TiedEmbeddings {
		return quantizedHead(in)
	}
	return 0
}

// activeParameters is the parameters a token passes through: for a
// mixture of experts, the routed experts' share of the expert weights.
func activeParameters(in Inputs) int64 {
	a := in.Arch
	if !a.MoE() {
		return in.Parameters
	}
	var experts int64
	for _, t := range in.Tensors {
		if isExpertWeight(t.Name) {
			experts += t.Elements()
		}
	}
	return in.Parameters - experts + experts*a.ExpertsPerToken/a.Experts
}

func isExpertWeight(name string) bool {
	return containsSegment(name, "experts")
}

func containsSegment(name, seg string) bool {
	for i := 0; i+len(seg) <= len(name); i++ {
		if name[i:i+len(seg)] == seg && (i == 0 || name[i-1] == '.') && (i+len(seg) == len(name) || name[i+len(seg)] == '.') {
			return true
		}
	}
	return false
}

// largestLinear is the biggest 2-D weight (QLoRA dequantizes one at a
// time; ZeRO-3 gathers layer by layer).
func largestLinear(ts []modelinfo.Tensor) int64 {
	var n int64
	for _, t := range ts {
		if isLinearWeight(t) {
			n = max(n, t.Elements())
		}
	}
	return n
}
