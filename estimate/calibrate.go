package estimate

import "fmt"

// Calibration puts the estimate next to the peaks probe measured on one
// profile, and refits the fixed and per-sample terms to them.
type Calibration struct {
	Profile string
	Path    string
	Rows    []CalibrationRow
	// FittedFixed and FittedPerSample fit the ok trials best (least
	// squares over fixed + n·per-sample; with one batch size measured, the
	// estimate's per-sample term is kept). Fitted is false when no ok trial
	// has a batch size, or the fit comes out non-positive.
	Fitted                       bool
	FittedFixed, FittedPerSample int64
	// FittedMaxBatch is the profile's max batch size by the fitted terms.
	FittedMaxBatch int64
}

// CalibrationRow is one measured trial beside the estimate, before and
// after calibration.
type CalibrationRow struct {
	BatchSize  int64   `json:"batch_size"`
	Status     string  `json:"status"`
	Measured   int64   `json:"measured_bytes"`
	Estimated  int64   `json:"estimated_bytes"`
	ErrorPct   float64 `json:"error_percent"`
	Calibrated int64   `json:"calibrated_bytes,omitempty"`
	AfterPct   float64 `json:"calibrated_error_percent,omitempty"`
}

// Calibrate compares the probe results with the estimate's whole-device
// figure (probe measures the trainer's whole memory: its cgroup or process
// tree plus its GPU memory) and fits both terms to the ok trials.
func Calibrate(b *Breakdown, r *ProbeResults) *Calibration {
	c := &Calibration{Path: r.Path}
	var xs, ys []float64
	for _, t := range r.Trials {
		n := t.BatchSize()
		if n == 0 || t.PeakBytes == 0 {
			continue
		}
		est := b.TotalAt(n)
		c.Rows = append(c.Rows, CalibrationRow{BatchSize: n, Status: t.Status, Measured: t.PeakBytes, Estimated: est, ErrorPct: pct(est, t.PeakBytes)})
		if t.Status == TrialOK {
			xs, ys = append(xs, float64(n)), append(ys, float64(t.PeakBytes))
		}
	}
	fixed, slope, ok := fitLine(xs, ys, float64(b.PerSample))
	if !ok {
		return c
	}
	c.Fitted, c.FittedFixed, c.FittedPerSample = true, int64(fixed), int64(slope)
	for i, row := range c.Rows {
		after := c.FittedFixed + row.BatchSize*c.FittedPerSample
		c.Rows[i].Calibrated, c.Rows[i].AfterPct = after, pct(after, row.Measured)
	}
	return c
}

// fitLine fits y = a + k·x by least squares; with fewer than two distinct
// x it keeps k = slope and fits a. ok is false without points or with a
// non-positive term.
func fitLine(xs, ys []float64, slope float64) (a, k float64, ok bool) {
	n := float64(len(xs))
	if n == 0 {
		return 0, 0, false
	}
	var sx, sy, sxx, sxy float64
	for i := range xs {
		sx, sy, sxx, sxy = sx+xs[i], sy+ys[i], sxx+xs[i]*xs[i], sxy+xs[i]*ys[i]
	}
	k = slope
	if d := n*sxx - sx*sx; d > 1e-9 {
		k = (n*sxy - sx*sy) / d
	}
	a = (sy - k*sx) / n
	return a, k, a > 0 && k > 0
}

// Apply is b with the fitted terms as its whole-device figure.
func (c *Calibration) Apply(b *Breakdown) *Breakdown {
	if !c.Fitted {
		return b
	}
	out := *b
	out.Fixed, out.PerSample, out.Floor = c.FittedFixed, c.FittedPerSample, 0
	out.LossFixed, out.LossPerSample = 0, 0
	band := c.fitBand()
	out.Band = &band
	out.Calibrated = fmt.Sprintf("calibrated by %s: fixed %s, per sample %s (measured)", c.Path, size(c.FittedFixed), size(c.FittedPerSample))
	return &out
}

func pct(est, measured int64) float64 {
	return 100 * float64(est-measured) / float64(measured)
}
