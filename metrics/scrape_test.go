package metrics_test

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/cmd/cli"
)

// The test binary plays two parts in child processes: spkit itself (the
// real CLI, `spkit run --metrics ...`) and the trainer, a process whose
// memory grows.
func TestMain(m *testing.M) {
	switch os.Getenv("SPKIT_METRICS_TEST_ROLE") {
	case "spkit":
		os.Args = append([]string{"spkit"}, os.Args[1:]...)
		os.Exit(cli.Main())
	case "hog":
		hog()
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// hog grows by 4 MiB every 50 ms, touching each page, for about 6 s.
func hog() {
	var held [][]byte
	for i := 0; i < 120; i++ {
		b := make([]byte, 4<<20)
		for j := 0; j < len(b); j += 4096 {
			b[j] = 1
		}
		held = append(held, b)
		time.Sleep(50 * time.Millisecond)
	}
	_ = held
}

var metricsLine = regexp.MustCompile(`metrics on http://(\S+)/metrics`)

// TestScrapeARealRun scrapes `spkit run --metrics 127.0.0.1:0` supervising
// a growing process, with Prometheus's own parser, until the trainer's RSS
// has grown; then the exit shows and the server goes away.
func TestScrapeARealRun(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	log := filepath.Join(t.TempDir(), "mem.jsonl")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, self, "run", "--metrics", "127.0.0.1:0", "--memory-log", log, "--",
		"env", "SPKIT_METRICS_TEST_ROLE=hog", self)
	cmd.Env = append(os.Environ(), "SPKIT_METRICS_TEST_ROLE=spkit", "SPKIT_STATE_DIR="+t.TempDir())
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	addr := readAddr(t, stderr)
	url := "http://" + addr + "/metrics"
	first, last := watchGrowth(t, url)
	t.Logf("trainer RSS: first %.0f MiB, peak %.0f MiB", first/(1<<20), last/(1<<20))
	if last <= first {
		t.Errorf("spkit_trainer_rss_bytes did not grow: first %v, last %v", first, last)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("spkit run: %v", err)
	}
	if _, err := os.Stat(log); err != nil {
		t.Errorf("the memory log: %v", err)
	}
}

// readAddr reads spkit's stderr until it says where the metrics are, then
// drains the rest in the background.
func readAddr(t *testing.T, r io.Reader) string {
	t.Helper()
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		if m := metricsLine.FindStringSubmatch(sc.Text()); m != nil {
			go func() { _, _ = io.Copy(io.Discard, r) }()
			return m[1]
		}
		t.Logf("spkit: %s", sc.Text())
	}
	t.Fatal("spkit run never said where its metrics are")
	return ""
}

// watchGrowth scrapes once a second while the trainer runs, checking the
// names each time, and returns the first and the largest trainer RSS seen.
func watchGrowth(t *testing.T, url string) (first, peak float64) {
	t.Helper()
	for i := 0; i < 60; i++ {
		fams, err := tryScrape(t, url)
		if err != nil && first > 0 {
			return first, peak // the run ended and the server with it
		}
		if err != nil {
			t.Fatalf("scraping %s: %v", url, err)
		}
		checkNames(t, fams)
		rss, _ := value(fams, "spkit_trainer_rss_bytes")
		samples, _ := value(fams, "spkit_samples_total")
		if samples > 0 && first == 0 {
			first = rss
		}
		peak = max(peak, rss)
		for _, name := range []string{"spkit_memory_total_bytes", "spkit_memory_available_bytes", "spkit_memory_used_bytes", "spkit_process_cpu_seconds_total"} {
			if v, ok := value(fams, name); samples > 0 && (!ok || v <= 0) {
				t.Errorf("%s = %v (found %v) after %v samples", name, v, ok, samples)
			}
		}
		if running, _ := value(fams, "spkit_trainer_running"); running == 0 && samples > 0 {
			code, ok := value(fams, "spkit_trainer_exit_code")
			t.Logf("exit seen after %s samples: code %v (%v)", strconv.FormatFloat(samples, 'f', 0, 64), code, ok)
			return first, peak
		}
		time.Sleep(500 * time.Millisecond)
	}
	return first, peak
}

// Issue #31 item 4: clients that hold connections to the metrics port
// cannot take the file descriptors the guard reads the trainer's tree
// with. spkit run gets 64 descriptors, 200 idle clients connect, and the
// growing trainer must still be stopped at its 200MB limit (before, the
// tree's reading vanished and the run exited 0).
func TestScrapersCannotBlindTheGuard(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", `ulimit -n 64 && exec "$0" "$@"`, self, "run", "--sources", "tree",
		"--max-memory", "200MB", "--grace", "2s", "--metrics", "127.0.0.1:0", "--memory-log", os.DevNull, "--",
		"env", "SPKIT_METRICS_TEST_ROLE=hog", self)
	cmd.Env = append(os.Environ(), "SPKIT_METRICS_TEST_ROLE=spkit", "SPKIT_STATE_DIR="+t.TempDir())
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	addr := readAddr(t, stderr)
	for range 200 {
		c, err := net.DialTimeout("tcp", addr, time.Second)
		if err != nil {
			break // the accept queue is full: enough
		}
		defer c.Close()
	}
	err = cmd.Wait()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 7 {
		t.Errorf("spkit run ended with %v, want exit 7 (the guard stopped the trainer)", err)
	}
}
