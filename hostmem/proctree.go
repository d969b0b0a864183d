package hostmem

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// Tree reads the resident memory of a process and all its descendants.
type Tree struct {
	proc     string
	pageSize uint64
	byScan   *bool // nil until the first walk
	buf      [4096]byte
}

// NewTree reads processes under root/proc.
func NewTree(root string) *Tree {
	return &Tree{proc: filepath.Join(root, "proc"), pageSize: uint64(os.Getpagesize())}
}

// Read returns the summed RSS of pid and its descendants, and their pids
// (pid first). Processes that exit during the walk are skipped.
func (t *Tree) Read(pid int) (rss uint64, pids []int) {
	pids = t.descendants(pid)
	for _, p := range pids {
		rss += t.rss(p)
	}
	return rss, pids
}

// rss reads the resident field of /proc/PID/statm (pages).
func (t *Tree) rss(pid int) uint64 {
	b := t.readFile(filepath.Join(t.proc, strconv.Itoa(pid), "statm"))
	fields := bytes.Fields(b)
	if len(fields) < 2 {
		return 0
	}
	n, _ := parseUint(fields[1])
	return n * t.pageSize
}

// descendants walks /proc/PID/task/TID/children (CONFIG_PROC_CHILDREN),
// falling back to a scan of every process's parent when that file is absent.
func (t *Tree) descendants(pid int) []int {
	if t.byScan == nil {
		// The kernel has children files or not (CONFIG_PROC_CHILDREN):
		// asked once, of the first process walked.
		dir := filepath.Join(t.proc, strconv.Itoa(pid))
		_, err := os.Stat(filepath.Join(dir, "task", strconv.Itoa(pid), "children"))
		if err != nil {
			if _, derr := os.Stat(dir); derr != nil {
				return []int{pid} // the process is gone: ask again next time
			}
		}
		scan := err != nil
		t.byScan = &scan
	}
	if *t.byScan {
		return t.descendantsByScan(pid)
	}
	out := []int{pid}
	for i := 0; i < len(out); i++ {
		tasks, _ := os.ReadDir(filepath.Join(t.proc, strconv.Itoa(out[i]), "task"))
		for _, task := range tasks {
			b := t.readFile(filepath.Join(t.proc, strconv.Itoa(out[i]), "task", task.Name(), "children"))
			for _, f := range bytes.Fields(b) {
				if c, err := strconv.Atoi(string(f)); err == nil {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

func (t *Tree) descendantsByScan(pid int) []int {
	entries, _ := os.ReadDir(t.proc)
	children := map[int][]int{}
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if pp, ok := ParseStatPPID(t.readFile(filepath.Join(t.proc, e.Name(), "stat"))); ok {
			children[pp] = append(children[pp], p)
		}
	}
	out := []int{pid}
	for i := 0; i < len(out); i++ {
		out = append(out, children[out[i]]...)
	}
	return out
}

// ParseStatPPID returns the parent pid from /proc/PID/stat text. The command
// name is in parentheses and may itself hold spaces and parentheses.
func ParseStatPPID(b []byte) (int, bool) {
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0, false
	}
	fields := bytes.Fields(b[i+1:]) // state ppid ...
	if len(fields) < 2 {
		return 0, false
	}
	n, err := strconv.Atoi(string(fields[1]))
	return n, err == nil
}

// readFile reads a small /proc file into t.buf with plain system calls:
// os.Open would also try to add the file to the network poller (two fcntl
// and an epoll_ctl that fails), tripling the calls of a tree walk.
func (t *Tree) readFile(path string) []byte {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil
	}
	defer unix.Close(fd)
	n, err := unix.Read(fd, t.buf[:])
	for errors.Is(err, unix.EINTR) {
		n, err = unix.Read(fd, t.buf[:])
	}
	if err != nil || n < 0 {
		return nil
	}
	return t.buf[:n]
}
