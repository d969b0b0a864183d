package supervisor

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/guardspec"
)

const mib = 1 << 20

// treeLimit is a max-used limit on the trainer tree's RSS alone.
func treeLimit(limit uint64, grace time.Duration) testSpec {
	return testSpec{MaxUsed: limit, Sources: []guardspec.Source{guardspec.Tree}, Grace: grace, GraceSet: true}
}

// oneLine returns the supervisor's stderr, failing unless it is one line.
func oneLine(t *testing.T, s *supervised) string {
	t.Helper()
	out := strings.TrimSpace(s.stderr.String())
	if strings.Count(out, "\n") != 0 {
		t.Errorf("want one line on stderr, got:\n%s", out)
	}
	return out
}

// A real hog grows its RSS at 200 MiB/s; the tree source trips at 96 MiB,
// far below anything this machine's other users could disturb. The hog
// checkpoints on SIGTERM and exits inside the grace.
func TestGuardStopsHogWithSIGTERM(t *testing.T) {
	dir := t.TempDir()
	mark, state, mlog := filepath.Join(dir, "checkpoint"), filepath.Join(dir, "run.json"), filepath.Join(dir, "mem.jsonl")
	s := startSupervisor(t, testOptions{Command: self("hog"), StatePath: state, MemoryLog: mlog,
		Guard: treeLimit(96*mib, 10*time.Second)},
		fmt.Sprintf("HOG_RATE=%d", 200*mib), fmt.Sprintf("HOG_MAX=%d", 1024*mib), "HOG_MARK="+mark)
	code := s.wait(t, 60*time.Second)
	line := oneLine(t, s)
	if code != 7 {
		t.Fatalf("exit code %d, want 7; stderr: %s", code, line)
	}
	for _, want := range []string{"memory guard stopped the trainer", "(tree)", "past the limit 96MiB", "SIGTERM", "exited within the 10s grace"} {
		if !strings.Contains(line, want) {
			t.Errorf("message lacks %q: %s", want, line)
		}
	}
	if b, _ := os.ReadFile(mark); string(b) != "SIGTERM" {
		t.Error("the hog never got SIGTERM (no checkpoint mark)")
	}
	// No wall-clock bound here: on a loaded machine the hog itself may take
	// seconds to reach the limit. That it stopped at all, with SIGTERM and
	// inside the grace, is the property.
	st := readState(t, state)
	if st.Status != "exited" || st.ExitCode == nil || *st.ExitCode != 7 || st.Trip == nil || st.Trip.Source != "tree" ||
		st.Trip.LimitBytes != 96*mib || st.Trip.Killed || st.Peaks.TreeRSSBytes < 96*mib || st.Ended == nil {
		t.Errorf("run state = %+v, want exited with 7 and a tree trip at 96 MiB", st)
	}
	events := logEvents(t, mlog)
	if events["trip"] != 1 || events["exit"] != 1 {
		t.Errorf("memory log events = %v, want one trip and one exit", events)
	}
}

// A hog that ignores SIGTERM gets SIGKILL after the grace.
func TestGuardKillsAfterGrace(t *testing.T) {
	mark := filepath.Join(t.TempDir(), "term")
	grace := 700 * time.Millisecond
	s := startSupervisor(t, testOptions{Command: self("hog"), Guard: treeLimit(64*mib, grace)},
		fmt.Sprintf("HOG_RATE=%d", 200*mib), fmt.Sprintf("HOG_MAX=%d", 128*mib), "HOG_MARK="+mark, "HOG_IGNORE_TERM=1")
	code := s.wait(t, 60*time.Second)
	line := oneLine(t, s)
	if code != 7 {
		t.Fatalf("exit code %d, want 7; stderr: %s", code, line)
	}
	if !strings.Contains(line, "SIGKILL was needed after the 700ms grace") {
		t.Errorf("message does not say SIGKILL was needed: %s", line)
	}
	if b, _ := os.ReadFile(mark); string(b) != "SIGTERM" {
		t.Error("the hog never saw the SIGTERM it ignored")
	}
	if el := time.Since(s.start); el < grace {
		t.Errorf("finished after %s, before the %s grace", el, grace)
	}
}

// The system-wide source with a fake /proc/meminfo the test lowers over
// time (the only honest way to cross a MemAvailable limit on a shared
// machine without endangering it): --headroom 10% trips when available
// falls under 10% of total, and the trainer (sleep) gets SIGTERM.
func TestGuardHeadroomOnMeminfo(t *testing.T) {
	root := t.TempDir()
	os.MkdirAll(filepath.Join(root, "proc"), 0o755)
	writeMeminfo := func(totalKB, availKB int) {
		tmp := filepath.Join(root, "proc", "meminfo.tmp")
		os.WriteFile(tmp, []byte(fmt.Sprintf("MemTotal: %d kB\nMemFree: 1 kB\nMemAvailable: %d kB\n", totalKB, availKB)), 0o644)
		os.Rename(tmp, filepath.Join(root, "proc", "meminfo"))
	}
	const total = 128 << 20 // 128 GiB in kB
	writeMeminfo(total, total/2)
	mlog := filepath.Join(root, "mem.jsonl")
	s := startSupervisor(t, testOptions{Command: []string{"sleep", "30"}, Root: root, MemoryLog: mlog,
		Guard: testSpec{HeadroomPct: 10, Grace: 5 * time.Second, GraceSet: true}})
	// Fall from 50% to 5% available in 2% steps every 20 ms.
	var crossed time.Time
	for pct := 50; pct >= 5; pct -= 2 {
		if pct < 10 && crossed.IsZero() {
			crossed = time.Now()
		}
		writeMeminfo(total, total*pct/100)
		time.Sleep(20 * time.Millisecond)
	}
	code := s.wait(t, 60*time.Second)
	line := oneLine(t, s)
	if code != 7 || !strings.Contains(line, "used memory (meminfo)") || !strings.Contains(line, "12.8GiB headroom") {
		t.Fatalf("exit code %d, message %q; want 7 and the meminfo headroom", code, line)
	}
	trip := tripTime(t, mlog)
	t.Logf("reaction after crossing: %s", trip.Sub(crossed))
}

// The real /proc/meminfo: headroom set 256 MiB below what is available now,
// and a hog that would take 1 GiB. Another process on the machine can only
// make the guard trip earlier, which the test accepts.
func TestGuardHeadroomRealMeminfo(t *testing.T) {
	r, err := hostmem.OpenSystem("/")
	if err != nil {
		t.Skip(err)
	}
	sys, err := r.Read()
	r.Close()
	if err != nil || sys.Available < 6<<30 {
		t.Skipf("needs 6 GiB available: %+v %v", sys, err)
	}
	// The hog may take all but 2 GiB of what is available now: on a busy
	// machine other processes free memory while it grows (compilers,
	// containers exiting), and the hog must outgrow whatever they free, or
	// the guard never has a reason to trip. The guard trips 256 MiB in
	// unless they do.
	mark, result := filepath.Join(t.TempDir(), "mark"), filepath.Join(t.TempDir(), "result.json")
	hogMax := max(2048*mib, sys.Available-2048*mib)
	s := startSupervisor(t, testOptions{Command: self("hog"), ResultTo: result, Guard: testSpec{HeadroomBytes: sys.Available - 256*mib, Grace: 10 * time.Second, GraceSet: true}},
		fmt.Sprintf("HOG_RATE=%d", 512*mib), fmt.Sprintf("HOG_MAX=%d", hogMax), "HOG_MARK="+mark)
	code := s.wait(t, 120*time.Second)
	line := oneLine(t, s)
	if code != 7 || !strings.Contains(line, "(meminfo)") {
		t.Fatalf("exit code %d, message %q; want 7 from meminfo", code, line)
	}
	if _, err := os.Stat(mark); err != nil {
		t.Error("the hog never got SIGTERM")
	}
	// The watcher thread saw the hog's growth between the loop's own
	// samples (every second here) and woke the loop.
	if res := readResult(t, result); watcherBuilt && res.ThreadWakes == 0 {
		t.Errorf("the watcher thread woke the loop %d times in %d samples, want at least once while the hog grew at 512 MiB/s", res.ThreadWakes, res.ThreadSamples)
	}
}

// A trainer whose memory does not move: the watcher thread samples at the
// guard's interval and never wakes the loop, which samples on its own only
// at its heartbeat (the tree walk, every TreeWalkEvery).
func TestWatcherSamplesBetweenTheLoopsSamples(t *testing.T) {
	if !watcherBuilt {
		t.Skip("built without cgo: the loop samples at every interval itself")
	}
	result := filepath.Join(t.TempDir(), "result.json")
	spec := treeLimit(1<<30, 5*time.Second)
	spec.Interval = 20 * time.Millisecond
	s := startSupervisor(t, testOptions{Command: []string{"sleep", "1.5"}, ResultTo: result, Guard: spec})
	if code := s.wait(t, 60*time.Second); code != 0 {
		t.Fatalf("exit code %d; stderr: %s", code, s.stderr.String())
	}
	res := readResult(t, result)
	// 1.5 s at 20 ms is 75 samples; a loaded machine delays some.
	if res.ThreadSamples < 15 || res.ThreadWakes != 0 {
		t.Errorf("watcher thread: %d samples, %d wakes; want at least 15 samples and no wake for a tree that does not grow", res.ThreadSamples, res.ThreadWakes)
	}
}

func readResult(t *testing.T, path string) Result {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var r Result
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatalf("result %s: %v", b, err)
	}
	return r
}

func logEvents(t *testing.T, path string) map[string]int {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	events := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var l struct {
			Event string `json:"event"`
		}
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			t.Fatalf("memory log line %q: %v", sc.Text(), err)
		}
		events[l.Event]++
	}
	return events
}

func tripTime(t *testing.T, path string) time.Time {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var l struct {
			Event string    `json:"event"`
			Time  time.Time `json:"time"`
		}
		if json.Unmarshal(sc.Bytes(), &l) == nil && l.Event == "trip" {
			return l.Time
		}
	}
	t.Fatal("no trip in the memory log")
	return time.Time{}
}
