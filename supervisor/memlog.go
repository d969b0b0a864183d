package supervisor

import (
	"encoding/json"
	"os"
)

// MemoryLog is the observer that writes samples as JSON lines: one
// "sample" a second, the "trip" sample and the last one at "exit".
type MemoryLog struct {
	NopObserver
	f   *os.File
	enc *json.Encoder
	err error
}

// OpenMemoryLog creates (or truncates) the log at path.
func OpenMemoryLog(path string) (*MemoryLog, error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return nil, err
	}
	return &MemoryLog{f: f, enc: json.NewEncoder(f)}, nil
}

type logLine struct {
	Event string `json:"event"`
	*Sample
}

func (l *MemoryLog) OnSample(s Sample) { l.write("sample", &s) }
func (l *MemoryLog) OnTrip(t Trip)     { l.write("trip", &t.Sample) }
func (l *MemoryLog) OnExit(r Result)   { l.write("exit", &r.Last) }

func (l *MemoryLog) write(event string, s *Sample) {
	if err := l.enc.Encode(logLine{event, s}); err != nil && l.err == nil {
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
