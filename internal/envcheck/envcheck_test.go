package envcheck

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	for _, tc := range []struct{ name, value, want string }{
		{"HF_HOME", "/cache/hf", ""},
		{"TOKENIZERS_PARALLELISM", "false", ""},
		{"HF_TOKEN_FILE", "/run/secrets/hf", ""},
		{"PATHS", "a\tb", ""},
		{"1BAD", "x", `"1BAD" is not a valid variable name`},
		{"BAD-NAME", "x", "is not a valid variable name"},
		{"HF_TOKEN", "hf_abc", "HF_TOKEN looks like a secret"},
		{"WANDB_API_KEY", "k", "looks like a secret"},
		{"MSG", "a\nRUN rm -rf /", "MSG: the value holds a newline"},
		{"MSG", "a\x00b", "a NUL character"},
		{"MSG", "a\rb", "a carriage return"},
		{"MSG", "a\x1bb", `control character \x1b`},
	} {
		got, hint := Check(tc.name, tc.value)
		if !strings.Contains(got, tc.want) || (tc.want == "") != (got == "") {
			t.Errorf("Check(%q, %q) = %q, want %q", tc.name, tc.value, got, tc.want)
		}
		if got != "" && hint == "" {
			t.Errorf("Check(%q) has no hint", tc.name)
		}
	}
}
