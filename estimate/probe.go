package estimate

import (
	"math"

	"github.com/spkit-dev/spkit/probe"
)

// Trial statuses in probe results: probe's own (probe.Status).
const (
	TrialOK      = string(probe.OK)
	TrialStopped = string(probe.Stopped)
	TrialSkipped = string(probe.Skipped)
	TrialOOM     = string(probe.OOM)
	TrialFailed  = string(probe.Failed)
)

// ProbeResults is what the estimate takes from `spkit probe`'s results
// (probe.Results, read with probe.ReadResults: the one schema).
type ProbeResults struct {
	// CeilingBytes is the judged pool's ceiling (on a discrete GPU the
	// fullest device's).
	CeilingBytes int64
	Trials       []ProbeTrial
	// Path is where the results were read from.
	Path string
}

// ProbeTrial is one run of the trainer with some settings. PeakBytes is
// the judged peak: the trainer's GPU memory on a discrete GPU, host and GPU
// memory together in one pool (probe.Trial.Peak).
type ProbeTrial struct {
	Values    map[string]int
	PeakBytes int64
	Status    string
}

// BatchSize is the trial's batch_size value, 0 when it has none.
func (t ProbeTrial) BatchSize() int64 {
	n := int64(t.Values["batch_size"])
	if n < 1 || n > maxBatchCap {
		return 0
	}
	return n
}

// ProbePath is where `spkit probe` writes a profile's results in the
// trainer repository dir (probe.ResultsPath).
func ProbePath(dir, profile string) string { return probe.ResultsPath(dir, profile) }

// ReadProbe reads the probe results for profile in dir; nil, nil when there
// are none.
func ReadProbe(dir, profile string) (*ProbeResults, error) {
	r, err := probe.ReadResults(dir, profile)
	if r == nil || err != nil {
		return nil, err
	}
	out := &ProbeResults{CeilingBytes: clamp(r.Ceiling), Path: ProbePath(dir, profile)}
	for _, t := range r.Trials {
		out.Trials = append(out.Trials, ProbeTrial{Values: t.Values, PeakBytes: clamp(t.Peak), Status: string(t.Status)})
	}
	return out, nil
}

func clamp(n uint64) int64 { return int64(min(n, math.MaxInt64)) }
