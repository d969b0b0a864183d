package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestInitInARealTerminal runs spkit init in tmux, as a user would: it
// lists the candidate commands with their evidence, takes the one picked,
// asks whether to install what the README installs on its own, and asks
// for the value a documented command leaves open.
func TestInitInARealTerminal(t *testing.T) {
	if _, err := exec.LookPath("tmux"); err != nil {
		t.Skip("tmux is not installed (apt-get install -y tmux)")
	}
	spkit := testenv.BuildSpkit(t)
	sock := "spkit-init-test-" + strconv.Itoa(int(time.Now().UnixNano()%1e9))
	tmux := func(args ...string) string {
		b, _ := exec.Command("tmux", append([]string{"-L", sock}, args...)...).CombinedOutput()
		return string(b)
	}
	t.Cleanup(func() { tmux("kill-server") })
	start := func(session, dir string) {
		tmux("new-session", "-d", "-s", session, "-x", "200", "-y", "60",
			"env DOCKER_HOST=unix:///nonexistent "+spkit+" -C "+dir+" init; echo INIT-EXIT=$?; sleep 60")
	}
	keys := func(session string, k ...string) { tmux(append([]string{"send-keys", "-t", session}, k...)...) }

	t.Run("pick and confirm", func(t *testing.T) {
		dir := layoutFixture(t, "flymyai-lora-trainer")
		start("pick", dir)
		screen := waitPane(t, tmux, "pick", time.Minute, "How does this repository start training?", "Pick 1-4")
		for _, want := range []string{"1) accelerate launch train.py --config ./train_configs/train_lora.yaml", "from README.md:", "under \"Qwen-Image LoRA Training\""} {
			if !strings.Contains(screen, want) {
				t.Errorf("the choices lack %q:\n%s", want, screen)
			}
		}
		if strings.Contains(screen, "validate_dataset") {
			t.Errorf("the dataset validator is offered as a training command:\n%s", screen)
		}
		keys("pick", "2", "Enter")
		waitPane(t, tmux, "pick", time.Minute, "Install it in the image? [y/N]")
		keys("pick", "y", "Enter")
		waitPane(t, tmux, "pick", time.Minute, "INIT-EXIT=0")
		yml, err := os.ReadFile(filepath.Join(dir, "spkit.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"command: [accelerate, launch, train_full_qwen_image.py, --config, \"{config}\"]",
			"config: train_configs/train_full_qwen_image.yaml", "pip_packages: [\"git+https://github.com/huggingface/diffusers\"]"} {
			if !strings.Contains(string(yml), want) {
				t.Errorf("spkit.yaml lacks %q:\n%s", want, yml)
			}
		}
		if strings.Contains(string(yml), "GUESSED") {
			t.Errorf("a pick made in a terminal is marked GUESSED:\n%s", yml)
		}
	})

	t.Run("fill a placeholder", func(t *testing.T) {
		dir := layoutFixture(t, "qlora")
		start("fill", dir)
		waitPane(t, tmux, "fill", time.Minute, "Pick 1-")
		keys("fill", "Enter") // the first: the README's Getting Started line
		waitPane(t, tmux, "fill", time.Minute, "--model_name_or_path <path_or_name> needs a value")
		keys("fill", "huggyllama/llama-7b", "Enter")
		waitPane(t, tmux, "fill", time.Minute, "INIT-EXIT=0")
		yml, _ := os.ReadFile(filepath.Join(dir, "spkit.yaml"))
		if !strings.Contains(string(yml), "command: [python, qlora.py, --model_name_or_path, huggyllama/llama-7b]") {
			t.Errorf("spkit.yaml:\n%s", yml)
		}
	})

	t.Run("input ends", func(t *testing.T) {
		dir := layoutFixture(t, "flymyai-lora-trainer")
		start("eof", dir)
		waitPane(t, tmux, "eof", time.Minute, "Pick 1-4")
		keys("eof", "C-d")
		screen := waitPane(t, tmux, "eof", time.Minute, "INIT-EXIT=2")
		if !strings.Contains(screen, "input ended before an answer") {
			t.Errorf("no reason given:\n%s", screen)
		}
		if _, err := os.Stat(filepath.Join(dir, "spkit.yaml")); err == nil {
			t.Errorf("spkit.yaml written after the user stopped")
		}
	})
}
