// Command metrics measures what making memory visible costs: the CPU of
// spkit run's guard (idle, guarding a limit) without metrics, with
// --metrics and a scrape every second, and the CPU of spkit top following
// that run's memory log (line mode, as under watch or a pipe). Results go
// to stdout as Markdown.
//
//	make build && go run ./bench/metrics -spkit bin/spkit -write docs/benchmarks.md
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/bench/benchdoc"
	"github.com/spkit-dev/spkit/bench/procstat"
)

type config struct {
	spkit  string
	window time.Duration
	dir    string
}

func main() {
	var c config
	flag.StringVar(&c.spkit, "spkit", "bin/spkit", "the spkit binary")
	flag.DurationVar(&c.window, "window", 30*time.Second, "window for each CPU measurement")
	write := flag.String("write", "", "also rewrite the \"Metrics and spkit top\" section of this Markdown file")
	flag.Parse()
	dir, err := os.MkdirTemp("", "spkit-bench-metrics-")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	c.dir = dir
	var out strings.Builder
	if err := c.run(io.MultiWriter(os.Stdout, &out)); err != nil {
		fail(err)
	}
	if *write != "" {
		command := "make build && go run ./bench/metrics " + strings.Join(os.Args[1:], " ")
		if err := benchdoc.RewriteSection(*write, "Metrics and spkit top", command, out.String()+targets); err != nil {
			fail(err)
		}
	}
}

const targets = `
Target (issue 18): the guard with metrics enabled and scraped every second still uses at most 0.5% of
a core. On the development machine it is met at a 5 s scrape interval (Prometheus's usual 5-15 s)
and missed at 1 s: a scrape costs about 2.5 ms of CPU there, of which rendering the ~45 series is
0.33 ms (a benchmark of the handler); the rest is the HTTP exchange on a VM where system calls are
slow (opening a /proc file alone takes ~0.1 ms, which is why PSI and spkit's own figures are read
from files kept open). Not enabling --metrics costs nothing; spkit top reads the log instead of
scraping.
`

func fail(err error) {
	fmt.Fprintln(os.Stderr, "metrics bench:", err)
	os.Exit(1)
}

func (c *config) run(w io.Writer) error {
	fmt.Fprintf(w, "Machine: %s. CPU: utime+stime from /proc/PID/stat over %s (10 ms ticks), after 2 s of warm-up; the trainer is `sleep`. The guard runs with `--headroom 10%%` (sampling every 250 ms far from the limit).\n\n", machine(), c.window)
	fmt.Fprintln(w, "| process | setup | CPU (% of one core) |")
	fmt.Fprintln(w, "|---|---|---|")
	base, err := c.guard(false)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "| spkit run (guard) | no metrics | %.3f%% |\n", base)
	for _, every := range []time.Duration{0, 5 * time.Second, time.Second} {
		withM, top, err := c.guardWithMetrics(every)
		if err != nil {
			return err
		}
		setup := "--metrics, not scraped"
		if every > 0 {
			setup = fmt.Sprintf("--metrics, scraped every %s", every)
		}
		fmt.Fprintf(w, "| spkit run (guard) | %s | %.3f%% |\n", setup, withM)
		if every == time.Second {
			fmt.Fprintf(w, "| spkit top | line mode, --interval 2s, following the run's memory log | %.3f%% |\n\n", top)
		}
	}
	return nil
}

// guard measures spkit run without metrics.
func (c *config) guard(_ bool) (float64, error) {
	cmd := c.runCmd("base")
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	defer stop(cmd)
	time.Sleep(2 * time.Second)
	return cpuOver(cmd.Process.Pid, c.window, nil)
}

// guardWithMetrics measures spkit run --metrics scraped every second, and
// spkit top following its log at the same time; every 0: no scrapes.
func (c *config) guardWithMetrics(every time.Duration) (float64, float64, error) {
	cmd := c.runCmd("metrics", "--metrics", "127.0.0.1:0")
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		return 0, 0, err
	}
	defer stop(cmd)
	time.Sleep(2 * time.Second)
	m := regexp.MustCompile(`metrics on (http://\S+/metrics)`).FindStringSubmatch(errOut.String())
	if m == nil {
		return 0, 0, fmt.Errorf("spkit run did not say where its metrics are: %s", errOut.String())
	}
	top := exec.Command(c.spkit, "top", "--log", filepath.Join(c.dir, "metrics.jsonl"), "--interval", "2s")
	top.Stdout = io.Discard
	if err := top.Start(); err != nil {
		return 0, 0, err
	}
	defer stop(top)
	var topPct float64
	done := make(chan error, 1)
	go func() {
		var err error
		topPct, err = cpuOver(top.Process.Pid, c.window, nil)
		done <- err
	}()
	n := 0
	pct, err := cpuOver(cmd.Process.Pid, c.window, func() {
		if every > 0 && n%int(every/time.Second) == 0 {
			scrape(m[1])
		}
		n++
	})
	if terr := <-done; err == nil {
		err = terr
	}
	return pct, topPct, err
}

func (c *config) runCmd(name string, extra ...string) *exec.Cmd {
	args := append([]string{"run", "--headroom", "10%", "--memory-log", filepath.Join(c.dir, name+".jsonl")}, extra...)
	cmd := exec.Command(c.spkit, append(args, "--", "sleep", "3600")...)
	cmd.Env = append(os.Environ(), "SPKIT_STATE_DIR="+c.dir, "SPKIT_GPU_COUNT=0")
	return cmd
}

func scrape(url string) {
	resp, err := http.Get(url)
	if err == nil {
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
}

func stop(cmd *exec.Cmd) {
	_ = cmd.Process.Signal(syscall.SIGTERM)
	_ = cmd.Wait()
}

// cpuOver measures pid's CPU over the window, calling each (if any) once a
// second meanwhile.
func cpuOver(pid int, window time.Duration, each func()) (float64, error) {
	t0, err := procstat.CPUTicks(pid)
	if err != nil {
		return 0, err
	}
	start := time.Now()
	for time.Since(start) < window {
		if each != nil {
			each()
		}
		time.Sleep(time.Second)
	}
	t1, err := procstat.CPUTicks(pid)
	if err != nil {
		return 0, fmt.Errorf("it exited during the window: %w", err)
	}
	return float64(t1-t0) / procstat.ClockTicks / time.Since(start).Seconds() * 100, nil
}

func machine() string {
	total := "?"
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		total = strings.Join(strings.Fields(strings.SplitN(string(data), "\n", 2)[0])[1:], " ")
	}
	return fmt.Sprintf("%s, %d CPUs, MemTotal %s", runtime.GOARCH, runtime.NumCPU(), total)
}
