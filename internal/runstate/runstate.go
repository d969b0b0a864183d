// Package runstate is the small file `spkit run` keeps up to date inside the
// container, and `spkit healthcheck` and `spkit train` read: is the
// supervised trainer alive, how close is memory to the guard's limit, and,
// once it ended, how it ended.
package runstate

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// DirEnv overrides Dir.
const DirEnv = "SPKIT_STATE_DIR"

// Dir is a container's state directory: spkit run as PID 1 writes
// Dir/run.json, where healthcheck and `spkit up` (through the engine) read
// it. On a host each run has its own directory (RunDir).
const Dir = "/tmp/spkit"

// FileName of the state file inside the state directory.
const FileName = "run.json"

// Version is the layout this package writes. Files without a version are
// version 1 (before the field existed); they read as they always did.
// Readers refuse a newer version rather than misread it.
const Version = 2

// Status values.
const (
	Running  = "running"
	Stopping = "stopping" // the guard tripped or a signal was forwarded
	Exited   = "exited"
)

// State is what the supervisor publishes.
type State struct {
	Version int `json:"version"`
	// SupervisorPID is spkit run's pid; ChildPID the trainer's.
	SupervisorPID int       `json:"supervisor_pid"`
	ChildPID      int       `json:"child_pid"`
	Command       []string  `json:"command"`
	Started       time.Time `json:"started"`
	Updated       time.Time `json:"updated"`
	// Ended is when the trainer and everything it started were gone.
	Ended *time.Time `json:"ended,omitempty"`
	// Status: Running, Stopping, Exited.
	Status string `json:"status"`
	// ExitCode is spkit run's (7 when the guard stopped the trainer);
	// TrainerExitCode the trainer's own, 128+N when signal N killed it,
	// and Signal that signal's name ("SIGKILL").
	ExitCode        *int   `json:"exit_code,omitempty"`
	TrainerExitCode *int   `json:"trainer_exit_code,omitempty"`
	Signal          string `json:"signal,omitempty"`
	// Limits in bytes. MinAvailableBytes is the headroom resolved against
	// MemTotal (a percentage is resolved at the first sample).
	MaxUsedBytes      uint64   `json:"max_used_bytes,omitempty"`
	MinAvailableBytes uint64   `json:"min_available_bytes,omitempty"`
	MinAvailablePct   float64  `json:"min_available_percent,omitempty"`
	MaxGPUBytes       uint64   `json:"max_gpu_bytes,omitempty"`
	GraceMilliseconds int64    `json:"grace_ms"`
	Sources           []string `json:"sources,omitempty"`
	// The last sample, in bytes.
	MemAvailableBytes uint64 `json:"mem_available_bytes,omitempty"`
	MemUsedBytes      uint64 `json:"mem_used_bytes,omitempty"`
	TreeRSSBytes      uint64 `json:"tree_rss_bytes,omitempty"`
	GPUBytes          uint64 `json:"gpu_bytes,omitempty"`
	// PeakUsedBytes is Peaks.MemUsedBytes, kept for version 1 readers.
	PeakUsedBytes uint64 `json:"peak_used_bytes,omitempty"`
	Peaks         Peaks  `json:"peaks"`
	// Trip is set when the guard stopped the trainer.
	Trip *Trip `json:"trip,omitempty"`
}

// Peaks are the highest readings per source over the run.
type Peaks struct {
	MemUsedBytes          uint64 `json:"mem_used_bytes,omitempty"`
	LeastAvailableBytes   uint64 `json:"least_available_bytes,omitempty"`
	MemTotalBytes         uint64 `json:"mem_total_bytes,omitempty"`
	CgroupWorkingSetBytes uint64 `json:"cgroup_working_set_bytes,omitempty"`
	// CgroupBaseBytes is the working set when the trainer started, where
	// the guard counted the cgroup from it (spkit run --cgroup-baseline):
	// the trainer's own peak is CgroupWorkingSetBytes less this.
	CgroupBaseBytes uint64 `json:"cgroup_base_bytes,omitempty"`
	TreeRSSBytes    uint64 `json:"tree_rss_bytes,omitempty"`
	GPUBytes        uint64 `json:"gpu_bytes,omitempty"`
	// GPUDeviceBytes is the most the trainer's processes held on one
	// device (GPUBytes sums the devices); 0 where the sampler does not
	// read devices apart.
	GPUDeviceBytes uint64 `json:"gpu_device_bytes,omitempty"`
}

// Trip is what the guard saw when it stopped the trainer.
type Trip struct {
	Time   time.Time `json:"time"`
	Source string    `json:"source"`
	// Limit names the limit that tripped: max-used, headroom, max-gpu.
	Limit      string `json:"limit"`
	UsedBytes  uint64 `json:"used_bytes"`
	LimitBytes uint64 `json:"limit_bytes"`
	// PeakBytes is the source's peak until the trainer was gone.
	PeakBytes uint64 `json:"peak_bytes,omitempty"`
	// Killed: the trainer outlived the grace and got SIGKILL.
	Killed bool `json:"killed"`
}

// Write stores s at path atomically (temp file + rename), stamped with
// Version. Unlike fsutil.WriteFileAtomic it does not fsync: the supervisor
// rewrites this file every few seconds, the rename already keeps readers
// from seeing half a file, and a state file in /tmp need not survive a crash.
func Write(path string, s *State) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	s.Version = Version
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	// A new temporary file (O_EXCL: never through a link left in the
	// folder, which a trainer or a repository may share), then a rename.
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// Read loads the state at path.
func Read(path string) (*State, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	s, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return s, nil
}

// Decode parses a state file's contents (for readers that fetch it some
// other way, such as out of a container). A version newer than this
// package's is refused.
func Decode(data []byte) (*State, error) {
	var s State
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, err
	}
	if s.Version == 0 {
		s.Version = 1
	}
	if s.Version > Version {
		return nil, fmt.Errorf("run state version %d is newer than this spkit reads (up to %d): use the spkit the image was built with, or a newer one", s.Version, Version)
	}
	return &s, nil
}
