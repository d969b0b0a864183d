package app

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// The use case reads a --params model, judges the named profile and prints
// the stable JSON on Out; a bad request is a usage error before anything
// is printed.
func TestEstimateUseCase(t *testing.T) {
	var out bytes.Buffer
	d := &Deps{Dir: t.TempDir(), Out: &out}
	req := EstimateRequest{Params: "7B", Profiles: []string{"h100"}, JSON: true,
		Settings: estimate.Inputs{Method: estimate.LoRA, LoRARank: 16, LoRATargets: []string{estimate.AllLinear},
			Optimizer: estimate.AdamW, Precision: estimate.BF16, BatchSize: 1, SeqLen: 2048}}
	if err := Estimate(d, req); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Parameters int64 `json:"parameters"`
		Profiles   map[string]struct {
			Verdict string `json:"verdict"`
		} `json:"profiles"`
		Warnings []string `json:"warnings"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if got.Parameters != 7e9 || got.Profiles["h100"].Verdict != estimate.Fits || len(got.Warnings) != 1 {
		t.Errorf("report %+v", got)
	}
	out.Reset()
	req.Model = "./model"
	if err := Estimate(d, req); errdefs.CodeOf(err) != errdefs.Usage || !strings.Contains(err.Error(), "--model and --params both given") || out.Len() != 0 {
		t.Errorf("both given: %v, printed %q", err, out.String())
	}
}
