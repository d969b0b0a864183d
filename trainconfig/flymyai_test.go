package trainconfig

import (
	"os"
	"testing"
)

// TestFlymyaiDialect: the real flymyai-lora-trainer's configs (the corpus
// fixture, read from the repository at c092784) are recognised, and the
// profiles' settings reach its own key names: use_8bit_adam is its
// adam8bit, quantize its quantize; settings it has no key for are skipped.
func TestFlymyaiDialect(t *testing.T) {
	base, err := os.ReadFile("../project/testdata/corpus/flymyai-lora-trainer/train_configs/train_lora_4090.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := DetectDialect(base); d == nil || d.Name != "flymyai" {
		t.Fatalf("dialect %v, want flymyai", d)
	}
	over, skipped, err := Select(base, map[string]any{"use_8bit_adam": false, "disable_quantization": true, "unified_memory": true}, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if over["adam8bit"] != false || over["quantize"] != false {
		t.Errorf("overrides %v, want adam8bit: false and quantize: false", over)
	}
	if len(skipped) != 1 || skipped[0].Key != "unified_memory" {
		t.Errorf("skipped %v, want unified_memory only", skipped)
	}
}
