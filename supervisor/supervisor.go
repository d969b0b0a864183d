package supervisor

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/internal/guardspec"
)

// run is one supervision: the trainer, the sampler and what was seen.
type run struct {
	o   *Options
	obs observers
	smp *sampler
	g   *guard
	c   *child
	// w is what the loop sleeps in; noChild is set once no child is left
	// to reap (every descendant is gone).
	w         *waiter
	noChild   bool
	cancelled bool
	// notes are the kernel notifications armed; wakes counts the samples
	// they caused.
	notes    []*notification
	wakes    int
	lastTick time.Time
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
	// terms counts the terminating signals forwarded: a second one ends
	// the run at once (SIGKILL), whatever it waits on.
	terms int
	// health follows the sources that fail (sources.go).
	health sourceHealth
	// wt is the watcher thread (watch.go); nil when the loop samples at
	// every interval itself.
	wt      *watcher
	wtArmed bool
	// wtSamples is the thread's sample count when it was last armed;
	// wtStats its samples and wakes when it stopped.
	wtSamples uint64
	wtStats   [2]uint64
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
	realClock := o.Now == nil
	o.setDefaults()
	smp, err := newSampler(&o)
	if err != nil {
		return nil, fmt.Errorf("reading memory: %w", err)
	}
	defer smp.close()
	w, err := newWaiter()
	if err != nil {
		return nil, fmt.Errorf("supervising: %w", err)
	}
	defer w.close()
	// The trainer's Pdeathsig is tied to the thread that forks it; the
	// loop sleeps on that thread too.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	c, err := startChild(&o)
	if err != nil {
		return nil, err
	}
	r := &run{o: &o, obs: o.Observers, smp: smp, g: newGuard(&o), c: c, w: w}
	reap(c.pid, w)
	stop := make(chan struct{})
	defer close(stop)
	w.feed(ctx, o.Signals, stop)
	if realClock {
		r.startWatcher()
	}
	r.start()
	r.supervise()
	r.stopWatcher()
	r.drain()
	c.flush()
	return r.finish(), nil
}

func (r *run) start() {
	r.started = r.o.Now()
	r.obs.start(Start{Time: r.started, SupervisorPID: os.Getpid(), ChildPID: r.c.pid, Command: r.o.Command,
		Guard: r.o.Guard, MaxGPU: r.o.MaxGPU})
}

// supervise samples and guards until the trainer exits: it sleeps until
// the next sample, an event (a signal, the trainer's exit, a cancel) or a
// kernel notification, which samples at once.
func (r *run) supervise() {
	due := r.o.Now()
	for !r.c.done {
		evs, kernel, watched := r.w.wait(max(due.Sub(r.o.Now()), 0))
		for _, e := range evs {
			switch e.kind {
			case evCanceled:
				r.cancelled = true
				r.c.signalGroup(r.o, syscall.SIGTERM)
				r.beginStop(nil)
			case evSignal:
				r.forward(e.sig)
			case evReaped:
				r.c.exited(e.ws)
			case evNoChild: // wait4 failed: nothing is left to wait for
				r.c.done, r.noChild = true, true
			}
		}
		now := r.o.Now()
		if kernel {
			// Sample at once, but no more often than KernelWakeEvery: a
			// storm of notifications must not become a busy loop.
			r.wakes++
			if soon := r.lastTick.Add(KernelWakeEvery); soon.Before(due) {
				due = soon
			}
		}
		if watched {
			due = now // the watcher thread saw memory move: sample at once
		}
		if !now.Before(due) {
			r.lastTick = now
			r.pauseWatcher(now)
			next := r.tick()
			due = now.Add(next)
			if d, ok := r.armWatcher(now, next); ok {
				due = now.Add(d)
			}
			r.arm()
		}
	}
}

// KernelWakeEvery is the shortest time between two samples the kernel's
// notifications cause.
const KernelWakeEvery = 10 * time.Millisecond

// arm sets the kernel notifications up once, after the first sample (the
// cgroup's usage threshold is its limit, which the sample resolves).
func (r *run) arm() {
	if r.notes != nil {
		return
	}
	var threshold uint64
	if l, _, _ := r.g.cgroupLimit(&r.last); l > 0 && r.o.watches(guardspec.Cgroup) && r.smp.cg != nil {
		threshold = l + r.smp.cgBase
	}
	r.notes = []*notification{}
	if !r.g.active() {
		return // nothing to guard: the samples are for the observers
	}
	for _, n := range openNotifications(r.o.Root, r.smp.cg, threshold) {
		if r.w.watch(n) == nil {
			r.notes = append(r.notes, n)
		} else {
			n.close()
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
		r.secondStop(s)
	}
}

// secondStop ends the run at once on the second terminating signal (a
// second Ctrl-C): SIGKILL to the trainer's group and every descendant,
// without waiting for the rest of the grace.
func (r *run) secondStop(sig syscall.Signal) {
	if r.terms++; r.terms < 2 || r.killed {
		return
	}
	fmt.Fprintf(r.o.Stderr, "spkit: second %s: SIGKILL to the trainer's processes now\n", unix.SignalName(sig))
	r.kill()
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
	if s.MemTotal > 0 {
		r.g.total = s.MemTotal
	}
	s.MaxUsed, s.Headroom = uint64(r.o.Guard.MaxUsed), r.g.minAvailable(r.g.total)
	s.Checks = r.g.checks(&s)
	r.last = s
	r.peaks.add(&s)
	blind := r.updateSources(now, &s)
	w, ok := worst(s.Checks)
	switch {
	case r.trip == nil && ok && w.Used > w.Limit:
		r.stop(now, w, &s)
	case r.trip == nil && blind && now.Sub(r.health.blindSince) >= BlindLimit:
		r.stopBlind(now, &s)
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
