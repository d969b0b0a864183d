package supervisor

import (
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

func TestWaiterWakesOnEventsAndNotifications(t *testing.T) {
	w, err := newWaiter()
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	if evs, kernel, _ := w.wait(10 * time.Millisecond); len(evs) != 0 || kernel {
		t.Fatalf("an idle wait returned %v, %v", evs, kernel)
	}
	go w.post(event{kind: evSignal, sig: syscall.SIGUSR1})
	if evs, _, _ := w.wait(-1); len(evs) != 1 || evs[0].sig != syscall.SIGUSR1 {
		t.Fatalf("posted signal: %v", evs)
	}
	// A kernel notification: an eventfd as cgroup v1's would be.
	efd, err := unix.Eventfd(0, unix.EFD_NONBLOCK|unix.EFD_CLOEXEC)
	if err != nil {
		t.Fatal(err)
	}
	var buf [8]byte
	n := &notification{Name: "test", fd: efd, events: unix.EPOLLIN, fds: []int{efd}, drain: func() { _, _ = unix.Read(efd, buf[:]) }}
	if err := w.watch(n); err != nil {
		t.Fatal(err)
	}
	one := [8]byte{1}
	_, _ = unix.Write(efd, one[:])
	start := time.Now()
	if _, kernel, _ := w.wait(time.Minute); !kernel || time.Since(start) > 10*time.Second {
		t.Fatalf("the notification did not wake the wait")
	}
	// Drained: the next wait times out.
	if _, kernel, _ := w.wait(5 * time.Millisecond); kernel {
		t.Errorf("a drained notification woke the wait again")
	}
}

// On a machine with PSI (and, as root, a cgroup v1 hierarchy), the guard
// arms what it can; elsewhere it arms nothing and samples.
func TestOpenNotificationsArmsWhatTheMachineHas(t *testing.T) {
	notes := openNotifications("/", nil, 0)
	for _, n := range notes {
		n.close()
	}
	if fd, err := unix.Open("/proc/pressure/memory", unix.O_RDWR, 0); err == nil {
		unix.Close(fd)
		if len(notes) == 0 {
			t.Errorf("/proc/pressure/memory is writable here, but no PSI trigger was armed")
		}
	}
	if got := openNotifications(t.TempDir(), nil, 0); len(got) != 0 {
		t.Errorf("a fixture root armed %d notifications", len(got))
	}
}
