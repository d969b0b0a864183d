package estimate

import (
	"fmt"
	"math"

	"github.com/spkit-dev/spkit/modelinfo"
)

// referenceShapes are Llama-family shapes (Meta's config.json files for
// Llama 3.2 1B/3B, Llama 2 7B/13B, Code Llama 34B, Llama 2/3 70B, Llama 3.1
// 405B) that a model known only by --params borrows its architecture from.
var referenceShapes = []struct {
	params int64
	arch   modelinfo.Arch
}{
	{1.24e9, modelinfo.Arch{ModelType: "llama-1b", HiddenSize: 2048, Layers: 16, Heads: 32, KVHeads: 8, Intermediate: 8192, Vocab: 128256}},
	{3.21e9, modelinfo.Arch{ModelType: "llama-3b", HiddenSize: 3072, Layers: 28, Heads: 24, KVHeads: 8, Intermediate: 8192, Vocab: 128256}},
	{6.74e9, modelinfo.Arch{ModelType: "llama-7b", HiddenSize: 4096, Layers: 32, Heads: 32, KVHeads: 32, Intermediate: 11008, Vocab: 32000}},
	{13.0e9, modelinfo.Arch{ModelType: "llama-13b", HiddenSize: 5120, Layers: 40, Heads: 40, KVHeads: 40, Intermediate: 13824, Vocab: 32000}},
	{33.7e9, modelinfo.Arch{ModelType: "llama-34b", HiddenSize: 8192, Layers: 48, Heads: 64, KVHeads: 8, Intermediate: 22016, Vocab: 32000}},
	{70.6e9, modelinfo.Arch{ModelType: "llama-70b", HiddenSize: 8192, Layers: 80, Heads: 64, KVHeads: 8, Intermediate: 28672, Vocab: 128256}},
	{405e9, modelinfo.Arch{ModelType: "llama-405b", HiddenSize: 16384, Layers: 126, Heads: 128, KVHeads: 8, Intermediate: 53248, Vocab: 128256}},
}

// shapeWarning starts the warning FillArch gives.
const shapeWarning = "no architecture for the activations"

// GuessArch returns the reference shape nearest to params (on a log
// scale), for a model given by --params with no architecture.
func GuessArch(params int64) modelinfo.Arch {
	best, bestDist := referenceShapes[0].arch, math.Inf(1)
	for _, r := range referenceShapes {
		d := math.Abs(math.Log(float64(params) / float64(r.params)))
		if d < bestDist {
			best, bestDist = r.arch, d
		}
	}
	return best
}

// FillArch completes a with the guessed shape's numbers where a has none,
// and says what it assumed (empty when nothing was).
func FillArch(a modelinfo.Arch, params int64) (modelinfo.Arch, string) {
	g := GuessArch(params)
	var assumed []string
	fill := func(v *int64, guess int64, name string) {
		if *v == 0 {
			*v = guess
			assumed = append(assumed, fmt.Sprintf("%s %d", name, guess))
		}
	}
	fill(&a.HiddenSize, g.HiddenSize, "hidden size")
	fill(&a.Layers, g.Layers, "layers")
	if a.Heads == 0 && a.KVHeads == 0 {
		a.KVHeads = g.KVHeads
	}
	fill(&a.Heads, g.Heads, "heads")
	fill(&a.Vocab, g.Vocab, "vocab")
	fill(&a.Intermediate, g.Intermediate, "intermediate size")
	if len(assumed) == 0 {
		return a, ""
	}
	if a.ModelType == "" {
		a.ModelType = g.ModelType
	}
	return a, fmt.Sprintf("%s: assuming a %s shape (%s) for %d parameters; give the model's config.json with --model, or --hidden-size, --layers, --heads, --vocab-size and --intermediate-size",
		shapeWarning, g.ModelType, joinComma(assumed), params)
}

// standIn lists a Llama-shaped model's tensors for a model known only by
// --params: LoRA targets and the largest linear come from it.
func standIn(a modelinfo.Arch) []modelinfo.Tensor {
	s := a
	if s.Family == "" || s.Family == modelinfo.FamilyLlama {
		s.Family, s.ModelType = modelinfo.FamilyLlama, "llama"
	}
	if s.Intermediate == 0 {
		s.Intermediate = 4 * s.HiddenSize
	}
	ts, err := s.ImpliedTensors()
	if err != nil {
		return nil
	}
	return ts
}

func joinComma(s []string) string {
	out := ""
	for i, v := range s {
		if i > 0 {
			out += ", "
		}
		out += v
	}
	return out
}
