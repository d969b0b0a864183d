package trainconfig

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pelletier/go-toml/v2"
)

// TestRenderAsKeepsTheFormat: a JSON config stays JSON (key order kept,
// numbers, booleans and nulls as they were), a TOML config stays TOML, a
// Python config passes through untouched and refuses overrides.
func TestRenderAsKeepsTheFormat(t *testing.T) {
	out, changes, err := RenderAs(JSON, []byte(`{"--output_dir": "out", "lr": 1e-4, "n": 3, "ok": true, "list": [1, "a"], "sub": {"x": null}}`),
		map[string]any{"--output_dir": "/app/output/x", "sub.y": 2})
	if err != nil {
		t.Fatal(err)
	}
	var back map[string]any
	if err := json.Unmarshal(out, &back); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if back["--output_dir"] != "/app/output/x" || back["n"] != float64(3) || back["ok"] != true || back["sub"].(map[string]any)["y"] != float64(2) {
		t.Errorf("merged JSON: %v", back)
	}
	if strings.Index(string(out), `"--output_dir"`) > strings.Index(string(out), `"lr"`) {
		t.Errorf("key order lost:\n%s", out)
	}
	if len(changes) != 2 {
		t.Errorf("changes %v", changes)
	}

	out, _, err = RenderAs(TOML, []byte("output_dir = '/data/x'\n[model]\ntype = 'wan'\n"), map[string]any{"output_dir": "/app/output/x"})
	if err != nil {
		t.Fatal(err)
	}
	var tb map[string]any
	if err := toml.Unmarshal(out, &tb); err != nil || tb["output_dir"] != "/app/output/x" || tb["model"].(map[string]any)["type"] != "wan" {
		t.Errorf("merged TOML %v: %v\n%s", tb, err, out)
	}

	py := []byte("out_dir = 'x'\nbatch_size = 4\n")
	if out, _, err := RenderAs(FormatOf("config/train.py"), py, nil); err != nil || string(out) != string(py) {
		t.Errorf("python config changed: %q %v", out, err)
	}
	if _, _, err := RenderAs(Other, py, map[string]any{"batch_size": 1}); err == nil || !strings.Contains(err.Error(), "cannot merge trainer_overrides (batch_size)") {
		t.Errorf("overrides into a python config: %v", err)
	}
	if _, _, err := RenderAs(JSON, []byte(`[1, 2]`), map[string]any{"a": 1}); err == nil {
		t.Errorf("a JSON array took overrides")
	}
}
