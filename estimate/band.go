package estimate

import "fmt"

// Band is an estimate's error measured on runs: the measured figure lay
// between estimate × (1 + Low/100) and estimate × (1 + High/100).
type Band struct {
	Low, High float64
	// From says which runs measured it.
	From string
}

// Measured error bands of the whole-device figure, docs/estimate.md.
var (
	// CUDABand: nvidia-smi's used memory against the device figure on the
	// nine H100 rows that are not held out (testdata/h100, PyTorch 2.11,
	// transformers 5.17, peft 0.21): from 7.0% below to 6.3% above,
	// rounded outward. TestEstimateBandCoversH100Records checks it.
	CUDABand = Band{Low: -7.5, High: 7, From: "nvidia-smi on 9 H100 runs (docs/estimate.md)"}
	// CPUBand: the example trainer's resident memory on CPU at 7 batch
	// sizes, 5.7% to 8.2% above the process figure.
	CPUBand = Band{Low: 5, High: 9, From: "resident memory of the example trainer on CPU, 7 runs (docs/estimate.md)"}
)

// Upper is n raised by the band's high end.
func (b Band) Upper(n int64) int64 { return int64(float64(n) * (1 + b.High/100)) }

// Lower is n lowered (or raised) by the band's low end.
func (b Band) Lower(n int64) int64 { return int64(float64(n) * (1 + b.Low/100)) }

func (b Band) String() string { return fmt.Sprintf("%+.1f%% to %+.1f%%", b.Low, b.High) }

// band is the breakdown's error band: probe's fit when calibrated, else
// the device's measured band.
func (b *Breakdown) band() Band {
	switch {
	case b.Band != nil:
		return *b.Band
	case b.Inputs.Device == CPU:
		return CPUBand
	}
	return CUDABand
}

// fitBand is the calibrated terms' own error on the trials they were fitted
// to (0 included: a fit through every point has no spread).
func (c *Calibration) fitBand() Band {
	out := Band{From: "probe's trials against the fitted terms (" + c.Path + ")"}
	for _, r := range c.Rows {
		if r.Status != TrialOK || r.Calibrated == 0 {
			continue
		}
		x := 100 * (float64(r.Measured)/float64(r.Calibrated) - 1)
		out.Low, out.High = min(out.Low, x), max(out.High, x)
	}
	return out
}
