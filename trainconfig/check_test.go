package trainconfig

import (
	"strings"
	"testing"
)

func TestCheckOverrides(t *testing.T) {
	for _, tc := range []struct {
		name string
		over map[string]any
		want string
	}{
		{"dotted and nested merge", map[string]any{"a.b": 1, "a": map[string]any{"c": 2}}, ""},
		{"plain", map[string]any{"batch_size": 4, "optimizer.lr": 1e-4}, ""},
		{"same key twice", map[string]any{"a.b": 1, "a": map[string]any{"b": 2}}, `trainer_overrides "a": {"b"} and "a.b" both set a.b`},
		{"scalar and below it", map[string]any{"a": 1, "a.b": 2}, `trainer_overrides "a" and "a.b" disagree`},
		{"empty part", map[string]any{"a..b": 1}, `key "a..b" has an empty part`},
		{"leading dot", map[string]any{".a": 1}, "has an empty part"},
		{"nested empty part", map[string]any{"a": map[string]any{"b.": 1}}, `key "a": {"b."} has an empty part`},
	} {
		err := CheckOverrides(tc.over)
		if (tc.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%s: err = %v, want %q", tc.name, err, tc.want)
		}
	}
}
