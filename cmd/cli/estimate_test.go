package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/estimate"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/modelinfo/modeltest"
)

// estimateRepo is a trainer directory with a Llama-7B-shaped model in
// model/ (sparse weights) and, with noConfig, no config.json.
func estimateRepo(t *testing.T, noConfig bool) string {
	t.Helper()
	dir := t.TempDir()
	model := filepath.Join(dir, "model")
	if err := os.Mkdir(model, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := modeltest.WriteSharded(model, modeltest.Llama7B.Tensors(), 2); err != nil {
		t.Fatal(err)
	}
	if !noConfig {
		if err := modeltest.WriteJSON(filepath.Join(model, "config.json"), modeltest.Llama7B.Config()); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

type estimateJSON struct {
	Parameters          int64            `json:"parameters"`
	TrainableParameters int64            `json:"trainable_parameters"`
	TotalBytes          int64            `json:"total_bytes"`
	Components          map[string]int64 `json:"components"`
	Peak                string           `json:"peak"`
	NotAtPeak           []string         `json:"not_at_peak"`
	Profiles            map[string]struct {
		Verdict         string `json:"verdict"`
		UsableBytes     int64  `json:"usable_bytes"`
		NeededBytes     int64  `json:"needed_bytes"`
		NeededHighBytes int64  `json:"needed_high_bytes"`
		MaxBatchSize    int64  `json:"max_batch_size"`
		Band            struct {
			Low  float64 `json:"low_percent"`
			High float64 `json:"high_percent"`
		} `json:"error_band"`
	} `json:"profiles"`
}

func TestEstimateCLIJSONShape(t *testing.T) {
	dir := estimateRepo(t, false)
	code, out, errOut := runCLI(t, dir, "estimate", "--model", filepath.Join(dir, "model"), "--method", "lora",
		"--lora-rank", "16", "--lora-targets", "q_proj,v_proj", "--gradient-checkpointing", "--json")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	var got estimateJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if got.Parameters != 6_738_415_616 || got.TrainableParameters != 8_388_608 {
		t.Errorf("parameters %d, trainable %d", got.Parameters, got.TrainableParameters)
	}
	// The peak's lines (all but not_at_peak) sum to the total.
	var sum int64
	for name, b := range got.Components {
		if !slices.Contains(got.NotAtPeak, name) {
			sum += b
		}
	}
	if sum != got.TotalBytes || got.Components["frozen_weights"] != 2*6_738_415_616 || got.Peak != estimate.PhaseBackward {
		t.Errorf("components %v (not at the %s peak: %v) sum to %d, total %d", got.Components, got.Peak, got.NotAtPeak, sum, got.TotalBytes)
	}
	want := map[string]int64{"dgx-spark": 100 << 30, "h100": 80 << 30, "rtx4090": 24 << 30}
	for name, usable := range want {
		p, ok := got.Profiles[name]
		if !ok || p.UsableBytes != usable || p.Verdict != estimate.Fits || p.Band.High != estimate.CUDABand.High || p.NeededHighBytes <= p.NeededBytes {
			t.Errorf("profile %s = %+v (present %v)", name, p, ok)
		}
	}
	if len(got.Profiles) != len(want) {
		t.Errorf("profiles %v, want the defaults", got.Profiles)
	}
}

func TestEstimateCLIText(t *testing.T) {
	dir := estimateRepo(t, false)
	code, out, errOut := runCLI(t, dir, "estimate", "--model", filepath.Join(dir, "model"), "--profile", "rtx4090", "--profile", "dgx-spark", "--explain")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	for _, want := range []string{
		"6,738,415,616 parameters (BF16) in 2 file(s)",
		"llama: 32 layers, hidden 4096",
		"full: 6,738,415,616 trainable (100.00%)",
		"6,738,415,616 trainable × 2 states × 2 B",
		"b × 32 layers × s 2048 × 194560 B",
		"peak at the optimizer step; * live only at the backward pass",
		"foreach (the CUDA default): _multi_tensor_adamw",
		"error band -7.5% to +7.0%",
		"= allocated (max_memory_allocated)", "= reserved (max_memory_reserved)", "= whole device (nvidia-smi)",
		"rtx4090    24.0 GiB", "does-not-fit",
		"dgx-spark", "guard.max_used 100GiB",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

// A folder with config.json alone, and config.json given as the model, are
// counted from the config with a one-line note; the header counts agree.
func TestEstimateCLIConfigOnly(t *testing.T) {
	dir := estimateRepo(t, false)
	only := filepath.Join(t.TempDir(), "llama")
	if err := os.Mkdir(only, 0o755); err != nil {
		t.Fatal(err)
	}
	cfg := filepath.Join(only, "config.json")
	if err := modeltest.WriteJSON(cfg, modeltest.Llama7B.Config()); err != nil {
		t.Fatal(err)
	}
	for _, model := range []string{only, cfg} {
		code, out, errOut := runCLI(t, dir, "estimate", "--model", model, "--profile", "h100")
		if code != 0 || errOut != "" {
			t.Fatalf("%s: exit %d, stderr %q", model, code, errOut)
		}
		if !strings.Contains(out, "6,738,415,616 parameters (BF16), counted from config.json (no weights read)") {
			t.Errorf("%s: output:\n%s", model, out)
		}
		if model == cfg && strings.Count(out, "is a JSON config, not safetensors weights") != 1 {
			t.Errorf("no one-line note for the JSON file:\n%s", out)
		}
	}
}

func TestEstimateCLIParamsWarnsAboutShape(t *testing.T) {
	code, out, errOut := runCLI(t, t.TempDir(), "estimate", "--params", "13B", "--method", "qlora", "--gradient-checkpointing", "--profile", "rtx4090")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "warning: no architecture for the activations: assuming a llama-13b shape") || !strings.Contains(out, "shape     ASSUMED (no config.json") || !strings.Contains(out, "rtx4090") {
		t.Errorf("output:\n%s", out)
	}
}

func TestEstimateCLICalibration(t *testing.T) {
	dir := estimateRepo(t, false)
	p := estimate.ProbePath(dir, "h100")
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	results := `{"ceiling_bytes": 85899345920, "trials": [{"values": {"batch_size": 1}, "peak_bytes": 30000000000, "status": "ok", "seconds": 2}], "best": {"batch_size": 1}}`
	if err := os.WriteFile(p, []byte(results), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, dir, "estimate", "--model", filepath.Join(dir, "model"), "--method", "lora", "--profile", "h100")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if !strings.Contains(out, "measured by spkit probe on h100") || !strings.Contains(out, "calibrated: the verdict for h100 uses the measured terms") {
		t.Errorf("output:\n%s", out)
	}
}

func TestEstimateCLIBadInput(t *testing.T) {
	dir := estimateRepo(t, false)
	noConfig := estimateRepo(t, true)
	corrupt := filepath.Join(dir, "corrupt.safetensors")
	if err := modeltest.WriteRaw(corrupt, []byte(`[1]`), 0); err != nil {
		t.Fatal(err)
	}
	model := filepath.Join(dir, "model")
	for _, tc := range []struct {
		name string
		args []string
		code errdefs.Code
		want string
	}{
		{"no model", nil, errdefs.Usage, "give the model with --model PATH or --params N"},
		{"both", []string{"--model", model, "--params", "7B"}, errdefs.Usage, "--model and --params both given"},
		{"bad method", []string{"--params", "7B", "--method", "dora"}, errdefs.Usage, `--method "dora" is not known: one of full, lora, qlora`},
		{"bad optimizer", []string{"--params", "7B", "--optimizer", "adam"}, errdefs.Usage, `--optimizer "adam" is not known`},
		{"bad params", []string{"--params", "seven"}, errdefs.Usage, `--params: "seven" is not a parameter count`},
		{"zero batch", []string{"--params", "7B", "--batch-size", "0"}, errdefs.Usage, "--batch-size 0 is out of range"},
		// Issue 41: NaN compares false with every bound and was read as 0.
		{"NaN dropout", []string{"--params", "7B", "--method", "lora", "--lora-dropout", "NaN"}, errdefs.Usage, "--lora-dropout NaN is out of range"},
		{"Inf dropout", []string{"--params", "7B", "--method", "lora", "--lora-dropout", "-Inf"}, errdefs.Usage, "--lora-dropout -Inf is out of range"},
		{"huge seq-len", []string{"--params", "7B", "--seq-len", "99999999"}, errdefs.Usage, "--seq-len 99999999 is out of range (1 to 4194304)"},
		{"overflowing settings", []string{"--params", "1e15", "--hidden-size", "1048576", "--layers", "16384", "--heads", "16384",
			"--seq-len", "4194304", "--batch-size", "1048576", "--attention", "eager"}, errdefs.Usage, "beyond 1 EiB"},
		{"argument", []string{"./model"}, errdefs.Usage, "takes no arguments"},
		{"missing model", []string{"--model", filepath.Join(dir, "nope")}, errdefs.Environment, "cannot read model"},
		{"corrupt header", []string{"--model", corrupt}, errdefs.Config, "the JSON header is not an object"},
		{"no config.json", []string{"--model", filepath.Join(noConfig, "model")}, errdefs.Config, "has no config.json, which gives the architecture: give --hidden-size, --layers and --heads"},
		{"unknown profile", []string{"--params", "7B", "--profile", "h1000"}, errdefs.Config, `unknown profile "h1000"`},
		{"cpu profile", []string{"--params", "7B", "--profile", "cpu"}, errdefs.Config, "profile cpu has no GPU memory size"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, dir, append([]string{"estimate"}, tc.args...)...)
			if errdefs.Code(code) != tc.code || out != "" || !strings.Contains(errOut, tc.want) || strings.Count(errOut, "\n") != 1 {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and one line with %q", code, out, errOut, tc.code, tc.want)
			}
		})
	}
}

// The command only parses and validates: what it hands the use case is the
// flags' request (the runF seam).
func TestEstimateCmdRequest(t *testing.T) {
	var got app.EstimateRequest
	cmd := newEstimateCmd(&Factory{}, func(r app.EstimateRequest) error { got = r; return nil })
	cmd.SetArgs([]string{"--params", "7B", "--method", "lora", "--adapter-dtype", "model", "--lora-dropout", "0.05",
		"--profile", "h100", "--hidden-size", "4096", "--json"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	s := got.Settings
	if got.Params != "7B" || s.Method != estimate.LoRA || s.AdapterDType != estimate.AdapterModel || s.LoRADropout != 0.05 ||
		!slices.Equal(got.Profiles, []string{"h100"}) || got.Arch.HiddenSize != 4096 || !got.JSON {
		t.Errorf("request %+v", got)
	}
	cmd = newEstimateCmd(&Factory{}, func(app.EstimateRequest) error { t.Error("ran with a bad flag"); return nil })
	cmd.SetArgs([]string{"--params", "7B", "--adapter-dtype", "fp8"})
	cmd.SilenceErrors, cmd.SilenceUsage = true, true
	if err := cmd.Execute(); err == nil || !strings.Contains(err.Error(), `--adapter-dtype "fp8" is not known`) {
		t.Errorf("err = %v", err)
	}
}
