package supervisor

import (
	"errors"
	"fmt"
	"os"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// Result of a supervised run.
type Result struct {
	// ExitCode is the trainer's (128+N when killed by signal N).
	ExitCode int
	// Trip is set when the guard stopped the trainer.
	Trip  *Trip
	Peaks Peaks
}

// run is one supervision: the trainer, the sampler and what was seen.
type run struct {
	o        *Options
	smp      *sampler
	g        *guard
	c        *child
	log      *memoryLog
	state    stateWriter
	peaks    Peaks
	last     Sample
	lastSlow time.Time
	trip     *Trip
	killAt   time.Time
}

// Run starts o.Command and supervises it until it exits. The error is for
// a trainer that could not be started or memory that cannot be read.
func Run(o Options) (*Result, error) {
	if len(o.Command) == 0 {
		return nil, errors.New("no command to run")
	}
	o.setDefaults()
	smp, err := newSampler(&o)
	if err != nil {
		return nil, fmt.Errorf("reading memory: %w", err)
	}
	defer smp.close()
	mlog, err := openMemoryLog(o.MemoryLog)
	if err != nil {
		return nil, fmt.Errorf("opening the memory log: %w", err)
	}
	defer mlog.close()
	sigs, stop := subscribe()
	defer stop()
	c, err := startChild(&o)
	if err != nil {
		return nil, err
	}
	r := &run{o: &o, smp: smp, g: newGuard(&o), c: c, log: mlog}
	r.start()
	return r.loop(sigs), nil
}

func (r *run) start() {
	now := r.o.Now()
	r.peaks.Start = now
	r.state = stateWriter{path: r.o.StatePath, errOut: r.o.Stderr}
	r.state.st.SupervisorPID, r.state.st.ChildPID = os.Getpid(), r.c.pid
	r.state.st.Command, r.state.st.Started, r.state.st.Status = r.o.Command, now, "running"
	r.state.st.MaxUsedBytes = r.o.MaxUsed
	r.state.st.MinAvailableBytes = r.o.MinAvailable
	r.state.write(now, nil, &r.peaks)
}

func (r *run) loop(sigs <-chan os.Signal) *Result {
	timer := time.NewTimer(0)
	defer timer.Stop()
	for {
		select {
		case sig := <-sigs:
			if sig == syscall.SIGCHLD {
				if r.c.reap() {
					return r.finish()
				}
				continue
			}
			r.c.signalGroup(r.o, sig.(syscall.Signal))
			if sig != syscall.SIGUSR1 && sig != syscall.SIGUSR2 && r.state.st.Status == "running" {
				r.setStatus("stopping")
			}
		case <-timer.C:
			next, full := r.tick()
			// A lost SIGCHLD (a full channel) must not hang us; once a
			// second is enough for that.
			if full && r.c.reap() {
				return r.finish()
			}
			timer.Reset(next)
		}
	}
}

// tick samples, trips the guard, escalates to SIGKILL, and returns the
// time to the next tick and whether this was a full (slow-cadence) tick.
func (r *run) tick() (time.Duration, bool) {
	now := r.o.Now()
	full := now.Sub(r.lastSlow) >= slowEvery
	cgLimit, _ := r.g.cgroupLimit(&r.last)
	s := r.smp.sample(now, r.c.pid, full, cgLimit)
	r.last = s
	r.peaks.add(&s)
	w, ok := r.g.worst(&s)
	if r.trip == nil && ok && w.used > w.limit {
		r.stop(now, w)
		r.log.write("trip", &s)
	}
	if r.trip != nil && !r.trip.Killed && !now.Before(r.killAt) {
		r.c.signalGroup(r.o, syscall.SIGKILL)
		r.trip.Killed = true
	}
	if full {
		r.lastSlow = now
		r.log.write("sample", &s)
		r.state.write(now, &s, &r.peaks)
	}
	next := r.g.next(w, ok, now)
	if !r.g.active() {
		next = slowEvery // nothing to guard: sample for the log only
	}
	if r.trip != nil && !r.trip.Killed {
		next = max(min(next, r.killAt.Sub(now)), time.Millisecond)
	}
	return next, full
}

// stop sends SIGTERM to the trainer's process group so it can checkpoint.
func (r *run) stop(now time.Time, w check) {
	r.trip = &Trip{Time: now, Source: w.source, What: w.what, Used: w.used, Limit: w.limit,
		Detail: w.detail, Grace: r.o.Grace, PGID: r.c.pid, Unified: r.o.Unified}
	r.killAt = now.Add(r.o.Grace)
	r.c.signalGroup(r.o, syscall.SIGTERM)
	r.setStatus("stopping")
}

func (r *run) setStatus(status string) {
	r.state.st.Status = status
	r.state.write(r.o.Now(), &r.last, &r.peaks)
}

func (r *run) finish() *Result {
	res := &Result{ExitCode: r.c.exitCode(), Trip: r.trip, Peaks: r.peaks}
	code := res.ExitCode
	if r.trip != nil {
		// Leftovers in the group (data loader workers) hold memory too.
		_ = r.o.Signal(-r.c.pid, syscall.SIGKILL)
		r.trip.Peak = r.tripPeak()
		code = int(errdefs.MemoryGuard)
	}
	r.log.write("exit", &r.last)
	r.state.st.ExitCode = &code
	r.setStatus("exited")
	return res
}

// tripPeak is the highest reading of the source that tripped.
func (r *run) tripPeak() uint64 {
	switch r.trip.Source {
	case SourceCgroup:
		return max(r.peaks.CgroupWS, r.trip.Used)
	case SourceTree:
		return max(r.peaks.TreeRSS, r.trip.Used)
	case SourceGPU:
		return max(r.peaks.GPU, r.trip.Used)
	}
	return max(r.peaks.Used, r.trip.Used)
}
