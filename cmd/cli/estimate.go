package cli

import (
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

// defaultEstimateProfiles are judged when no --profile is given: the
// unified-memory box, a datacenter GPU and a 24 GB card.
var defaultEstimateProfiles = []string{"dgx-spark", "h100", "rtx4090"}

type estimateOptions struct {
	Model, Params                        string
	Method, Optimizer, Precision, Attn   string
	LoRARank                             int64
	LoRATargets                          []string
	BatchSize, SeqLen, Resolution        int64
	GradientCheckpointing, JSON, Explain bool
	Profiles                             []string
	Arch                                 modelinfo.Arch
}

func newEstimateCmd(f *Factory) *cobra.Command {
	opts := &estimateOptions{}
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
		RunE: func(cmd *cobra.Command, _ []string) error { return runEstimate(f, opts) },
	}
	fl := cmd.Flags()
	fl.StringVar(&opts.Model, "model", "", "local Hugging Face model directory, .safetensors file or index")
	fl.StringVar(&opts.Params, "params", "", "parameter count for a model with no files at hand (13B, 6.7e9)")
	fl.StringVar(&opts.Method, "method", "full", "full, lora or qlora")
	fl.Int64Var(&opts.LoRARank, "lora-rank", 16, "LoRA rank")
	fl.StringSliceVar(&opts.LoRATargets, "lora-targets", []string{estimate.AllLinear}, "modules LoRA adapts (q_proj,v_proj; all-linear)")
	fl.StringVar(&opts.Optimizer, "optimizer", "adamw", "adamw, adamw-8bit or sgd")
	fl.StringVar(&opts.Precision, "precision", "bf16", "bf16, fp16 or fp32")
	fl.StringVar(&opts.Attn, "attention", "sdpa", "sdpa (fused, scores recomputed) or eager (scores stored)")
	fl.Int64Var(&opts.BatchSize, "batch-size", 1, "micro-batch size per step")
	fl.Int64Var(&opts.SeqLen, "seq-len", 2048, "tokens per sample (language models)")
	fl.Int64Var(&opts.Resolution, "resolution", 1024, "image side in pixels (diffusion models)")
	fl.BoolVar(&opts.GradientCheckpointing, "gradient-checkpointing", false, "recompute activations in the backward pass")
	fl.StringArrayVar(&opts.Profiles, "profile", nil, "profile to judge against (repeatable; default "+strings.Join(defaultEstimateProfiles, ", ")+")")
	fl.Int64Var(&opts.Arch.HiddenSize, "hidden-size", 0, "hidden size (instead of config.json)")
	fl.Int64Var(&opts.Arch.Layers, "layers", 0, "number of transformer layers")
	fl.Int64Var(&opts.Arch.Heads, "heads", 0, "attention heads")
	fl.Int64Var(&opts.Arch.KVHeads, "kv-heads", 0, "key/value heads (grouped-query attention)")
	fl.Int64Var(&opts.Arch.Vocab, "vocab-size", 0, "vocabulary size")
	fl.Int64Var(&opts.Arch.Intermediate, "intermediate-size", 0, "MLP intermediate size")
	fl.BoolVar(&opts.JSON, "json", false, "print as JSON (stable shape, docs/estimate.md)")
	fl.BoolVar(&opts.Explain, "explain", false, "show each line's formula")
	return cmd
}

func runEstimate(f *Factory, opts *estimateOptions) error {
	settings, err := opts.settings()
	if err != nil {
		return err
	}
	in, report, err := opts.inputs(settings)
	if err != nil {
		return err
	}
	profs, err := opts.profiles(f.Dir)
	if err != nil {
		return err
	}
	r, err := estimate.Build(in, profs, f.Dir)
	if err != nil {
		return err
	}
	r.Model, r.Warnings = report.Model, append(report.Warnings, r.Warnings...)
	if opts.JSON {
		return r.WriteJSON(f.IO.Out)
	}
	return r.WriteText(f.IO.Out, opts.Explain)
}

// inputs reads the model (or takes --params) into the estimate's inputs.
func (o *estimateOptions) inputs(settings estimate.Inputs) (estimate.Inputs, *estimate.Report, error) {
	r := &estimate.Report{}
	switch {
	case o.Model != "" && o.Params != "":
		return settings, nil, errdefs.Usagef("give one of them", "--model and --params both given")
	case o.Model != "":
		m, err := modelinfo.Open(o.Model)
		if err != nil {
			return settings, nil, err
		}
		r.Model = m
		in, err := estimate.FromModel(m, o.Arch, settings)
		return in, r, err
	case o.Params != "":
		n, err := estimate.ParseCount(o.Params)
		if err != nil {
			return settings, nil, errdefs.Usagef("see spkit estimate --help", "--params: %v", err)
		}
		in, warnings := estimate.FromParams(n, o.Arch, settings)
		r.Warnings = warnings
		return in, r, nil
	}
	return settings, nil, errdefs.Usagef("e.g. spkit estimate --model ./Llama-2-7b-hf or --params 7B", "give the model with --model PATH or --params N")
}

func (o *estimateOptions) profiles(dir string) ([]*profiles.Profile, error) {
	names := o.Profiles
	if len(names) == 0 {
		names = defaultEstimateProfiles
	}
	cat, _, err := project.LoadCatalog(dir)
	if err != nil {
		return nil, err
	}
	out := make([]*profiles.Profile, 0, len(names))
	for _, n := range names {
		p, err := cat.Get(n)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// settings validates the training flags.
func (o *estimateOptions) settings() (estimate.Inputs, error) {
	in := estimate.Inputs{
		Method: estimate.Method(o.Method), Optimizer: estimate.Optimizer(o.Optimizer),
		Precision: estimate.Precision(o.Precision), Attention: estimate.Attention(o.Attn),
		LoRARank: o.LoRARank, LoRATargets: o.LoRATargets, BatchSize: o.BatchSize, SeqLen: o.SeqLen,
		Resolution: o.Resolution, GradientCheckpointing: o.GradientCheckpointing,
	}
	for _, c := range []struct {
		flag, value string
		allowed     []string
	}{
		{"--method", o.Method, []string{"full", "lora", "qlora"}},
		{"--optimizer", o.Optimizer, []string{"adamw", "adamw-8bit", "sgd"}},
		{"--precision", o.Precision, []string{"bf16", "fp16", "fp32"}},
		{"--attention", o.Attn, []string{"sdpa", "eager"}},
	} {
		if !slices.Contains(c.allowed, c.value) {
			return in, errdefs.Usagef("one of "+strings.Join(c.allowed, ", "), "%s %q is not known", c.flag, c.value)
		}
	}
	return in, checkEstimateNumbers(o)
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
	} {
		if c.value < c.low || c.value > c.high {
			return errdefs.Usagef("see spkit estimate --help", "%s %d is out of range (%d to %d)", c.flag, c.value, c.low, c.high)
		}
	}
	if len(o.LoRATargets) == 0 {
		return errdefs.Usagef("e.g. --lora-targets q_proj,v_proj or all-linear", "--lora-targets is empty")
	}
	return nil
}
