package estimate_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/modelinfo"
	"github.com/spkit-dev/spkit/profiles"
)

// h100Record is testdata/h100/estimate-h100.json (provenance in its
// README.md): 12 runs measured on one H100 and the largest batch that fitted.
type h100Record struct {
	Info struct {
		Total int64 `json:"total"`
	} `json:"info"`
	Configs map[string]map[string]any `json:"configs"`
	Rows    []h100Row                 `json:"rows"`
}

type h100Row struct {
	Shape, Method, Precision string
	Batch, Seq               int64
	GC                       bool `json:"gc"`
	Targets                  *string
	Measured                 struct {
		Allocated     int64 `json:"allocated"`
		Reserved      int64 `json:"reserved"`
		DeviceUsedEnd int64 `json:"device_used_end"`
	} `json:"measured"`
	MaxBatch *struct {
		Run              []any `json:"run"`
		LargestFit       int64 `json:"measured_largest_fit"`
		FirstOOM         int64 `json:"first_oom"`
		SpkitMaxBatch1st int64 `json:"spkit_max_batch"`
	} `json:"max_batch"`
}

// id names a row the way the held-out list does.
func (r h100Row) id() string {
	gc := ""
	if r.GC {
		gc = " gc"
	}
	return fmt.Sprintf("%s %s %s b%d s%d%s", r.Shape, r.Method, r.Precision, r.Batch, r.Seq, gc)
}

// h100HeldOut was chosen before any constant was fitted to these rows
// (reserve share, context, error band): a whole architecture (both
// Qwen2.5-0.5B rows) and the one run at 4096 tokens. The fitted constants
// come from the other nine; these stand for users' runs spkit has not seen.
var h100HeldOut = map[string]bool{
	"qwen2.5-0.5b full bf16 b4 s2048":    true,
	"qwen2.5-0.5b lora bf16 b8 s2048 gc": true,
	"llama3-8b lora bf16 b2 s4096 gc":    true,
}

func readH100(t *testing.T) h100Record {
	t.Helper()
	raw, err := os.ReadFile("testdata/h100/estimate-h100.json")
	if err != nil {
		t.Fatal(err)
	}
	var rec h100Record
	if err := json.Unmarshal(raw, &rec); err != nil {
		t.Fatal(err)
	}
	return rec
}

// h100Inputs is what `spkit estimate --model CONFIG` with the row's
// settings computes from (peft's defaults: r 16, dropout 0, fp32 adapters).
func h100Inputs(t *testing.T, rec h100Record, shape, method, precision string, batch, seq int64, gc bool, targets *string) estimate.Inputs {
	t.Helper()
	path := filepath.Join(t.TempDir(), "config.json")
	raw, err := json.Marshal(rec.Configs[shape])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	m, err := modelinfo.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s := estimate.Inputs{Method: estimate.Method(method), Precision: estimate.Precision(precision), Optimizer: estimate.AdamW,
		Attention: estimate.SDPA, Loss: estimate.LossFP32, BatchSize: batch, SeqLen: seq, GradientCheckpointing: gc, LoRARank: 16}
	if targets != nil {
		s.LoRATargets = strings.Split(*targets, ",")
	}
	in, err := estimate.FromModel(m, modelinfo.Arch{}, s)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

type h100Result struct {
	id              string
	held            bool
	alloc, res, dev float64 // error percent on each counter
}

func h100Errors(t *testing.T, rec h100Record) []h100Result {
	var out []h100Result
	for _, r := range rec.Rows {
		if r.MaxBatch != nil {
			continue
		}
		b, err := estimate.Compute(h100Inputs(t, rec, r.Shape, r.Method, r.Precision, r.Batch, r.Seq, r.GC, r.Targets))
		if err != nil {
			t.Fatal(err)
		}
		e := func(counter string, measured int64) float64 {
			return 100 * float64(b.Figures[counter].At(r.Batch)-measured) / float64(measured)
		}
		out = append(out, h100Result{r.id(), h100HeldOut[r.id()], e(estimate.Allocated, r.Measured.Allocated),
			e(estimate.Reserved, r.Measured.Reserved), e(estimate.WholeDev, r.Measured.DeviceUsedEnd)})
	}
	return out
}

// TestEstimateOnH100Records is issue 40's acceptance on the allocated
// counter: median |error| <= 5%, worst <= 10%, no estimate more than 3%
// under a measured peak; on all rows and on the held-out ones alone.
func TestEstimateOnH100Records(t *testing.T) {
	rec := readH100(t)
	rows := h100Errors(t, rec)
	if len(rows) != 12 {
		t.Fatalf("%d rows, want 12", len(rows))
	}
	var table strings.Builder
	fmt.Fprintln(&table, "| row | allocated | reserved | nvidia-smi | held out |")
	var all, held []float64
	for _, r := range rows {
		fmt.Fprintf(&table, "| %s | %+.1f%% | %+.1f%% | %+.1f%% | %v |\n", r.id, r.alloc, r.res, r.dev, r.held)
		all = append(all, math.Abs(r.alloc))
		if r.held {
			held = append(held, math.Abs(r.alloc))
		}
		if r.alloc < -3 {
			t.Errorf("%s: allocated %.1f%% under the measured peak (at most 3%%)", r.id, -r.alloc)
		}
	}
	t.Log("\n" + table.String())
	t.Logf("allocated: all %d rows median |error| %.1f%%, worst %.1f%%; held out %d: median %.1f%%, worst %.1f%%",
		len(all), median(all), maxOf(all), len(held), median(held), maxOf(held))
	if len(held) != len(h100HeldOut) {
		t.Errorf("%d held-out rows found, %d named", len(held), len(h100HeldOut))
	}
	for name, set := range map[string][]float64{"all rows": all, "held-out rows": held} {
		if med := median(set); med > 5 {
			t.Errorf("%s: median |error| %.1f%% over 5%%", name, med)
		}
		if worst := maxOf(set); worst > 10 {
			t.Errorf("%s: worst |error| %.1f%% over 10%%", name, worst)
		}
	}
}

// TestEstimateMaxBatchOnH100: the max batch for TinyLlama LoRA r16 at 2048
// tokens is never above the 11 that fitted on the H100 (12 ran out of
// memory; spkit 91911cb said 15).
func TestEstimateMaxBatchOnH100(t *testing.T) {
	rec := readH100(t)
	var row *h100Row
	for i := range rec.Rows {
		if rec.Rows[i].MaxBatch != nil {
			row = &rec.Rows[i]
		}
	}
	if row == nil {
		t.Fatal("no max_batch row")
	}
	mb := row.MaxBatch
	targets := mb.Run[6].(string)
	in := h100Inputs(t, rec, mb.Run[0].(string), mb.Run[1].(string), mb.Run[2].(string), int64(mb.Run[3].(float64)), int64(mb.Run[4].(float64)), mb.Run[5].(bool), &targets)
	h100, err := profiles.Builtin().Get("h100")
	if err != nil {
		t.Fatal(err)
	}
	r, err := estimate.Build(in, []*profiles.Profile{h100}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	got := r.Verdicts[0].MaxBatchSize
	t.Logf("max batch %d (largest that fitted %d, first OOM %d)", got, mb.LargestFit, mb.FirstOOM)
	if got > mb.LargestFit || got < 1 {
		t.Errorf("max batch %d, want 1 to %d (the largest that fitted)", got, mb.LargestFit)
	}
	// At the first batch that ran out of memory the verdict is not "fits".
	in.BatchSize = mb.FirstOOM
	if r, err = estimate.Build(in, []*profiles.Profile{h100}, t.TempDir()); err != nil {
		t.Fatal(err)
	}
	if v := r.Verdicts[0].Verdict; v == estimate.Fits {
		t.Errorf("batch %d (ran out of memory) judged %q", mb.FirstOOM, v)
	}
}

// TestEstimateBandCoversH100Records: the error band the verdict uses
// (CUDABand) holds nvidia-smi's measured figure for every row it was fitted
// on; the held-out rows are logged beside it.
func TestEstimateBandCoversH100Records(t *testing.T) {
	rec := readH100(t)
	for _, r := range rec.Rows {
		if r.MaxBatch != nil {
			continue
		}
		b, err := estimate.Compute(h100Inputs(t, rec, r.Shape, r.Method, r.Precision, r.Batch, r.Seq, r.GC, r.Targets))
		if err != nil {
			t.Fatal(err)
		}
		est := b.Total()
		lo, hi := estimate.CUDABand.Lower(est), estimate.CUDABand.Upper(est)
		in := lo <= r.Measured.DeviceUsedEnd && r.Measured.DeviceUsedEnd <= hi
		t.Logf("%s: measured %d in %d..%d: %v (held out %v)", r.id(), r.Measured.DeviceUsedEnd, lo, hi, in, h100HeldOut[r.id()])
		if !in && !h100HeldOut[r.id()] {
			t.Errorf("%s: nvidia-smi measured %d, outside the band %d..%d", r.id(), r.Measured.DeviceUsedEnd, lo, hi)
		}
	}
}
