package app

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/runstate"
)

func TestTrainReports(t *testing.T) {
	start := time.Date(2026, 11, 23, 8, 0, 0, 0, time.UTC)
	tests := []struct {
		name  string
		code  int
		state *runstate.State
		want  []string
		not   []string
	}{
		{name: "completed", code: 0,
			state: &runstate.State{Started: start, Updated: start.Add(95 * time.Second), PeakUsedBytes: 3 << 29, MaxUsedBytes: 100 << 30},
			want: []string{"train cpu: completed after 1m35s",
				"peak memory: 1.5 GiB in use on the whole machine (meminfo: MemTotal - MemAvailable), the guard's meminfo source (guard: stop above 100.0 GiB in use)",
				"newest output: "},
			not: []string{"resume"}},
		{name: "cgroup first", code: 0,
			state: &runstate.State{Sources: []string{"cgroup", "meminfo"}, PeakUsedBytes: 3 << 30,
				Peaks: runstate.Peaks{MemUsedBytes: 3 << 30, CgroupWorkingSetBytes: 700 << 20}},
			want: []string{"peak memory: 700.0 MiB cgroup working set of the container, the guard's cgroup source"},
			not:  []string{"3.0 GiB"}},
		// Issue #14 item 10: the figure is the one the guard stopped at,
		// not the host-wide one beside it.
		{name: "guard stop", code: 7,
			state: &runstate.State{Sources: []string{"meminfo", "cgroup"}, PeakUsedBytes: 1700 << 20,
				Trip: &runstate.Trip{Source: "cgroup", Limit: "max-used", UsedBytes: 704 << 20, LimitBytes: 700 << 20, PeakBytes: 720 << 20}},
			want: []string{"stopped by the memory guard", "to resume from the last checkpoint",
				"memory: the guard stopped the trainer at 704.0 MiB cgroup working set of the container, over its max-used limit of 700.0 MiB; it peaked at 720.0 MiB"},
			not: []string{"1.7 GiB", "peak memory:"}},
		{name: "trainer failure", code: 2,
			want: []string{"the trainer failed with exit code 2"}, not: []string{"peak memory"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, eng, _, errOut := fixture(t, 100)
			eng.images["lora:cuda13.0-cpu"] = true
			eng.upCode, eng.state = tc.code, tc.state
			write(t, filepath.Join(d.Dir, "output", "step-10.pt"), "ckpt")
			res, err := Train(context.Background(), d, TrainRequest{Up: UpRequest{Profile: "cpu"}})
			if err != nil {
				t.Fatal(err)
			}
			if res.Code != tc.code {
				t.Errorf("code = %d, want %d", res.Code, tc.code)
			}
			out := errOut.String()
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("report lacks %q:\n%s", w, out)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(out, n) {
					t.Errorf("report has %q:\n%s", n, out)
				}
			}
		})
	}
}

func TestTrainShowsOverridesAndDebugsMissingState(t *testing.T) {
	d, eng, _, errOut := fixture(t, 100)
	eng.images["lora:cuda13.0-cpu"] = true
	write(t, filepath.Join(d.Dir, "cfg.yaml"), "max_train_steps: 100\n")
	if err := os.WriteFile(filepath.Join(d.Dir, "spkit.yaml"), []byte(strings.Replace(trainerYAML,
		"  command: [python3, train.py]\n", "  command: [python3, train.py, --config, \"{config}\"]\n  config: cfg.yaml\n", 1)+
		"profiles:\n  cpu:\n    trainer_overrides: {max_train_steps: 20}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Train(context.Background(), d, TrainRequest{Up: UpRequest{Profile: "cpu"}, Debug: true}); err != nil {
		t.Fatal(err)
	}
	out := errOut.String()
	for _, w := range []string{"max_train_steps: 100 -> 20", "no run state from the container"} {
		if !strings.Contains(out, w) {
			t.Errorf("stderr lacks %q:\n%s", w, out)
		}
	}
}
