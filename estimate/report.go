package estimate

import (
	"encoding/json"
	"io"
	"sort"

	"github.com/spkit-dev/spkit/modelinfo"
)

// Report is everything `spkit estimate` prints.
type Report struct {
	// Model is nil for a model given by --params.
	Model        *modelinfo.Model
	Breakdown    *Breakdown
	Verdicts     []Verdict
	Calibrations []*Calibration
	Warnings     []string
}

// jsonReport is the stable --json shape (docs/estimate.md): fields may be
// added, never renamed or removed.
type jsonReport struct {
	Parameters          int64                      `json:"parameters"`
	ActiveParameters    int64                      `json:"active_parameters"`
	TrainableParameters int64                      `json:"trainable_parameters"`
	TotalBytes          int64                      `json:"total_bytes"`
	AllocatedBytes      int64                      `json:"allocated_bytes"`
	ReservedBytes       int64                      `json:"reserved_bytes"`
	DeviceBytes         int64                      `json:"device_bytes"`
	FromConfig          bool                       `json:"from_config,omitempty"`
	Calibrated          string                     `json:"calibrated,omitempty"`
	FixedBytes          int64                      `json:"fixed_bytes"`
	PerSampleBytes      int64                      `json:"per_sample_bytes"`
	Components          map[string]int64           `json:"components"`
	Peak                string                     `json:"peak"`
	NotAtPeak           []string                   `json:"not_at_peak,omitempty"`
	Profiles            map[string]jsonProfile     `json:"profiles"`
	Settings            jsonSettings               `json:"settings"`
	Calibration         map[string]jsonCalibration `json:"calibration,omitempty"`
	Warnings            []string                   `json:"warnings,omitempty"`
}

type jsonProfile struct {
	Verdict      string `json:"verdict"`
	UsableBytes  int64  `json:"usable_bytes"`
	NeededBytes  int64  `json:"needed_bytes"`
	HostBytes    int64  `json:"host_bytes"`
	MaxBatchSize int64  `json:"max_batch_size"`
	// The needed figure with the error band applied, and the band.
	NeededLowBytes  int64    `json:"needed_low_bytes"`
	NeededHighBytes int64    `json:"needed_high_bytes"`
	Band            jsonBand `json:"error_band"`
}

type jsonBand struct {
	LowPercent  float64 `json:"low_percent"`
	HighPercent float64 `json:"high_percent"`
	From        string  `json:"from"`
}

type jsonSettings struct {
	Method                string    `json:"method"`
	LoRARank              int64     `json:"lora_rank,omitempty"`
	LoRATargets           []string  `json:"lora_targets,omitempty"`
	Optimizer             Optimizer `json:"optimizer"`
	Precision             Precision `json:"precision"`
	Attention             Attention `json:"attention"`
	BatchSize             int64     `json:"batch_size"`
	SeqLen                int64     `json:"seq_len"`
	GradientCheckpointing bool      `json:"gradient_checkpointing"`
	Loss                  Loss      `json:"loss"`
	Compile               bool      `json:"compile,omitempty"`
	OptimizerInBackward   bool      `json:"optimizer_in_backward,omitempty"`
	ActivationOffload     bool      `json:"activation_offload,omitempty"`
	MasterWeights         bool      `json:"master_weights,omitempty"`
	Shard                 Shard     `json:"shard"`
	GPUs                  int64     `json:"gpus"`
	Offload               Offload   `json:"offload"`
	Device                Device    `json:"device"`
	FusedQKV              bool      `json:"fused_qkv,omitempty"`
	GraphHeld             bool      `json:"graph_held,omitempty"`
	QuantizeHead          bool      `json:"quantize_head,omitempty"`
	SeparateHead          bool      `json:"separate_head,omitempty"`
	NoDoubleQuant         bool      `json:"no_double_quant,omitempty"`
}

type jsonCalibration struct {
	Path                 string           `json:"path"`
	Trials               []CalibrationRow `json:"trials"`
	FittedFixedBytes     int64            `json:"fitted_fixed_bytes,omitempty"`
	FittedPerSampleBytes int64            `json:"fitted_per_sample_bytes,omitempty"`
	FittedMaxBatchSize   int64            `json:"fitted_max_batch_size,omitempty"`
}

// WriteJSON writes the report in the stable --json shape.
func (r *Report) WriteJSON(w io.Writer) error {
	b := r.Breakdown
	in := b.Inputs
	n := in.BatchSize
	fixed, perSample := b.Fixed, b.PerSample
	if b.Peak == PhaseLoss && b.LossPerSample > 0 {
		fixed, perSample = b.LossFixed, b.LossPerSample
	}
	out := jsonReport{
		Parameters: in.Parameters, ActiveParameters: b.Active, TrainableParameters: b.Trainable, TotalBytes: b.Total(),
		AllocatedBytes: b.Figures[Allocated].At(n), ReservedBytes: b.Figures[Reserved].At(n), DeviceBytes: b.Figures[WholeDev].At(n),
		FixedBytes: fixed, PerSampleBytes: perSample, FromConfig: r.Model != nil && r.Model.FromConfig,
		Components: map[string]int64{}, Profiles: map[string]jsonProfile{}, Warnings: r.Warnings,
		Settings: jsonSettings{Method: string(in.Method), Optimizer: in.Optimizer, Precision: in.Precision, Attention: in.Attention,
			BatchSize: in.BatchSize, SeqLen: SequenceLength(in), GradientCheckpointing: in.GradientCheckpointing,
			Loss: in.Loss, Compile: in.Compile, OptimizerInBackward: in.OptimizerInBackward, ActivationOffload: in.ActivationOffload,
			MasterWeights: in.MasterWeights, Shard: in.Shard, GPUs: in.GPUs, Offload: in.Offload, Device: in.Device,
			FusedQKV: in.FusedQKV, GraphHeld: in.GraphHeld, QuantizeHead: in.QuantizeHead, SeparateHead: in.SeparateHead,
			NoDoubleQuant: in.NoDoubleQuant},
	}
	if in.Method != Full {
		out.Settings.LoRARank, out.Settings.LoRATargets = in.LoRARank, in.LoRATargets
	}
	out.Peak = b.Peak
	for _, c := range b.Components {
		out.Components[c.Name] = c.Bytes
		if !b.Live(c) {
			out.NotAtPeak = append(out.NotAtPeak, c.Name)
		}
	}
	for _, v := range r.Verdicts {
		out.Profiles[v.Profile] = jsonProfile{Verdict: v.Verdict, UsableBytes: v.Usable, NeededBytes: v.Needed, HostBytes: v.HostSide, MaxBatchSize: v.MaxBatchSize,
			NeededLowBytes: v.NeededLow, NeededHighBytes: v.NeededHigh, Band: jsonBand{v.Band.Low, v.Band.High, v.Band.From}}
	}
	if len(r.Calibrations) > 0 {
		out.Calibration = map[string]jsonCalibration{}
		for _, c := range r.Calibrations {
			out.Calibration[c.Profile] = jsonCalibration{Path: c.Path, Trials: c.Rows, FittedFixedBytes: c.FittedFixed, FittedPerSampleBytes: c.FittedPerSample, FittedMaxBatchSize: c.FittedMaxBatch}
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

// dtypeNames lists the model's dtypes, most parameters first.
func dtypeNames(m *modelinfo.Model) []string {
	by := m.ParametersByDType()
	names := make([]string, 0, len(by))
	for d := range by {
		names = append(names, d)
	}
	sort.Slice(names, func(i, j int) bool {
		if by[names[i]] != by[names[j]] {
			return by[names[i]] > by[names[j]]
		}
		return names[i] < names[j]
	})
	return names
}
