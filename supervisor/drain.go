package supervisor

import (
	"os"
	"syscall"
	"time"
)

// rekillEvery is how often processes that outlive SIGKILL are looked for
// again (one forked between the walk and the kill, say).
const rekillEvery = 100 * time.Millisecond

// drain runs once the trainer has exited: whatever it left behind
// (background jobs, setsid'd daemons, double forks, data loader workers)
// gets SIGTERM, SIGKILL after the grace, and is reaped. It returns when no
// descendant is left, or killWait after SIGKILL when some will not die.
func (r *run) drain() {
	if r.noChild {
		return
	}
	r.beginDrain(r.o.Now())
	if r.cancelled {
		r.kill() // a cancelled run does not wait on its leftovers
	}
	due := r.o.Now().Add(r.wait(r.o.Now()))
	var giveUp time.Time
	for {
		evs, _, _ := r.w.wait(max(due.Sub(r.o.Now()), 0))
		for _, e := range evs {
			switch e.kind {
			case evNoChild:
				return
			case evSignal:
				// The trainer is gone; its leftovers are being stopped. A
				// second terminating signal kills them now.
				if s, ok := e.sig.(syscall.Signal); ok && terminating(e.sig) {
					r.secondStop(s)
					due = r.o.Now().Add(r.wait(r.o.Now()))
				}
			case evCanceled:
				r.cancelled = true
				r.kill()
			}
		}
		now := r.o.Now()
		if now.Before(due) {
			continue
		}
		if giveUp.IsZero() {
			giveUp = now.Add(killWait)
		}
		if !now.Before(giveUp) {
			r.leftover = len(descendants(os.Getpid()))
			return
		}
		r.kill()
		due = now.Add(rekillEvery)
	}
}

// beginDrain signals the leftovers. After a guard trip (or a SIGKILL
// already sent) they get SIGKILL at once: they hold the memory that tripped
// the guard. Otherwise SIGTERM, and the grace runs from the stop that ended
// the trainer or, on a plain exit, from now.
func (r *run) beginDrain(now time.Time) {
	if r.killed || r.trip != nil {
		r.kill()
		return
	}
	if r.killAt.IsZero() {
		r.killAt = now.Add(r.o.Guard.Grace)
	}
	r.signalTree(syscall.SIGTERM)
	if !now.Before(r.killAt) {
		r.kill()
	}
}

// wait is the time until the next kill pass.
func (r *run) wait(now time.Time) time.Duration {
	if r.killed {
		return rekillEvery
	}
	return max(r.killAt.Sub(now), time.Millisecond)
}

func (r *run) finish() *Result {
	res := &Result{ExitCode: r.c.exitCode(), Signal: r.c.signal(), Trip: r.trip, Peaks: r.peaks,
		Started: r.started, Ended: r.o.Now(), Last: r.last, Leftover: r.leftover, Wakes: r.wakes,
		ThreadSamples: r.wtStats[0], ThreadWakes: r.wtStats[1]}
	for _, n := range r.notes {
		res.Notifications = append(res.Notifications, n.Name)
	}
	if r.trip != nil {
		r.trip.Peak = max(r.peaks.Of(r.trip.Source), r.trip.Used)
	}
	r.obs.exit(*res)
	return res
}
