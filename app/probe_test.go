package app

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/probe"
	"github.com/spkit-dev/spkit/project"
)

// curveTrials "runs" a trial by applying its adjustment to the target and
// computing the trainer's peak from the batch size it would read.
type curveTrials struct {
	t       *project.Target
	ceiling uint64
	peak    func(batch int) uint64
	seen    []*project.Target
}

func (c *curveTrials) close(context.Context) error { return nil }

func (c *curveTrials) run(_ context.Context, _ int, adjust func(*project.Target)) probe.Outcome {
	t := *c.t
	adjust(&t)
	c.seen = append(c.seen, &t)
	peak := c.peak(t.TrainerOverrides["batch_size"].(int))
	if peak > c.ceiling {
		return probe.Outcome{Status: probe.Stopped, HostPeak: c.ceiling}
	}
	return probe.Outcome{Status: probe.OK, HostPeak: peak}
}

const probeYAML = `name: lora
copy: [train.py, cfg.yaml]
train:
  command: [python3, train.py, --config, "{config}"]
  config: cfg.yaml
profiles:
  cpu:
    trainer_overrides: {batch_size: 2}   # keep this comment
`

func probeFixture(t *testing.T) *Deps {
	d, _, _, _ := fixture(t, 100)
	write(t, filepath.Join(d.Dir, "spkit.yaml"), probeYAML)
	write(t, filepath.Join(d.Dir, "cfg.yaml"), "batch_size: 1\nmax_train_steps: 100\ncheckpointing_steps: 50\noutput_dir: out\n")
	return d
}

func TestProbeFindsTheBestBatchAndApplies(t *testing.T) {
	d := probeFixture(t)
	req := ProbeRequest{Profile: "cpu", Params: []probe.Param{{Start: 1, Max: 256}}, Ceiling: 10 << 30, Steps: 3, Apply: true}
	p, err := newProber(d, req)
	if err != nil {
		t.Fatal(err)
	}
	trials := &curveTrials{t: p.t, ceiling: 10 << 30, peak: func(b int) uint64 { return 1<<30 + uint64(b)*300<<20 }}
	res, err := p.do(context.Background(), trials)
	if err != nil {
		t.Fatal(err)
	}
	// target 95% of 10 GiB = 9.5 GiB: 1 GiB + b·300 MiB <= 9.5 GiB → b <= 29
	if res.Results.Best["batch_size"] != 29 || !res.Applied {
		t.Fatalf("best = %v, applied %v", res.Results.Best, res.Applied)
	}
	last := trials.seen[len(trials.seen)-1]
	over := last.TrainerOverrides
	if over["max_train_steps"] != 3 || over["checkpointing_steps"] != 3 || !strings.Contains(last.Project.Volumes.Output, "trials") {
		t.Errorf("trial overrides = %v, output %q: want 3 steps, a checkpoint at the end, a scratch output", over, last.Project.Volumes.Output)
	}
	if p.t.Project.Volumes.Output != "" {
		t.Errorf("a trial changed the project's own output: %q", p.t.Project.Volumes.Output)
	}
	if last.Guard.MaxUsed != 10<<30 || guardspec.FormatSources(last.Guard.Sources) != "cgroup" {
		t.Errorf("trial guard = %+v, want armed at the ceiling on the trainer's own memory", last.Guard)
	}
	yaml, _ := os.ReadFile(filepath.Join(d.Dir, "spkit.yaml"))
	if !strings.Contains(string(yaml), "trainer_overrides: {batch_size: 29}   # keep this comment") {
		t.Errorf("spkit.yaml after --apply:\n%s", yaml)
	}
	data, err := os.ReadFile(filepath.Join(res.Dir, "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var js struct {
		Best   map[string]int `json:"best"`
		Trials []probe.Trial  `json:"trials"`
	}
	if err := json.Unmarshal(data, &js); err != nil || js.Best["batch_size"] != 29 || len(js.Trials) != len(res.Results.Trials) {
		t.Errorf("results.json: %v %s", err, data)
	}
	for _, f := range []string{"results.md", "memory-batch_size.svg"} {
		if _, err := os.Stat(filepath.Join(res.Dir, f)); err != nil {
			t.Error(err)
		}
	}
}

func TestProbeRefusals(t *testing.T) {
	tests := []struct {
		name string
		req  ProbeRequest
		cfg  string
		want string
		code errdefs.Code
	}{
		{"unknown param", ProbeRequest{Params: []probe.Param{{Name: "micro_bs", Start: 1, Max: 8}}}, "", "does not set micro_bs", errdefs.Usage},
		{"no steps key", ProbeRequest{}, "batch_size: 1\n", "--steps-key", errdefs.Usage},
		{"machine already full", ProbeRequest{Ceiling: 0}, "", "nothing is left", errdefs.Environment},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := probeFixture(t)
			if tc.cfg != "" {
				write(t, filepath.Join(d.Dir, "cfg.yaml"), tc.cfg)
			}
			if tc.name == "machine already full" {
				write(t, filepath.Join(d.ProcRoot, "proc", "meminfo"), "MemTotal: 1000000 kB\nMemAvailable: 1000 kB\n")
			}
			req := tc.req
			req.Profile, req.Steps = "cpu", 3
			if req.Params == nil {
				req.Params = []probe.Param{{Start: 1, Max: 8}}
			}
			_, err := newProber(d, req)
			if err == nil || errdefs.CodeOf(err) != tc.code || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("err = %v (code %d), want code %d with %q", err, errdefs.CodeOf(err), tc.code, tc.want)
			}
		})
	}
}

func TestProbeStopsOnAFailedTrial(t *testing.T) {
	d := probeFixture(t)
	p, err := newProber(d, ProbeRequest{Profile: "cpu", Params: []probe.Param{{Start: 1, Max: 64}}, Ceiling: 10 << 30, Steps: 3})
	if err != nil {
		t.Fatal(err)
	}
	failing := trialFunc(func(n int) probe.Outcome {
		if n == 3 {
			return outcome(2, nil, 0, []string{"KeyError: 'batch_size'"}, false)
		}
		return probe.Outcome{Status: probe.OK, HostPeak: uint64(n) << 30}
	})
	res, err := p.do(context.Background(), failing)
	if errdefs.CodeOf(err) != errdefs.Runtime || !strings.Contains(err.Error(), "batch_size=4 failed for a reason other than memory") {
		t.Fatalf("err = %v", err)
	}
	if len(res.Results.Best) != 0 || len(res.Results.Trials) != 3 {
		t.Errorf("results = %+v", res.Results)
	}
}

type trialFunc func(n int) probe.Outcome

func (f trialFunc) close(context.Context) error { return nil }

func (f trialFunc) run(_ context.Context, n int, _ func(*project.Target)) probe.Outcome { return f(n) }
