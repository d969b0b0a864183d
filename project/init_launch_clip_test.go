package project

import (
	"strings"
	"testing"
)

// `spkit init --command "python train.py w w ... (60,000 words)"` answered
// "want one command, read 0" and echoed all 120 KB of the command in its
// one-line error: the error now says how long the command is and what to
// do, and shows its start only.
func TestInitHugeCommandClipped(t *testing.T) {
	dir := writeRepo(t, map[string]string{
		"train.py":           "import argparse\np = argparse.ArgumentParser()\np.add_argument('--config')\np.parse_args()\n",
		"configs/train.yaml": "lr: 1\n",
	})
	cmd := "python train.py" + strings.Repeat(" w", 60000)
	_, err := Detect(dir, InitOptions{Command: cmd})
	if err == nil {
		t.Fatal("a 60,000-word --command was accepted")
	}
	msg := err.Error()
	if len(msg) > 1000 || strings.Contains(msg, "\n") || !strings.Contains(msg, "at most 2048") {
		t.Errorf("error is %d bytes (want one line under 1000 naming the 2048-word bound): %.300q", len(msg), msg)
	}
}
