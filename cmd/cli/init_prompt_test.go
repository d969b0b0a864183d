package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/project"
)

func asker(input string) (*promptAsker, *bytes.Buffer) {
	var out bytes.Buffer
	return &promptAsker{in: newLineReader(strings.NewReader(input)), out: &out}, &out
}

var commands = []project.Option{
	{Label: "python train.py --config configs/a.yaml", Evidence: []string{"README.md:12", "e2", "e3", "e4", "e5", "e6"}},
	{Label: "python train_4090.py", Evidence: []string{"train_4090.py"}},
}

// Choose lists the options with at most four lines of evidence each, and
// reads a number, the default (an empty line), or a line of the user's own.
func TestPromptChoose(t *testing.T) {
	for _, tc := range []struct {
		input     string
		wantIndex int
		wantOwn   string
	}{
		{"2\n", 1, ""},
		{"\n", 0, ""},
		{"python other.py --lr 1e-4\n", -1, "python other.py --lr 1e-4"},
		{"7\n0\n1\n", 0, ""},
		{"  2  \r\n", 1, ""},
		{"2", 1, ""}, // the last line without its end
	} {
		p, out := asker(tc.input)
		i, own, err := p.Choose("Which command trains?", commands)
		if err != nil || i != tc.wantIndex || own != tc.wantOwn {
			t.Errorf("%q: Choose = %d, %q, %v; want %d, %q", tc.input, i, own, err, tc.wantIndex, tc.wantOwn)
		}
		text := out.String()
		if !strings.Contains(text, "  1) python train.py --config configs/a.yaml\n       README.md:12\n") || !strings.Contains(text, "       ...\n") ||
			strings.Contains(text, "e5") || !strings.Contains(text, "Pick 1-2, or type your own [1]: ") {
			t.Errorf("%q: the prompt reads\n%s", tc.input, text)
		}
	}
	p, out := asker("7\n0\n1\n")
	if _, _, err := p.Choose("Which?", commands); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "7 is not one of 1-2.") {
		t.Errorf("a number out of range is not said: %s", out)
	}
}

// Three bad answers, or the input ending (Ctrl-D), stop init with a usage
// error that says what to do instead.
func TestPromptGivesUp(t *testing.T) {
	p, _ := asker("9\n9\n9\n1\n")
	if _, _, err := p.Choose("Which?", commands); errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "no valid answer after 3 tries") {
		t.Errorf("three bad picks: %v", err)
	}
	p, _ = asker("")
	if _, _, err := p.Choose("Which?", commands); errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "input ended") {
		t.Errorf("Ctrl-D at Choose: %v", err)
	}
	p, _ = asker("\n\n\n")
	if _, err := p.Fill(project.Question{Flag: "--model"}); errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "no value for --model") {
		t.Errorf("three empty values: %v", err)
	}
	p, _ = asker("")
	if _, err := p.Fill(project.Question{Flag: "--model"}); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("Ctrl-D at Fill: %v", err)
	}
	p, _ = asker("")
	if _, err := p.Confirm("Keep it?"); errdefs.CodeOf(err) != errdefs.Usage {
		t.Errorf("Ctrl-D at Confirm: %v", err)
	}
}

// Fill asks again after an empty line and names the question and why.
func TestPromptFill(t *testing.T) {
	p, out := asker("\ngpt2\n")
	v, err := p.Fill(project.Question{Flag: "--model_name_or_path", Placeholder: "<path>", Why: "the README leaves it open"})
	if err != nil || v != "gpt2" {
		t.Fatalf("Fill = %q, %v", v, err)
	}
	if strings.Count(out.String(), "--model_name_or_path <path> needs a value (the README leaves it open): ") != 2 {
		t.Errorf("the prompt reads\n%s", out)
	}
}

// Confirm takes y or yes in any case; anything else, and an empty line,
// is no.
func TestPromptConfirm(t *testing.T) {
	for input, want := range map[string]bool{"y\n": true, "YES\n": true, "Yes": true, "\n": false, "n\n": false, "sure\n": false} {
		p, out := asker(input)
		got, err := p.Confirm("Keep the output folder?")
		if err != nil || got != want {
			t.Errorf("%q: Confirm = %v, %v; want %v", input, got, err, want)
		}
		if !strings.Contains(out.String(), "Keep the output folder? [y/N]: ") {
			t.Errorf("the prompt reads %q", out)
		}
	}
}

// An answer longer than maxAnswer is cut, never read without bound.
func TestPromptAnswerIsBounded(t *testing.T) {
	p, _ := asker(strings.Repeat("x", 3*maxAnswer) + "\n")
	_, own, err := p.Choose("Which?", commands)
	if err == nil && len(own) > maxAnswer {
		t.Errorf("an answer of %d bytes was taken whole", len(own))
	}
}
