package trainconfig

import (
	"os"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

func TestRender(t *testing.T) {
	base, err := os.ReadFile("testdata/train.yaml")
	if err != nil {
		t.Fatal(err)
	}
	over := map[string]any{
		"unified_memory": true,
		"batch_size":     4, // unchanged: not reported
		"optimizer":      map[string]any{"lr": 0.0002},
		"optimizer.name": "adamw8bit",
		"pin_memory":     false,
	}
	out, changes, err := Render(base, over)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := yaml.Unmarshal(out, &got); err != nil {
		t.Fatalf("merged config is not YAML: %v\n%s", err, out)
	}
	opt, _ := got["optimizer"].(map[string]any)
	if got["unified_memory"] != true || got["pin_memory"] != false || got["model"] != "stabilityai/sdxl" ||
		opt["lr"] != 0.0002 || opt["name"] != "adamw8bit" {
		t.Errorf("merged config = %v", got)
	}
	if !strings.Contains(string(out), "# LoRA trainer settings") || !strings.Contains(string(out), "# base model") {
		t.Errorf("comments of the trainer's file were lost:\n%s", out)
	}
	var diff []string
	for _, c := range changes {
		diff = append(diff, c.String())
	}
	want := []string{
		"optimizer.lr: 0.0001 -> 0.0002",
		"optimizer.name: adamw -> adamw8bit",
		"pin_memory: (unset) -> false",
		"unified_memory: false -> true",
	}
	if strings.Join(diff, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes:\n%s\nwant:\n%s", strings.Join(diff, "\n"), strings.Join(want, "\n"))
	}
}

func TestRenderTrainConfigErrors(t *testing.T) {
	for name, base := range map[string]string{
		"not yaml":      "a: [1, 2",
		"not a mapping": "- a\n- b\n",
	} {
		if _, _, err := Render([]byte(base), map[string]any{"x": 1}); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

func TestRenderTrainConfigEmptyBase(t *testing.T) {
	out, changes, err := Render(nil, map[string]any{"mixed_precision": "no"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.TrimSpace(string(out)) != `mixed_precision: "no"` || len(changes) != 1 {
		t.Errorf("out = %q, changes = %v", out, changes)
	}
}
