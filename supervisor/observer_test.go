package supervisor

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/internal/runstate"
)

var t0 = time.Date(2026, 11, 23, 7, 0, 0, 0, time.UTC)

// recorder is an observer that keeps every call.
type recorder struct {
	events  []string
	samples []Sample
	trips   []Trip
	exit    *Result
}

func (r *recorder) OnStart(s Start) { r.events = append(r.events, "start") }
func (r *recorder) OnSample(s Sample) {
	r.events, r.samples = append(r.events, "sample"), append(r.samples, s)
}
func (r *recorder) OnStop(s Stop)     { r.events = append(r.events, fmt.Sprint("stop ", s.Signal)) }
func (r *recorder) OnTrip(t Trip)     { r.events, r.trips = append(r.events, "trip"), append(r.trips, t) }
func (r *recorder) OnExit(res Result) { r.events, r.exit = append(r.events, "exit"), &res }
func (r *recorder) OnSource(e SourceEvent) {
	r.events = append(r.events, fmt.Sprintf("source %s failed=%v", e.Source, e.Err != ""))
}

// fakeRun is a run over a fake /proc/meminfo, a fake clock and a signal
// recorder: no process is started and no signal sent.
type fakeRun struct {
	*run
	now  time.Time
	sent []string
	root string
	rec  *recorder
}

func newFakeRun(t *testing.T, spec guardspec.Spec) *fakeRun {
	f := &fakeRun{now: t0, root: t.TempDir(), rec: &recorder{}}
	os.MkdirAll(filepath.Join(f.root, "proc"), 0o755)
	f.meminfo(100<<20, 80<<20)
	o := &Options{Guard: spec, Root: f.root, Observers: []Observer{f.rec},
		Now: func() time.Time { return f.now },
		Signal: func(pid int, sig syscall.Signal) error {
			f.sent = append(f.sent, fmt.Sprintf("%d %s", pid, sig))
			return nil
		}}
	o.setDefaults()
	smp, err := newSampler(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(smp.close)
	// pid 1<<22 is above pid_max's default: no real process has it.
	f.run = &run{o: o, obs: o.Observers, smp: smp, g: newGuard(o), c: &child{pid: 1 << 22}}
	return f
}

// meminfo writes MemTotal and MemAvailable in kB.
func (f *fakeRun) meminfo(totalKB, availKB int) {
	os.WriteFile(filepath.Join(f.root, "proc", "meminfo"), []byte(fmt.Sprintf("MemTotal: %d kB\nMemAvailable: %d kB\n", totalKB, availKB)), 0o644)
}

// The guard trips, observers see the sample with its checks and the trip,
// SIGTERM goes to the group at once and SIGKILL only after the grace.
func TestTickTripsThenKillsAfterGrace(t *testing.T) {
	f := newFakeRun(t, guardspec.Spec{MinAvailable: memsize.Headroom{Percent: 10}, Grace: 5 * time.Second, GraceSet: true})
	f.start()
	f.tick()
	if len(f.rec.samples) != 1 || len(f.rec.trips) != 0 || len(f.sent) != 0 {
		t.Fatalf("far from the limit: samples %d, trips %d, signals %v", len(f.rec.samples), len(f.rec.trips), f.sent)
	}
	s := f.rec.samples[0]
	if s.MemUsed != 20<<30 || s.Headroom != 10<<30 || len(s.Checks) != 1 || s.Checks[0].Limit != 90<<30 || s.Checks[0].Kind != LimitHeadroom {
		t.Errorf("sample = %+v, want used 20 GiB, headroom 10 GiB and one check against 90 GiB", s)
	}
	f.now = f.now.Add(time.Second)
	f.meminfo(100<<20, 5<<20)
	f.tick()
	if len(f.rec.trips) != 1 || f.rec.trips[0].Source != guardspec.Meminfo || f.rec.trips[0].Sample.MemAvailable != 5<<30 {
		t.Fatalf("trips = %+v, want one on meminfo with its sample", f.rec.trips)
	}
	wantTERM := fmt.Sprintf("-%d terminated", f.c.pid)
	if len(f.sent) != 1 || f.sent[0] != wantTERM {
		t.Errorf("signals after the trip = %v, want [%s]", f.sent, wantTERM)
	}
	f.now = f.now.Add(4 * time.Second)
	if f.tick(); len(f.sent) != 1 {
		t.Errorf("signals inside the grace = %v, want no SIGKILL yet", f.sent)
	}
	f.now = f.now.Add(time.Second)
	if f.tick(); len(f.sent) < 2 || f.sent[1] != fmt.Sprintf("-%d killed", f.c.pid) || !f.trip.Killed {
		t.Errorf("signals after the grace = %v, killed %v; want SIGKILL to the group", f.sent, f.trip.Killed)
	}
}

// A signal starts the grace once; SIGUSR1 is only passed on.
func TestForwardStartsTheGraceOnce(t *testing.T) {
	f := newFakeRun(t, guardspec.Spec{Grace: 0, GraceSet: true})
	f.forward(syscall.SIGUSR1)
	if len(f.rec.events) != 0 || f.killed {
		t.Errorf("SIGUSR1: events %v, killed %v; want it only forwarded", f.rec.events, f.killed)
	}
	f.forward(syscall.SIGINT)
	f.forward(syscall.SIGTERM)
	if len(f.rec.events) != 1 || f.rec.events[0] != "stop interrupt" || !f.killed {
		t.Errorf("events %v, killed %v; want one stop and SIGKILL at once (no grace)", f.rec.events, f.killed)
	}
}

func TestStateWriterFollowsTheRun(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.json")
	w := NewStateWriter(path, os.Stderr)
	spec := guardspec.Spec{MaxUsed: 90 << 30, MinAvailable: memsize.Headroom{Percent: 10}}
	w.OnStart(Start{Time: t0, SupervisorPID: 1, ChildPID: 7, Command: []string{"python", "train.py"}, Guard: spec})
	st := readState(t, path)
	if st.Version != runstate.Version || st.Status != runstate.Running || st.MaxUsedBytes != 90<<30 || st.MinAvailablePct != 10 ||
		st.GraceMilliseconds != 30000 || len(st.Sources) != 3 {
		t.Errorf("at start: %+v", st)
	}
	w.OnSample(Sample{Time: t0.Add(time.Second), MemTotal: 100 << 30, MemAvailable: 40 << 30, MemUsed: 60 << 30, Headroom: 10 << 30, TreeRSS: 3 << 30})
	if st = readState(t, path); st.MinAvailableBytes != 10<<30 || st.PeakUsedBytes != 60<<30 || st.Peaks.TreeRSSBytes != 3<<30 || !st.Updated.Equal(t0.Add(time.Second)) {
		t.Errorf("after a sample: %+v", st)
	}
	// Between status changes the state is a heartbeat: written again only
	// StateEvery after the last write, with what the samples since saw.
	w.OnSample(Sample{Time: t0.Add(2 * time.Second), MemTotal: 100 << 30, MemAvailable: 30 << 30, MemUsed: 70 << 30})
	if st = readState(t, path); !st.Updated.Equal(t0.Add(time.Second)) || st.PeakUsedBytes != 60<<30 {
		t.Errorf("a sample 1s later rewrote the state: %+v", st)
	}
	w.OnSample(Sample{Time: t0.Add(time.Second + StateEvery), MemTotal: 100 << 30, MemAvailable: 50 << 30, MemUsed: 50 << 30})
	if st = readState(t, path); !st.Updated.Equal(t0.Add(time.Second+StateEvery)) || st.PeakUsedBytes != 70<<30 || st.MemUsedBytes != 50<<30 {
		t.Errorf("after StateEvery: %+v; want the heartbeat with the peak of the unwritten sample", st)
	}
	trip := Trip{Time: t0.Add(7 * time.Second), Source: guardspec.Meminfo, Kind: LimitMaxUsed, Used: 91 << 30, Limit: 90 << 30}
	w.OnTrip(trip)
	if st = readState(t, path); st.Status != runstate.Stopping || st.Trip == nil || st.Trip.Limit != "max-used" {
		t.Errorf("after the trip: %+v", st)
	}
	trip.Peak, trip.Killed = 92<<30, true
	w.OnExit(Result{ExitCode: 137, Signal: syscall.SIGKILL, Trip: &trip, Peaks: Peaks{Used: 92 << 30}, Started: t0, Ended: t0.Add(40 * time.Second)})
	st = readState(t, path)
	if st.Status != runstate.Exited || *st.ExitCode != 7 || *st.TrainerExitCode != 137 || st.Signal != "SIGKILL" ||
		st.Ended == nil || !st.Ended.Equal(t0.Add(40*time.Second)) || !st.Trip.Killed || st.Trip.PeakBytes != 92<<30 || st.Peaks.MemUsedBytes != 92<<30 {
		t.Errorf("at exit: %+v", st)
	}
}

func TestMemoryLogWritesEvents(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mem.jsonl")
	l, err := OpenMemoryLog(path)
	if err != nil {
		t.Fatal(err)
	}
	s := Sample{Time: t0, MemTotal: 100, MemAvailable: 40, MemUsed: 60, Checks: []Check{{Source: guardspec.Meminfo, Kind: LimitMaxUsed, Used: 60, Limit: 90}}}
	l.OnSample(s)
	l.OnTrip(Trip{Sample: s})
	l.OnExit(Result{Last: s})
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	f, _ := os.Open(path)
	defer f.Close()
	var events []string
	for sc := bufio.NewScanner(f); sc.Scan(); {
		var line struct {
			Event  string  `json:"event"`
			Used   uint64  `json:"mem_used"`
			Checks []Check `json:"checks"`
		}
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil || line.Used != 60 || len(line.Checks) != 1 || line.Checks[0].Limit != 90 {
			t.Errorf("line %s: %+v %v", sc.Text(), line, err)
		}
		events = append(events, line.Event)
	}
	if fmt.Sprint(events) != "[sample trip exit]" {
		t.Errorf("events = %v", events)
	}
}

// The memory log truncates an old log, writes to /dev/null (no log), and
// refuses a named pipe with or without a reader, without blocking.
func TestOpenMemoryLogTargets(t *testing.T) {
	dir := t.TempDir()
	old := filepath.Join(dir, "old.jsonl")
	if err := os.WriteFile(old, []byte("an older run's log, longer than the new one\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := OpenMemoryLog(old)
	if err != nil {
		t.Fatal(err)
	}
	l.OnStop(Stop{Time: t0})
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(old); !bytes.HasPrefix(data, []byte(`{"event":"stop"`)) || bytes.Count(data, []byte("\n")) != 1 {
		t.Errorf("the old log was not replaced: %q", data)
	}
	if l, err := OpenMemoryLog(os.DevNull); err != nil {
		t.Errorf("/dev/null: %v", err)
	} else {
		l.OnStop(Stop{Time: t0})
		if err := l.Close(); err != nil {
			t.Errorf("/dev/null: %v", err)
		}
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, reader := range []bool{false, true} {
		if reader {
			r, err := os.OpenFile(fifo, os.O_RDONLY|syscall.O_NONBLOCK, 0)
			if err != nil {
				t.Fatal(err)
			}
			defer r.Close()
		}
		done := make(chan error, 1)
		go func() { _, err := OpenMemoryLog(fifo); done <- err }()
		select {
		case err := <-done:
			var naf *fsutil.NotRegularError
			if !errors.As(err, &naf) || err.Error() != fifo+" is a named pipe, not a file" {
				t.Errorf("a FIFO (reader %v): %v", reader, err)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("OpenMemoryLog blocked on a FIFO (reader %v)", reader)
		}
	}
}

// A trainer that ends before the first sample has no peaks to tell: the
// summary says so rather than "used 0B of 0B".
func TestSummaryWithoutASample(t *testing.T) {
	r := Result{Started: t0, Ended: t0.Add(18 * time.Millisecond)}
	if got := r.Summary(); got != "no memory sample taken: the trainer ended 18ms after it started, before the first sample" {
		t.Errorf("Summary = %q", got)
	}
	r.Last = Sample{Time: t0, MemTotal: 100 << 30, MemAvailable: 90 << 30, MemUsed: 10 << 30}
	r.Peaks.add(&r.Last)
	if got := r.Summary(); !strings.HasPrefix(got, "peak memory over 18ms: used 10GiB of 100GiB (least available 90GiB)") {
		t.Errorf("Summary = %q", got)
	}
}
