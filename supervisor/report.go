package supervisor

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/runstate"
)

// Trip is what the guard saw when it stopped the trainer.
type Trip struct {
	Time   time.Time
	Source Source
	What   string
	// Used at the trip, the peak until the trainer was gone, and the limit,
	// all in the source's "used" terms.
	Used, Peak, Limit uint64
	Detail            string
	// Killed: the trainer outlived the grace and got SIGKILL.
	Killed bool
	Grace  time.Duration
	PGID   int
	// Unified adds the page-cache advice.
	Unified bool
}

// Message is the one line spkit prints when the guard stops the trainer.
func (t *Trip) Message() string {
	end := fmt.Sprintf("it exited within the %s grace", t.Grace)
	if t.Killed {
		end = fmt.Sprintf("SIGKILL was needed after the %s grace", t.Grace)
	}
	return fmt.Sprintf("memory guard stopped the trainer: %s (%s) reached %s, past the limit %s (%s), peak %s; sent SIGTERM to process group %d, %s",
		t.What, t.Source, size(t.Used), size(t.Limit), t.Detail, size(t.Peak), t.PGID, end)
}

// Hint says what to do next.
func (t *Trip) Hint() string {
	if t.Unified && t.Source == SourceMeminfo {
		return "lower the batch size or raise the limit; on unified memory the page cache also counts, free it with `sync; echo 3 > /proc/sys/vm/drop_caches` (as root, on the host)"
	}
	return "lower the batch size or raise --max-memory / --headroom"
}

// Peaks are the highest readings over the run.
type Peaks struct {
	Used, MinAvailable, Total, CgroupWS, TreeRSS, GPU uint64
	Start                                             time.Time
}

func (p *Peaks) add(s *Sample) {
	if s.MemTotal > 0 {
		p.Total = s.MemTotal
		p.Used = max(p.Used, s.MemTotal-min(s.MemAvailable, s.MemTotal))
		if p.MinAvailable == 0 || s.MemAvailable < p.MinAvailable {
			p.MinAvailable = s.MemAvailable
		}
	}
	p.CgroupWS = max(p.CgroupWS, s.CgroupWS)
	p.TreeRSS = max(p.TreeRSS, s.TreeRSS)
	p.GPU = max(p.GPU, s.GPUBytes)
}

// Summary is the peak line printed at exit.
func (p *Peaks) Summary(now time.Time) string {
	var b strings.Builder
	fmt.Fprintf(&b, "spkit: peak memory over %s: used %s of %s (least available %s)",
		now.Sub(p.Start).Round(time.Millisecond), size(p.Used), size(p.Total), size(p.MinAvailable))
	if p.CgroupWS > 0 {
		fmt.Fprintf(&b, ", cgroup %s", size(p.CgroupWS))
	}
	fmt.Fprintf(&b, ", trainer tree RSS %s", size(p.TreeRSS))
	if p.GPU > 0 {
		fmt.Fprintf(&b, ", GPU %s", size(p.GPU))
	}
	return b.String()
}

// memoryLog writes samples as JSON lines.
type memoryLog struct {
	f   *os.File
	enc *json.Encoder
}

func openMemoryLog(path string) (*memoryLog, error) {
	if path == "" {
		return nil, nil
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
	if err != nil {
		return nil, err
	}
	return &memoryLog{f: f, enc: json.NewEncoder(f)}, nil
}

type logLine struct {
	Event string `json:"event"`
	*Sample
}

func (l *memoryLog) write(event string, s *Sample) {
	if l != nil {
		_ = l.enc.Encode(logLine{event, s})
	}
}

func (l *memoryLog) close() {
	if l != nil {
		l.f.Close()
	}
}

// stateWriter keeps the run-state file current and warns once if it can't.
type stateWriter struct {
	path   string
	st     runstate.State
	warned bool
	errOut io.Writer
}

func (w *stateWriter) write(now time.Time, s *Sample, p *Peaks) {
	if w.path == "" {
		return
	}
	w.st.Updated = now
	if s != nil {
		w.st.MemAvailableBytes = s.MemAvailable
		w.st.MemUsedBytes = s.MemTotal - min(s.MemAvailable, s.MemTotal)
		w.st.TreeRSSBytes, w.st.GPUBytes = s.TreeRSS, s.GPUBytes
	}
	w.st.PeakUsedBytes = p.Used
	if err := runstate.Write(w.path, &w.st); err != nil && !w.warned {
		w.warned = true
		fmt.Fprintf(w.errOut, "spkit: warning: cannot write the run state for healthcheck: %v\n", err)
	}
}
