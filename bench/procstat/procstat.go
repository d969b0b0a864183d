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
