package trainconfig

import (
	"reflect"
	"strings"
	"testing"
)

// dgxSpark is the dgx-spark profile's trainer_overrides (seed names).
var dgxSpark = map[string]any{
	"unified_memory": true, "disable_cpu_offload": true, "pin_memory": false,
	"disable_quantization": true, "disable_gradient_checkpointing": true, "use_8bit_adam": false,
}

func TestSelectByDialect(t *testing.T) {
	cases := []struct {
		name, base, dialect string
		profile, user       map[string]any
		want                map[string]any
		skipped             []string
	}{{
		name:    "seed trainer gets every seed key",
		base:    "output_dir: out\nunified_memory: false\n",
		profile: dgxSpark, want: dgxSpark,
	}, {
		name:    "llamafactory gets only what it understands",
		base:    "stage: sft\nfinetuning_type: lora\nbf16: true\n",
		profile: map[string]any{"unified_memory": true, "disable_gradient_checkpointing": true, "use_8bit_adam": false, "mixed_precision": "bf16"},
		want:    map[string]any{"disable_gradient_checkpointing": true, "bf16": true, "fp16": false},
		skipped: []string{"unified_memory", "use_8bit_adam"},
	}, {
		name:    "axolotl inverts disable_gradient_checkpointing",
		base:    "base_model: x\nmicro_batch_size: 2\n",
		profile: map[string]any{"disable_gradient_checkpointing": true, "pin_memory": true},
		want:    map[string]any{"gradient_checkpointing": false},
		skipped: []string{"pin_memory"},
	}, {
		name:    "ai-toolkit settings are out of reach",
		base:    "job: extension\nconfig:\n  name: x\n",
		profile: map[string]any{"gradient_checkpointing": true},
		want:    map[string]any{}, skipped: []string{"gradient_checkpointing"},
	}, {
		name:    "unknown trainer: only keys the config has",
		base:    "lr: 1\npin_memory: false\n",
		profile: map[string]any{"pin_memory": true, "unified_memory": false},
		want:    map[string]any{"pin_memory": true}, skipped: []string{"unified_memory"},
	}, {
		name: "train.dialect names it; the user's keys always apply, null included",
		base: "lr: 1\n", dialect: "axolotl",
		profile: map[string]any{"gradient_checkpointing": true, "use_8bit_adam": true},
		user:    map[string]any{"use_8bit_adam": nil, "custom": 3},
		want:    map[string]any{"gradient_checkpointing": true, "use_8bit_adam": nil, "custom": 3},
	}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, skipped, err := Select([]byte(c.base), c.profile, c.user, c.dialect)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("applied %v, want %v", got, c.want)
			}
			var keys []string
			for _, s := range skipped {
				keys = append(keys, s.Key)
				if s.Skipped == "" || !strings.Contains(s.String(), "skipped") {
					t.Errorf("skip without a reason: %+v", s)
				}
			}
			if !reflect.DeepEqual(keys, c.skipped) {
				t.Errorf("skipped %v, want %v", keys, c.skipped)
			}
		})
	}
}

func TestSelectUnknownDialect(t *testing.T) {
	if _, _, err := Select(nil, nil, nil, "nope"); err == nil || !strings.Contains(err.Error(), "llamafactory") {
		t.Errorf("err = %v, want the known dialects named", err)
	}
}

// TestRenderNullRemoves: null removes a key, never writes null.
func TestRenderNullRemoves(t *testing.T) {
	out, changes, err := Render([]byte("a: 1\nuse_8bit_adam: true\nb: 2\n"), map[string]any{"use_8bit_adam": nil, "absent": nil, "x.y": nil})
	if err != nil {
		t.Fatal(err)
	}
	if string(out) != "a: 1\nb: 2\n" {
		t.Errorf("rendered %q", out)
	}
	if len(changes) != 1 || changes[0].String() != "use_8bit_adam: true -> (removed)" {
		t.Errorf("changes %v", changes)
	}
}

func TestDialectsData(t *testing.T) {
	for _, n := range DialectNames() {
		d := LookupDialect(n)
		if d.Source == "" || d.Description == "" || len(d.Detect) == 0 {
			t.Errorf("dialect %s lacks a source, description or detect keys", n)
		}
		for k, m := range d.Settings {
			if (m.Key == "") == (len(m.Values) == 0) {
				t.Errorf("dialect %s setting %s: give key or values", n, k)
			}
		}
	}
}
