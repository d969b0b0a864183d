package estimate_test

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/modelinfo"
)

// measured is testdata/measured.json: published peaks measured with known
// settings, each source with the counter it read.
type measured struct {
	Sources []struct {
		URL, Repo, Path, Commit, Counter, How, Common string
		Rows                                          []struct {
			ID, Config, Model string
			MeasuredGB        float64 `json:"measured_gb"`
			Holdout           bool
			Settings          struct {
				Method           estimate.Method
				BatchSize        int64 `json:"batch_size"`
				SeqLen           int64 `json:"seq_len"`
				Precision        estimate.Precision
				Attention        estimate.Attention
				Loss             estimate.Loss
				Optimizer        estimate.Optimizer
				LoRARank         int64                 `json:"lora_rank"`
				LoRATargets      []string              `json:"lora_targets"`
				LoRADropout      float64               `json:"lora_dropout"`
				QuantSavesInputs bool                  `json:"quant_saves_inputs"`
				AdapterDType     estimate.AdapterDType `json:"adapter_dtype"`
				GradAccum        int64                 `json:"grad_accum"`
				GraphHeld        bool                  `json:"graph_held"`
				FusedQKV         bool                  `json:"fused_qkv"`
				QuantizeHead     bool                  `json:"quantize_head"`
				SeparateHead     bool                  `json:"separate_head"`
				NoDoubleQuant    bool                  `json:"no_double_quant"`
			}
		}
	}
}

// TestEstimateAgainstMeasuredPeaks: issue 40's acceptance on the counter
// each source measured: no row more than 3% under its measured peak (an
// estimate under it calls a run that runs out of memory "fits"), every row
// within 5% and the median within 2% (where the model stands: 0.3% and
// 0.7%; issue 40 asks for 10% and 8%), so that it cannot slide back.
func TestEstimateAgainstMeasuredPeaks(t *testing.T) {
	raw, err := os.ReadFile("testdata/measured.json")
	if err != nil {
		t.Fatal(err)
	}
	var m measured
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	var all, held []float64
	under := 0
	var table strings.Builder
	fmt.Fprintln(&table, "| row | counter | measured | spkit | error | held out |")
	for _, src := range m.Sources {
		for _, r := range src.Rows {
			mod, err := modelinfo.Open(filepath.Join("testdata", r.Model))
			if err != nil {
				t.Fatal(err)
			}
			s := r.Settings
			in, err := estimate.FromModel(mod, modelinfo.Arch{}, estimate.Inputs{Method: s.Method, BatchSize: s.BatchSize, SeqLen: s.SeqLen,
				Precision: s.Precision, Attention: s.Attention, Loss: s.Loss, Optimizer: s.Optimizer, LoRARank: s.LoRARank,
				LoRATargets: s.LoRATargets, LoRADropout: s.LoRADropout, QuantSavesInputs: s.QuantSavesInputs,
				AdapterDType: s.AdapterDType, GradAccum: s.GradAccum, GraphHeld: s.GraphHeld, FusedQKV: s.FusedQKV,
				QuantizeHead: s.QuantizeHead, SeparateHead: s.SeparateHead, NoDoubleQuant: s.NoDoubleQuant})
			if err != nil {
				t.Fatal(err)
			}
			b, err := estimate.Compute(in)
			if err != nil {
				t.Fatal(err)
			}
			got := float64(b.Figures[src.Counter].At(s.BatchSize)) / 1e9
			e := 100 * (got - r.MeasuredGB) / r.MeasuredGB
			all = append(all, math.Abs(e))
			if r.Holdout {
				held = append(held, math.Abs(e))
			}
			fmt.Fprintf(&table, "| %s | %s | %.2f GB | %.2f GB | %+.1f%% | %v |\n", r.ID, src.Counter, r.MeasuredGB, got, e, r.Holdout)
			if e < -3 {
				under++
				t.Errorf("%s: %.2f GB estimated, %.2f GB measured (%+.1f%%): more than 3%% under (issue 40)", r.ID, got, r.MeasuredGB, e)
			}
			if math.Abs(e) > 5 {
				t.Errorf("%s: %.2f GB estimated, %.2f GB measured (%+.1f%%), over 5%%", r.ID, got, r.MeasuredGB, e)
			}
		}
	}
	t.Log("\n" + table.String())
	if len(all) < 12 {
		t.Errorf("%d rows, want at least 12", len(all))
	}
	// Issue 40 asks for 8%; 0.3% is where the model stands (2.7% before
	// Fabric's fp32 logits and litgpt's zero_pad source, 12.7% before
	// --graph-held, --fused-qkv, --quantize-head, --separate-head and
	// --double-quant=false; docs/estimate.md).
	if med := median(all); med > 2 {
		t.Errorf("median |error| %.1f%% over 2%%", med)
	}
	t.Logf("rows %d: median |error| %.1f%%, max %.1f%%, %d more than 3%% under; held out %d: median %.1f%%, max %.1f%%",
		len(all), median(all), maxOf(all), under, len(held), median(held), maxOf(held))
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func maxOf(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m = math.Max(m, x)
	}
	return m
}
