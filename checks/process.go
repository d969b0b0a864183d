package checks

import (
	"errors"
	"os"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/internal/runstate"
)

// ProcessContainer is the Container of the running process: its env,
// /proc/meminfo, the supervisor's run state and its pids.
func ProcessContainer(g gpu.Lister, now func() time.Time) *Container {
	path, err := runstate.Find(PIDAlive)
	return &Container{
		GPU:       g,
		Getenv:    os.Getenv,
		MemInfo:   func() ([]byte, error) { return os.ReadFile("/proc/meminfo") },
		StatePath: path,
		StateErr:  err,
		PIDAlive:  PIDAlive,
		Now:       now,
	}
}

// PIDAlive reports whether pid exists (signal 0; EPERM means it exists but
// belongs to another user).
func PIDAlive(pid int) bool {
	if pid <= 0 {
		return false
	}
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
