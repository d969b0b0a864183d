package supervisor

import (
	"os"
	"time"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
)

// Observer sees a supervised run. The supervisor calls it from its loop,
// one call at a time: an observer must return quickly (write a line, set a
// gauge) and never block. Embed NopObserver to implement only some calls.
type Observer interface {
	// OnStart: the trainer was started.
	OnStart(Start)
	// OnSample: a complete sample, once a second (the slow cadence; the
	// guard samples faster near a limit without reporting each one).
	OnSample(Sample)
	// OnStop: a forwarded signal or the caller's context asked the trainer
	// to end; the grace runs from here.
	OnStop(Stop)
	// OnTrip: the guard stopped the trainer. Peak and Killed are only
	// final in Result.Trip.
	OnTrip(Trip)
	// OnExit: the trainer and every process it started are gone.
	OnExit(Result)
	// OnSource: a source stopped answering, or answers again.
	OnSource(SourceEvent)
}

// Start is what was started, and under which guard.
type Start struct {
	Time          time.Time
	SupervisorPID int
	ChildPID      int
	Command       []string
	// Guard is the guard's effective settings (defaults filled in).
	Guard  guardspec.Spec
	MaxGPU memsize.Size
}

// Stop is a request to end the trainer that did not come from the guard.
type Stop struct {
	Time time.Time
	// Signal is the forwarded signal; nil when the context was cancelled
	// (the trainer then gets SIGTERM).
	Signal os.Signal
	Grace  time.Duration
}

// NopObserver does nothing; embed it to implement part of Observer.
type NopObserver struct{}

func (NopObserver) OnStart(Start)        {}
func (NopObserver) OnSample(Sample)      {}
func (NopObserver) OnStop(Stop)          {}
func (NopObserver) OnTrip(Trip)          {}
func (NopObserver) OnExit(Result)        {}
func (NopObserver) OnSource(SourceEvent) {}

// observers fans calls out to every observer, in order.
type observers []Observer

func (os observers) start(s Start) {
	for _, o := range os {
		o.OnStart(s)
	}
}

func (os observers) sample(s Sample) {
	for _, o := range os {
		o.OnSample(s)
	}
}

func (os observers) stop(s Stop) {
	for _, o := range os {
		o.OnStop(s)
	}
}

func (os observers) trip(t Trip) {
	for _, o := range os {
		o.OnTrip(t)
	}
}

func (os observers) source(e SourceEvent) {
	for _, o := range os {
		o.OnSource(e)
	}
}

func (os observers) exit(r Result) {
	for _, o := range os {
		o.OnExit(r)
	}
}
