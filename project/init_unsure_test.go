package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// TestInitEvidenceBarsAskOrRefuse: a repository whose only trainer no
// document runs (a command at 40) and whose code saves nothing init can
// see (an output at 60) is under the evidence bars: without a terminal
// init refuses, naming the line it would write and --command; in a
// terminal the user picks the command and is asked about the output
// (default no), and init writes what the user confirms; the values the
// user gives pass.
func TestInitEvidenceBarsAskOrRefuse(t *testing.T) {
	withEvidenceBars(t)
	files := map[string]string{
		"train.py":         "import argparse\np = argparse.ArgumentParser()\np.add_argument('--epochs', type=int, default=3)\nif __name__ == '__main__':\n    p.parse_args()\n",
		"requirements.txt": "numpy\n",
	}
	opts := func(ask Asker) InitOptions {
		return InitOptions{KnownProfiles: profiles.Builtin().Names(), Ask: ask}
	}

	_, err := Detect(writeRepo(t, files), opts(nil))
	var e *errdefs.Error
	if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(e.Msg, "not sure of the command: python train.py (confidence 40 of 100, under 59") ||
		!strings.Contains(e.Hint, "spkit init --command 'python train.py'") {
		t.Fatalf("no terminal: want a refusal naming the line and --command, got %v", err)
	}

	no := &scriptedAsk{}
	if _, err := Detect(writeRepo(t, files), opts(no)); !errors.As(err, &e) || !strings.Contains(e.Msg, "not confirmed") || len(no.confirmed) != 1 {
		t.Fatalf("answered no: want a refusal after one question, got %v (asked %q)", err, no.confirmed)
	}

	yes := &scriptedAsk{confirm: true}
	d, err := Detect(writeRepo(t, files), opts(yes))
	if err != nil {
		t.Fatalf("answered yes: %v", err)
	}
	// A terminal picks the command from the candidates (askLaunch), so
	// only the output is left under its bar: one question.
	if len(yes.confirmed) != 1 || !strings.Contains(yes.confirmed[0], "not sure of the output: ./output") {
		t.Errorf("want one question, for the output, got %q", yes.confirmed)
	}
	if dec, _ := d.Decision("command"); dec.Confidence != 100 {
		t.Errorf("command: %+v, want it picked at the prompt", dec)
	}
	if dec, _ := d.Decision("output"); dec.Confidence != 100 || !strings.Contains(dec.Why, "confirmed at the prompt") {
		t.Errorf("output: %+v, want it confirmed at 100", dec)
	}

	given := opts(nil)
	given.Command, given.Output = "python train.py --epochs 1", "runs"
	if d, err := Detect(writeRepo(t, files), given); err != nil || d.Volumes.Output != "./runs" {
		t.Fatalf("--command and --output given: %v (output %v)", err, d)
	}
}
