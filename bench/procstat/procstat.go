// Package procstat reads a process's CPU time for the benchmarks that
// measure spkit's own CPU use (bench/guard, bench/metrics).
package procstat

import (
	"bytes"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// ClockTicks is USER_HZ on Linux: /proc/PID/stat counts CPU time in it.
const ClockTicks = 100

// CPUTicks is utime+stime (fields 14 and 15) of /proc/PID/stat.
func CPUTicks(pid int) (uint64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	f := strings.Fields(string(b[bytes.LastIndexByte(b, ')')+2:]))
	u, _ := strconv.ParseUint(f[11], 10, 64)
	s, _ := strconv.ParseUint(f[12], 10, 64)
	return u + s, nil
}

// Sched sums /proc/PID/task/*/schedstat over the process's threads: the
// time they ran on a CPU, in nanoseconds, and how many times they were
// scheduled in (each a context switch into the process). Unlike CPUTicks
// it is not rounded to 10 ms, but it misses threads that already exited
// (a Go process keeps its threads).
func Sched(pid int) (runNs, slices uint64, err error) {
	tasks, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", pid))
	if err != nil {
		return 0, 0, err
	}
	for _, t := range tasks {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/schedstat", pid, t.Name()))
		if err != nil {
			continue // the thread exited meanwhile
		}
		f := strings.Fields(string(b))
		if len(f) < 3 {
			return 0, 0, fmt.Errorf("/proc/%d/task/%s/schedstat: unexpected %q", pid, t.Name(), b)
		}
		ns, _ := strconv.ParseUint(f[0], 10, 64)
		n, _ := strconv.ParseUint(f[2], 10, 64)
		runNs, slices = runNs+ns, slices+n
	}
	return runNs, slices, nil
}
