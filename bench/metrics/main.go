// Command metrics measures what making memory visible costs: the CPU of
// spkit run's guard (idle, guarding a limit) without metrics, with
// --metrics unscraped and scraped every 5 s and every second, and the CPU
// of spkit top following that run's memory log (line mode, as under watch
// or a pipe). Each setup runs -trials times, interleaved, and the median
// is reported with the range. Results go to stdout as Markdown.
//
//	make build && go run ./bench/metrics -write docs/benchmarks.md
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
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/bench/benchdoc"
	"github.com/spkit-dev/spkit/bench/procstat"
)

type config struct {
	guard, host, spkit string
	window, warmup     time.Duration
	trials             int
	dir                string
}

func main() {
	var c config
	flag.StringVar(&c.guard, "guard", "bin/spkit-container", "the binary whose `spkit run` is measured: the in-image one")
	flag.StringVar(&c.host, "host", "bin/spkit", "the full CLI, measured too at a 1 s scrape (spkit run on a bare host); empty: skip")
	flag.StringVar(&c.spkit, "spkit", "bin/spkit", "the spkit binary for spkit top")
	flag.DurationVar(&c.window, "window", 30*time.Second, "window for each CPU measurement")
	flag.DurationVar(&c.warmup, "warmup", 60*time.Second, "how long each setup runs (and is scraped) before its window")
	flag.IntVar(&c.trials, "trials", 3, "runs per setup (median reported)")
	write := flag.String("write", "", "also rewrite the \"Metrics and spkit top\" section of this Markdown file")
	flag.Parse()
	if c.trials < 1 {
		fail(fmt.Errorf("-trials must be at least 1"))
	}
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
a core. The guard in the images is spkit-container (its ` + "`spkit run`" + `); the full CLI's ` + "`spkit run`" + `
(on a bare host) does the same work. A scrape's cost here is mostly thread wake-ups: per-thread
schedstat over 20 one-second scrapes showed the Go runtime's monitor thread (sysmon, woken by the
first system call out of an idle process, then polling every 20 µs until the process is idle again)
switching ~30 more times per scrape. The switch count is what the code decides; what a switch
costs is the VM's (Firecracker, paravirtualised page tables), and it changes from day to day far
more than the count: the per-switch column was ~30 µs on 2026-11-24 and ~200 µs on the evening of
2026-11-23, when the same binaries measured 0.5-2.3% at a 1 s scrape (the section after this one).
Not enabling --metrics costs nothing, and spkit top reads the log instead of scraping.
`

func fail(err error) {
	fmt.Fprintln(os.Stderr, "metrics bench:", err)
	os.Exit(1)
}

// setup is one row: which binary, how often it is scraped (-1: no
// --metrics; 0: --metrics, never scraped), and its measured trials.
type setup struct {
	bin, name string
	every     time.Duration
	cpu, sw   []float64
	top       []float64
}

// perSwitch is each trial's CPU over its switches, in µs: on a VM what a
// thread switch costs varies from day to day far more than the count.
func (r *setup) perSwitch() []float64 {
	out := make([]float64, 0, len(r.cpu))
	for i, pct := range r.cpu {
		if r.sw[i] > 0 {
			out = append(out, pct*1e4/r.sw[i]) // % of a core = 1e7 ns/s
		}
	}
	return out
}

func (c *config) run(w io.Writer) error {
	fmt.Fprintf(w, "Machine: %s. CPU: the time the process's threads ran (/proc/PID/task/*/schedstat, ns) over %s after %s of warm-up at the same scrape rate, median of %d interleaved runs (range in brackets); switches: times its threads were scheduled in, per second; per switch: CPU over switches, which is what the VM makes a wake-up cost. The trainer is `sleep`; the guard runs with `--headroom 10%%` (sampling every 250 ms far from the limit). Load average at the start: %s.\n\n",
		machine(), c.window, c.warmup, c.trials, loadavg())
	fmt.Fprintln(w, "| process | setup | CPU (% of one core) | switches/s | per switch (µs) |")
	fmt.Fprintln(w, "|---|---|---|---|---|")
	g := filepath.Base(c.guard)
	rows := []*setup{
		{bin: c.guard, name: g + " run, no metrics", every: -1},
		{bin: c.guard, name: g + " run, --metrics, not scraped"},
		{bin: c.guard, name: g + " run, --metrics, scraped every 5s", every: 5 * time.Second},
		{bin: c.guard, name: g + " run, --metrics, scraped every 1s", every: time.Second},
	}
	if c.host != "" {
		rows = append(rows, &setup{bin: c.host, name: filepath.Base(c.host) + " run (full CLI), --metrics, scraped every 1s", every: time.Second})
	}
	for range c.trials {
		for _, r := range rows {
			if err := c.measure(r); err != nil {
				return fmt.Errorf("%s: %w", r.name, err)
			}
		}
	}
	for _, r := range rows {
		fmt.Fprintf(w, "| guard | %s | %s | %s | %s |\n", r.name, spread(r.cpu, "%.3f%%"), spread(r.sw, "%.0f"), spread(r.perSwitch(), "%.0f"))
	}
	fmt.Fprintf(w, "| spkit top | line mode, --interval 2s, following a run's memory log | %s | - | - |\n\n", spread(rows[3].top, "%.3f%%"))
	quiet, scraped := rows[1], rows[3]
	fmt.Fprintf(w, "A scrape a second adds %.3f%% of a core and %.0f switches a second to the in-image guard (medians: %s less %s).\n\n",
		median(scraped.cpu)-median(quiet.cpu), median(scraped.sw)-median(quiet.sw), scraped.name, quiet.name)
	return nil
}

// spread formats the median and, over more than one trial, the range.
func spread(v []float64, format string) string {
	if len(v) == 0 {
		return "-"
	}
	m := fmt.Sprintf(format, median(v))
	if len(v) > 1 {
		m += " [" + fmt.Sprintf(format, slices.Min(v)) + "-" + fmt.Sprintf(format, slices.Max(v)) + "]"
	}
	return m
}

// median is the middle value (the upper one of an even count), as spread
// reports it.
func median(v []float64) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}

// measure runs one trial of r; at a 1 s scrape it also measures spkit top
// following the run's log.
func (c *config) measure(r *setup) error {
	name := fmt.Sprintf("run%d", len(r.cpu))
	var extra []string
	if r.every >= 0 {
		extra = []string{"--metrics", "127.0.0.1:0"}
	}
	cmd := c.runCmd(r.bin, name, extra...)
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	if err := cmd.Start(); err != nil {
		return err
	}
	defer stop(cmd)
	time.Sleep(time.Second)
	each := func() {}
	if r.every > 0 {
		m := regexp.MustCompile(`metrics on (http://\S+/metrics)`).FindStringSubmatch(errOut.String())
		if m == nil {
			return fmt.Errorf("spkit run did not say where its metrics are: %s", errOut.String())
		}
		n := 0
		each = func() {
			if n%int(r.every/time.Second) == 0 {
				scrape(m[1])
			}
			n++
		}
	}
	var topPct float64
	done := make(chan error, 1)
	if r.every == time.Second && r.bin == c.guard {
		top := exec.Command(c.spkit, "top", "--log", filepath.Join(c.dir, name+".jsonl"), "--interval", "2s")
		top.Stdout = io.Discard
		if err := top.Start(); err != nil {
			return err
		}
		defer stop(top)
		warmUp(c.warmup, each) // its start is not what is measured
		go func() {
			var err error
			topPct, _, err = cpuOver(top.Process.Pid, c.window, nil)
			done <- err
		}()
	} else {
		warmUp(c.warmup, each)
		done <- nil
	}
	pct, sw, err := cpuOver(cmd.Process.Pid, c.window, each)
	if terr := <-done; err == nil {
		err = terr
	}
	if err != nil {
		return err
	}
	r.cpu, r.sw = append(r.cpu, pct), append(r.sw, sw)
	if r.every == time.Second && r.bin == c.guard {
		r.top = append(r.top, topPct)
	}
	return nil
}

// warmUp runs the setup (each scrapes at its rate) for d before the
// window: the guard's heap grows for its first minute of scrapes, each
// one touching fresh pages (page faults are dear on a VM), until the first
// collection; what runs for hours is the state after.
func warmUp(d time.Duration, each func()) {
	for start := time.Now(); time.Since(start) < d; {
		each()
		time.Sleep(time.Second)
	}
}

func (c *config) runCmd(bin, name string, extra ...string) *exec.Cmd {
	args := append([]string{"run", "--headroom", "10%", "--memory-log", filepath.Join(c.dir, name+".jsonl")}, extra...)
	cmd := exec.Command(bin, append(args, "--", "sleep", "3600")...)
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

// cpuOver measures pid's CPU (% of one core) and context switches per
// second over the window, calling each (if any) once a second meanwhile.
func cpuOver(pid int, window time.Duration, each func()) (float64, float64, error) {
	ns0, sw0, err := procstat.Sched(pid)
	if err != nil {
		return 0, 0, err
	}
	start := time.Now()
	for time.Since(start) < window {
		if each != nil {
			each()
		}
		time.Sleep(time.Second)
	}
	ns1, sw1, err := procstat.Sched(pid)
	if err != nil {
		return 0, 0, fmt.Errorf("it exited during the window: %w", err)
	}
	secs := time.Since(start).Seconds()
	return float64(ns1-ns0) / 1e9 / secs * 100, float64(sw1-sw0) / secs, nil
}

func loadavg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Join(strings.Fields(string(b))[:3], " ")
}

func machine() string {
	total := "?"
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		total = strings.Join(strings.Fields(strings.SplitN(string(data), "\n", 2)[0])[1:], " ")
	}
	return fmt.Sprintf("%s, %d CPUs, MemTotal %s", runtime.GOARCH, runtime.NumCPU(), total)
}
