package estimate

import "fmt"

// The output head's logits and what the loss keeps of them, per --loss
// (docs/estimate.md, the logits line and litgpt's loop under Fabric).

// logitLine is the output head's logits and the loss's kept tensors at
// their peak (the loss's backward), per sample. perEighth is in eighths
// of a byte per logit (a chunk of torchtune's 8 is an eighth).
func logitLine(in Inputs) Component {
	p, v, s := in.Precision.ActBytes(), in.Arch.Vocab, in.SeqLen
	var perEighth int64
	var why, source string
	switch {
	case in.Loss == LossChunked && in.Compile:
		perEighth = 8*p + p
		why = fmt.Sprintf("chunked logits %d B kept + one chunk's gradient %d/%d B; compiled, the fp32 upcast and log-softmax are fused away", p, p, lossChunks)
		source = "torchtune CEWithChunkedOutputLoss under torch.compile (inductor fuses upcast, log-softmax and loss)"
	case in.Loss == LossChunked:
		perEighth = 8*(p+4) + 8
		why = fmt.Sprintf("logits %d B + fp32 log-softmax 4 B + one chunk's two fp32 gradients 8/%d B", p, lossChunks)
		source = "torchtune CEWithChunkedOutputLoss: each chunk upcast to fp32 for cross-entropy"
	case in.Loss == LossNative:
		return nativeLogits(in)
	case in.Loss == LossFused:
		why = "fused head and loss: no logits kept"
		source = "Liger fused linear cross-entropy, Unsloth, Cut Cross-Entropy"
	default:
		perEighth = 8 * 12
		why = fmt.Sprintf("fp32 log-softmax 4 B + its gradient 4 B + the logits' fp32 gradient 4 B; the %d-B logits are freed once upcast", p)
		source = "transformers ForCausalLMLoss: logits.float(), then cross_entropy (log_softmax keeps its fp32 output; nll_loss and log_softmax backward each allocate an fp32 gradient)"
	}
	return Component{Name: "logits", Bytes: s * v * perEighth / 8,
		Formula: fmt.Sprintf("b × s %d × vocab %d × %g B (%s)", s, v, float64(perEighth)/8, why),
		Source:  source}
}

// nativeBytes is what litgpt's loop under Lightning Fabric holds of the
// logits, per sample, at their largest moment (own) and beside a 4-bit
// model's per-call dequantized weight (withCopy). Fabric's
// _FabricModule.forward returns precision.convert_output(output), which
// casts every floating tensor to torch.get_default_dtype(), fp32 outside
// the forward context (lightning/fabric/wrappers.py, plugins/precision/
// half.py and bitsandbytes.py), so the loop's logits are fp32 copies of the
// head's p-byte output, cross-entropy runs in fp32, and the loop's
// `logits` keeps the last step's fp32 logits until the next forward
// returns. Per logit, with a previous batch as long as this one:
//   - end of the forward pass: the head's output p (kept until the cast
//     returns; the cast is a no-op in fp32) + its fp32 copy 4 + the last
//     step's fp32 logits 4;
//   - the loss's backward, chunk by chunk: the fp32 logits 4 + log-softmax
//     outputs and gradients 4 + one chunk's nll and log-softmax gradients
//     8/chunks (lora.py chunks the head by 128 tokens);
//   - full.py: the head whole, chunked_cross_entropy splits it by 128 rows
//     and SplitBackward's cat and SliceBackward's zeros (logits[..., :-1,
//     :]) each allocate a whole fp32 gradient beside the fp32 logits and
//     the chunks' gradients: 12;
//   - beside the dequantized weight (the head's last chunk, or its
//     backward): fp32 logits 4 (the last step's, or this one's) + the
//     head's p-byte output or gradient.
func nativeBytes(in Inputs) (own, withCopy int64) {
	p, v, s := in.Precision.ActBytes(), in.Arch.Vocab, in.SeqLen
	cast := p // the head's own output beside its fp32 copy
	if p >= 4 {
		cast = 0
	}
	sv := s * v
	chunks := max(1, (s+litgptHeadChunk-1)/litgptHeadChunk)
	own = max(sv*(cast+8), sv*8+sv*8/chunks)
	if in.Method == Full {
		rows := max(1, (s-1+litgptHeadChunk-1)/litgptHeadChunk)
		own = max(own, sv*12, sv*8+sv*8/rows)
	}
	return own, sv * (4 + p)
}

// nativeLogits is --loss native's logits line: the logits' own peak, or,
// with a 4-bit model, what is held beside the dequantized weight
// (nativeLossPeak adds the rest at the loss's own peak).
func nativeLogits(in Inputs) Component {
	own, withCopy := nativeBytes(in)
	p, v, s := in.Precision.ActBytes(), in.Arch.Vocab, in.SeqLen
	source := "litgpt's loop under Lightning Fabric: _FabricModule.forward casts the outputs to fp32 (precision.convert_output, torch.get_default_dtype()), the loop's logits keep the last step's until the next forward returns; cross_entropy in fp32 (litgpt/utils.py chunked_cross_entropy)"
	if in.Method == QLoRA {
		return Component{Name: "logits", Bytes: withCopy,
			Formula: fmt.Sprintf("b × s %d × vocab %d × %d B beside the dequantized weight (fp32 logits 4 B, the last step's or this one's, + the head's %d-B output or gradient)", s, v, 4+p, p),
			Source:  source}
	}
	return Component{Name: "logits", Bytes: own,
		Formula: fmt.Sprintf("b × s %d × vocab %d × %.2f B at their largest: %s", s, v, float64(own)/float64(s*v), nativeWhy(in)),
		Source:  source}
}

// nativeLossPeak is the rest of --loss native's logits at the loss's own
// peak, when a 4-bit model's dequantized weight puts the backward pass's
// peak elsewhere.
func nativeLossPeak(in Inputs, held int64) (Component, bool) {
	if in.Loss != LossNative || in.Method != QLoRA || in.Arch.Vocab <= 0 {
		return Component{}, false
	}
	own, _ := nativeBytes(in)
	if own <= held {
		return Component{}, false
	}
	s, v := in.SeqLen, in.Arch.Vocab
	return Component{Name: "logits_at_loss_peak", Bytes: own - held, Phase: PhaseLoss,
		Formula: fmt.Sprintf("b × s %d × vocab %d × %.2f B more at the logits' own peak (%s), the dequantized weight freed by then", s, v, float64(own-held)/float64(s*v), nativeWhy(in)),
		Source:  "litgpt's loop under Lightning Fabric (see logits); bitsandbytes dequantizes per call (MatMul4Bit.forward)"}, true
}

func nativeWhy(in Inputs) string {
	p := in.Precision.ActBytes()
	if in.Method == Full {
		return fmt.Sprintf("full.py: the head's %d-B output + its fp32 copy + the last step's fp32 logits; the fp32 logits + a whole fp32 gradient from SplitBackward's cat or SliceBackward's zeros + the chunks' gradients, 12 B", p)
	}
	return fmt.Sprintf("the head's %d-B output + its fp32 copy 4 B + the last step's fp32 logits 4 B at the forward's end; fp32 logits 4 B + log-softmax 4 B + one %d-token chunk's two fp32 gradients in the loss's backward", p, litgptHeadChunk)
}
