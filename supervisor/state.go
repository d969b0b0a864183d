package supervisor

import (
	"fmt"
	"io"
	"time"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/runstate"
)

// StateEvery is how often a running trainer's state is rewritten between
// status changes: a heartbeat well inside checks.StaleAfter (30 s). Writing
// it at every sample (once a second) was a tenth of the guard's CPU: a
// JSON encoding, a create and a rename each time.
const StateEvery = 5 * time.Second

// StateWriter is the observer that keeps the run-state file current for
// `spkit healthcheck`: at start, at the first sample (which resolves the
// headroom), every StateEvery, at each status change, and at exit with the
// full result. It warns once on errOut if it cannot.
type StateWriter struct {
	NopObserver
	path    string
	errOut  io.Writer
	st      runstate.State
	peaks   Peaks
	sampled bool
	warned  bool
}

// NewStateWriter writes the run state to path.
func NewStateWriter(path string, errOut io.Writer) *StateWriter {
	return &StateWriter{path: path, errOut: errOut}
}

func (w *StateWriter) OnStart(s Start) {
	w.st = runstate.State{SupervisorPID: s.SupervisorPID, ChildPID: s.ChildPID, Command: s.Command,
		Started: s.Time, Status: runstate.Running,
		MaxUsedBytes: uint64(s.Guard.MaxUsed), MinAvailableBytes: uint64(s.Guard.MinAvailable.Bytes),
		MinAvailablePct: s.Guard.MinAvailable.Percent, MaxGPUBytes: uint64(s.MaxGPU),
		GraceMilliseconds: s.Guard.EffectiveGrace().Milliseconds(), Sources: sourceNames(s.Guard.EffectiveSources())}
	w.write(s.Time)
}

func (w *StateWriter) OnSample(s Sample) {
	w.peaks.add(&s)
	w.st.MemAvailableBytes, w.st.MemUsedBytes = s.MemAvailable, s.MemUsed
	w.st.TreeRSSBytes, w.st.GPUBytes = s.TreeRSS, s.GPUBytes
	if s.Headroom > 0 {
		w.st.MinAvailableBytes = s.Headroom
	}
	w.setPeaks(&w.peaks)
	if !w.sampled || s.Time.Sub(w.st.Updated) >= StateEvery {
		w.sampled = true
		w.write(s.Time)
	}
}

func (w *StateWriter) OnStop(s Stop) {
	w.st.Status = runstate.Stopping
	w.write(s.Time)
}

func (w *StateWriter) OnTrip(t Trip) {
	w.st.Status = runstate.Stopping
	w.st.Trip = stateTrip(&t)
	w.write(t.Time)
}

func (w *StateWriter) OnExit(r Result) {
	code, trainer := r.Code(), r.ExitCode
	w.st.Status, w.st.ExitCode, w.st.TrainerExitCode = runstate.Exited, &code, &trainer
	if r.Signal != 0 {
		w.st.Signal = unix.SignalName(r.Signal)
	}
	ended := r.Ended
	w.st.Ended = &ended
	if r.Trip != nil {
		w.st.Trip = stateTrip(r.Trip)
	}
	w.setPeaks(&r.Peaks)
	w.write(r.Ended)
}

func (w *StateWriter) setPeaks(p *Peaks) {
	w.st.PeakUsedBytes = p.Used
	w.st.Peaks = runstate.Peaks{MemUsedBytes: p.Used, LeastAvailableBytes: p.MinAvailable, MemTotalBytes: p.Total,
		CgroupWorkingSetBytes: p.CgroupWS, CgroupBaseBytes: p.CgroupBase, TreeRSSBytes: p.TreeRSS, GPUBytes: p.GPU, GPUDeviceBytes: p.GPUDevice}
}

func (w *StateWriter) write(now time.Time) {
	w.st.Updated = now
	if err := runstate.Write(w.path, &w.st); err != nil && !w.warned {
		w.warned = true
		fmt.Fprintf(w.errOut, "spkit: warning: cannot write the run state for healthcheck: %v\n", err)
	}
}

func stateTrip(t *Trip) *runstate.Trip {
	return &runstate.Trip{Time: t.Time, Source: string(t.Source), Limit: string(t.Kind),
		UsedBytes: t.Used, LimitBytes: t.Limit, PeakBytes: t.Peak, Killed: t.Killed}
}

func sourceNames(srcs []guardspec.Source) []string {
	out := make([]string, len(srcs))
	for i, s := range srcs {
		out[i] = string(s)
	}
	return out
}
