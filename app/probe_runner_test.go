package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/probe"
)

// The trainer the fake engine and the fake spkit play: peak = 1 GiB +
// batch·300 MiB, over a 10 GiB ceiling with a 5% margin the best is 29.
const (
	runnerCeiling = 10 << 30
	runnerBest    = 29
	// cgroupBase is what earlier trials left in the container's cgroup:
	// counted out of each trial's peak.
	cgroupBase = 700 << 20
)

func runnerPeak(batch int) uint64 { return 1<<30 + uint64(batch)*300<<20 }

// containerProbe is a probe fixture whose engine "runs" each exec'd trial:
// it reads the trial's config from the host folder the mount shares,
// prints a step, and leaves a run state in the trial's folder. A trial
// hook may change that per trial (n counts from 1).
func containerProbe(t *testing.T, hook func(ctx context.Context, n int, st *runstate.State) (int, error)) (*Deps, *fakeEngine) {
	t.Helper()
	d, eng, _, _ := fixture(t, 100)
	write(t, filepath.Join(d.Dir, "spkit.yaml"), probeYAML)
	write(t, filepath.Join(d.Dir, "cfg.yaml"), "batch_size: 1\nmax_train_steps: 100\ncheckpointing_steps: 50\noutput_dir: out\n")
	eng.states = map[string]*runstate.State{}
	n := 0
	eng.exec = func(ctx context.Context, o compose.ExecOptions) (int, error) {
		n++
		dir := strings.TrimPrefix(o.Env[0], runstate.DirEnv+"=")
		host := filepath.Join(d.Dir, ".spkit", "probe", "cpu", "trials", filepath.Base(dir))
		batch := configBatch(t, filepath.Join(host, "train-config.yaml"))
		fmt.Fprintln(o.Logs, "step 1/3")
		peak := runnerPeak(batch)
		code := 0
		if peak > runnerCeiling {
			peak, code = runnerCeiling, int(errdefs.MemoryGuard)
		}
		st := &runstate.State{Status: runstate.Exited, Peaks: runstate.Peaks{CgroupWorkingSetBytes: cgroupBase + peak, CgroupBaseBytes: cgroupBase}}
		if hook != nil {
			var err error
			if code, err = hook(ctx, n, st); err != nil {
				return 0, err
			}
		}
		if st != nil && st.Status != "" {
			eng.states[dir] = st
		}
		return code, nil
	}
	return d, eng
}

func configBatch(t *testing.T, path string) int {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("the trial's config: %v", err)
	}
	m := regexp.MustCompile(`(?m)^batch_size: *([0-9]+)`).FindSubmatch(data)
	if m == nil {
		t.Fatalf("no batch_size in %s:\n%s", path, data)
	}
	b, _ := strconv.Atoi(string(m[1]))
	return b
}

func runnerRequest(local bool) ProbeRequest {
	return ProbeRequest{Profile: "cpu", Params: []probe.Param{{Start: 1, Max: 256}}, Ceiling: runnerCeiling, Steps: 3, Local: local}
}

func TestProbeTrialsShareOneContainer(t *testing.T) {
	d, eng := containerProbe(t, nil)
	res, err := Probe(context.Background(), d, runnerRequest(false))
	if err != nil {
		t.Fatal(err)
	}
	if res.Results.Best["batch_size"] != runnerBest {
		t.Fatalf("best = %v, want %d (each trial's peak counted from the cgroup's level at its start)", res.Results.Best, runnerBest)
	}
	ups, downs, execs := 0, 0, 0
	for _, c := range eng.calls {
		switch {
		case strings.HasPrefix(c, "up "):
			ups++
		case c == "down":
			downs++
		case strings.HasPrefix(c, "exec "):
			execs++
		}
	}
	if ups != 1 || downs != 1 || eng.calls[len(eng.calls)-1] != "down" || execs < 5 {
		t.Fatalf("engine calls = %v: want one container started, an exec per trial, removed once at the end", eng.calls)
	}
	if !eng.upOpts[0].Hold || !slices.Equal([]string(eng.upped.Services["cpu"].Entrypoint)[:2], []string{"spkit", "hold"}) {
		t.Errorf("the container should start holding (spkit hold as PID 1): %+v, entrypoint %v", eng.upOpts[0], eng.upped.Services["cpu"].Entrypoint)
	}
	wd := eng.upped.Services["cpu"].WorkingDir
	for i, o := range eng.execs {
		cmd := strings.Join(o.Cmd, " ")
		trial := wd + "/.spkit/probe/cpu/trials/" + strconv.Itoa(i+1)
		for _, want := range []string{"spkit run --max-memory 10GiB --sources cgroup --cgroup-baseline", "--memory-log " + trial + "/memory.jsonl",
			"-- python3 train.py --config " + trial + "/train-config.yaml"} {
			if !strings.Contains(cmd, want) {
				t.Errorf("trial %d runs %q, want %q in it", i+1, cmd, want)
			}
		}
		if o.Env[0] != runstate.DirEnv+"="+trial {
			t.Errorf("trial %d env = %v", i+1, o.Env)
		}
	}
	for _, tr := range res.Results.Trials {
		if tr.Status == probe.OK && tr.Peak != runnerPeak(tr.Values["batch_size"]) {
			t.Errorf("trial %v peak %d, want %d: the cgroup's level at the trial's start is not the trial's", tr.Values, tr.Peak, runnerPeak(tr.Values["batch_size"]))
		}
	}
}

func TestProbeTrialWithoutRunStateFails(t *testing.T) {
	d, eng := containerProbe(t, func(_ context.Context, n int, st *runstate.State) (int, error) {
		if n == 3 {
			*st = runstate.State{} // the trainer ran, but no state came back
		}
		return 0, nil
	})
	res, err := Probe(context.Background(), d, runnerRequest(false))
	if errdefs.CodeOf(err) != errdefs.Runtime || !strings.Contains(err.Error(), "no run state from the trial") {
		t.Fatalf("err = %v (code %d), want exit 6 naming the missing run state", err, errdefs.CodeOf(err))
	}
	last := res.Results.Trials[len(res.Results.Trials)-1]
	if last.Status != probe.Failed || last.Peak != 0 || last.Fits || len(res.Results.Best) != 0 {
		t.Errorf("the unmeasured trial = %+v, best %v: want failed, no fit, no answer", last, res.Results.Best)
	}
	if eng.calls[len(eng.calls)-1] != "down" {
		t.Errorf("the container was not removed: %v", eng.calls)
	}
}

func TestProbeReportsAContainerItCouldNotRemove(t *testing.T) {
	d, eng := containerProbe(t, nil)
	eng.downErr = errors.New("engine went away")
	res, err := Probe(context.Background(), d, runnerRequest(false))
	if errdefs.CodeOf(err) != errdefs.Runtime || !strings.Contains(err.Error(), "could not be removed") || !strings.Contains(err.Error(), "engine went away") {
		t.Fatalf("err = %v, want the failed removal reported (exit 6)", err)
	}
	var ue *errdefs.Error
	if !errors.As(err, &ue) || !strings.Contains(ue.Hint, "spkit down cpu") {
		t.Errorf("hint = %+v, want spkit down cpu", ue)
	}
	if res.Results.Best["batch_size"] != runnerBest {
		t.Errorf("the answer is lost with the failed removal: %v", res.Results.Best)
	}
	if _, err := os.Stat(filepath.Join(res.Dir, "results.json")); err != nil {
		t.Error(err)
	}
}

func TestProbeCancelledInATrialRemovesTheContainer(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	d, eng := containerProbe(t, func(ctx context.Context, n int, _ *runstate.State) (int, error) {
		if n == 2 {
			cancel() // Ctrl-C while trial 2 runs
			<-ctx.Done()
			return 0, ctx.Err()
		}
		return 0, nil
	})
	res, err := Probe(ctx, d, runnerRequest(false))
	if errdefs.CodeOf(err) != errdefs.Cancelled {
		t.Fatalf("err = %v (code %d), want cancelled", err, errdefs.CodeOf(err))
	}
	if eng.calls[len(eng.calls)-1] != "down" {
		t.Errorf("the container was left: %v", eng.calls)
	}
	if len(res.Results.Trials) == 0 || res.Results.Trials[0].Status != probe.OK {
		t.Errorf("the trials so far are lost: %+v", res.Results.Trials)
	}
}

// fakeSpkit is `spkit run` for local trials: it reads the batch size from
// the config after --config, prints a step and writes the run state the
// real one would, or (MODE) none, or hangs.
const fakeSpkit = `#!/bin/sh
while [ "$1" != "--" ]; do shift; done; shift
cfg=""
while [ $# -gt 0 ]; do [ "$1" = "--config" ] && cfg=$2; shift; done
b=$(sed -n 's/^batch_size: *//p' "$cfg")
echo "step 1/3"
case "$MODE" in
nostate) [ "$b" -ge 4 ] && exit 0 ;;
hang) [ "$b" -ge 4 ] && exec sleep 60 ;;
esac
peak=$(( (1024 + b * 300) * 1048576 ))
code=0
[ $peak -gt $((10 * 1073741824)) ] && peak=$((10 * 1073741824)) && code=7
printf '{"version":2,"status":"exited","peaks":{"tree_rss_bytes":%d}}' $peak > "$SPKIT_STATE_DIR/run.json"
exit $code
`

func localProbe(t *testing.T, mode string) (*Deps, ProbeRequest) {
	t.Helper()
	d := probeFixture(t)
	self := filepath.Join(t.TempDir(), "spkit")
	write(t, self, fakeSpkit)
	if err := os.Chmod(self, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("MODE", mode)
	req := runnerRequest(true)
	req.Self = self
	return d, req
}

func TestLocalProbeTrials(t *testing.T) {
	d, req := localProbe(t, "")
	res, err := Probe(context.Background(), d, req)
	if err != nil {
		t.Fatal(err)
	}
	if res.Results.Best["batch_size"] != runnerBest {
		t.Fatalf("best = %v, want %d", res.Results.Best, runnerBest)
	}
}

func TestLocalProbeTrialWithoutRunStateFails(t *testing.T) {
	d, req := localProbe(t, "nostate")
	// A state an earlier probe left in the trial's folder must not pass
	// for this trial's.
	write(t, filepath.Join(d.Dir, ".spkit", "probe", "cpu", "trials", "3", runstate.FileName), `{"version":2,"status":"exited","peaks":{"tree_rss_bytes":1}}`)
	res, err := Probe(context.Background(), d, req)
	if errdefs.CodeOf(err) != errdefs.Runtime || !strings.Contains(err.Error(), "no run state from the trial") {
		t.Fatalf("err = %v, want exit 6 naming the missing run state", err)
	}
	if last := res.Results.Trials[len(res.Results.Trials)-1]; last.Status != probe.Failed || last.Values["batch_size"] != 4 {
		t.Errorf("last trial = %+v", last)
	}
}

func TestLocalProbeCancelled(t *testing.T) {
	d, req := localProbe(t, "hang")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan struct{})
	go func() {
		defer close(done)
		// Cancel once trial 3 (batch 4) is running.
		for {
			if _, err := os.Stat(filepath.Join(d.Dir, ".spkit", "probe", "cpu", "trials", "3", "output.log")); err == nil {
				cancel()
				return
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(10 * time.Millisecond):
			}
		}
	}()
	res, err := Probe(ctx, d, req)
	<-done
	if errdefs.CodeOf(err) != errdefs.Cancelled {
		t.Fatalf("err = %v (code %d), want cancelled", err, errdefs.CodeOf(err))
	}
	if n := len(res.Results.Trials); n != 3 || res.Results.Trials[2].Fits {
		t.Errorf("trials = %+v", res.Results.Trials)
	}
}
