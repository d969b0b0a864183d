package project

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// scriptedAsk answers init's questions from a script: Choose picks
// pick, Confirm answers confirm and records the questions.
type scriptedAsk struct {
	pick      string // the option whose label holds it (first when "")
	confirm   bool
	confirmed []string
}

func (a *scriptedAsk) Choose(_ string, opts []Option) (int, string, error) {
	for i, o := range opts {
		if strings.Contains(o.Label, a.pick) {
			return i, "", nil
		}
	}
	return 0, "", nil
}
func (a *scriptedAsk) Fill(Question) (string, error) { return "x", nil }
func (a *scriptedAsk) Confirm(q string) (bool, error) {
	a.confirmed = append(a.confirmed, q)
	return a.confirm, nil
}

const trainPy = "import argparse\np=argparse.ArgumentParser()\np.add_argument('--config')\np.add_argument('--push_to_hub', action='store_true')\np.add_argument('--hub_token')\nif __name__ == '__main__':\n    p.parse_args()\n"

// uiRepos are shaped like real trainers whose README leads with a UI:
// a GUI launcher script with --share/--listen (the kohya_ss and
// stable-diffusion-webui shape), a gradio app module (the Fooocus and
// FluxGym shape), a tunnel for a notebook's UI.
var uiRepos = map[string]map[string]string{
	"gui script with --share": {
		"README.md": "## Start the GUI\n```\n./gui.sh --listen 0.0.0.0 --share\n```\n## Training\n```\npython train.py --config configs/a.yaml\n```\n",
		"gui.sh":    "#!/bin/bash\npython kohya_gui.py \"$@\"\n", "kohya_gui.py": "import gradio as gr\n", "train.py": trainPy, "configs/a.yaml": "lr: 1\n",
	},
	"gradio app first": {
		"README.md": "## Quick start\n```\npython app.py\n```\n## Train from the command line\n```\naccelerate launch train.py --config configs/a.yaml\n```\n",
		"app.py":    "import gradio as gr\ndemo = gr.Blocks()\ndemo.launch(share=True)\n", "train.py": trainPy, "configs/a.yaml": "lr: 1\n",
	},
	"tunnel": {
		"README.md": "## Usage\n```\npython webui.py --port 7860\nngrok http 7860\n```\n## Training\n```\npython train.py --config configs/a.yaml\n```\n",
		"webui.py":  "import streamlit as st\n", "train.py": trainPy, "configs/a.yaml": "lr: 1\n",
	},
}

// TestInitNeverPicksAUIUnasked: without a terminal the UI line is passed
// over for the training line, and spkit.yaml says so.
func TestInitNeverPicksAUIUnasked(t *testing.T) {
	for name, files := range uiRepos {
		d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
		if d.Command[len(d.Command)-3] != "train.py" && !slices.Contains(d.Command, "train.py") {
			t.Errorf("%s: command %q, want the training line", name, d.Command)
		}
		if !strings.Contains(string(out), "# SAFETY: not a training command:") {
			t.Errorf("%s: spkit.yaml does not say the UI line was passed over:\n%s", name, out)
		}
	}
}

// TestInitRefusesWhenOnlyAUI: a repository whose only documented lines
// serve a UI is refused (exit 3) naming them and --command; in a
// terminal, picking the UI line asks first and a "no" refuses.
func TestInitRefusesWhenOnlyAUI(t *testing.T) {
	for _, files := range []map[string]string{
		{"README.md": "## Run\n```\npython app.py --share\n```\n", "app.py": "import gradio as gr\n"},
		{"README.md": "## Run\n```\nstreamlit run dashboard.py\n```\n", "dashboard.py": "import streamlit as st\n"},
	} {
		_, err := Detect(writeRepo(t, files), InitOptions{})
		var e *errdefs.Error
		if !errors.As(err, &e) || e.Code != errdefs.Config || !strings.Contains(err.Error(), "--command") {
			t.Errorf("Detect: %v, want a config refusal naming --command", err)
		}
	}
	ask := &scriptedAsk{pick: "app.py", confirm: false}
	files := uiRepos["gradio app first"]
	_, err := Detect(writeRepo(t, files), InitOptions{Ask: ask})
	if len(ask.confirmed) != 1 || !strings.Contains(ask.confirmed[0], "serves a UI") || err == nil {
		t.Errorf("picking the UI line: questions %q, err %v; want one confirmation and a refusal on no", ask.confirmed, err)
	}
	ask = &scriptedAsk{pick: "app.py", confirm: true}
	d, err := Detect(writeRepo(t, files), InitOptions{Ask: ask})
	if err != nil || !slices.ContainsFunc(d.Safety, func(s string) bool { return strings.Contains(s, "kept at the prompt") }) {
		t.Errorf("UI kept at the prompt: err %v, safety %q", err, d.Safety)
	}
}

// uploadRepos are shaped like the TRL command line and the diffusers
// DreamBooth examples, whose documented lines pass --push_to_hub (and a
// hub token).
var uploadRepos = []map[string]string{
	{"README.md": "## Training\n```\npython train.py --config configs/a.yaml --push_to_hub\n```\n", "train.py": trainPy, "configs/a.yaml": "lr: 1\n"},
	{"README.md": "## Training\n```\naccelerate launch train.py --config configs/a.yaml --push_to_hub --hub_token hf_xxx\n```\n", "train.py": trainPy, "configs/a.yaml": "lr: 1\n"},
}

// TestInitLeavesOutUploads: with no terminal the upload switch and any
// token are left out and spkit.yaml says so; at a prompt the user can
// keep the switch (never the token), and spkit.yaml says what it does.
func TestInitLeavesOutUploads(t *testing.T) {
	for i, files := range uploadRepos {
		d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
		if slices.ContainsFunc(d.Command, func(w string) bool {
			return strings.Contains(w, "push_to_hub") || strings.Contains(w, "hub_token") || w == "hf_xxx"
		}) {
			t.Errorf("repo %d: command %q keeps an upload", i, d.Command)
		}
		if !strings.Contains(string(out), "# SAFETY: left out --push_to_hub") {
			t.Errorf("repo %d: spkit.yaml does not say the upload was left out:\n%s", i, out)
		}
		ask := &scriptedAsk{pick: "train.py", confirm: true}
		d, out = detectAndRender(t, writeRepo(t, files), InitOptions{Ask: ask})
		if !slices.Contains(d.Command, "--push_to_hub") || slices.Contains(d.Command, "hf_xxx") {
			t.Errorf("repo %d, kept at the prompt: command %q", i, d.Command)
		}
		if !strings.Contains(string(out), "# SAFETY: train.command passes --push_to_hub: the run uploads") {
			t.Errorf("repo %d: spkit.yaml does not say what the kept upload does:\n%s", i, out)
		}
	}
}

// TestInitSwitchesOffConfigUploads: a trainer config that pushes to the
// hub (the alignment-handbook and open recipe shape: push_to_hub: true at
// the top; a hub section) is switched off through trainer_overrides as a
// YAML boolean, or said when spkit cannot set it.
func TestInitSwitchesOffConfigUploads(t *testing.T) {
	files := map[string]string{"train.py": trainPy, "README.md": "## Training\n```\npython train.py --config configs/a.yaml\n```\n"}
	files["configs/a.yaml"] = "output_dir: data/run\npush_to_hub: true\nhub_model_id: me/run\n"
	_, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
	if !strings.Contains(string(out), "push_to_hub: false") || !strings.Contains(string(out), "# SAFETY: configs/a.yaml sets push_to_hub: true") {
		t.Errorf("top-level push_to_hub not switched off:\n%s", out)
	}
	cfg, err := Parse(out, FileName)
	if err != nil {
		t.Fatal(err)
	}
	for name, p := range cfg.Profiles {
		if v, ok := p.TrainerOverrides["push_to_hub"]; !ok || v != false {
			t.Errorf("profile %s: push_to_hub override %#v, want the boolean false", name, v)
		}
	}
	files["configs/a.yaml"] = "output_dir: data/run\nhub:\n  push_to_hub: true\n  token: ${HF_TOKEN}\n"
	d, out := detectAndRender(t, writeRepo(t, files), InitOptions{})
	if !strings.Contains(string(out), "# SAFETY: configs/a.yaml sets hub.push_to_hub: true") || len(d.Safety) == 0 {
		t.Errorf("nested push_to_hub not said:\n%s", out)
	}
}

// TestInitTrainingWithALoggerIsNotAUI: a training line that logs to
// TensorBoard or W&B is not a UI.
func TestInitTrainingWithALoggerIsNotAUI(t *testing.T) {
	files := map[string]string{"train.py": trainPy, "configs/a.yaml": "lr: 1\noutput_dir: out\n",
		"README.md": "## Training\n```\npython train.py --config configs/a.yaml --report_to tensorboard\n```\n"}
	d, _ := detectAndRender(t, writeRepo(t, files), InitOptions{})
	if !slices.Contains(d.Command, "tensorboard") || len(d.Safety) > 0 {
		t.Errorf("command %q, safety %q: a logger is not a UI", d.Command, d.Safety)
	}
}
