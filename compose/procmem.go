package compose

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/spkit-dev/spkit/checks"
)

// Memory is the machine's memory as /proc shows it.
type Memory struct {
	Total, Available uint64
	// Top are the processes holding the most resident memory, biggest first.
	Top []Process
}

// Process is one memory user.
type Process struct {
	PID  int
	Name string
	RSS  uint64
}

// ReadMemory reads procDir/meminfo and the n biggest processes'
// resident set sizes (procDir is /proc; tests pass a fixture directory).
func ReadMemory(procDir string, n int) (*Memory, error) {
	data, err := os.ReadFile(filepath.Join(procDir, "meminfo"))
	if err != nil {
		return nil, err
	}
	mi, err := checks.ParseMemInfo(data)
	if err != nil {
		return nil, err
	}
	m := &Memory{Total: mi.Total, Available: mi.Available}
	m.Top = topProcesses(procDir, n)
	return m, nil
}

// topProcesses lists procDir/<pid>/status VmRSS; processes that vanish or
// hide their status are skipped.
func topProcesses(procDir string, n int) []Process {
	entries, err := os.ReadDir(procDir)
	if err != nil {
		return nil
	}
	var ps []Process
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if p, ok := readStatus(filepath.Join(procDir, e.Name(), "status")); ok {
			p.PID = pid
			ps = append(ps, p)
		}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].RSS > ps[j].RSS })
	if len(ps) > n {
		ps = ps[:n]
	}
	return ps
}

func readStatus(path string) (Process, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return Process{}, false
	}
	var p Process
	for _, line := range strings.Split(string(data), "\n") {
		key, val, _ := strings.Cut(line, ":")
		val = strings.TrimSpace(val)
		switch key {
		case "Name":
			p.Name = val
		case "VmRSS":
			kib, err := strconv.ParseUint(strings.TrimSuffix(val, " kB"), 10, 64)
			if err != nil {
				return Process{}, false
			}
			p.RSS = kib * 1024
		}
	}
	return p, p.RSS > 0
}
