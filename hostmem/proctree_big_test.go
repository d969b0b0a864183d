package hostmem

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Issue 41 item 7: a thread's children file past 4 KiB (more than ~800
// children) was read in one 4 KiB read, and the children after that were
// never counted.
func TestTreeReadsEveryChildOfABigFamily(t *testing.T) {
	root := t.TempDir()
	proc := filepath.Join(root, "proc")
	write := func(pid int, children []string) {
		dir := filepath.Join(proc, strconv.Itoa(pid))
		if err := os.MkdirAll(filepath.Join(dir, "task", strconv.Itoa(pid)), 0o755); err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(dir, "statm"), []byte("100 1 0 0 0 0 0\n"), 0o644)
		os.WriteFile(filepath.Join(dir, "task", strconv.Itoa(pid), "children"), []byte(strings.Join(children, " ")+" "), 0o644)
	}
	var kids []string
	for pid := 10000; pid < 11500; pid++ {
		kids = append(kids, strconv.Itoa(pid))
		write(pid, nil)
	}
	write(1, kids)
	rss, pids := NewTree(root).Read(1)
	if len(pids) != 1501 || rss != 1501*uint64(os.Getpagesize()) {
		t.Errorf("walk found %d processes, %d bytes; want all 1501", len(pids), rss)
	}
}

// A walk past its Budget stops and says so: what it read is a part of the
// tree, never taken for the whole.
func TestTreeWalkStopsAtItsBudget(t *testing.T) {
	root := t.TempDir()
	for pid, kids := range map[int]string{1: "2 3 ", 2: "", 3: ""} {
		dir := filepath.Join(root, "proc", strconv.Itoa(pid))
		os.MkdirAll(filepath.Join(dir, "task", strconv.Itoa(pid)), 0o755)
		os.WriteFile(filepath.Join(dir, "statm"), []byte("100 1 0 0 0 0 0\n"), 0o644)
		os.WriteFile(filepath.Join(dir, "task", strconv.Itoa(pid), "children"), []byte(kids), 0o644)
	}
	tree := NewTree(root)
	if _, pids := tree.Read(1); len(pids) != 3 || tree.Cut() {
		t.Fatalf("walk without a budget: %v, cut %v", pids, tree.Cut())
	}
	tree.Budget = time.Nanosecond
	if _, pids := tree.Read(1); !tree.Cut() || len(pids) == 3 {
		t.Errorf("walk past its budget: %v, cut %v; want it cut", pids, tree.Cut())
	}
}
