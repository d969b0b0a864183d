package estimate_test

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestGPURecordEstimateDryRun runs scripts/gpu-record.sh's estimate step as
// the next lent GPU will, without the GPU (DRY_RUN=1): every planned run's
// config is one spkit reads, and the runs cover what issue 40 asks (at
// least 10 runs over 3 architectures; full and LoRA, with and without
// checkpointing and dropout).
func TestGPURecordEstimateDryRun(t *testing.T) {
	if testing.Short() {
		t.Skip("builds spkit")
	}
	for _, tool := range []string{"bash", "python3", "go"} {
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
	cmd := exec.Command("bash", "../scripts/gpu-record.sh", "estimate", out)
	cmd.Env = append(os.Environ(), "DRY_RUN=1", "SPKIT="+bin)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gpu-record.sh estimate: %v\n%s", err, b)
	}
	raw, err := os.ReadFile(filepath.Join(out, "estimate-runs.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Runs []struct {
			ID, Method string
			GC         bool
			Dropout    float64
			Config     map[string]any
			Estimate   *struct {
				AllocatedBytes int64 `json:"allocated_bytes"`
			}
		}
	}
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	types, seen := map[any]bool{}, map[string]bool{}
	for _, r := range rec.Runs {
		if r.Estimate == nil || r.Estimate.AllocatedBytes <= 0 {
			t.Errorf("%s: no estimate", r.ID)
		}
		types[r.Config["model_type"]] = true
		seen[r.Method] = true
		seen[map[bool]string{true: "checkpointed", false: "not checkpointed"}[r.GC]] = true
		if r.Method != "full" {
			seen[map[bool]string{true: "dropout", false: "no dropout"}[r.Dropout > 0]] = true
		}
	}
	if len(rec.Runs) < 10 || len(types) < 3 || len(seen) != 6 {
		t.Errorf("%d runs, model types %v, kinds %v", len(rec.Runs), types, seen)
	}
	if md, err := os.ReadFile(filepath.Join(out, "estimate-runs.md")); err != nil || len(md) == 0 {
		t.Errorf("estimate-runs.md: %v", err)
	}
}
