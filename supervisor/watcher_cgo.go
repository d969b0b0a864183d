//go:build linux && cgo

package supervisor

/*
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define SPKIT_TREE_MAX 256

// spkit_watch is shared by the Go loop and the watcher thread; every field
// but the buffer is read and written under mu.
typedef struct {
	pthread_mutex_t mu;
	pthread_cond_t cv;
	int armed, stop;
	int64_t interval_ns;
	int wake_fd;
	// meminfo: MemAvailable below avail_lo wakes Go; cgroup: usage above
	// cg_hi; tree: the statm files' resident sum above tree_hi. fd -1: not
	// watched.
	int meminfo_fd, cgroup_fd;
	uint64_t avail_lo, cg_hi, tree_hi;
	int ntree;
	int tree_fds[SPKIT_TREE_MAX];
	uint64_t page_size;
	uint64_t samples, wakes;
	char buf[8192];
} spkit_watch;

static int spkit_pread(int fd, char *buf, size_t n) {
	ssize_t r;
	do {
		r = pread(fd, buf, n - 1, 0);
	} while (r < 0 && errno == EINTR);
	if (r <= 0) {
		return -1;
	}
	buf[r] = 0;
	return (int)r;
}

// spkit_field parses the unsigned number after the first n bytes of s
// (spaces skipped); -1 when there is none.
static int spkit_number(const char *s, uint64_t *out) {
	while (*s == ' ' || *s == '\t') s++;
	if (*s < '0' || *s > '9') return -1;
	uint64_t v = 0;
	while (*s >= '0' && *s <= '9') v = v * 10 + (uint64_t)(*s++ - '0');
	*out = v;
	return 0;
}

// spkit_look reads the watched files once; it returns 1 when Go should look
// (a bound crossed, or a file that did not answer).
static int spkit_look(spkit_watch *w) {
	uint64_t v;
	if (w->meminfo_fd >= 0) {
		if (spkit_pread(w->meminfo_fd, w->buf, sizeof w->buf) < 0) return 1;
		const char *p = strstr(w->buf, "MemAvailable:");
		if (p == NULL || spkit_number(p + 13, &v) < 0) return 1;
		if (v * 1024 < w->avail_lo) return 1;
	}
	if (w->cgroup_fd >= 0) {
		if (spkit_pread(w->cgroup_fd, w->buf, sizeof w->buf) < 0) return 1;
		if (spkit_number(w->buf, &v) < 0) return 1;
		if (v > w->cg_hi) return 1;
	}
	if (w->ntree > 0) {
		uint64_t sum = 0;
		for (int i = 0; i < w->ntree; i++) {
			if (spkit_pread(w->tree_fds[i], w->buf, sizeof w->buf) < 0) return 1; // gone: walk again
			const char *p = strchr(w->buf, ' ');
			if (p == NULL || spkit_number(p, &v) < 0) return 1;
			sum += v * w->page_size;
		}
		if (sum > w->tree_hi) return 1;
	}
	return 0;
}

static void *spkit_watch_loop(void *arg) {
	spkit_watch *w = arg;
	sigset_t all;
	sigfillset(&all);
	pthread_sigmask(SIG_BLOCK, &all, NULL); // signals are the Go threads'
	pthread_mutex_lock(&w->mu);
	for (;;) {
		while (!w->armed && !w->stop) pthread_cond_wait(&w->cv, &w->mu);
		if (w->stop) break;
		struct timespec ts = {w->interval_ns / 1000000000, w->interval_ns % 1000000000};
		pthread_mutex_unlock(&w->mu);
		while (clock_nanosleep(CLOCK_MONOTONIC, 0, &ts, &ts) == EINTR) {
		}
		pthread_mutex_lock(&w->mu);
		if (!w->armed || w->stop) continue; // Go is looking, or re-armed: start over
		w->samples++;
		if (spkit_look(w)) {
			w->armed = 0;
			w->wakes++;
			uint64_t one = 1;
			ssize_t r = write(w->wake_fd, &one, sizeof one);
			(void)r;
		}
	}
	pthread_mutex_unlock(&w->mu);
	pthread_mutex_destroy(&w->mu);
	pthread_cond_destroy(&w->cv);
	free(w);
	return NULL;
}

static spkit_watch *spkit_watch_start(int wake_fd, int meminfo_fd, int cgroup_fd, uint64_t page_size) {
	spkit_watch *w = calloc(1, sizeof *w);
	if (w == NULL) return NULL;
	pthread_mutex_init(&w->mu, NULL);
	pthread_cond_init(&w->cv, NULL);
	w->wake_fd = wake_fd;
	w->meminfo_fd = meminfo_fd;
	w->cgroup_fd = cgroup_fd;
	w->page_size = page_size;
	pthread_attr_t attr;
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	pthread_attr_setstacksize(&attr, 64 * 1024);
	pthread_t t;
	int err = pthread_create(&t, &attr, spkit_watch_loop, w);
	pthread_attr_destroy(&attr);
	if (err != 0) {
		pthread_mutex_destroy(&w->mu);
		pthread_cond_destroy(&w->cv);
		free(w);
		return NULL;
	}
	return w;
}

static void spkit_watch_pause(spkit_watch *w, uint64_t *samples, uint64_t *wakes) {
	pthread_mutex_lock(&w->mu);
	w->armed = 0;
	*samples = w->samples;
	*wakes = w->wakes;
	pthread_mutex_unlock(&w->mu);
}

static int spkit_watch_arm(spkit_watch *w, int64_t interval_ns, uint64_t avail_lo, uint64_t cg_hi,
		uint64_t tree_hi, int *tree_fds, int ntree) {
	if (ntree > SPKIT_TREE_MAX) return -1;
	pthread_mutex_lock(&w->mu);
	w->interval_ns = interval_ns;
	w->avail_lo = avail_lo;
	w->cg_hi = cg_hi;
	w->tree_hi = tree_hi;
	w->ntree = ntree;
	if (ntree > 0) memcpy(w->tree_fds, tree_fds, (size_t)ntree * sizeof(int));
	w->armed = 1;
	pthread_cond_signal(&w->cv);
	pthread_mutex_unlock(&w->mu);
	return 0;
}

// spkit_watch_stop ends the thread; it frees w itself and reads no file
// once this returns.
static void spkit_watch_stop(spkit_watch *w) {
	pthread_mutex_lock(&w->mu);
	w->stop = 1;
	pthread_cond_signal(&w->cv);
	pthread_mutex_unlock(&w->mu);
}
*/
import "C"

import (
	"errors"
	"os"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// watcher is the guard's sampler between the Go loop's own samples: a
// thread of its own, outside the Go runtime, that wakes at the interval
// the guard picked, reads the watched files (meminfo, the cgroup's usage,
// the tree's statm files) and wakes the Go loop, through an eventfd, only
// when a reading crosses the bounds the loop set: memory moved toward a
// limit by more than the growth the loop allows, or a file did not answer.
// A sample that carries no news then costs one thread wake and the reads,
// not the Go runtime's wake-ups as well (docs/benchmarks.md, Memory
// guard). The Go loop still samples on its own at least every heartbeat,
// and decides every stop itself.
type watcher struct {
	w   *C.spkit_watch
	efd int
	// samples and wakes are the thread's counts at the last pause.
	samples, wakes uint64
	armedAt        time.Time
	interval       time.Duration
}

// newWatcher starts the thread, paused, for the files whose descriptors
// are given (-1: not watched).
func newWatcher(meminfoFD, cgroupFD int) (*watcher, error) {
	efd, err := unix.Eventfd(0, unix.EFD_CLOEXEC|unix.EFD_NONBLOCK)
	if err != nil {
		return nil, err
	}
	w := C.spkit_watch_start(C.int(efd), C.int(meminfoFD), C.int(cgroupFD), C.uint64_t(os.Getpagesize()))
	if w == nil {
		unix.Close(efd)
		return nil, errors.New("cannot start the watcher thread")
	}
	return &watcher{w: w, efd: efd}, nil
}

func (w *watcher) fd() int { return w.efd }

// drain empties the eventfd after it woke the loop.
func (w *watcher) drain() {
	var b [8]byte
	_, _ = unix.Read(w.efd, b[:])
}

// pause stops the thread's reads; once it returns, no file is read until
// arm.
func (w *watcher) pause() {
	var s, k C.uint64_t
	C.spkit_watch_pause(w.w, &s, &k)
	w.samples, w.wakes = uint64(s), uint64(k)
}

// arm lets the thread sample every interval against b.
func (w *watcher) arm(now time.Time, interval time.Duration, b watchBounds) bool {
	var fds *C.int
	if len(b.Tree) > 0 {
		cfds := make([]C.int, len(b.Tree))
		for i, fd := range b.Tree {
			cfds[i] = C.int(fd)
		}
		fds = (*C.int)(unsafe.Pointer(&cfds[0]))
	}
	if C.spkit_watch_arm(w.w, C.int64_t(interval), C.uint64_t(b.AvailLo), C.uint64_t(b.CgroupHi),
		C.uint64_t(b.TreeHi), fds, C.int(len(b.Tree))) != 0 {
		return false
	}
	w.armedAt, w.interval = now, interval
	return true
}

// close stops the thread (it frees its own state) and closes the eventfd.
func (w *watcher) close() {
	C.spkit_watch_stop(w.w)
	unix.Close(w.efd)
}
