package supervisor

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
)

// The test binary plays several roles in the process tests, chosen by
// $SPKIT_TEST_ROLE: the supervisor itself (a real separate process, so
// signals and reaping are real), a memory hog, and a signal trap. As the
// test runner it makes itself a subreaper: a process a supervisor lets
// escape is reparented to the test, where leftovers() finds it.
func TestMain(m *testing.M) {
	switch os.Getenv("SPKIT_TEST_ROLE") {
	case "supervise":
		os.Exit(superviseRole())
	case "hog":
		os.Exit(hogRole())
	case "trap":
		os.Exit(trapRole())
	}
	if err := unix.Prctl(unix.PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0); err != nil {
		fmt.Fprintln(os.Stderr, "cannot become a subreaper:", err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// testOptions is the serialisable part of Options.
type testOptions struct {
	Command []string
	Guard   testSpec
	Root    string
	// MemoryLog, StatePath and Events name files the observers write
	// (Events: one line per observer call).
	MemoryLog, StatePath, Events string
	// CancelOn cancels Run's context once this file exists ("": never).
	CancelOn string
	// ResultTo receives Run's result as JSON ("": nowhere).
	ResultTo string
}

// testSpec is guardspec.Spec in a form JSON round-trips (a zero
// memsize.Size marshals as "0", which its parser refuses).
type testSpec struct {
	MaxUsed, HeadroomBytes uint64
	HeadroomPct            float64
	Sources                []guardspec.Source
	Interval, Grace        time.Duration
	GraceSet               bool
}

func (t testSpec) spec() guardspec.Spec {
	return guardspec.Spec{MaxUsed: memsize.Size(t.MaxUsed), Sources: t.Sources, Interval: t.Interval, Grace: t.Grace, GraceSet: t.GraceSet,
		MinAvailable: memsize.Headroom{Bytes: memsize.Size(t.HeadroomBytes), Percent: t.HeadroomPct}}
}

// superviseRole does what `spkit run` does: it subscribes to the signals,
// wires the observers and maps the result to an exit code.
func superviseRole() int {
	var to testOptions
	if err := json.Unmarshal([]byte(os.Getenv("SPKIT_TEST_OPTS")), &to); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 99
	}
	o := Options{Command: to.Command, Guard: to.Guard.spec(), Root: to.Root}
	if err := addObservers(&o, &to); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 99
	}
	sigs := make(chan os.Signal, 16)
	signal.Notify(sigs, Forwarded...)
	o.Signals = sigs
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if to.CancelOn != "" {
		go cancelOn(to.CancelOn, cancel)
	}
	res, err := Run(ctx, o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "spkit:", err)
		return 6
	}
	if to.ResultTo != "" {
		b, _ := json.Marshal(res)
		os.WriteFile(to.ResultTo, b, 0o644)
	}
	if res.Trip != nil {
		fmt.Fprintf(os.Stderr, "spkit: %s: %s\n", res.Trip.Message(), res.Trip.Hint())
	}
	return res.Code()
}

func cancelOn(path string, cancel func()) {
	for {
		if _, err := os.Stat(path); err == nil {
			cancel()
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func addObservers(o *Options, to *testOptions) error {
	if to.MemoryLog != "" {
		l, err := OpenMemoryLog(to.MemoryLog)
		if err != nil {
			return err
		}
		o.Observers = append(o.Observers, l)
	}
	if to.StatePath != "" {
		o.Observers = append(o.Observers, NewStateWriter(to.StatePath, os.Stderr))
	}
	if to.Events != "" {
		f, err := os.Create(to.Events)
		if err != nil {
			return err
		}
		o.Observers = append(o.Observers, &eventFile{f: f})
	}
	return nil
}

// eventFile writes one line per observer call: "start", "sample", "stop
// SIGTERM", "trip tree", "exit 143".
type eventFile struct{ f *os.File }

func (e *eventFile) OnStart(Start)   { fmt.Fprintln(e.f, "start") }
func (e *eventFile) OnSample(Sample) { fmt.Fprintln(e.f, "sample") }
func (e *eventFile) OnStop(s Stop)   { fmt.Fprintln(e.f, "stop", s.Signal) }
func (e *eventFile) OnTrip(t Trip)   { fmt.Fprintln(e.f, "trip", t.Source) }
func (e *eventFile) OnExit(r Result) { fmt.Fprintln(e.f, "exit", r.Code()) }
func (e *eventFile) OnSource(s SourceEvent) {
	fmt.Fprintln(e.f, "source", s.Source, s.Err != "")
}

// hogRole allocates and touches $HOG_RATE bytes/s up to $HOG_MAX, then
// holds it. On SIGTERM it writes $HOG_MARK ("checkpoint") and exits 0,
// unless $HOG_IGNORE_TERM is set: then it writes the mark and keeps going.
func hogRole() int {
	rate, _ := strconv.ParseFloat(os.Getenv("HOG_RATE"), 64)
	limit, _ := strconv.Atoi(os.Getenv("HOG_MAX"))
	ignore := os.Getenv("HOG_IGNORE_TERM") != ""
	term := make(chan os.Signal, 1)
	signal.Notify(term, syscall.SIGTERM)
	const chunk = 4 << 20
	var held [][]byte
	start := time.Now()
	for {
		select {
		case <-term:
			os.WriteFile(os.Getenv("HOG_MARK"), []byte("SIGTERM"), 0o644)
			if !ignore {
				return 0
			}
		default:
		}
		if len(held)*chunk >= limit {
			time.Sleep(10 * time.Millisecond)
			continue
		}
		b := make([]byte, chunk)
		for i := 0; i < len(b); i += 4096 {
			b[i] = 1
		}
		held = append(held, b)
		// Keep to the rate: sleep until this much is due.
		due := start.Add(time.Duration(float64(len(held)*chunk) / rate * float64(time.Second)))
		time.Sleep(time.Until(due))
	}
}

// trapRole writes $TRAP_READY, waits for one of the forwarded signals,
// writes its number to $TRAP_OUT and exits 40+N.
func trapRole() int {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, Forwarded...)
	os.WriteFile(os.Getenv("TRAP_READY"), []byte("ready"), 0o644)
	select {
	case sig := <-ch:
		n := int(sig.(syscall.Signal))
		os.WriteFile(os.Getenv("TRAP_OUT"), []byte(strconv.Itoa(n)), 0o644)
		return 40 + n
	case <-time.After(60 * time.Second):
		return 99
	}
}
