package estimate

import "fmt"

// Phases: the moments of a training step a line is live at. A line with
// no phase is live throughout.
const (
	// PhaseBackward: the start of the backward pass, when every kept
	// activation and the loss's gradients are live.
	PhaseBackward = "backward"
	// PhaseStep: the optimizer step, with every gradient and the
	// optimizer's temporaries.
	PhaseStep = "optimizer step"
	// PhaseLoss: the logits' own largest moment when it falls apart from
	// the backward pass's (--loss native with a 4-bit model: the
	// dequantized weight is a per-call copy, gone by then).
	PhaseLoss = "loss"
)

// Figure is one counter at its peak: the largest of the backward pass
// (Fixed + n·PerSample), the optimizer step (Floor, which does not grow
// with the batch) and, where the loss has a moment of its own, the loss's
// peak (LossFixed + n·LossPerSample; both 0 when there is none).
type Figure struct {
	Fixed, PerSample, Floor  int64
	LossFixed, LossPerSample int64
}

// At is the figure at batch size n.
func (f Figure) At(n int64) int64 {
	return max(f.Fixed+n*f.PerSample, f.Floor, f.LossFixed+n*f.LossPerSample)
}

// PeakAt names the phase the peak is in at batch size n.
func (f Figure) PeakAt(n int64) string {
	switch back, loss := f.Fixed+n*f.PerSample, f.LossFixed+n*f.LossPerSample; {
	case f.Floor > max(back, loss):
		return PhaseStep
	case loss > back:
		return PhaseLoss
	}
	return PhaseBackward
}

// PerSampleAt is the per-sample part of the line that is the peak at n.
func (f Figure) PerSampleAt(n int64) int64 {
	if f.PeakAt(n) == PhaseLoss {
		return f.LossPerSample
	}
	return f.PerSample
}

func (f Figure) scale(percent int64) Figure {
	return Figure{f.Fixed * percent / 100, f.PerSample * percent / 100, f.Floor * percent / 100,
		f.LossFixed * percent / 100, f.LossPerSample * percent / 100}
}

func (f Figure) plus(n int64) Figure {
	out := Figure{f.Fixed + n, f.PerSample, f.Floor + n, f.LossFixed, f.LossPerSample}
	if f.LossPerSample > 0 {
		out.LossFixed += n
	}
	return out
}

// finish adds the counters' lines and splits fixed from per-sample bytes.
func (b *Breakdown) finish(static, acts []Component) {
	in := b.Inputs
	var always, backward, step, deviceOnly, perSample, transient, lossOnly int64
	for _, c := range static {
		switch {
		case c.Counter != Allocated:
			deviceOnly += c.Bytes
		case c.Phase == PhaseBackward:
			backward += c.Bytes
			if c.transient {
				transient += c.Bytes
			}
		case c.Phase == PhaseStep:
			step += c.Bytes
		default:
			always += c.Bytes
		}
	}
	for i := range acts {
		if acts[i].Phase != PhaseLoss {
			acts[i].Phase = PhaseBackward
			perSample += acts[i].Bytes
		} else {
			lossOnly += acts[i].Bytes
		}
		acts[i].Counter = Allocated
		acts[i].PerSample = acts[i].Bytes
		acts[i].Bytes *= in.BatchSize
	}
	alloc := Figure{Fixed: always + backward, PerSample: perSample, Floor: always + step}
	if lossOnly > 0 {
		// The loss's own peak: the per-call copies of the backward pass
		// (transient) are gone, the logits at their largest.
		alloc.LossFixed, alloc.LossPerSample = always+backward-transient, perSample+lossOnly
	}
	b.Figures = map[string]Figure{Allocated: alloc}
	b.Peak = alloc.PeakAt(in.BatchSize)
	lines := append(static, acts...)
	if in.Device == CPU {
		lines = append(lines, b.cpuLines(alloc)...)
	} else {
		lines = append(lines, b.cudaLines(alloc, deviceOnly)...)
	}
	b.Components = lines
	dev := b.Figures[WholeDev]
	b.Fixed, b.PerSample, b.Floor = dev.Fixed, dev.PerSample, dev.Floor
	b.LossFixed, b.LossPerSample = dev.LossFixed, dev.LossPerSample
}

func (b *Breakdown) cudaLines(alloc Figure, deviceOnly int64) []Component {
	n := b.Inputs.BatchSize
	pct := reservePercent(b.Inputs)
	reserved := alloc.scale(100 + pct)
	b.Figures[Reserved] = reserved
	rp := reserved.PerSampleAt(n) - alloc.PerSampleAt(n)
	if b.Peak == PhaseStep {
		rp = 0
	}
	reserve := Component{Name: "allocator_reserve", Bytes: reserved.At(n) - alloc.At(n), PerSample: rp, Counter: Reserved,
		Formula: fmt.Sprintf("%d%% of allocated%s", pct, map[bool]string{true: " (recomputing or autocast run)"}[pct == ReserveRecomputePercent]),
		Source:  "PyTorch's caching allocator reserves whole blocks; fitted on the H100 records' reserved peaks (docs/estimate.md)"}
	ctx := Component{Name: "cuda_context", Bytes: CUDAContextBytes, Counter: WholeDev,
		Formula: size(CUDAContextBytes), Source: "CUDA context with cuBLAS/cuDNN handles and workspaces, outside the allocator: nvidia-smi less max_memory_reserved on the H100 records"}
	b.Figures[WholeDev] = reserved.plus(CUDAContextBytes + deviceOnly)
	return []Component{reserve, ctx}
}

func (b *Breakdown) cpuLines(alloc Figure) []Component {
	n := b.Inputs.BatchSize
	heap := alloc.PerSample * (CPUHeapFactor - 1)
	reserved := alloc
	reserved.PerSample += heap
	if reserved.LossPerSample > 0 {
		reserved.LossPerSample += heap
	}
	b.Figures[Reserved] = reserved
	b.Figures[WholeDev] = reserved.plus(CPURuntimeBytes)
	return []Component{
		{Name: "heap_retention", Bytes: reserved.At(n) - alloc.At(n), PerSample: heap, Counter: Reserved,
			Formula: fmt.Sprintf("per-sample lines × %d − 1", CPUHeapFactor), Source: "glibc malloc keeps freed blocks (measured, docs/estimate.md)"},
		{Name: "cpu_runtime", Bytes: CPURuntimeBytes, Counter: WholeDev,
			Formula: "232 MiB", Source: "VmRSS of python3 with torch imported (Debian torch 1.13), measured"},
	}
}

// reservePercent is the allocator's reserve for these settings.
func reservePercent(in Inputs) int64 {
	if in.GradientCheckpointing || in.Precision.Mixed() {
		return ReserveRecomputePercent
	}
	return ReservePercent
}
