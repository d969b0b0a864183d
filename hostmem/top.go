package hostmem

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Snapshot is the machine's memory at one moment, with its biggest users:
// what `spkit up` checks before it starts a trainer and names when it
// refuses.
type Snapshot struct {
	System
	// Top are the processes holding the most resident memory, biggest first.
	Top []Process
}

// Process is one memory user.
type Process struct {
	PID  int
	Name string
	RSS  uint64
}

// ReadSnapshot reads root/proc/meminfo and the n biggest processes'
// resident set sizes (root is "/"; tests pass a fixture tree).
func ReadSnapshot(root string, n int) (*Snapshot, error) {
	r, err := OpenSystem(root)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	sys, err := r.Read()
	if err != nil {
		return nil, err
	}
	return &Snapshot{System: sys, Top: NewTree(root).top(n)}, nil
}

// top lists every process's RSS (statm, the reader the guard uses) and
// keeps the n biggest; processes that vanish or hide are skipped.
func (t *Tree) top(n int) []Process {
	entries, err := os.ReadDir(t.proc)
	if err != nil {
		return nil
	}
	var ps []Process
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if rss := t.rss(pid); rss > 0 {
			name := strings.TrimSpace(string(t.readFile(filepath.Join(t.proc, e.Name(), "comm"))))
			ps = append(ps, Process{PID: pid, Name: name, RSS: rss})
		}
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].RSS > ps[j].RSS })
	if len(ps) > n {
		ps = ps[:n]
	}
	return ps
}
