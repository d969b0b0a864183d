package probe_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/probe"
)

// TestGPUProbeRecordDryRun runs scripts/gpu-probe-record.sh as the next
// lent GPU will, without the GPU (DRY_RUN=1): the real spkit probe and
// spkit run over the OOM test trainer, whose batches from 35 die of
// PyTorch's CUDA OOM. The record says CUDA OOM, the search went on below
// it to 34, and gpu-record.sh's RECORD mode merges the results into its
// probe.json.
func TestGPUProbeRecordDryRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds spkit")
	}
	for _, tool := range []string{"bash", "python3", "go", "sh"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("no %s", tool)
		}
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "spkit")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/spkit").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out := filepath.Join(tmp, "out")
	run := func(env ...string) {
		cmd := exec.Command("bash", "../scripts/gpu-probe-record.sh", out, bin)
		cmd.Env = append(append(os.Environ(), "DRY_RUN=1"), env...)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("gpu-probe-record.sh: %v\n%s", err, b)
		}
	}
	run()
	md, _ := os.ReadFile(filepath.Join(out, "probe-oom.md"))
	if !strings.Contains(string(md), "| CUDA OOM |") || !strings.Contains(string(md), "Best: batch_size=34") {
		t.Errorf("probe-oom.md:\n%s", md)
	}
	var r probe.Results
	data, err := os.ReadFile(filepath.Join(out, "probe-oom.json"))
	if err != nil || json.Unmarshal(data, &r) != nil || r.Best["batch_size"] != 34 {
		t.Fatalf("probe-oom.json: %v\n%s", err, data)
	}
	for _, tr := range r.Trials {
		if b := tr.Values["batch_size"]; (b >= 35) != (tr.Status == probe.OOM) || tr.HostPeak == 0 {
			t.Errorf("trial %d: %s, host %d", b, tr.Status, tr.HostPeak)
		}
	}

	rec := filepath.Join(out, "record.md")
	if err := os.WriteFile(filepath.Join(out, "probe.json"), []byte(`{"profile": "h100"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	run("RECORD=" + rec)
	var merged struct{ Example, OOM *probe.Results }
	data, _ = os.ReadFile(filepath.Join(out, "probe.json"))
	if err := json.Unmarshal(data, &merged); err != nil || merged.Example == nil || merged.Example.Profile != "h100" || merged.OOM == nil || merged.OOM.Best["batch_size"] != 34 {
		t.Errorf("probe.json: %v\n%s", err, data)
	}
	if b, _ := os.ReadFile(rec); !strings.Contains(string(b), "## spkit probe cpu --local") {
		t.Errorf("record.md:\n%s", b)
	}
}
