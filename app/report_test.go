package app

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/supervisor"
)

// memoryLog writes a run's memory log: a start line, n samples a second
// apart (used memory rising 1 GiB a second from 4 GiB) and, with exit, the
// trainer's exit.
func memoryLog(t *testing.T, path string, n int, exit bool) {
	t.Helper()
	start := time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)
	var b strings.Builder
	fmt.Fprintf(&b, `{"event":"start","time":%q,"command":["python","train.py"]}`+"\n", start.Format(time.RFC3339Nano))
	for i := range n {
		used := int64(4+i) << 30
		fmt.Fprintf(&b, `{"event":"sample","time":%q,"mem_total":%d,"mem_available":%d,"mem_used":%d,"tree_rss":%d}`+"\n",
			start.Add(time.Duration(i+1)*time.Second).Format(time.RFC3339Nano), int64(64)<<30, int64(64)<<30-used, used, used/2)
	}
	if exit {
		fmt.Fprintf(&b, `{"event":"exit","time":%q,"exit_code":0}`+"\n", start.Add(time.Duration(n+1)*time.Second).Format(time.RFC3339Nano))
	}
	write(t, path, b.String())
}

func TestReportSummarizesTheLastRun(t *testing.T) {
	d, _, _, errOut := fixture(t, 100)
	log := supervisor.DefaultMemoryLog(filepath.Join(d.Dir, "output"))
	memoryLog(t, log, 5, true)
	plot := filepath.Join(t.TempDir(), "m.svg")
	if err := Report(d, ReportRequest{Plot: plot}); err != nil {
		t.Fatal(err)
	}
	out := d.Out.(fmt.Stringer).String()
	if !strings.HasPrefix(out, "memory log: "+log+"\n") || !strings.Contains(out, "8.0 GiB") {
		t.Errorf("summary:\n%s", out)
	}
	if data, err := os.ReadFile(plot); err != nil || !strings.Contains(string(data), "<svg") {
		t.Errorf("plot: %v", err)
	}
	if !strings.Contains(errOut.String(), "timeline plot written to "+plot) {
		t.Errorf("stderr = %q", errOut)
	}
}

func TestReportRefusals(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	fifo := filepath.Join(t.TempDir(), "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	logs := t.TempDir()
	bad := filepath.Join(logs, "bad.jsonl")
	write(t, bad, "not a log\n")
	good := filepath.Join(logs, "good.jsonl")
	memoryLog(t, good, 2, false)
	for _, tc := range []struct {
		name string
		req  ReportRequest
		code errdefs.Code
		want string
	}{
		{"no log", ReportRequest{}, errdefs.Environment, "no memory log at " + filepath.Join(d.Dir, "output", ".spkit", "memory.jsonl")},
		{"a named pipe", ReportRequest{Log: fifo}, errdefs.Failure, "named pipe"},
		{"not a log", ReportRequest{Log: bad}, errdefs.Failure, "reading the memory log " + bad},
		{"plot format", ReportRequest{Log: good, Plot: "m.gif"}, errdefs.Usage, "-o "},
		{"plot folder", ReportRequest{Log: good, Plot: filepath.Join(logs, "no", "such", "m.png")}, errdefs.Usage, "m.png"},
	} {
		d.Out.(interface{ Reset() }).Reset()
		err := Report(d, tc.req)
		if errdefs.CodeOf(err) != tc.code || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v (exit %d), want exit %d and %q", tc.name, err, errdefs.CodeOf(err), tc.code, tc.want)
		}
		if out := d.Out.(fmt.Stringer).String(); out != "" && tc.code == errdefs.Usage {
			t.Errorf("%s: printed %q before refusing", tc.name, out)
		}
	}
}

func TestHostMemoryLogFollowsSpkitYAML(t *testing.T) {
	d, _, _, _ := fixture(t, 100)
	write(t, filepath.Join(d.Dir, "spkit.yaml"), strings.Replace(trainerYAML, "output: ./output", "output: ./runs", 1))
	if got, want := HostMemoryLog(d.Dir), filepath.Join(d.Dir, "runs", ".spkit", "memory.jsonl"); got != want {
		t.Errorf("HostMemoryLog = %q, want %q", got, want)
	}
	// A spkit.yaml that does not load still finds ./output's log.
	write(t, filepath.Join(d.Dir, "spkit.yaml"), "name: [\n")
	if got := HostMemoryLog(d.Dir); got != filepath.Join(d.Dir, "output", ".spkit", "memory.jsonl") {
		t.Errorf("broken spkit.yaml: %q", got)
	}
}
