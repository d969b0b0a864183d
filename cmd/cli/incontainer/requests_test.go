package incontainer

import (
	"context"
	"io"
	"reflect"
	"testing"
	"time"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/supervisor"
)

// These tests run one command with a runF that records what the command
// line (and the image's environment) became, apart from the run.

func execIn(t *testing.T, cmd *cobra.Command, args ...string) error {
	t.Helper()
	cmd.SetArgs(args)
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	cmd.SetFlagErrorFunc(flagError)
	return cmd.ExecuteContext(context.Background())
}

func clearGuardEnv(t *testing.T) {
	for _, v := range []string{imageenv.MaxUsed, imageenv.MinAvailable, imageenv.GuardSources, imageenv.GuardInterval, imageenv.Grace, imageenv.MetricsAddr, imageenv.OutputDir, imageenv.Unified} {
		t.Setenv(v, "")
	}
}

func TestRunRequest(t *testing.T) {
	clearGuardEnv(t)
	t.Setenv(imageenv.GuardInterval, "500ms") // a flag replaces it, the environment fills the rest
	t.Setenv(imageenv.MinAvailable, "10%")
	gib := memsize.Size(1 << 30)
	for _, c := range []struct {
		name string
		args []string
		want supervisor.Options
		log  string
	}{
		{"flags over the environment", []string{"--max-memory", "100GB", "--headroom", "2GB", "--sources", "meminfo,tree", "--interval", "100ms", "--grace", "0", "--memory-log", "m.jsonl", "--", "python", "train.py", "--lr", "1"},
			supervisor.Options{Command: []string{"python", "train.py", "--lr", "1"}, MaxGPU: 0, Guard: guardspec.Spec{MaxUsed: 100 * gib,
				MinAvailable: memsize.Headroom{Bytes: 2 * gib}, Sources: []guardspec.Source{guardspec.Meminfo, guardspec.Tree}, Interval: 100 * time.Millisecond, GraceSet: true}}, "m.jsonl"},
		{"the environment alone", []string{"--max-gpu-memory", "8GB", "--cgroup-baseline", "--", "true"},
			supervisor.Options{Command: []string{"true"}, MaxGPU: 8 * gib, CgroupBaseline: true, Guard: guardspec.Spec{
				MinAvailable: memsize.Headroom{Percent: 10}, Interval: 500 * time.Millisecond}}, ""},
	} {
		var got *RunRequest
		run := func(_ context.Context, r RunRequest) error { got = &r; return nil }
		d, _, _ := runDeps()
		if err := execIn(t, NewRunCmd(d, run), c.args...); err != nil || got == nil {
			t.Fatalf("%s: err %v, ran %v", c.name, err, got != nil)
		}
		if !reflect.DeepEqual(got.Supervisor, c.want) {
			t.Errorf("%s: options =\n%+v\nwant\n%+v", c.name, got.Supervisor, c.want)
		}
		if got.Opts.MemoryLog != c.log {
			t.Errorf("%s: memory log %q, want %q", c.name, got.Opts.MemoryLog, c.log)
		}
	}
	for _, args := range [][]string{{}, {"--grace", "soon", "--", "true"}} {
		ran := false
		d, _, _ := runDeps()
		err := execIn(t, NewRunCmd(d, func(context.Context, RunRequest) error { ran = true; return nil }), args...)
		if errdefs.CodeOf(err) != errdefs.Usage || ran {
			t.Errorf("%q: %v (ran %v), want a usage error before the run", args, err, ran)
		}
	}
}

func TestHoldRequest(t *testing.T) {
	d, _, _ := runDeps()
	var got []time.Duration
	run := func(g time.Duration) error { got = append(got, g); return nil }
	for _, args := range [][]string{{"--grace", "5s"}, {}} {
		if err := execIn(t, NewHoldCmd(d, run), args...); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(got, []time.Duration{5 * time.Second, 30 * time.Second}) {
		t.Errorf("graces = %v", got)
	}
	for _, args := range [][]string{{"--grace", "soon"}, {"now"}} {
		if err := execIn(t, NewHoldCmd(d, run), args...); errdefs.CodeOf(err) != errdefs.Usage || len(got) != 2 {
			t.Errorf("%q: %v; want a usage error before the run", args, err)
		}
	}
}

func TestHealthcheckAndValidateRequests(t *testing.T) {
	d, _, _ := runDeps()
	ran := 0
	hc := func() error { ran++; return nil }
	if err := execIn(t, NewHealthcheckCmd(d, hc)); err != nil || ran != 1 {
		t.Errorf("healthcheck: %v, ran %d", err, ran)
	}
	if err := execIn(t, NewHealthcheckCmd(d, hc), "now"); errdefs.CodeOf(err) != errdefs.Usage || ran != 1 {
		t.Errorf("healthcheck now: %v, ran %d; want a usage error before the run", err, ran)
	}
	var got []ValidateRequest
	v := func(_ context.Context, r ValidateRequest) error { got = append(got, r); return nil }
	for _, args := range [][]string{{"--json"}, {}} {
		if err := execIn(t, NewValidateCmd(d, v), args...); err != nil {
			t.Fatal(err)
		}
	}
	if !reflect.DeepEqual(got, []ValidateRequest{{JSON: true}, {}}) {
		t.Errorf("validate requests = %+v", got)
	}
	if err := execIn(t, NewValidateCmd(d, v), "deep"); errdefs.CodeOf(err) != errdefs.Usage || len(got) != 2 {
		t.Errorf("validate deep: %v; want a usage error before the run", err)
	}
}
