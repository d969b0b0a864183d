package supervisor

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/spkit-dev/spkit/hostmem"
)

// reap collects every child of this process, the trainer and each orphan
// reparented to us (we are a subreaper), in a blocking wait4(-1) loop. It
// posts the trainer's wait status, then evNoChild when no child is left
// (ECHILD): because every orphaned descendant comes to us, no child means
// no descendant at all.
//
// This is why Run must be the only code starting processes in this
// process, as it is in spkit run: it reaps every child.
func reap(trainer int, w *waiter) {
	go func() {
		for {
			var ws syscall.WaitStatus
			pid, err := syscall.Wait4(-1, &ws, 0, nil)
			if errors.Is(err, syscall.EINTR) {
				continue
			}
			if err != nil {
				w.post(event{kind: evNoChild}) // ECHILD: nothing left
				return
			}
			if pid == trainer {
				w.post(event{kind: evReaped, ws: ws})
			}
		}
	}()
}

// descendants returns the pids of every live descendant of pid, from the
// real /proc (a scan of each process's parent: the set is only needed when
// stopping, and a scan sees processes whatever their session or group).
func descendants(pid int) []int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	children := map[int][]int{}
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		if pp, ok := hostmem.ParseStatPPID(b); ok {
			children[pp] = append(children[pp], p)
		}
	}
	var out []int
	for queue := children[pid]; len(queue) > 0; queue = queue[1:] {
		out = append(out, queue[0])
		queue = append(queue, children[queue[0]]...)
	}
	return out
}

// signalTree sends sig to every descendant of this process, and to the
// trainer's group while the trainer is not reaped (after that its pid, the
// group's id, could be reused: the group's members are descendants anyway).
// Only our own descendants are touched, nothing else on the machine. (A
// pid read from /proc could in theory be reaped by its parent and reused
// before the kill; the window is microseconds and needs the pid space to
// wrap.)
func (r *run) signalTree(sig syscall.Signal) int {
	if !r.c.done {
		r.c.signalGroup(r.o, sig)
	}
	pids := descendants(os.Getpid())
	for _, p := range pids {
		_ = r.o.Signal(p, sig)
	}
	return len(pids)
}
