package supervisor

import (
	"context"
	"errors"
	"os"
	"sync"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// What the supervisor's loop waits for, besides its next sample.
type eventKind uint8

const (
	evSignal   eventKind = iota + 1 // a signal to forward
	evReaped                        // the trainer's wait status
	evNoChild                       // no child left: wait4 failed
	evCanceled                      // the context was cancelled
)

type event struct {
	kind eventKind
	sig  os.Signal
	ws   syscall.WaitStatus
}

// waiter is what the supervisor's loop sleeps in: one epoll_wait on its
// locked thread, with the next sample's time as the timeout, woken by an
// eventfd when another goroutine posts an event (a signal, the reaper, a
// cancel), or by the kernel's memory notifications (notify.go). A Go timer
// and channel select woke about nine threads per sample on this VM; a
// sleep in the kernel wakes this one (docs/benchmarks.md, Memory guard).
type waiter struct {
	ep, efd int
	mu      sync.Mutex
	queue   []event
	// notes are the kernel notifications by fd.
	notes map[int32]*notification
	// thread is the watcher thread, whose eventfd is threadFD (nil: none).
	thread   *watcher
	threadFD int32
	evs      [8]unix.EpollEvent
	buf      [8]byte
}

func newWaiter() (*waiter, error) {
	ep, err := unix.EpollCreate1(unix.EPOLL_CLOEXEC)
	if err != nil {
		return nil, err
	}
	efd, err := unix.Eventfd(0, unix.EFD_CLOEXEC|unix.EFD_NONBLOCK)
	if err != nil {
		unix.Close(ep)
		return nil, err
	}
	w := &waiter{ep: ep, efd: efd, notes: map[int32]*notification{}}
	if err := w.add(efd, unix.EPOLLIN); err != nil {
		w.close()
		return nil, err
	}
	return w, nil
}

func (w *waiter) add(fd int, events uint32) error {
	return unix.EpollCtl(w.ep, unix.EPOLL_CTL_ADD, fd, &unix.EpollEvent{Events: events, Fd: int32(fd)})
}

// watch adds a kernel notification; it wakes the loop for a sample.
func (w *waiter) watch(n *notification) error {
	if err := w.add(n.fd, n.events); err != nil {
		return err
	}
	w.notes[int32(n.fd)] = n
	return nil
}

// post queues an event and wakes the loop. Safe from any goroutine.
func (w *waiter) post(e event) {
	w.mu.Lock()
	w.queue = append(w.queue, e)
	w.mu.Unlock()
	one := [8]byte{1}
	_, _ = unix.Write(w.efd, one[:])
}

// watch adds the watcher thread's eventfd: it wakes the loop for a sample
// at once, with no rate limit (the thread samples at the guard's interval).
func (w *waiter) watchThread(t *watcher) error {
	if err := w.add(t.fd(), unix.EPOLLIN); err != nil {
		return err
	}
	w.thread, w.threadFD = t, int32(t.fd())
	return nil
}

// wait sleeps until an event is posted, a kernel notification fires, the
// watcher thread wakes it, or d has passed (d < 0: no timeout). It returns
// the events posted, in order, whether the kernel notified and whether the
// watcher did.
func (w *waiter) wait(d time.Duration) (evs []event, kernel, watched bool) {
	ms := -1
	if d >= 0 {
		ms = int((d + time.Millisecond - 1) / time.Millisecond)
	}
	n, err := unix.EpollWait(w.ep, w.evs[:], ms)
	if err != nil && !errors.Is(err, unix.EINTR) {
		// Not expected; sleep the interval rather than spin.
		time.Sleep(d)
	}
	for _, ev := range w.evs[:max(n, 0)] {
		if int(ev.Fd) == w.efd {
			_, _ = unix.Read(w.efd, w.buf[:])
			continue
		}
		if w.thread != nil && ev.Fd == w.threadFD {
			w.thread.drain()
			watched = true
			continue
		}
		if note := w.notes[ev.Fd]; note != nil {
			note.consume()
			kernel = true
		}
	}
	w.mu.Lock()
	evs, w.queue = w.queue, nil
	w.mu.Unlock()
	return evs, kernel, watched
}

// feed posts ctx's cancellation and the signals to forward until stop is
// closed.
func (w *waiter) feed(ctx context.Context, sigs <-chan os.Signal, stop <-chan struct{}) {
	go func() {
		select {
		case <-ctx.Done():
			w.post(event{kind: evCanceled})
		case <-stop:
		}
	}()
	if sigs == nil {
		return
	}
	go func() {
		for {
			select {
			case sig, ok := <-sigs:
				if !ok {
					return
				}
				w.post(event{kind: evSignal, sig: sig})
			case <-stop:
				return
			}
		}
	}()
}

func (w *waiter) close() {
	for _, n := range w.notes {
		n.close()
	}
	unix.Close(w.efd)
	unix.Close(w.ep)
}
