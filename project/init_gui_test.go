package project

import (
	"errors"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
)

// TestInitGUIFirstRepositoryIsRefused: a README whose way to train is a UI
// (a script that serves one, under its training or usage heading) and
// whose command lines are a second way, named in prose or in another
// document, is refused, naming the UI and the candidates, rather than
// written with the second way as if it were the documented run. The
// refusal says when the README has the script edited first.
func TestInitGUIFirstRepositoryIsRefused(t *testing.T) {
	cases := []struct {
		fixture string
		want    []string
	}{
		// A web UI served by run_gui.sh; "Edit `train.sh`, and run it"
		// further down.
		{"sdtrainer", []string{"bash run_gui.sh", "train.sh", "edited before it runs", "--command"}},
	}
	for _, c := range cases {
		t.Run(c.fixture, func(t *testing.T) {
			d, err := Detect(copyTree(t, "testdata/gui/"+c.fixture), InitOptions{KnownProfiles: profiles.Builtin().Names()})
			var e *errdefs.Error
			if err == nil || !errors.As(err, &e) || e.Code != errdefs.Config {
				t.Fatalf("want a config refusal, got %v (command %q)", err, d.Command)
			}
			msg := err.Error()
			if !strings.Contains(msg, "UI") {
				t.Errorf("the refusal does not say the README trains through a UI: %s", msg)
			}
			for _, w := range c.want {
				if !strings.Contains(msg, w) {
					t.Errorf("the refusal does not name %q: %s", w, msg)
				}
			}
		})
	}
}

// TestInitGUIFirstYieldsToARequiredArgument: a desktop UI from
// start-ui.sh (which starts scripts/train_ui.py) comes first, and the second
// way, python scripts/train.py in docs/, requires --config-path: the
// refusal names the config it needs, which settles more than --command.
func TestInitGUIFirstYieldsToARequiredArgument(t *testing.T) {
	_, err := Detect(copyTree(t, "testdata/gui/onestop"), InitOptions{KnownProfiles: profiles.Builtin().Names()})
	if err == nil || !strings.Contains(err.Error(), "--config-path") || strings.Contains(err.Error(), "through a UI") {
		t.Fatalf("want the refusal that names --config-path, got %v", err)
	}
}

// TestInitDemoUIIsNotATrainingUI: a Gradio demo of the trained model in
// the README's quick start (an animation repository's app.py, a chat
// model's demo.py) does not make the README's way to train a UI: the
// training line in docs/ is not refused for it.
func TestInitDemoUIIsNotATrainingUI(t *testing.T) {
	d, err := Detect(copyTree(t, "testdata/gui/demoapp"), InitOptions{KnownProfiles: profiles.Builtin().Names()})
	if err != nil && strings.Contains(err.Error(), "through a UI") {
		t.Fatalf("refused as a UI-first repository: %v", err)
	}
	if err == nil && !strings.Contains(strings.Join(d.Command, " "), "train.py") {
		t.Errorf("command %q, want the training line", d.Command)
	}
}
