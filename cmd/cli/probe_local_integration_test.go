//go:build integration

package cli_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// localTrainer is a stand-in trainer without PyTorch: it holds 8 MiB per
// sample of the batch its config names, steps, and saves a checkpoint into
// its config's output_dir.
const localTrainer = `import os, sys, time
cfg = {}
for line in open(sys.argv[1]):
    if ":" in line and not line.lstrip().startswith("#"):
        k, v = line.split(":", 1)
        cfg[k.strip()] = v.strip().strip('"')
batch, steps = int(cfg["batch_size"]), int(cfg["max_train_steps"])
held = bytearray(batch * 8 * 2**20)
for i in range(0, len(held), 4096):
    held[i] = 1
for step in range(1, steps + 1):
    print(f"step {step}/{steps}", flush=True)
    time.sleep(0.2)
out = cfg.get("output_dir", "out")
os.makedirs(out, exist_ok=True)
open(os.path.join(out, "ckpt.bin"), "wb").write(b"x")
`

// TestProbeLocal is spkit probe --local: trials are local processes under
// spkit run (no container), each with its own scratch output, and the
// answer is the exact largest batch under the target.
func TestProbeLocal(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("needs python3")
	}
	bin := testenv.BuildSpkit(t)
	dir := t.TempDir()
	for name, data := range map[string]string{
		"train.py":   localTrainer,
		"cfg.yaml":   "batch_size: 1\nmax_train_steps: 100\ncheckpointing_steps: 50\noutput_dir: out\n",
		"spkit.yaml": "name: fake\ncopy: [train.py, cfg.yaml]\ntrain:\n  command: [python3, train.py, \"{config}\"]\n  config: cfg.yaml\n",
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	code, _ := spkitCmd(t, bin, dir, "probe", "cpu", "--local", "--param", "batch_size=1..128", "--ceiling", "400MB", "--steps", "2")
	if code != 0 {
		t.Fatalf("spkit probe --local: exit %d", code)
	}
	data, err := os.ReadFile(filepath.Join(dir, ".spkit", "probe", "cpu", "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Source string         `json:"source"`
		Best   map[string]int `json:"best"`
		Trials []struct {
			Status string `json:"status"`
			Peak   uint64 `json:"peak_bytes"`
		} `json:"trials"`
	}
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}
	// Python itself holds ~10-25 MiB; 8 MiB a sample under a 380 MiB target.
	if b := res.Best["batch_size"]; b < 43 || b > 46 || res.Source != "tree" {
		t.Errorf("best %d from %q peaks, want about 45 from the process tree", b, res.Source)
	}
	for _, tr := range res.Trials {
		if tr.Status == "stopped" || tr.Status == "failed" {
			t.Errorf("trial %+v", tr)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, ".spkit", "probe", "cpu", "trials", "1", "ckpt.bin")); err != nil {
		t.Errorf("the first trial's checkpoint is not in its scratch folder: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "out")); err == nil {
		t.Error("a trial wrote into the trainer's own output folder")
	}
}
