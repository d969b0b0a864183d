package hostmem

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
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

// The same on the real /proc, which returns a children file one page per
// read whatever the buffer: once the buffer had grown past a page, a
// page-long read looked like the end, and a shell's 2,500 children were
// counted as some 1,400 (TestTreeReadsEveryChildOfABigFamily's regular
// files fill any read, so they never showed it).
func TestTreeReadsEveryChildOnTheRealProc(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 2,500 processes")
	}
	const kids = 2500
	sh := exec.Command("sh", "-c", `i=0; while [ $i -lt `+strconv.Itoa(kids)+` ]; do sleep 60 & i=$((i+1)); done; echo ready; wait`)
	sh.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	out, err := sh.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := sh.Start(); err != nil {
		t.Skipf("cannot start the shell: %v", err)
	}
	defer func() {
		_ = syscall.Kill(-sh.Process.Pid, syscall.SIGKILL)
		_ = sh.Wait()
	}()
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "ready\n" {
		t.Skipf("the shell could not start its children: %q", line)
	}
	tree := NewTree("/")
	_, pids := tree.Read(sh.Process.Pid)
	if len(pids) != kids+1 || tree.Err() != nil {
		t.Errorf("walk found %d processes (%v); want the shell and its %d children", len(pids), tree.Err(), kids)
	}
}
