package supervisor

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"syscall"
	"time"
)

// run is one supervision: the trainer, the sampler and what was seen.
type run struct {
	o        *Options
	obs      observers
	smp      *sampler
	g        *guard
	c        *child
	reaped   <-chan syscall.WaitStatus
	started  time.Time
	peaks    Peaks
	last     Sample
	lastSlow time.Time
	trip     *Trip
	// stopAt is when a stop (signal, cancel or guard) began; killAt when
	// whatever is left gets SIGKILL; killed once it did.
	stopAt, killAt time.Time
	killed         bool
	leftover       int
}

// Run starts o.Command and supervises it until it and every process it
// started are gone. Cancelling ctx stops the trainer as a forwarded SIGTERM
// does: SIGTERM, SIGKILL after the grace. The error is for a trainer that
// could not be started (*StartError) or memory that cannot be read.
//
// Run reaps every child of this process, so nothing else in the process
// may start child processes while it runs.
func Run(ctx context.Context, o Options) (*Result, error) {
	if len(o.Command) == 0 {
		return nil, errors.New("no command to run")
	}
	o.setDefaults()
	smp, err := newSampler(&o)
	if err != nil {
		return nil, fmt.Errorf("reading memory: %w", err)
	}
	defer smp.close()
	// The trainer's Pdeathsig is tied to the thread that forks it.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c, err := startChild(&o)
	if err != nil {
		return nil, err
	}
	r := &run{o: &o, obs: o.Observers, smp: smp, g: newGuard(&o), c: c, reaped: reap(c.pid)}
	r.start()
	r.supervise(ctx)
	r.drain(ctx)
	c.flush()
	return r.finish(), nil
}

func (r *run) start() {
	r.started = r.o.Now()
	r.obs.start(Start{Time: r.started, SupervisorPID: os.Getpid(), ChildPID: r.c.pid, Command: r.o.Command,
		Guard: r.o.Guard, MaxGPU: r.o.MaxGPU})
}

// supervise samples and guards until the trainer exits.
func (r *run) supervise(ctx context.Context) {
	timer := time.NewTimer(0)
	defer timer.Stop()
	done, sigs := ctx.Done(), r.o.Signals
	for !r.c.done {
		select {
		case <-done:
			done = nil
			r.c.signalGroup(r.o, syscall.SIGTERM)
			r.beginStop(nil)
		case sig, ok := <-sigs:
			if !ok {
				sigs = nil
				continue
			}
			r.forward(sig)
		case ws, ok := <-r.reaped:
			if !ok { // wait4 failed: nothing is left to wait for
				r.c.done, r.reaped = true, nil
				continue
			}
			r.c.exited(ws)
		case <-timer.C:
			timer.Reset(r.tick())
		}
	}
}

func (r *run) forward(sig os.Signal) {
	s, ok := sig.(syscall.Signal)
	if !ok {
		return
	}
	r.c.signalGroup(r.o, s)
	if terminating(sig) {
		r.beginStop(sig)
	}
}

// beginStop starts the grace after a signal or cancellation; the first one
// counts.
func (r *run) beginStop(sig os.Signal) {
	if !r.stopAt.IsZero() {
		return
	}
	now := r.o.Now()
	r.stopAt, r.killAt = now, now.Add(r.o.Guard.Grace)
	r.obs.stop(Stop{Time: now, Signal: sig, Grace: r.o.Guard.Grace})
	if r.o.Guard.Grace == 0 {
		r.kill()
	}
}

// tick samples, trips the guard, escalates to SIGKILL, and returns the
// time to the next tick.
func (r *run) tick() time.Duration {
	now := r.o.Now()
	full := now.Sub(r.lastSlow) >= slowEvery
	cgLimit, _, _ := r.g.cgroupLimit(&r.last)
	s := r.smp.sample(now, r.c.pid, full, cgLimit)
	s.MaxUsed, s.Headroom = uint64(r.o.Guard.MaxUsed), r.g.minAvailable(s.MemTotal)
	s.Checks = r.g.checks(&s)
	r.last = s
	r.peaks.add(&s)
	w, ok := worst(s.Checks)
	if r.trip == nil && ok && w.Used > w.Limit {
		r.stop(now, w, &s)
	}
	if !r.killed && !r.killAt.IsZero() && !now.Before(r.killAt) {
		r.kill()
	}
	if full {
		r.lastSlow = now
		r.obs.sample(s)
	}
	next := r.g.next(w, ok, now)
	if !r.g.active() {
		next = slowEvery // nothing to guard: sample for the observers only
	}
	if !r.killed && !r.killAt.IsZero() {
		next = max(min(next, r.killAt.Sub(now)), time.Millisecond)
	}
	return next
}

// stop sends SIGTERM to the trainer's process group so it can checkpoint.
func (r *run) stop(now time.Time, w Check, s *Sample) {
	r.trip = &Trip{Time: now, Source: w.Source, Kind: w.Kind, What: w.What, Used: w.Used, Limit: w.Limit,
		Detail: w.Detail, Grace: r.o.Guard.Grace, PGID: r.c.pid, Unified: r.o.Unified, Sample: *s}
	if r.stopAt.IsZero() || now.Add(r.o.Guard.Grace).Before(r.killAt) {
		r.stopAt, r.killAt = now, now.Add(r.o.Guard.Grace)
	}
	r.c.signalGroup(r.o, syscall.SIGTERM)
	r.obs.trip(*r.trip)
	if r.o.Guard.Grace == 0 {
		r.kill()
	}
}

// kill sends SIGKILL to the trainer's group and every descendant.
func (r *run) kill() {
	if r.trip != nil && !r.c.done && r.o.Guard.Grace > 0 {
		r.trip.Killed = true
	}
	r.killed = true
	r.signalTree(syscall.SIGKILL)
}
