package supervisor

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/internal/fsutil"
)

// MemoryLog is the observer that writes samples as JSON lines: "start",
// one "sample" a second, "stop" for a forwarded signal or cancel, the
// "trip" sample (with what tripped) and the last one at "exit" (with the
// exit code). docs/run.md documents the schema; spkit report and spkit top
// read it.
type MemoryLog struct {
	NopObserver
	f   *os.File
	enc *json.Encoder
	err error
}

// OpenMemoryLog creates (or truncates) the log at path. A named pipe is
// refused (*fsutil.NotRegularError), never waited on: opening one for writing
// blocks until a reader comes, and the trainer would not start. A device
// (/dev/null, to keep no log) is written to.
func OpenMemoryLog(path string) (*MemoryLog, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|unix.O_NONBLOCK|unix.O_NOCTTY, 0o644)
	if errors.Is(err, unix.ENXIO) {
		// O_NONBLOCK|O_WRONLY on a FIFO without a reader.
		return nil, &fsutil.NotRegularError{Path: path, Kind: "a named pipe"}
	}
	if err != nil {
		return nil, err
	}
	st, err := f.Stat()
	if err == nil && st.Mode()&fs.ModeNamedPipe != 0 {
		err = &fsutil.NotRegularError{Path: path, Kind: "a named pipe"}
	}
	if err == nil && st.Mode().IsRegular() {
		err = f.Truncate(0)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return &MemoryLog{f: f, enc: json.NewEncoder(f)}, nil
}

// LogLine is one line of the memory log. Sample's fields are inline; the
// event's own fields are set on their event only.
type LogLine struct {
	Event string `json:"event"`
	*Sample
	// start: the command and the guard's limits (also in each sample).
	Command []string `json:"command,omitempty"`
	// stop: the forwarded signal ("" for a cancelled context).
	Signal string `json:"signal,omitempty"`
	// trip: what tripped the guard.
	Trip *LogTrip `json:"trip,omitempty"`
	// exit: spkit's exit code (7 after a trip) and the trainer's.
	ExitCode        *int `json:"exit_code,omitempty"`
	TrainerExitCode *int `json:"trainer_exit_code,omitempty"`
	// source: a source that stopped answering (with its error) or answers
	// again (no error).
	Source      string `json:"source,omitempty"`
	SourceError string `json:"error,omitempty"`
}

// LogTrip is what tripped the guard, in the memory log.
type LogTrip struct {
	Source string `json:"source"`
	Limit  string `json:"limit"`
	Used   uint64 `json:"used"`
	Bytes  uint64 `json:"limit_bytes"`
	Peak   uint64 `json:"peak,omitempty"`
	Killed bool   `json:"killed,omitempty"`
}

func (l *MemoryLog) OnStart(s Start) {
	l.write(LogLine{Event: "start", Sample: &Sample{Time: s.Time}, Command: s.Command})
}

func (l *MemoryLog) OnSample(s Sample) { l.write(LogLine{Event: "sample", Sample: &s}) }

func (l *MemoryLog) OnStop(s Stop) {
	line := LogLine{Event: "stop", Sample: &Sample{Time: s.Time}}
	if sig, ok := s.Signal.(syscall.Signal); ok {
		line.Signal = unix.SignalName(sig)
	}
	l.write(line)
}

func (l *MemoryLog) OnTrip(t Trip) {
	l.write(LogLine{Event: "trip", Sample: &t.Sample, Trip: logTrip(&t)})
}

func (l *MemoryLog) OnSource(e SourceEvent) {
	l.write(LogLine{Event: "source", Sample: &Sample{Time: e.Time}, Source: string(e.Source), SourceError: e.Err})
}

func (l *MemoryLog) OnExit(r Result) {
	code, trainer := r.Code(), r.ExitCode
	last := r.Last
	if !r.Ended.IsZero() {
		last.Time = r.Ended
	}
	line := LogLine{Event: "exit", Sample: &last, ExitCode: &code, TrainerExitCode: &trainer}
	if r.Signal != 0 {
		line.Signal = unix.SignalName(r.Signal)
	}
	if r.Trip != nil {
		line.Trip = logTrip(r.Trip)
	}
	l.write(line)
}

func logTrip(t *Trip) *LogTrip {
	return &LogTrip{Source: string(t.Source), Limit: string(t.Kind), Used: t.Used, Bytes: t.Limit, Peak: t.Peak, Killed: t.Killed}
}

func (l *MemoryLog) write(line LogLine) {
	if line.Time.IsZero() {
		line.Time = time.Now()
	}
	if err := l.enc.Encode(line); err != nil && l.err == nil {
		l.err = err
	}
}

// Close closes the file and returns the first write error, if any.
func (l *MemoryLog) Close() error {
	if err := l.f.Close(); l.err == nil {
		l.err = err
	}
	return l.err
}
