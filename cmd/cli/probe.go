package cli

import (
	"context"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/spkit-dev/spkit/app"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/probe"
)

// defaultProbeMax bounds a parameter given without a range.
const defaultProbeMax = 1024

// probeLong is `spkit probe --help`'s text.
const probeLong = `Find the largest value of a trainer parameter whose run fits in memory,
without ever running the machine out of it. Each trial is a short run of the
trainer (--steps optimizer steps, with a checkpoint save where the trainer has
one) in a fresh container of the profile (or a local process with --local),
under the memory guard armed at the ceiling. Values double from START; after
two measured trials a fit of peak memory against the parameter skips every
trial predicted over the target (the ceiling less --margin), and a bisection
lands on the exact largest value that fits. Several --param are probed one
after another, each at the previous ones' best.

The memory judged depends on the machine (NVML decides). On a discrete GPU
(H100, RTX) the ceiling is each GPU's own memory less what is not the
trainer's when the probe starts, the fullest device the trial may use
decides, and host memory (the trainer's RSS or its container's cgroup) is
judged apart against what the profile's guard leaves it: a trial fits when
both fit. A trainer that dies of a CUDA out-of-memory error (PyTorch,
cuBLAS, cuDNN or NCCL, in any of its processes) is a trial that does not
fit. On unified memory (DGX Spark) and without a GPU it is one pool: the
ceiling defaults to what the profile's guard leaves the trainer (on DGX
Spark: 100 GB used of 128 GB, less what the machine uses when the probe
starts), and a peak is the trainer's host plus GPU memory. Peaks are the
trainer's own memory, so other processes do not move the answer; --ceiling
replaces the judged ceiling. Results go to .spkit/probe/PROFILE/
(results.json, results.md and a plot per parameter: host and GPU peaks
apart); --apply writes the best values into spkit.yaml.`

// probeFlags are probe's flags as given; request checks them.
type probeFlags struct {
	params          []string
	ceiling, margin string
}

// probeOptions are what a probe command line became: the request and how
// to print its results.
type probeOptions struct {
	Req  app.ProbeRequest
	JSON bool
}

func newProbeCmd(f *Factory, runF func(context.Context, *probeOptions) error) *cobra.Command {
	fl := &probeFlags{}
	o := &probeOptions{}
	if runF == nil {
		runF = func(ctx context.Context, o *probeOptions) error { return runProbe(ctx, f, o) }
	}
	cmd := &cobra.Command{
		Use:   "probe PROFILE",
		Short: "Find the largest batch size (or other parameter) that fits in memory",
		Long:  probeLong,
		Example: `  spkit probe dgx-spark
  spkit probe cpu --param batch_size=1..64 --ceiling 6GB --apply
  spkit probe h100 --local --param batch_size --param seq_len=512..8192`,
		Args: exactArgs(1, "one profile"),
		RunE: func(cmd *cobra.Command, args []string) error {
			o.Req.Profile = args[0]
			if err := fl.request(&o.Req); err != nil {
				return err
			}
			return runF(cmd.Context(), o)
		},
	}
	fl.define(cmd, o)
	return cmd
}

// define adds probe's flags to cmd.
func (pf *probeFlags) define(cmd *cobra.Command, o *probeOptions) {
	req, fl := &o.Req, cmd.Flags()
	fl.StringArrayVar(&pf.params, "param", nil, "KEY or KEY=START..MAX to probe (default: the trainer's batch-size key, 1..1024)")
	fl.StringVar(&pf.ceiling, "ceiling", "", "the judged ceiling, SIZE (default: each GPU's free memory on a discrete GPU, else what the profile's guard leaves the trainer)")
	fl.StringVar(&pf.margin, "margin", probe.DefaultMargin.Spec(), "keep a fitting trial's peak this far below the ceiling (SIZE or PERCENT%, at most half the ceiling)")
	fl.IntVar(&req.Steps, "steps", 3, "optimizer steps per trial")
	fl.StringVar(&req.StepsKey, "steps-key", "", "the trainer config's run-length key (default: max_train_steps, max_steps, ...)")
	fl.BoolVar(&o.JSON, "json", false, "print results.json instead of the table")
	fl.BoolVar(&req.Apply, "apply", false, "write the best values into spkit.yaml's trainer_overrides for the profile")
	fl.StringVar(&req.BaseImage, "base-image", "", "when building, replace the base image of every stage")
	fl.BoolVar(&req.Local, "local", false, "run trials as local processes under spkit run instead of containers")
	fl.BoolVar(&req.Force, "force", false, "run trials although a forceable preflight check refuses")
	fl.DurationVar(&req.TrialTimeout, "trial-timeout", 0, "stop a trial that runs longer (default: 1h for the first, then 5x the first trial's time, at least 2m)")
	fl.BoolVar(&req.NoPredict, "no-predict", false, "run every trial the sweep reaches, without the fit (for comparison)")
	_ = fl.MarkHidden("no-predict")
}

// runProbe runs the probe and prints what its trials found.
func runProbe(ctx context.Context, f *Factory, o *probeOptions) error {
	res, err := app.Probe(ctx, f.Deps(), o.Req)
	if res != nil && res.Results != nil && len(res.Results.Trials) > 0 {
		o.print(f, res)
	}
	return err
}

// request checks the flags and fills the request.
func (o *probeFlags) request(req *app.ProbeRequest) error {
	if req.Steps < 1 {
		return errdefs.Usagef("give at least 1", "--steps %d: a trial needs optimizer steps", req.Steps)
	}
	if req.TrialTimeout < 0 {
		return errdefs.Usagef("give a duration such as 30m, or leave it out", "--trial-timeout %s is negative", req.TrialTimeout)
	}
	if o.ceiling != "" {
		c, err := memsize.Parse(o.ceiling)
		if err != nil {
			return errdefs.Usagef("", "--ceiling: %v", err)
		}
		req.Ceiling = c
	}
	m, err := memsize.ParseHeadroom(o.margin)
	if err != nil {
		return errdefs.Usagef("", "--margin: %v", err)
	}
	req.Margin = m
	if len(o.params) == 0 {
		o.params = []string{""}
	}
	for _, s := range o.params {
		p, err := parseParam(s)
		if err != nil {
			return err
		}
		req.Params = append(req.Params, p)
	}
	if req.Local {
		if req.Self, err = os.Executable(); err != nil {
			return errdefs.Wrap(errdefs.Environment, err, "cannot find the spkit executable for --local", "")
		}
	}
	return nil
}

// parseParam reads KEY, KEY=START or KEY=START..MAX.
func parseParam(s string) (probe.Param, error) {
	name, rng, hasRange := strings.Cut(s, "=")
	p := probe.Param{Name: strings.TrimSpace(name), Start: 1, Max: defaultProbeMax}
	if hasRange {
		lo, hi, hasMax := strings.Cut(rng, "..")
		var err1, err2 error
		p.Start, err1 = strconv.Atoi(strings.TrimSpace(lo))
		if hasMax {
			p.Max, err2 = strconv.Atoi(strings.TrimSpace(hi))
		}
		if err1 != nil || err2 != nil || p.Start < 1 || p.Max < p.Start {
			return p, errdefs.Usagef("write it like batch_size=1..64", "--param %q: START..MAX must be whole numbers with 1 <= START <= MAX", s)
		}
		if p.Max > probe.MaxValue {
			return p, errdefs.Usagef("write it like batch_size=1..64", "--param %q: MAX is above %d, more than a trainer reading a 32-bit integer can take", s, probe.MaxValue)
		}
	}
	return p, nil
}

func (o *probeOptions) print(f *Factory, res *app.ProbeResult) {
	if o.JSON {
		_ = res.Results.WriteJSON(f.IO.Out)
		return
	}
	res.Results.WriteTable(f.IO.Out)
	if len(res.Results.Best) > 0 {
		for _, p := range res.Results.Params {
			if v, ok := res.Results.Best[p]; ok {
				fmt.Fprintf(f.IO.Out, "best %s=%d\n", p, v)
			}
		}
	}
	msg := "spkit: results in " + res.Dir + " (results.json, results.md, memory-*.svg)"
	if res.Applied {
		msg += "; spkit.yaml's trainer_overrides updated"
	}
	fmt.Fprintln(f.IO.ErrOut, msg)
}
