// Package procstat reads a process's CPU time for the benchmarks that
// measure spkit's own CPU use (bench/guard, bench/metrics).
package procstat

import (
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Sched sums /proc/PID/task/*/schedstat over the process's threads: the
// time they ran on a CPU, in nanoseconds, and how many times they were
// scheduled in (each a context switch into the process). Unlike
// utime+stime in /proc/PID/stat it is not rounded to 10 ms ticks, but it
// misses threads that already exited (a Go process keeps its threads).
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

// Exited is true when pid has exited but is not reaped yet (a zombie): its
// threads' schedstat is gone then, so a window that ends on it is void.
func Exited(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return true
	}
	i := strings.LastIndexByte(string(b), ')')
	return i < 0 || i+2 >= len(b) || b[i+2] == 'Z' || b[i+2] == 'X'
}
