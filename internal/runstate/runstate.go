// Package runstate is the small file `spkit run` keeps up to date inside the
// container, and `spkit healthcheck` reads: is the supervised trainer alive,
// and how close is memory to the guard's limit.
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

// Dir is where the state file lives by default.
const Dir = "/tmp/spkit"

// FileName of the state file inside the state directory.
const FileName = "run.json"

// State is what the supervisor publishes.
type State struct {
	// SupervisorPID is spkit run's pid; ChildPID the trainer's.
	SupervisorPID int       `json:"supervisor_pid"`
	ChildPID      int       `json:"child_pid"`
	Command       []string  `json:"command"`
	Started       time.Time `json:"started"`
	Updated       time.Time `json:"updated"`
	// Status: "running", "stopping" (guard or signal), "exited".
	Status   string `json:"status"`
	ExitCode *int   `json:"exit_code,omitempty"`
	// Limits and the last sample, in bytes.
	MaxUsedBytes      uint64 `json:"max_used_bytes,omitempty"`
	MinAvailableBytes uint64 `json:"min_available_bytes,omitempty"`
	MemAvailableBytes uint64 `json:"mem_available_bytes,omitempty"`
	MemUsedBytes      uint64 `json:"mem_used_bytes,omitempty"`
	PeakUsedBytes     uint64 `json:"peak_used_bytes,omitempty"`
	TreeRSSBytes      uint64 `json:"tree_rss_bytes,omitempty"`
	GPUBytes          uint64 `json:"gpu_bytes,omitempty"`
}

// Path returns the state file path, honouring SPKIT_STATE_DIR.
func Path() string {
	dir := os.Getenv(DirEnv)
	if dir == "" {
		dir = Dir
	}
	return filepath.Join(dir, FileName)
}

// Write stores s at path atomically (temp file + rename). Unlike
// fsutil.WriteFileAtomic it does not fsync: the supervisor writes this file
// about once a second, the rename already keeps readers from seeing half a
// file, and a state file in /tmp need not survive a crash.
func Write(path string, s *State) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// Read loads the state at path.
func Read(path string) (*State, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var s State
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return &s, nil
}
