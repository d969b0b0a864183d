// Package probe finds the largest value of a trainer parameter (batch size,
// sequence length, resolution) whose run fits in memory, without running
// the machine out of it: each trial runs under the memory guard armed at the
// ceiling, and after two measured trials a fit of peak memory against the
// parameter skips every trial predicted over the target (the ceiling less a
// margin), so a wrong prediction costs one stopped trial, never the machine.
package probe

import (
	"context"
	"errors"
	"fmt"
	"math"
	"time"
)

// Status is how a trial ended.
type Status string

const (
	// OK: the trial ran to its end; it fits when its peak is within target.
	OK Status = "ok"
	// Stopped: the guard stopped it at the ceiling.
	Stopped Status = "stopped"
	// Skipped: not run, because its predicted peak is over the target.
	Skipped Status = "skipped"
	// OOM: the trainer died of a CUDA out-of-memory error (PyTorch's
	// OutOfMemoryError, cuBLAS, cuDNN or NCCL failing to allocate), in its
	// own process or a child's: the GPU refused an allocation the guard
	// never saw, so the value does not fit.
	OOM Status = "oom"
	// Failed: it failed for a reason other than memory.
	Failed Status = "failed"
)

// Trial is one value tried (or skipped).
type Trial struct {
	Values map[string]int `json:"values"`
	// Peak is the judged peak (Results.Memory says which memory it is);
	// HostPeak the trainer's host memory (its process tree's RSS or its
	// container's cgroup) and GPUPeak its GPU memory (NVML, per process;
	// on a discrete GPU the fullest device's).
	Peak      uint64 `json:"peak_bytes"`
	HostPeak  uint64 `json:"host_peak_bytes,omitempty"`
	GPUPeak   uint64 `json:"gpu_peak_bytes,omitempty"`
	Predicted uint64 `json:"predicted_bytes,omitempty"`
	Status    Status `json:"status"`
	// Fits: ok, the peak within the target and the host peak within
	// the host target.
	Fits       bool    `json:"fits"`
	Seconds    float64 `json:"seconds"`
	Throughput float64 `json:"throughput,omitempty"`
	// Note says why a trial failed or was skipped.
	Note string `json:"note,omitempty"`
}

// Outcome is what running one trial measured.
type Outcome struct {
	Status Status
	// Peak is what the search judges against its target; HostPeak and
	// GPUPeak are reported beside it (HostPeak judged against HostTarget).
	Peak, HostPeak, GPUPeak uint64
	Duration                time.Duration
	Throughput              float64
	// Err explains a failed trial (its last lines).
	Err error
	// NoSteps: the trainer's output showed no optimizer step (no "step N",
	// no it/s): a run that did not train measured nothing.
	NoSteps bool
}

// RunFunc runs one trial with the parameter at value.
type RunFunc func(ctx context.Context, value int) Outcome

// MaxValue is the largest value a parameter may take: what a trainer that
// reads it as a 32-bit integer can hold (and far past any batch size,
// sequence length or resolution that fits in memory).
const MaxValue = math.MaxInt32

// Param is one parameter to probe: values from Start up to Max.
type Param struct {
	Name       string
	Start, Max int
}

// Search is one parameter's search.
type Search struct {
	Param Param
	// Target is the most a fitting trial may peak at (ceiling - margin).
	Target uint64
	// HostTarget, when set, is the most a fitting trial's host memory may
	// peak at: on a discrete GPU the search judges the GPU and a trial
	// fits only when its host memory fits too.
	HostTarget uint64
	// Fixed are the other parameters' values (already probed), recorded in
	// each trial.
	Fixed map[string]int
	Run   RunFunc
	// OnTrial, when set, sees each trial as it is recorded.
	OnTrial func(Trial)
	// NoPredict runs every trial the doubling and bisection reach, without
	// the fit: seed 002's sweep, which the benchmark compares with.
	NoPredict bool

	trials []Trial
	points []Point
	lo, hi int // largest value known to fit, smallest known not to
	// loPeak is lo's measured peak (0 while nothing fits).
	loPeak uint64
	// blind: hi was set by a trial that did not fit without a measured
	// peak over the target (a CUDA OOM, a host peak over its target): the
	// fit of the peaks cannot see that edge, so bisection picks no value
	// above the midpoint.
	blind bool
}

// ErrNothingFits: even the start value is over the target.
var ErrNothingFits = errors.New("even the first value does not fit")

// FailedError is a trial that failed for a reason other than memory.
type FailedError struct {
	Value int
	Err   error
}

func (e *FailedError) Error() string {
	return fmt.Sprintf("the trial at %d failed for a reason other than memory: %v", e.Value, e.Err)
}
func (e *FailedError) Unwrap() error { return e.Err }

// Do runs the search and returns the largest fitting value and the trials.
// Cancelling ctx stops it after the current trial; the trials so far are
// returned with ctx's error.
func (s *Search) Do(ctx context.Context) (int, []Trial, error) {
	if s.Param.Start < 1 || s.Param.Max < s.Param.Start || s.Param.Max > MaxValue {
		return 0, nil, fmt.Errorf("%s=%d..%d is out of range: values go from 1 to %d", s.Param.Name, s.Param.Start, s.Param.Max, MaxValue)
	}
	s.lo, s.hi = 0, s.Param.Max+1
	if err := s.double(ctx); err != nil {
		return s.lo, s.trials, err
	}
	if err := s.bisect(ctx); err != nil {
		return s.lo, s.trials, err
	}
	if s.lo == 0 {
		return 0, s.trials, ErrNothingFits
	}
	return s.lo, s.trials, nil
}

// double tries Start, 2·Start, 4·Start... (and Max) until one does not fit
// or is predicted not to.
func (s *Search) double(ctx context.Context) error {
	for v := s.Param.Start; v < s.hi; v = min(v*2, s.Param.Max) {
		fits, err := s.try(ctx, v)
		if err != nil || !fits || v == s.Param.Max {
			return err
		}
	}
	return nil
}

// bisect narrows the gap between the largest value known to fit (lo) and
// the smallest measured not to (hi). Each step refits and tries the
// largest value predicted to fit (the midpoint without a fit), so a better
// prediction after each measurement can reach further than the first; it
// ends when lo and hi are adjacent or the fit predicts even lo+1 over the
// target (recorded as skipped).
func (s *Search) bisect(ctx context.Context) error {
	if s.lo == 0 {
		return nil
	}
	for s.hi-s.lo > 1 {
		v, over, predicted := s.next()
		if over {
			s.skip(v, predicted)
			return nil
		}
		if _, err := s.try(ctx, v); err != nil {
			return err
		}
	}
	return nil
}

// next picks the value to try between lo and hi: the fit's predicted limit,
// else the midpoint. over reports that the fit puts even lo+1 over the
// target, with that prediction.
func (s *Search) next() (v int, over bool, predicted uint64) {
	mid := s.lo + (s.hi-s.lo)/2
	if f, ok := s.Fit(); ok {
		predict := func(v int) uint64 { return s.predict(f, v) }
		limit := limit(predict, s.lo+1, s.hi-1, s.Target)
		if limit <= s.lo {
			return s.lo + 1, true, predict(s.lo + 1)
		}
		if s.blind {
			return min(limit, max(mid, s.lo+1)), false, 0
		}
		return limit, false, 0
	}
	return mid, false, 0
}

// predict is the fit's peak at v, anchored above lo at lo's measured peak:
// that peak plus the growth the fit predicts from lo to v. A least-squares
// curve may pass above the largest fitting trial by more than one step's
// growth and, unanchored, skip a value that trial says fits (a replay:
// TestSearchAnchorsAtTheLargestFittingTrial). Anchoring only ever lowers a
// prediction the measurement contradicts: a value tried that does not fit
// is measured, and the answer is always a measured trial.
func (s *Search) predict(f Fit, v int) uint64 {
	p := f.Predict(v)
	if s.loPeak == 0 || v <= s.lo {
		return p
	}
	grow := p - min(p, f.Predict(s.lo))
	return min(p, s.loPeak+grow)
}

// try runs value unless the fit predicts it over the target, and moves lo
// or hi.
func (s *Search) try(ctx context.Context, v int) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	f, ok := s.Fit()
	var predicted uint64
	if ok {
		predicted = s.predict(f, v)
		if predicted > s.Target {
			// Not run; hi stays what was measured, so a later, better
			// fit may still reach this value.
			s.skip(v, predicted)
			return false, nil
		}
	}
	out := s.Run(ctx, v)
	t := s.trial(v)
	t.Predicted, t.Peak, t.HostPeak, t.GPUPeak, t.Status = predicted, out.Peak, out.HostPeak, out.GPUPeak, out.Status
	t.Seconds, t.Throughput = out.Duration.Seconds(), out.Throughput
	hostOver := s.HostTarget > 0 && out.HostPeak > s.HostTarget
	t.Fits = out.Status == OK && out.Peak <= s.Target && !hostOver
	if out.Err != nil {
		t.Note = out.Err.Error()
	} else if out.Status == OK && hostOver {
		t.Note = "host memory over the host target"
	}
	s.record(t)
	switch {
	case ctx.Err() != nil:
		// Cancelled: whatever the trial reports, the search ends as
		// cancelled, not as a trial that failed.
		return false, ctx.Err()
	case out.Status == Failed:
		return false, &FailedError{Value: v, Err: out.Err}
	case t.Fits:
		s.lo, s.loPeak = v, out.Peak
	default:
		s.hi = v
		s.blind = out.Status == OOM || out.Peak <= s.Target
	}
	s.learn(v, out, ok, predicted)
	return t.Fits, nil
}

// learn adds a finished trial to the fit. A trial far above its prediction
// (or stopped although predicted to fit) means the curve broke (a sudden
// jump: another kernel, an allocator switch): the points before the break
// describe another curve, so the fit starts again from this one.
func (s *Search) learn(v int, out Outcome, predictedOK bool, predicted uint64) {
	broke := predictedOK && (out.Status == Stopped || out.Peak > predicted+s.Target/25)
	if broke {
		s.points = nil
	}
	if out.Status == OK {
		s.points = append(s.points, Point{v, out.Peak})
	}
}

func (s *Search) skip(v int, predicted uint64) {
	t := s.trial(v)
	t.Predicted, t.Status, t.Note = predicted, Skipped, "predicted over the target"
	s.record(t)
}

func (s *Search) trial(v int) Trial {
	values := map[string]int{s.Param.Name: v}
	for k, fv := range s.Fixed {
		values[k] = fv
	}
	return Trial{Values: values}
}

func (s *Search) record(t Trial) {
	s.trials = append(s.trials, t)
	if s.OnTrial != nil {
		s.OnTrial(t)
	}
}

// Fit is the fit over the trials measured so far (none with NoPredict).
func (s *Search) Fit() (Fit, bool) {
	if s.NoPredict {
		return Fit{}, false
	}
	return NewFit(s.points)
}
