package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

// runInputs are spkit run's limits, durations and sizes, from flags (usage
// errors naming the flag) and from the image's environment (config errors
// naming the variable), refused before anything starts.
var runInputs = []struct {
	name string
	env  map[string]string
	args []string
	code errdefs.Code
	want string
}{
	{name: "max-memory 0", args: []string{"--max-memory", "0"}, code: errdefs.Usage, want: `--max-memory: size "0" is zero`},
	{name: "max-memory -0", args: []string{"--max-memory", "-0"}, code: errdefs.Usage, want: `--max-memory: size "-0" is negative`},
	{name: "max-memory empty", args: []string{"--max-memory", ""}, code: errdefs.Usage, want: "--max-memory: empty size"},
	{name: "max-memory bogus", args: []string{"--max-memory=lots"}, code: errdefs.Usage, want: `--max-memory: "lots" is not a size`},
	{name: "headroom 0", args: []string{"--headroom", "0"}, code: errdefs.Usage, want: `--headroom: size "0" is zero`},
	{name: "headroom 0GB", args: []string{"--headroom", "0GB"}, code: errdefs.Usage, want: `--headroom: size "0GB" is zero`},
	{name: "headroom NaN%", args: []string{"--headroom", "NaN%"}, code: errdefs.Usage, want: `--headroom: headroom "NaN%": a percentage must be above 0% and below 100%`},
	{name: "headroom 100%", args: []string{"--headroom", "100%"}, code: errdefs.Usage, want: "--headroom: headroom"},
	{name: "grace -2s", args: []string{"--grace", "-2s"}, code: errdefs.Usage, want: `--grace: grace "-2s" is negative`},
	{name: "grace bogus", args: []string{"--grace", "soon"}, code: errdefs.Usage, want: `--grace: grace "soon" is not a duration`},
	{name: "interval 0", args: []string{"--interval", "0"}, code: errdefs.Usage, want: `--interval: interval "0" is below 10ms`},
	{name: "interval -1s", args: []string{"--interval", "-1s"}, code: errdefs.Usage, want: `--interval: interval "-1s" is below 10ms`},
	{name: "sources", args: []string{"--sources", "swap"}, code: errdefs.Usage, want: `--sources: unknown guard source "swap"`},
	{name: "max-gpu-memory", args: []string{"--max-gpu-memory", "0"}, code: errdefs.Usage, want: `--max-gpu-memory: size "0" is zero`},
	// Issue 41 item 6: a limit none of the chosen sources compares.
	{name: "headroom on tree", args: []string{"--sources", "tree", "--headroom", "1GB"}, code: errdefs.Usage, want: "watches only tree: it could never trip"},
	{name: "headroom on gpu", args: []string{"--sources", "gpu", "--headroom", "20%"}, code: errdefs.Usage, want: "watches only gpu: it could never trip"},
	{name: "max-memory on gpu", args: []string{"--sources", "gpu", "--max-memory", "1GB"}, code: errdefs.Usage, want: "the max-used limit 1GiB applies to meminfo, cgroup or tree"},
	{name: "max-gpu-memory without gpu", args: []string{"--sources", "meminfo", "--max-gpu-memory", "1GB"}, code: errdefs.Usage, want: "a GPU memory limit applies to the gpu source"},
	{name: "SPKIT_GUARD_SOURCES gpu with SPKIT_MAX_USED", env: map[string]string{"SPKIT_GUARD_SOURCES": "gpu", "SPKIT_MAX_USED": "1GB"}, code: errdefs.Config, want: "$SPKIT_GUARD_SOURCES"},
	{name: "memory log in a missing directory", args: []string{"--memory-log", "/nonexistent/dir/mem.jsonl"}, code: errdefs.Usage,
		want: "--memory-log /nonexistent/dir/mem.jsonl: the directory /nonexistent/dir does not exist"},

	{name: "SPKIT_MAX_USED bogus", env: map[string]string{"SPKIT_MAX_USED": "bogus"}, code: errdefs.Config, want: `SPKIT_MAX_USED="bogus": "bogus" is not a size`},
	{name: "SPKIT_MIN_AVAILABLE 0", env: map[string]string{"SPKIT_MIN_AVAILABLE": "0%"}, code: errdefs.Config, want: `SPKIT_MIN_AVAILABLE="0%": headroom`},
	{name: "SPKIT_GRACE negative", env: map[string]string{"SPKIT_GRACE": "-2s"}, code: errdefs.Config, want: `SPKIT_GRACE="-2s": grace "-2s" is negative`},
	{name: "SPKIT_GUARD_INTERVAL 0", env: map[string]string{"SPKIT_GUARD_INTERVAL": "0"}, code: errdefs.Config, want: `SPKIT_GUARD_INTERVAL="0": interval "0" is below 10ms`},
	{name: "two bad variables, one line", env: map[string]string{"SPKIT_GRACE": "-2s", "SPKIT_GUARD_INTERVAL": "0"}, code: errdefs.Config, want: `interval "0" is below 10ms`},
	{name: "SPKIT_GUARD_SOURCES", env: map[string]string{"SPKIT_GUARD_SOURCES": "meminfo,,tree"}, code: errdefs.Config, want: `SPKIT_GUARD_SOURCES="meminfo,,tree": unknown guard source ""`},
}

func TestRunRefusesBadLimits(t *testing.T) {
	for _, tc := range runInputs {
		t.Run(tc.name, func(t *testing.T) {
			runEnv(t, tc.env)
			args := append(append([]string{"run"}, tc.args...), "--", "sh", "-c", "echo started")
			code, stdout, stderr := runBadInput(t, t.TempDir(), args)
			if code != int(tc.code) {
				t.Errorf("exit code %d, want %d (stderr %q)", code, tc.code, stderr)
			}
			if !strings.Contains(stderr, tc.want) {
				t.Errorf("stderr %q does not contain %q", stderr, tc.want)
			}
			if strings.Count(stderr, "\n") != 1 {
				t.Errorf("stderr is not one line: %q", stderr)
			}
			if stdout != "" {
				t.Errorf("the trainer ran: stdout %q", stdout)
			}
			if tc.env != nil && strings.Contains(stderr, "--") {
				t.Errorf("an environment error names a flag: %q", stderr)
			}
		})
	}
}

// runEnv sets the image environment for one test: no GPU, a private state
// directory, and no guard settings but those given.
func runEnv(t *testing.T, env map[string]string) {
	t.Helper()
	for _, k := range []string{"SPKIT_MAX_USED", "SPKIT_MIN_AVAILABLE", "SPKIT_GRACE", "SPKIT_GUARD_INTERVAL", "SPKIT_GUARD_SOURCES", "SPKIT_UNIFIED_MEMORY"} {
		t.Setenv(k, env[k])
	}
	t.Setenv("SPKIT_GPU_COUNT", "0")
	t.Setenv("SPKIT_STATE_DIR", t.TempDir())
}

// Runs that start: both limits at once, a percentage headroom, no grace,
// the trainer's exit code, a command that does not exist.
func TestRunSupervises(t *testing.T) {
	cases := []struct {
		name string
		args []string
		code int
		want string
	}{
		// Each trainer outlives the first sample (taken at once), so the
		// summary has peaks.
		// A max-used limit above the machine warns first (issue #31 item 3).
		{"both limits", []string{"--max-memory", "100TB", "--headroom", "1%", "--", "sh", "-c", "echo hi; sleep 0.3"}, 0, "spkit: warning: the max-used limit 100.0 TiB is above this machine's"},
		{"headroom percent", []string{"--headroom", "20%", "--", "sleep", "0.3"}, 0, "spkit: peak memory over"},
		{"no grace, exit code", []string{"--grace", "0", "--", "sh", "-c", "sleep 0.3; exit 3"}, 3, "spkit: peak memory over"},
		{"missing command", []string{"--", "no-such-trainer-xyz"}, int(errdefs.Runtime), "spkit: cannot start no-such-trainer-xyz"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			runEnv(t, nil)
			dir := t.TempDir()
			mlog := filepath.Join(dir, "mem.jsonl")
			code, _, stderr := runBadInput(t, dir, append([]string{"run", "--memory-log", mlog}, tc.args...))
			lines := 1
			if strings.Contains(tc.want, "warning") {
				lines = 2
			}
			if code != tc.code || !strings.HasPrefix(stderr, tc.want) || strings.Count(stderr, "\n") != lines {
				t.Errorf("exit code %d, stderr %q; want %d and one line starting %q", code, stderr, tc.code, tc.want)
			}
			if b, err := os.ReadFile(mlog); tc.code != int(errdefs.Runtime) && (err != nil || !strings.Contains(string(b), `"event":"exit"`)) {
				t.Errorf("memory log %q, %v: want an exit line", b, err)
			}
		})
	}
}

// What the trainer leaves behind does not outlive spkit run (issue #12:
// `spkit run -- sh -c 'sleep 301 & exit 0'` used to return and leave the
// sleep running).
func TestRunLeavesNothingBehind(t *testing.T) {
	runEnv(t, nil)
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	script := `sleep 301 & echo $! > "` + pidFile + `"; exit 0`
	code, _, stderr := runBadInput(t, dir, []string{"run", "--grace", "1s", "--", "sh", "-c", script})
	if code != 0 {
		t.Fatalf("exit code %d, stderr %q", code, stderr)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid := strings.TrimSpace(string(b))
	if _, err := os.Stat("/proc/" + pid); err == nil {
		t.Errorf("the trainer's background sleep (pid %s) outlived spkit run", pid)
	}
}

// Issue 41 item 6: a headroom whose only watched source is the cgroup
// applies through the cgroup's own memory limit; where there is none it
// could never trip. Judged on this machine: refused exactly when this
// process's cgroup has no limit.
func TestRunRefusesACgroupHeadroomWithoutACgroupLimit(t *testing.T) {
	runEnv(t, nil)
	code, _, stderr := runBadInput(t, t.TempDir(), []string{"run", "--sources", "cgroup", "--headroom", "10%", "--memory-log", os.DevNull, "--", "true"})
	limited := cgroupHasLimit()
	switch {
	case !limited && (code != 2 || !strings.Contains(stderr, "this container's cgroup has none")):
		t.Errorf("no cgroup limit here: exit %d, stderr %q; want 2 and the headroom refused", code, stderr)
	case limited && code != 0:
		t.Errorf("a cgroup limit here: exit %d, stderr %q; want the run", code, stderr)
	}
}

// cgroupHasLimit says whether this process's memory cgroup has a limit,
// as the guard's cgroup source reads it.
func cgroupHasLimit() bool {
	dir, files, err := hostmem.FindCgroup("/")
	if err != nil || dir == "" {
		return false
	}
	r, err := hostmem.OpenCgroup(dir, files)
	if err != nil {
		return false
	}
	defer r.Close()
	c, _ := r.Read()
	return c.Limit > 0
}
