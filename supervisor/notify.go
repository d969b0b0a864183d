package supervisor

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/hostmem"
)

// PSI triggers the guard arms: wake when tasks stalled on memory for this
// long within the window. The second is what an unprivileged process may
// ask (the kernel wants windows in multiples of 2 s from it).
var psiTriggers = []string{"some 100000 1000000", "some 200000 2000000"}

// notification is one way the kernel tells the guard about memory between
// samples: a PSI trigger (system-wide or the cgroup's, when tasks start
// stalling on memory), a cgroup v1 eventfd (usage crossing the limit,
// memory.pressure_level "critical"), cgroup v2's memory.events. Each wakes
// the loop for a sample at once; sampling stays, for what the kernel does
// not announce (MemAvailable crossing a headroom, a tree's RSS).
type notification struct {
	Name   string
	fd     int
	events uint32
	// drain re-arms it after it fired (reads an eventfd or a kernfs file).
	drain func()
	fds   []int
}

func (n *notification) consume() {
	if n.drain != nil {
		n.drain()
	}
}

func (n *notification) close() {
	for _, fd := range n.fds {
		unix.Close(fd)
	}
}

// openNotifications arms what this machine offers, under root ("/"; test
// fixtures have none of it): PSI on /proc/pressure/memory, and for the
// cgroup cg (nil: none) its v2 pressure and events files or, on v1, an
// eventfd for usage crossing threshold (0: none) and one for pressure.
// What cannot be armed (no PSI, a read-only cgroupfs in a container) is
// left out.
func openNotifications(root string, cg *hostmem.CgroupReader, threshold uint64) []*notification {
	var out []*notification
	add := func(n *notification, err error) {
		if err == nil {
			out = append(out, n)
		}
	}
	if root != "/" {
		return nil
	}
	add(psiTrigger("psi", "/proc/pressure/memory"))
	if cg == nil {
		return out
	}
	if cg.Files.Version == 2 {
		add(psiTrigger("cgroup psi", filepath.Join(cg.Dir, "memory.pressure")))
		add(kernfsEvents("cgroup events", filepath.Join(cg.Dir, "memory.events")))
		return out
	}
	if threshold > 0 {
		add(cgroupV1Event("cgroup usage threshold", cg.Dir, "memory.usage_in_bytes", strconv.FormatUint(threshold, 10)))
	}
	// "critical": the cgroup is about to run out. "medium" (reclaiming) fires
	// all the time on a machine whose page cache is in use.
	add(cgroupV1Event("cgroup pressure", cg.Dir, "memory.pressure_level", "critical"))
	return out
}

// psiTrigger opens a pressure file and registers a trigger on it; the
// kernel then signals POLLPRI when the stall passes it.
func psiTrigger(name, path string) (*notification, error) {
	fd, err := unix.Open(path, unix.O_RDWR|unix.O_NONBLOCK|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	for _, t := range psiTriggers {
		if _, err = unix.Write(fd, append([]byte(t), 0)); err == nil {
			return &notification{Name: name, fd: fd, events: unix.EPOLLPRI, fds: []int{fd}}, nil
		}
	}
	unix.Close(fd)
	return nil, err
}

// kernfsEvents watches a cgroup v2 events file: it polls POLLPRI when a
// counter changes, until read again.
func kernfsEvents(name, path string) (*notification, error) {
	fd, err := unix.Open(path, unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	var buf [512]byte
	drain := func() { _, _ = unix.Pread(fd, buf[:], 0) }
	drain()
	return &notification{Name: name, fd: fd, events: unix.EPOLLPRI, drain: drain, fds: []int{fd}}, nil
}

// cgroupV1Event registers an eventfd with cgroup v1's cgroup.event_control
// for file with args (a usage threshold, a pressure level).
func cgroupV1Event(name, dir, file, args string) (*notification, error) {
	target, err := unix.Open(filepath.Join(dir, file), unix.O_RDONLY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	efd, err := unix.Eventfd(0, unix.EFD_CLOEXEC|unix.EFD_NONBLOCK)
	if err != nil {
		unix.Close(target)
		return nil, err
	}
	n := &notification{Name: name, fd: efd, events: unix.EPOLLIN, fds: []int{efd, target}}
	ctl, err := os.OpenFile(filepath.Join(dir, "cgroup.event_control"), os.O_WRONLY, 0)
	if err == nil {
		_, err = ctl.Write(fmt.Appendf(nil, "%d %d %s", efd, target, args))
		ctl.Close()
	}
	if err != nil {
		n.close()
		return nil, err
	}
	var buf [8]byte
	n.drain = func() { _, _ = unix.Read(efd, buf[:]) }
	return n, nil
}
