package app

import (
	"context"
	"fmt"
	"path/filepath"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/runspec"
	"github.com/spkit-dev/spkit/supervisor"
)

// TrainRequest runs a profile's trainer to its end and reports how it went.
type TrainRequest struct {
	Up UpRequest
	// Debug reports why the run state could not be read.
	Debug bool
}

// TrainResult is a finished training run.
type TrainResult struct {
	*UpResult
	// State is the supervisor's last run state (nil when unreadable).
	State *runstate.State
	// Report is what Train printed, one line each.
	Report []string
}

// Train is Up with the overrides diff shown, followed by a report of the
// outcome, peak memory and newest output.
func Train(ctx context.Context, d *Deps, req TrainRequest) (*TrainResult, error) {
	started := time.Now()
	if d.Now != nil {
		started = d.Now()
	}
	up := req.Up
	up.ShowOverrides = true
	run, err := Up(ctx, d, up)
	if err != nil {
		return nil, err
	}
	state, stateErr := run.Runner.State(ctx, run.Run, "")
	if stateErr != nil && req.Debug {
		fmt.Fprintf(d.ErrOut, "spkit: no run state from the container: %v\n", stateErr)
	}
	outDir := filepath.Join(d.Dir, runspec.HostOutput(run.Target.Project))
	res := &TrainResult{UpResult: run, State: state, Report: trainReport(run, state, outDir, started)}
	for _, line := range res.Report {
		fmt.Fprintln(d.ErrOut, "spkit: "+line)
	}
	return res, nil
}

// trainReport says how the run ended, with its peak memory and where the
// newest file it wrote (its checkpoint) is.
func trainReport(run *UpResult, s *runstate.State, outDir string, started time.Time) []string {
	name := run.Service
	var lines []string
	switch run.Code {
	case 0:
		lines = append(lines, fmt.Sprintf("train %s: completed%s", name, elapsed(s)))
	case int(errdefs.MemoryGuard):
		lines = append(lines, fmt.Sprintf("train %s: stopped by the memory guard%s before the machine ran out of memory", name, elapsed(s)))
	default:
		lines = append(lines, fmt.Sprintf("train %s: the trainer failed with exit code %d%s", name, run.Code, elapsed(s)))
	}
	if line := memoryLine(s); line != "" {
		lines = append(lines, line)
	}
	if rel, when, ok := newestFile(outDir, started.Add(-2*time.Second)); ok {
		lines = append(lines, fmt.Sprintf("newest output: %s (%s)", filepath.Join(outDir, rel), when.Format(time.TimeOnly)))
	}
	if log := supervisor.DefaultMemoryLog(outDir); isFile(log) {
		lines = append(lines, fmt.Sprintf("memory log: %s (spkit report [-o memory.png])", log))
	}
	if run.Code == int(errdefs.MemoryGuard) {
		lines = append(lines, fmt.Sprintf("to resume from the last checkpoint: lower the batch size in the trainer's config, then `spkit train %s`", name))
	}
	return lines
}

func elapsed(s *runstate.State) string {
	if s == nil || s.Started.IsZero() || s.Updated.Before(s.Started) {
		return ""
	}
	return " after " + s.Updated.Sub(s.Started).Round(time.Second).String()
}

// sourceLabels name what each guard source measures.
var sourceLabels = map[string]string{
	string(guardspec.Meminfo): "in use on the whole machine (meminfo: MemTotal - MemAvailable)",
	string(guardspec.Cgroup):  "cgroup working set of the container",
	string(guardspec.Tree):    "resident in the trainer's processes",
	string(guardspec.GPU):     "GPU memory of the trainer's processes",
}

// memoryLine is the run's one memory figure, from the guard's own source:
// the one that stopped the trainer, else the first source the guard
// watched that saw memory, named so it is not read as another.
func memoryLine(s *runstate.State) string {
	if s == nil {
		return ""
	}
	if t := s.Trip; t != nil {
		peak := ""
		if t.PeakBytes > t.UsedBytes {
			peak = fmt.Sprintf("; it peaked at %s before the trainer was gone", memsize.Size(t.PeakBytes))
		}
		return fmt.Sprintf("memory: the guard stopped the trainer at %s %s, over its %s limit of %s%s",
			memsize.Size(t.UsedBytes), label(t.Source), t.Limit, memsize.Size(t.LimitBytes), peak)
	}
	peaks := map[string]uint64{
		string(guardspec.Meminfo): s.Peaks.MemUsedBytes, string(guardspec.Cgroup): s.Peaks.CgroupWorkingSetBytes,
		string(guardspec.Tree): s.Peaks.TreeRSSBytes, string(guardspec.GPU): s.Peaks.GPUBytes,
	}
	if peaks[string(guardspec.Meminfo)] == 0 {
		peaks[string(guardspec.Meminfo)] = s.PeakUsedBytes // a version 1 state
	}
	sources := s.Sources
	if len(sources) == 0 {
		sources = []string{string(guardspec.Meminfo)}
	}
	for _, src := range sources {
		if v := peaks[src]; v > 0 {
			return fmt.Sprintf("peak memory: %s %s, the guard's %s source%s", memsize.Size(v), label(src), src, limits(s))
		}
	}
	return ""
}

func label(src string) string {
	if l, ok := sourceLabels[src]; ok {
		return l
	}
	return "(" + src + ")"
}

func limits(s *runstate.State) string {
	used, avail := memsize.Size(s.MaxUsedBytes), memsize.Size(s.MinAvailableBytes)
	switch {
	case used > 0 && avail > 0:
		return fmt.Sprintf(" (guard: stop above %s in use or below %s available)", used, avail)
	case used > 0:
		return fmt.Sprintf(" (guard: stop above %s in use)", used)
	case avail > 0:
		return fmt.Sprintf(" (guard: stop below %s available)", avail)
	}
	return ""
}
