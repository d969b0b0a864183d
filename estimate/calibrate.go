package estimate

// Calibration puts the estimate next to the peaks probe measured on one
// profile, and refits the per-sample term to them.
type Calibration struct {
	Profile string
	Path    string
	Rows    []CalibrationRow
	// FittedPerSample is the per-sample bytes that fit the ok trials best
	// (least squares, the fixed part held at the estimate's); 0 when no ok
	// trial has a batch size or the fit comes out non-positive.
	FittedPerSample int64
	// FittedMaxBatch is MaxBatch with the fitted per-sample term.
	FittedMaxBatch int64
}

// CalibrationRow is one measured trial beside the estimate.
type CalibrationRow struct {
	BatchSize int64   `json:"batch_size"`
	Status    string  `json:"status"`
	Measured  int64   `json:"measured_bytes"`
	Estimated int64   `json:"estimated_bytes"`
	ErrorPct  float64 `json:"error_percent"`
}

// Calibrate compares v's profile's probe results with the estimate.
func Calibrate(b *Breakdown, v Verdict, r *ProbeResults) *Calibration {
	c := &Calibration{Profile: v.Profile, Path: r.Path}
	fixed := b.Fixed + v.HostSide
	var num, den float64
	for _, t := range r.Trials {
		n := t.BatchSize()
		if n == 0 || t.PeakBytes == 0 {
			continue
		}
		est := fixed + n*b.PerSample
		c.Rows = append(c.Rows, CalibrationRow{BatchSize: n, Status: t.Status, Measured: t.PeakBytes, Estimated: est,
			ErrorPct: 100 * float64(est-t.PeakBytes) / float64(t.PeakBytes)})
		if t.Status == TrialOK {
			// minimise Σ (peak − fixed − n·k)²: k = Σ n·(peak − fixed) / Σ n².
			num += float64(n) * float64(t.PeakBytes-fixed)
			den += float64(n) * float64(n)
		}
	}
	if den > 0 && num > 0 {
		c.FittedPerSample = int64(num / den)
		c.FittedMaxBatch = MaxBatch(fixed, c.FittedPerSample, v.Usable)
	}
	return c
}
