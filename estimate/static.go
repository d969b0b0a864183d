package estimate

import "fmt"

// staticLines are the batch-independent lines.
func (b *Breakdown) staticLines() []Component {
	in, t := b.Inputs, b.Trainable
	pb := in.Precision.ParamBytes()
	n := in.GPUs
	var out []Component
	add := func(c Component) {
		if c.Bytes > 0 {
			if c.Counter == "" {
				c.Counter = Allocated
			}
			out = append(out, c)
		}
	}
	frozen := in.Parameters // the base; adapters are extra
	if in.Method == Full {
		frozen = 0
	}
	paramShard := int64(1)
	if in.Shard == ShardZeRO3 {
		paramShard = n
	}
	if in.Offload == OffloadParams {
		paramShard = 0
	}
	if in.Method == QLoRA {
		add(quantizedWeights(in, b.Quantized, frozen, paramShard))
	} else if frozen > 0 {
		add(Component{Name: "frozen_weights", Bytes: div(frozen*pb, paramShard), Formula: fmt.Sprintf("%s params × %d B (%s)%s", count(frozen), pb, in.Precision, shardNote(paramShard)),
			Source: "the model's parameters (safetensors headers or config.json) in the training dtype"})
	}
	tb, tsrc := pb, "the model's parameters in the training dtype"
	if in.Method != Full {
		tb = in.adapterBytes()
		tsrc = "peft get_peft_model(autocast_adapter_dtype=True) keeps adapters in fp32 over a 16-bit base (--adapter-dtype)"
	}
	add(Component{Name: "trainable_weights", Bytes: div(t*tb, paramShard), Formula: fmt.Sprintf("%s trainable × %d B%s", count(t), tb, shardNote(paramShard)), Source: tsrc})
	b.addGradients(add, t, tb)
	b.addOptimizer(add, t, tb)
	b.addBuffers(add, pb)
	return out
}

func (b *Breakdown) addGradients(add func(Component), t, tb int64) {
	in := b.Inputs
	shard := int64(1)
	if in.Shard == ShardZeRO2 || in.Shard == ShardZeRO3 {
		shard = in.GPUs
	}
	switch {
	case in.OptimizerInBackward:
		add(Component{Name: "gradients", Bytes: largestLinear(in.Tensors) * tb,
			Formula: "one tensor's gradient at a time (optimizer step in the backward pass)", Source: "torchtune optimizer_in_bwd"})
	case in.Offload == OffloadParams:
	default:
		c := Component{Name: "gradients", Bytes: div(t*tb, shard), Formula: fmt.Sprintf("%s trainable × %d B%s", count(t), tb, shardNote(shard)),
			Source: "ZeRO (Rajbhandari et al. 2020, arXiv:1910.02054) §3.1"}
		if in.GradAccum == 1 && in.Shard == ShardNone {
			// zero_grad(set_to_none=True), torch's default since 2.0: no
			// gradient exists when the backward pass starts.
			c.Phase = PhaseStep
			c.Formula += "; live from the backward pass to the optimizer step (zero_grad sets them to None)"
		}
		add(c)
	}
	if in.MasterWeights && in.Offload == OffloadNone {
		add(Component{Name: "master_weights", Bytes: div(t*4, b.stateShard()), Formula: fmt.Sprintf("%s trainable × 4 B (fp32 master copy)%s", count(t), shardNote(b.stateShard())),
			Source: "ZeRO §3.1"})
	}
}

func (b *Breakdown) stateShard() int64 {
	if b.Inputs.Shard == ShardNone {
		return 1
	}
	return b.Inputs.GPUs
}

func (b *Breakdown) addOptimizer(add func(Component), t, tb int64) {
	in := b.Inputs
	if in.Offload != OffloadNone {
		return
	}
	stateBytes := tb
	if in.MasterWeights {
		stateBytes = 4
	}
	var bytes int64
	var formula, source string
	switch in.Optimizer {
	case AdamW, PagedAdamW:
		bytes = 2 * stateBytes * t
		formula = fmt.Sprintf("%s trainable × 2 states × %d B", count(t), stateBytes)
		source = "Adam keeps m and v in the parameters' dtype (torch.optim), fp32 with master weights"
	case AdamW8bit, PagedAdamW8bit:
		bytes = 2 * t
		formula = fmt.Sprintf("%s trainable × 2 states × 1 B", count(t))
		source = "bitsandbytes 8-bit optimizers (Dettmers et al. 2022, arXiv:2110.02861)"
	case Adafactor:
		bytes = adafactorBytes(in) * stateBytes / 4
		formula = "factored second moment: rows + columns per matrix, no first moment"
		source = "Adafactor (Shazeer & Stern 2018, arXiv:1804.04235) §3"
	default:
		formula = "plain SGD keeps no state"
	}
	c := Component{Name: "optimizer_states", Bytes: div(bytes, b.stateShard()), Formula: formula + shardNote(b.stateShard()), Source: source}
	if in.Optimizer.Paged() {
		c.Counter = WholeDev
		c.Formula += "; paged (CUDA unified memory): outside PyTorch's allocator counters"
	}
	add(c)
	if in.Optimizer == AdamW && !in.MasterWeights && !in.OptimizerInBackward {
		add(Component{Name: "optimizer_step_temporaries", Bytes: div(stateBytes*t, b.stateShard()), Phase: PhaseStep,
			Formula: fmt.Sprintf("%s trainable × %d B: one state-sized buffer (sqrt of v) during the step%s", count(t), stateBytes, shardNote(b.stateShard())),
			Source:  "torch.optim.AdamW foreach (the CUDA default): _multi_tensor_adamw allocates exp_avg_sq_sqrt = torch._foreach_sqrt(exp_avg_sqs)"})
	}
}

// adafactorBytes is 4 B × (rows + columns) of each trained matrix and 4 B
// per value of the rest.
func adafactorBytes(in Inputs) int64 {
	var n int64
	if in.Method != Full {
		return 4 * LoRAParameters(in.Tensors, in.LoRATargets, 1) // r·(in+out) at rank 1 is in+out
	}
	for _, t := range in.Tensors {
		if len(t.Shape) >= 2 {
			n += 4 * (t.Shape[0] + t.Elements()/t.Shape[0])
		} else {
			n += 4 * t.Elements()
		}
	}
	return n
}

// addBuffers: autocast's 16-bit weight copies, QLoRA's dequantized weight,
// ZeRO-3's gathered layers, a diffusion pipeline's frozen parts.
func (b *Breakdown) addBuffers(add func(Component), pb int64) {
	in := b.Inputs
	if in.Precision.Mixed() {
		add(Component{Name: "autocast_weight_copies", Bytes: in.Parameters * 2, Phase: PhaseBackward,
			Formula: fmt.Sprintf("%s params × 2 B (16-bit casts kept for the backward pass)", count(in.Parameters)),
			Source:  "torch.autocast caches each weight's cast inside the autocast region"})
	}
	if in.Method == QLoRA {
		add(Component{Name: "dequantized_weight", Bytes: 2 * max(largestLinear(in.Tensors), quantizedHead(in)) * 2, Phase: PhaseBackward, transient: true,
			Formula: fmt.Sprintf("2 × the largest linear weight%s × 2 B (dequantized for the matmul, forward and backward)", headNote(in)),
			Source:  "bitsandbytes/torchao NF4 linear dequantizes the weight per call: MatMul4Bit.forward F.dequantize_4bit(B, quant_state).to(A.dtype) (bitsandbytes 0.42.0 autograd/_functions.py:516)"})
	}
	if in.Shard == ShardZeRO3 || in.Offload == OffloadParams {
		layer := (in.Parameters / max(in.Arch.Layers, 1)) * pb
		add(Component{Name: "gathered_layers", Bytes: 2 * layer,
			Formula: fmt.Sprintf("2 layers' unsharded weights × %d B (current and prefetched)", pb), Source: "FSDP/ZeRO-3 all-gather per layer"})
	}
	if in.FrozenParts > 0 {
		add(Component{Name: "frozen_pipeline_parts", Bytes: in.FrozenParts * 2,
			Formula: fmt.Sprintf("%s params (text encoders, VAE) × 2 B", count(in.FrozenParts)), Source: "diffusers pipelines keep their frozen parts in 16-bit"})
	}
}

// quantizedWeights is QLoRA's frozen-weights line: q weights in 4 bits,
// the rest of the frozen count in 16-bit (a quantized head's own copy
// beside tied embeddings included).
func quantizedWeights(in Inputs, q, frozen, paramShard int64) Component {
	other := frozen - q + tiedHeadCopy(in)
	bits, consts := "4.127", "NF4 + double-quantized constants"
	if in.NoDoubleQuant {
		bits, consts = "4.5", "NF4 + an fp32 absmax per 64 values"
	}
	return Component{Name: "frozen_weights", Bytes: div(nf4Bytes(q, !in.NoDoubleQuant)+other*2, paramShard),
		Formula: fmt.Sprintf("%s linear params%s × %s bits (%s) + %s other × 2 B%s", count(q), headNote(in), bits, consts, count(other), shardNote(paramShard)),
		Source:  "QLoRA (Dettmers et al. 2023, arXiv:2305.14314) §3; bitsandbytes quantize_4bit blocksize 64"}
}

// headNote says the quantized output head is counted with the linears.
func headNote(in Inputs) string {
	if quantizedHead(in) == 0 {
		return ""
	}
	return " (the output head's included: --quantize-head)"
}

// nf4Bytes is QLoRA's 4-bit NormalFloat: 4 bits per value plus its
// block's constant. Double-quantized: an 8-bit constant per block of 64 and
// an fp32 constant per 256 blocks, 4 + 8/64 + 32/(64·256) = 4.127 bits
// (Dettmers et al. 2023); else an fp32 absmax per block of 64, 4.5 bits.
func nf4Bytes(n int64, double bool) int64 {
	if !double {
		return n/2 + n*4/64
	}
	return n/2 + n/64 + n*4/(64*256)
}

func div(n, by int64) int64 {
	if by <= 0 {
		return 0
	}
	return n / by
}

func shardNote(by int64) string {
	switch by {
	case 0:
		return " (offloaded to CPU: 0 on the device)"
	case 1:
		return ""
	}
	return fmt.Sprintf(" / %d GPUs", by)
}
