package hostmem

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// Tree reads the resident memory of a process and all its descendants.
type Tree struct {
	proc     string
	pageSize uint64
	byScan   *bool // nil until the first walk
	buf      [4096]byte
	// err is the last Read's first failure that was not a process
	// exiting during the walk (Err).
	err error
	// Budget bounds a walk's time (0: none). A walk past it stops where
	// it is and Cut reports it: its figures are then a part of the tree's
	// (a fork storm that starves this process of CPU made one walk take
	// seconds, issue 41).
	Budget time.Duration
	cut    bool
	// statm are the statm files of the last walk's processes, kept open
	// for ReadKnown (a dead process's file answers ESRCH, never another
	// process's figures, so a reused pid cannot be misread).
	statm map[int]int
}

// NewTree reads processes under root/proc.
func NewTree(root string) *Tree {
	return &Tree{proc: filepath.Join(root, "proc"), pageSize: uint64(os.Getpagesize())}
}

// Read returns the summed RSS of pid and its descendants, and their pids
// (pid first). Processes that exit during the walk are skipped.
func (t *Tree) Read(pid int) (rss uint64, pids []int) {
	t.err, t.cut = nil, false
	start := time.Now()
	pids = t.descendants(pid, start)
	// Each walk opens the files afresh: a walk is what notices a file that
	// can no longer be opened (no descriptor left, a fixture replaced).
	t.closeStatm()
	keep := make(map[int]int, len(pids))
	for _, p := range pids {
		if t.over(start) {
			break
		}
		fd := t.openStatm(p)
		if fd < 0 {
			continue
		}
		n, ok := t.statmRSS(fd)
		if !ok {
			unix.Close(fd)
			continue
		}
		rss += n
		keep[p] = fd
	}
	t.statm = keep
	return rss, pids
}

// Cut reports whether the last Read stopped at its Budget.
func (t *Tree) Cut() bool { return t.cut }

// over reports (and remembers) that the walk begun at start is past its
// budget.
func (t *Tree) over(start time.Time) bool {
	if !t.cut && t.Budget > 0 && time.Since(start) > t.Budget {
		t.cut = true
	}
	return t.cut
}

// ReadKnown sums the RSS of the processes the last Read found, with one
// pread each of their statm files, without walking the tree again. ok is
// false when one of them is gone (the tree changed: walk it with Read); a
// process started since that walk is not counted.
func (t *Tree) ReadKnown() (rss uint64, ok bool) {
	// A fixture's files are replaced, not rewritten: an open one would
	// keep its old figures. Tests walk every time.
	if len(t.statm) == 0 || t.proc != "/proc" {
		return 0, false
	}
	for _, fd := range t.statm {
		n, ok := t.statmRSS(fd)
		if !ok {
			return 0, false
		}
		rss += n
	}
	return rss, true
}

// KnownFDs are the statm files ReadKnown reads, open until the next Read or
// Close; nil when ReadKnown would walk (a fixture, or no walk yet).
func (t *Tree) KnownFDs() []int {
	if len(t.statm) == 0 || t.proc != "/proc" {
		return nil
	}
	fds := make([]int, 0, len(t.statm))
	for _, fd := range t.statm {
		fds = append(fds, fd)
	}
	return fds
}

// Close releases the statm files kept open.
func (t *Tree) Close() {
	t.closeStatm()
	t.statm = nil
}

func (t *Tree) closeStatm() {
	for _, fd := range t.statm {
		unix.Close(fd)
	}
}

func (t *Tree) openStatm(pid int) int {
	path := filepath.Join(t.proc, strconv.Itoa(pid), "statm")
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		t.note(path, &os.PathError{Op: "open", Path: path, Err: err})
		return -1
	}
	return fd
}

// statmRSS preads the resident field (pages) of an open statm file.
func (t *Tree) statmRSS(fd int) (uint64, bool) {
	n, err := unix.Pread(fd, t.buf[:], 0)
	for errors.Is(err, unix.EINTR) {
		n, err = unix.Pread(fd, t.buf[:], 0)
	}
	if err != nil || n <= 0 {
		if err != nil && !errors.Is(err, unix.ESRCH) {
			t.note("statm", err)
		}
		return 0, false
	}
	fields := bytes.Fields(t.buf[:n])
	if len(fields) < 2 {
		return 0, false
	}
	pages, _ := parseUint(fields[1])
	return pages * t.pageSize, true
}

// Err is why the last Read could not see the whole tree: a /proc file that
// exists but could not be read (too many open files, permission). A
// process that exited during the walk is no error. Its figures are then
// incomplete and must not be taken as the tree's.
func (t *Tree) Err() error { return t.err }

// note keeps the first failure of a walk that is not a process gone.
func (t *Tree) note(path string, err error) {
	if err == nil || t.err != nil || errors.Is(err, unix.ENOENT) || errors.Is(err, unix.ESRCH) {
		return
	}
	var pe *os.PathError
	if !errors.As(err, &pe) {
		err = &os.PathError{Op: "read", Path: path, Err: err}
	}
	t.err = err
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
func (t *Tree) descendants(pid int, start time.Time) []int {
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
		return t.descendantsByScan(pid, start)
	}
	out := []int{pid}
	for i := 0; i < len(out) && !t.over(start); i++ {
		taskDir := filepath.Join(t.proc, strconv.Itoa(out[i]), "task")
		for _, task := range t.readNames(taskDir) {
			b := t.readFile(filepath.Join(taskDir, task, "children"))
			for _, f := range bytes.Fields(b) {
				if c, err := strconv.Atoi(string(f)); err == nil {
					out = append(out, c)
				}
			}
		}
	}
	return out
}

func (t *Tree) descendantsByScan(pid int, start time.Time) []int {
	entries, err := os.ReadDir(t.proc)
	t.note(t.proc, err)
	children := map[int][]int{}
	for _, e := range entries {
		if t.over(start) {
			break
		}
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

// readFile reads a /proc file whole, into t.buf while it fits (a larger
// one into a buffer grown for it), with plain system calls:
// os.Open would also try to add the file to the network poller (two fcntl
// and an epoll_ctl that fails), tripling the calls of a tree walk.
func (t *Tree) readFile(path string) []byte {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		t.note(path, &os.PathError{Op: "open", Path: path, Err: err})
		return nil
	}
	defer unix.Close(fd)
	out := t.buf[:0]
	for {
		if len(out) == cap(out) {
			if len(out) >= maxProcFile {
				t.note(path, fmt.Errorf("longer than %d bytes", maxProcFile))
				return out
			}
			// A children file past 4 KiB: a thread with more than ~800
			// children (issue 41, the fork storm whose last children,
			// the hog among them, were never counted).
			out = append(out, make([]byte, len(out))...)[:len(out)]
		}
		n, err := unix.Read(fd, out[len(out):cap(out)])
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			t.note(path, err)
			return nil
		}
		// A /proc file (a seq_file) fills a read as far as its next
		// line fits, up to one page: this much room left in what one read
		// can return means it is all read (no read for EOF). A buffer
		// grown past a page is filled a page at a time, and a full page
		// is no end (the children after the first 12 KiB went uncounted).
		room := min(cap(out)-len(out), seqChunk)
		if n <= 0 {
			return out
		}
		out = out[:len(out)+n]
		if n < room-64 {
			return out
		}
	}
}

// seqChunk is the most one read of a /proc seq_file returns: its buffer,
// one page.
var seqChunk = os.Getpagesize()

// maxProcFile bounds a /proc file read whole: 4 MiB is a children file of
// some 600,000 processes.
const maxProcFile = 4 << 20

// readNames lists a /proc directory with plain system calls (see readFile).
func (t *Tree) readNames(dir string) []string {
	fd, err := unix.Open(dir, unix.O_RDONLY|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		t.note(dir, &os.PathError{Op: "open", Path: dir, Err: err})
		return nil
	}
	defer unix.Close(fd)
	var names []string
	var buf [4096]byte
	for {
		n, err := unix.Getdents(fd, buf[:])
		if errors.Is(err, unix.EINTR) {
			continue
		}
		if err != nil {
			t.note(dir, err)
			return names
		}
		if n <= 0 {
			return names
		}
		_, _, names = unix.ParseDirent(buf[:n], -1, names)
	}
}
