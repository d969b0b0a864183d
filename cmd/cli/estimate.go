package cli

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
)

type estimateOptions struct {
	Model, Params                        string
	Method, Optimizer, Precision, Attn   string
	Loss, Shard, Offload, Device, Family string
	LoRARank, GPUs, GradAccum            int64
	LoRADropout                          float64
	AdapterDType                         string
	LoRATargets                          []string
	BatchSize, SeqLen, Resolution        int64
	GradientCheckpointing, JSON, Explain bool
	Compile, OptInBackward, ActOffload   bool
	MasterWeights, QuantSavesInputs      bool
	GraphHeld, FusedQKV                  bool
	QuantizeHead, SeparateHead           bool
	DoubleQuant                          bool
	Profiles                             []string
	Arch                                 modelinfo.Arch
}

func newEstimateCmd(f *Factory, runF func(app.EstimateRequest) error) *cobra.Command {
	opts := &estimateOptions{}
	if runF == nil {
		runF = func(req app.EstimateRequest) error { return app.Estimate(f.Deps(), req) }
	}
	cmd := &cobra.Command{
		Use:   "estimate [--model PATH | --params N] [flags]",
		Short: "Estimate a training run's peak memory and whether it fits each profile",
		Long: `Estimate the peak memory of fine-tuning a model, line by line (weights,
gradients, optimizer states, activations, overhead), from the safetensors
headers and config.json of a local Hugging Face model (no weights are read),
or from a parameter count. Each profile gets a verdict (fits, tight, does not
fit) against its usable memory (DGX Spark: the guard's 100 of 128 GB) and the
largest batch size that fits. Peaks measured by spkit probe in
.spkit/probe/PROFILE/results.json are shown beside the estimate.
Formulas and sources: docs/estimate.md.`,
		Example: `  spkit estimate --model ./Llama-2-7b-hf --method lora --lora-rank 16
  spkit estimate --params 13B --method qlora --profile dgx-spark --json
  spkit estimate --model ./FLUX.1-dev --method lora --resolution 1024 --gradient-checkpointing`,
		Args: exactArgs(0, "no arguments (give the model with --model)"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			settings, err := opts.settings()
			if err != nil {
				return err
			}
			return runF(app.EstimateRequest{Model: opts.Model, Params: opts.Params, Arch: opts.Arch, Settings: settings,
				Profiles: opts.Profiles, JSON: opts.JSON, Explain: opts.Explain})
		},
	}
	opts.addFlags(cmd)
	return cmd
}

// addFlags registers the command's flags on opts.
func (opts *estimateOptions) addFlags(cmd *cobra.Command) {
	fl := cmd.Flags()
	fl.StringVar(&opts.Model, "model", "", "local Hugging Face model directory, config.json, .safetensors file or index")
	fl.StringVar(&opts.Params, "params", "", "parameter count for a model with no files at hand (13B, 6.7e9)")
	fl.StringVar(&opts.Method, "method", "full", "full, lora or qlora")
	fl.Int64Var(&opts.LoRARank, "lora-rank", 16, "LoRA rank")
	fl.StringSliceVar(&opts.LoRATargets, "lora-targets", []string{estimate.AllLinear}, "modules LoRA adapts (q_proj,v_proj; all-linear)")
	fl.Float64Var(&opts.LoRADropout, "lora-dropout", 0, "LoRA dropout (above 0, each adapter keeps a dropped copy of its input)")
	fl.StringVar(&opts.AdapterDType, "adapter-dtype", "fp32", "LoRA adapters' dtype: fp32 (peft's default over a bf16/fp16 model; each adapter keeps an fp32 copy of its input) or model (litgpt, torchtune, peft with autocast_adapter_dtype=False)")
	fl.StringVar(&opts.Optimizer, "optimizer", "adamw", "adamw, adamw-8bit, paged-adamw, paged-adamw-8bit, sgd or adafactor")
	fl.StringVar(&opts.Precision, "precision", "bf16", "bf16 or fp16 (model, gradients and states in 16-bit), fp32, mixed-bf16 or mixed-fp16 (autocast over an fp32 model)")
	fl.BoolVar(&opts.MasterWeights, "master-weights", false, "keep fp32 master weights and fp32 optimizer states over a 16-bit model (DeepSpeed, Megatron)")
	fl.StringVar(&opts.Attn, "attention", "sdpa", "flash (FlashAttention-2), sdpa (fused, grouped KV expanded) or eager (scores stored)")
	fl.StringVar(&opts.Loss, "loss", "fp32", "fp32 (logits upcast, transformers), chunked (torchtune), native (litgpt under Fabric: chunked head, logits cast to fp32 for the loss) or fused (Liger, Unsloth)")
	fl.BoolVar(&opts.Compile, "compile", false, "torch.compile (fused kernels keep fewer intermediates)")
	fl.BoolVar(&opts.OptInBackward, "optimizer-in-backward", false, "step each parameter in the backward pass and free its gradient")
	fl.BoolVar(&opts.ActOffload, "activation-offload", false, "offload kept activations to CPU memory (with --gradient-checkpointing)")
	fl.Int64Var(&opts.GradAccum, "grad-accum", 1, "gradient accumulation steps (above 1, gradients live through the forward pass)")
	fl.BoolVar(&opts.QuantSavesInputs, "quant-saves-inputs", true, "QLoRA: the 4-bit linear keeps its input (bitsandbytes); false for torchao NF4")
	fl.BoolVar(&opts.GraphHeld, "graph-held", false, "the training loop keeps the last step's loss into the next forward (litgpt's fit()): QLoRA's 4-bit inputs, stored on ctx by bitsandbytes, live twice")
	fl.BoolVar(&opts.FusedQKV, "fused-qkv", false, "q, k, v from one fused linear: one LoRA dropout copy, grouped k/v repeated to every head before SDPA (litgpt's GPT)")
	fl.BoolVar(&opts.QuantizeHead, "quantize-head", false, "QLoRA: the output head is 4-bit too, apart from tied embeddings (Lightning's BitsandbytesPrecision replaces every nn.Linear; transformers skips lm_head)")
	fl.BoolVar(&opts.SeparateHead, "separate-head", false, "the model allocates its own output head where the config ties it (litgpt's GPT)")
	fl.BoolVar(&opts.DoubleQuant, "double-quant", true, "QLoRA: double-quantized block constants (4.127 bits); false for fp32 absmax per 64 values (4.5 bits: bnb_4bit_use_double_quant=False, Lightning's nf4)")
	fl.StringVar(&opts.Shard, "shard", "none", "none, zero1, zero2 or zero3 (FSDP full shard) across --gpus")
	fl.Int64Var(&opts.GPUs, "gpus", 1, "data-parallel GPUs the state is sharded over")
	fl.StringVar(&opts.Offload, "offload", "none", "none, optimizer or params (to CPU memory)")
	fl.StringVar(&opts.Device, "device", "cuda", "cuda or cpu (a CPU trainer: PyTorch's runtime and glibc's heap instead of the CUDA context and allocator)")
	fl.StringVar(&opts.Family, "family", "", "layer layout for --params: llama (RMSNorm, gated MLP) or gpt (LayerNorm, GELU MLP)")
	fl.Int64Var(&opts.BatchSize, "batch-size", 1, "micro-batch size per step")
	fl.Int64Var(&opts.SeqLen, "seq-len", 2048, "tokens per sample (language models)")
	fl.Int64Var(&opts.Resolution, "resolution", 1024, "image side in pixels (diffusion models)")
	fl.BoolVar(&opts.GradientCheckpointing, "gradient-checkpointing", false, "recompute activations in the backward pass")
	fl.StringArrayVar(&opts.Profiles, "profile", nil, "profile to judge against (repeatable; default "+strings.Join(app.DefaultEstimateProfiles, ", ")+")")
	fl.Int64Var(&opts.Arch.HiddenSize, "hidden-size", 0, "hidden size (instead of config.json)")
	fl.Int64Var(&opts.Arch.Layers, "layers", 0, "number of transformer layers")
	fl.Int64Var(&opts.Arch.Heads, "heads", 0, "attention heads")
	fl.Int64Var(&opts.Arch.KVHeads, "kv-heads", 0, "key/value heads (grouped-query attention)")
	fl.Int64Var(&opts.Arch.Vocab, "vocab-size", 0, "vocabulary size")
	fl.Int64Var(&opts.Arch.Intermediate, "intermediate-size", 0, "MLP intermediate size")
	fl.Int64Var(&opts.Arch.HeadDim, "head-dim", 0, "attention head dimension (when not hidden/heads)")
	fl.BoolVar(&opts.JSON, "json", false, "print as JSON (stable shape, docs/estimate.md)")
	fl.BoolVar(&opts.Explain, "explain", false, "show each line's formula and source")
}

// settings validates the training flags.
func (o *estimateOptions) settings() (estimate.Inputs, error) {
	in := estimate.Inputs{
		Method: estimate.Method(o.Method), Optimizer: estimate.Optimizer(o.Optimizer),
		Precision: estimate.Precision(o.Precision), Attention: estimate.Attention(o.Attn),
		LoRARank: o.LoRARank, LoRATargets: o.LoRATargets, LoRADropout: o.LoRADropout, AdapterDType: estimate.AdapterDType(o.AdapterDType),
		BatchSize: o.BatchSize, SeqLen: o.SeqLen,
		Resolution: o.Resolution, GradientCheckpointing: o.GradientCheckpointing,
		Loss: estimate.Loss(o.Loss), Compile: o.Compile, OptimizerInBackward: o.OptInBackward, ActivationOffload: o.ActOffload,
		GradAccum: o.GradAccum, MasterWeights: o.MasterWeights, QuantSavesInputs: o.QuantSavesInputs,
		GraphHeld: o.GraphHeld, FusedQKV: o.FusedQKV, QuantizeHead: o.QuantizeHead, SeparateHead: o.SeparateHead,
		NoDoubleQuant: !o.DoubleQuant,
		Shard:         estimate.Shard(o.Shard), GPUs: o.GPUs, Offload: estimate.Offload(o.Offload), Device: estimate.Device(o.Device),
	}
	o.Arch.Family = map[string]string{"llama": modelinfo.FamilyLlama, "gpt": modelinfo.FamilyGPT}[o.Family]
	for _, c := range []struct {
		flag, value string
		allowed     []string
	}{
		{"--method", o.Method, []string{"full", "lora", "qlora"}},
		{"--adapter-dtype", o.AdapterDType, []string{"fp32", "model"}},
		{"--optimizer", o.Optimizer, names(estimate.Optimizers)},
		{"--precision", o.Precision, names(estimate.Precisions)},
		{"--attention", o.Attn, []string{"flash", "sdpa", "eager"}},
		{"--loss", o.Loss, []string{"fp32", "chunked", "native", "fused"}},
		{"--shard", o.Shard, []string{"none", "zero1", "zero2", "zero3"}},
		{"--offload", o.Offload, []string{"none", "optimizer", "params"}},
		{"--device", o.Device, []string{"cuda", "cpu"}},
		{"--family", o.Family, []string{"", "llama", "gpt"}},
	} {
		if !slices.Contains(c.allowed, c.value) {
			return in, errdefs.Usagef("one of "+strings.Join(c.allowed, ", "), "%s %q is not known", c.flag, c.value)
		}
	}
	return in, checkEstimateNumbers(o)
}

func names[T ~string](list []T) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = string(v)
	}
	return out
}

func checkEstimateNumbers(o *estimateOptions) error {
	for _, c := range []struct {
		flag      string
		value     int64
		low, high int64
	}{
		{"--batch-size", o.BatchSize, 1, 1 << 20}, {"--seq-len", o.SeqLen, 1, 1 << 22},
		{"--lora-rank", o.LoRARank, 1, 1 << 16}, {"--resolution", o.Resolution, 16, 1 << 16},
		{"--hidden-size", o.Arch.HiddenSize, 0, 1 << 20}, {"--layers", o.Arch.Layers, 0, 1 << 14},
		{"--heads", o.Arch.Heads, 0, 1 << 14}, {"--kv-heads", o.Arch.KVHeads, 0, 1 << 14},
		{"--vocab-size", o.Arch.Vocab, 0, 1 << 24}, {"--intermediate-size", o.Arch.Intermediate, 0, 1 << 22},
		{"--head-dim", o.Arch.HeadDim, 0, 1 << 16}, {"--gpus", o.GPUs, 1, 1 << 16}, {"--grad-accum", o.GradAccum, 1, 1 << 20},
	} {
		if c.value < c.low || c.value > c.high {
			return errdefs.Usagef("see spkit estimate --help", "%s %d is out of range (%d to %d)", c.flag, c.value, c.low, c.high)
		}
	}
	if !(o.LoRADropout >= 0 && o.LoRADropout < 1) { // NaN too
		return errdefs.Usagef("a fraction from 0 to below 1", "--lora-dropout %g is out of range", o.LoRADropout)
	}
	if len(o.LoRATargets) == 0 {
		return errdefs.Usagef("e.g. --lora-targets q_proj,v_proj or all-linear", "--lora-targets is empty")
	}
	return nil
}
