package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/spkit-dev/spkit/bench/procstat"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/supervisor"
)

func (c *config) cpuTable(w io.Writer) error {
	avail, err := available()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "CPU: the time the guard process's threads ran (/proc/PID/task/*/schedstat, ns) over %s.\n\n", c.cpuWindow)
	fmt.Fprintln(w, "| guard | state | sampling | CPU (% of one core) |")
	fmt.Fprintln(w, "|---|---|---|---|")
	sleep := strconv.Itoa(int(c.cpuWindow.Seconds()) + 5)
	floor := supervisor.DefaultMinInterval.String()
	cases := []struct{ guard, state, sampling string }{
		{"spkit", "idle (--headroom 10%)", guardspec.DefaultInterval.String()},
		{"spkit", "near the limit (--interval " + floor + ": the floor it samples at in the last 5%)", floor},
		{"spkit", "near the limit, tree source (hog holds 190 MiB of a 200 MiB --max-memory)", floor + " + tree walk"},
	}
	cmds := []*exec.Cmd{
		exec.Command(c.spkit, "run", "--headroom", "10%", "--", "sleep", sleep),
		exec.Command(c.spkit, "run", "--headroom", "10%", "--interval", floor, "--", "sleep", sleep),
		exec.Command(c.spkit, "run", "--sources", "tree", "--max-memory", "200MiB", "--", c.hog),
	}
	cmds[2].Env = append(os.Environ(), "GUARDHOG=1", "HOG_RATE=1073741824", "HOG_MAX=199229440", "HOG_REPORT="+filepath.Join(c.dir, "cpu-hog.json"),
		"HOG_HOLD="+(c.cpuWindow+10*time.Second).String()) // past the window: the guard must not end in it
	if c.earlyoom != "" {
		near := (avail - 300<<20) / 1024
		cases = append(cases,
			struct{ guard, state, sampling string }{"earlyoom", "idle (-m 10, --dryrun)", "adaptive, up to 1 s"},
			struct{ guard, state, sampling string }{"earlyoom", "near the limit (-M at MemAvailable - 300 MiB, --dryrun)", "adaptive, at least 100 ms"})
		cmds = append(cmds,
			exec.Command(c.earlyoom, "-m", "10", "-r", "0", "--dryrun"),
			exec.Command(c.earlyoom, "-M", strconv.FormatUint(near, 10), "-r", "0", "--dryrun"))
	}
	for i, cmd := range cmds {
		if cmd.Env == nil {
			cmd.Env = os.Environ()
		}
		cmd.Env = append(cmd.Env, "SPKIT_STATE_DIR="+c.dir)
		pct, err := c.cpuOf(cmd)
		if err != nil {
			return fmt.Errorf("%s: %w", cases[i].state, err)
		}
		fmt.Fprintf(w, "| %s | %s | %s | %.3f%% |\n", cases[i].guard, cases[i].state, cases[i].sampling, pct)
	}
	fmt.Fprintln(w)
	return nil
}

// cpuOf starts cmd, skips its first second, measures over the window and
// stops it.
func (c *config) cpuOf(cmd *exec.Cmd) (float64, error) {
	if err := cmd.Start(); err != nil {
		return 0, err
	}
	defer func() { cmd.Process.Signal(syscall.SIGTERM); cmd.Wait() }()
	time.Sleep(time.Second)
	ns0, _, err := procstat.Sched(cmd.Process.Pid)
	if err != nil {
		return 0, err
	}
	start := time.Now()
	time.Sleep(c.cpuWindow)
	ns1, _, err := procstat.Sched(cmd.Process.Pid)
	if err == nil && procstat.Exited(cmd.Process.Pid) {
		err = errors.New("a zombie")
	}
	if err != nil {
		return 0, fmt.Errorf("it exited during the window: %w", err)
	}
	return float64(ns1-ns0) / 1e9 / time.Since(start).Seconds() * 100, nil
}

func machine() string {
	total := "?"
	if data, err := os.ReadFile("/proc/meminfo"); err == nil {
		total = strings.Join(strings.Fields(strings.SplitN(string(data), "\n", 2)[0])[1:], " ")
	}
	cpu := ""
	if data, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		for _, l := range strings.Split(string(data), "\n") {
			if strings.HasPrefix(l, "model name") {
				cpu = strings.TrimSpace(strings.SplitN(l, ":", 2)[1])
				break
			}
		}
	}
	return fmt.Sprintf("%s, %d CPUs (%s), MemTotal %s", runtime.GOARCH, runtime.NumCPU(), cpu, total)
}
