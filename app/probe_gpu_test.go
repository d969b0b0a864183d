package app

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/NVIDIA/go-nvml/pkg/nvml"

	"github.com/spkit-dev/spkit/compose"
	"github.com/spkit-dev/spkit/gpu/gputest"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/internal/testenv/oomtrainer"
	"github.com/spkit-dev/spkit/probe"
)

// gpuSpkit is `spkit run` for local trials on a GPU machine: it notes its
// flags, runs the trainer for real and writes the run state the real one
// would, with the trainer's host memory at 3 GiB and its GPU memory what
// the trainer says NVML would have seen ("fake-gpu-mib N"), and exits
// with the trainer's code.
const gpuSpkit = `#!/bin/sh
: > "$SPKIT_STATE_DIR/args"
while [ "$1" != "--" ]; do echo "$1" >> "$SPKIT_STATE_DIR/args"; shift; done; shift
"$@" > "$SPKIT_STATE_DIR/trainer.log" 2>&1
code=$?
cat "$SPKIT_STATE_DIR/trainer.log"
mib=$(sed -n 's/^fake-gpu-mib //p' "$SPKIT_STATE_DIR/trainer.log")
printf '{"version":2,"status":"exited","peaks":{"tree_rss_bytes":%d,"gpu_bytes":%d}}' $((3 * 1073741824)) $((mib * 1048576)) > "$SPKIT_STATE_DIR/run.json"
exit $code
`

const gpuProbeYAML = `name: lora
copy: [train.sh, cfg.yaml]
train:
  command: [sh, train.sh, --config, "{config}"]
  config: cfg.yaml
`

// gpuProbe is a local probe of profile on the fake NVML machine, its
// trainer the OOM trainer (env: its settings).
func gpuProbe(t *testing.T, machine gputest.Machine, profile string, env map[string]string) (*Deps, ProbeRequest) {
	t.Helper()
	d, _, _, _ := fixture(t, 100)
	d.GPU = machine.Lister()
	write(t, filepath.Join(d.Dir, "spkit.yaml"), gpuProbeYAML)
	write(t, filepath.Join(d.Dir, "cfg.yaml"), "batch_size: 1\nmax_train_steps: 100\noutput_dir: out\n")
	if _, err := oomtrainer.Write(d.Dir, "train.sh"); err != nil {
		t.Fatal(err)
	}
	self := filepath.Join(t.TempDir(), "spkit")
	write(t, self, gpuSpkit)
	if err := os.Chmod(self, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("CUDA_VISIBLE_DEVICES", "")
	for k, v := range env {
		t.Setenv(k, v)
	}
	return d, ProbeRequest{Profile: profile, Params: []probe.Param{{Start: 1, Max: 256}}, Steps: 1, Local: true, Self: self}
}

const miB = 1 << 20

// Issue 40, the acceptance: on a (fake-NVML) H100 the trials above 34 die
// of PyTorch's CUDA OOM (the trainer needs 8 GiB more than the guard sees
// it hold), as itself or as a torchrun rank. Probe finds 34, the largest
// batch below the GPU's memory, in at most log2(range)+3 trials, judges
// the GPU's memory per device and reports host and GPU peaks apart.
func TestProbeDiscreteGPUGoesOnBelowCUDAOOM(t *testing.T) {
	for _, torchrun := range []string{"0", "1"} {
		h100 := gputest.Machines["h100"]
		dev := h100.Devices[0]
		free := dev.MemTotal - dev.MemUsed // 80535 MiB
		d, req := gpuProbe(t, h100, "h100", map[string]string{"OOM_GPU_TOTAL_MIB": "80535", "OOM_SPIKE_MIB": "8192", "OOM_TORCHRUN": torchrun})
		res, err := Probe(context.Background(), d, req)
		if err != nil {
			t.Fatalf("torchrun %s: %v\n%s", torchrun, err, d.ErrOut)
		}
		r := res.Results
		if r.Best["batch_size"] != 34 {
			t.Errorf("torchrun %s: best %v, want 34", torchrun, r.Best)
		}
		if r.Memory != probe.Discrete || r.Ceiling != free || r.GPUTotal != dev.MemTotal || r.Target != free-free/20 || r.HostCeiling == 0 || r.HostTarget >= r.HostCeiling {
			t.Errorf("torchrun %s: memory %s, ceiling %d (want %d), total %d, target %d, host %d/%d", torchrun, r.Memory, r.Ceiling, free, r.GPUTotal, r.Target, r.HostCeiling, r.HostTarget)
		}
		ran, ooms := 0, 0
		for _, tr := range r.Trials {
			if tr.Status == probe.Skipped {
				continue
			}
			ran++
			b := uint64(tr.Values["batch_size"])
			held := min((2048+2048*b)*miB, (80535-200)*miB)
			if tr.HostPeak != 3<<30 || tr.GPUPeak != held {
				t.Errorf("trial %d: host %d, GPU %d; want 3 GiB and %d apart", b, tr.HostPeak, tr.GPUPeak, held)
			}
			switch {
			case tr.Status == probe.OOM:
				ooms++
				if tr.Fits || tr.Peak != 0 || !strings.Contains(tr.Note, "CUDA out of memory (PyTorch)") || !strings.Contains(tr.Note, "before the guard saw it") {
					t.Errorf("OOM trial %d = %+v", b, tr)
				}
			case tr.Status != probe.OK || tr.Peak != held:
				t.Errorf("trial %d = %+v, want ok with the GPU's peak judged", b, tr)
			}
		}
		if bound := int(math.Log2(256)) + 3; ran > bound || ooms == 0 {
			t.Errorf("torchrun %s: %d trials run (bound %d), %d OOM: %+v", torchrun, ran, bound, ooms, r.Trials)
		}
		args, _ := os.ReadFile(filepath.Join(probe.TrialDir(res.Dir, 1), "args"))
		if !strings.Contains(string(args), "--max-gpu-memory\n80535MiB\n") || !strings.Contains(string(args), "--sources\ntree,gpu\n") {
			t.Errorf("the trial's guard flags:\n%s", args)
		}
		var table bytes.Buffer
		r.WriteTable(&table)
		if !strings.Contains(table.String(), "| 35 |  |  | 3.0 GiB | 72.0 GiB | 72.0 GiB | CUDA OOM |") || !strings.Contains(table.String(), "| CUDA OOM |") {
			t.Errorf("the table:\n%s", table.String())
		}
		var back map[string]any
		data, _ := os.ReadFile(filepath.Join(res.Dir, probe.ResultsFile))
		if err := json.Unmarshal(data, &back); err != nil || back["memory"] != "discrete" || !strings.Contains(string(data), `"host_peak_bytes": 3221225472`) || !strings.Contains(string(data), `"gpu_peak_bytes"`) {
			t.Errorf("results.json: %v\n%s", err, data)
		}
	}
}

// On unified memory (GB10: NVML reports no memory of its own) probe keeps
// one pool as before: the ceiling is host memory's, a peak the trainer's
// host memory plus its GPU memory, and no GPU limit goes to the guard.
func TestProbeUnifiedMemoryKeepsOnePool(t *testing.T) {
	d, req := gpuProbe(t, gputest.Machines["gb10"], "dgx-spark", map[string]string{"OOM_GPU_TOTAL_MIB": "999999"})
	req.Ceiling = 40 << 30
	res, err := Probe(context.Background(), d, req)
	if err != nil {
		t.Fatalf("%v\n%s", err, d.ErrOut)
	}
	r := res.Results
	// 3 GiB of host memory plus 2 + 2·b GiB on the GPU under 38 GiB.
	if r.Memory != probe.Unified || r.Ceiling != 40<<30 || r.HostCeiling != 0 || r.Best["batch_size"] != 16 {
		t.Errorf("memory %s, ceiling %d, host ceiling %d, best %v; want unified, 40 GiB, none, 16", r.Memory, r.Ceiling, r.HostCeiling, r.Best)
	}
	for _, tr := range r.Trials {
		if tr.Status == probe.OK && tr.Peak != tr.HostPeak+tr.GPUPeak {
			t.Errorf("trial %v: peak %d, want host %d + GPU %d", tr.Values, tr.Peak, tr.HostPeak, tr.GPUPeak)
		}
	}
	args, _ := os.ReadFile(filepath.Join(probe.TrialDir(res.Dir, 1), "args"))
	if strings.Contains(string(args), "--max-gpu-memory") || !strings.Contains(string(args), "--max-memory\n40GiB\n") {
		t.Errorf("the trial's guard flags:\n%s", args)
	}
}

// Multi-GPU trials judge the fullest device: its free memory is the
// ceiling; CUDA_VISIBLE_DEVICES narrows the devices a trial may use.
func TestProbeMemoryFullestDevice(t *testing.T) {
	two := gputest.Machines["h100"]
	busy := two.Devices[0]
	busy.UUID, busy.MemUsed = "GPU-busy", 21*1024*miB
	two.Devices = append(append([]gputest.Dev(nil), two.Devices...), busy)
	two.Devices[1].Fail = map[string]nvml.Return{}
	for _, c := range []struct {
		visible string
		want    uint64
		devices int
	}{{"", (81559 - 21*1024) * miB, 2}, {"0", 80535 * miB, 1}, {"GPU-busy", (81559 - 21*1024) * miB, 1}} {
		d, req := gpuProbe(t, two, "h100", map[string]string{"CUDA_VISIBLE_DEVICES": c.visible})
		p, err := newProber(d, req)
		if err != nil {
			t.Fatal(err)
		}
		if p.results.Ceiling != c.want || p.mem.devices != c.devices || p.gpuLimit() != c.want*uint64(c.devices) {
			t.Errorf("CUDA_VISIBLE_DEVICES=%q: ceiling %d on %d devices (GPU limit %d), want %d on %d", c.visible, p.results.Ceiling, p.mem.devices, p.gpuLimit(), c.want, c.devices)
		}
	}
}

// Issue 41: a margin over half the ceiling is refused, not capped.
func TestProbeMarginOverHalfTheCeilingRefused(t *testing.T) {
	d, req := gpuProbe(t, gputest.Machines["h100"], "h100", nil)
	req.Margin.Percent = 60
	_, err := newProber(d, req)
	if err == nil || !strings.Contains(err.Error(), "--margin 60% is") || !strings.Contains(err.Error(), "more than half") {
		t.Fatalf("err = %v", err)
	}
}

// In a container the trial's output comes through the engine's exec: a
// CUDA OOM there (a torchrun rank's, before torchrun's summary) is a trial
// that does not fit, and the trainer's escape sequences never reach
// probe's output.
func TestContainerTrialCUDAOOM(t *testing.T) {
	d, eng := containerProbe(t, nil)
	inner := eng.exec
	eng.exec = func(ctx context.Context, o compose.ExecOptions) (int, error) {
		code, err := inner(ctx, o)
		dir := strings.TrimPrefix(o.Env[0], runstate.DirEnv+"=")
		batch := configBatch(t, filepath.Join(d.Dir, ".spkit", "probe", "cpu", "trials", filepath.Base(dir), "train-config.yaml"))
		fmt.Fprint(o.Logs, "\x1b]0;owned\x07\x1b[31mloss 1.0\x1b[0m\n")
		if batch >= 20 {
			fmt.Fprint(o.Logs, "[rank0]: torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.18 GiB of which 1.87 GiB is free.\n"+
				"torch.distributed.elastic.multiprocessing.errors.ChildFailedError: \ntrain.py FAILED\n")
			return 1, err
		}
		return code, err
	}
	res, err := Probe(context.Background(), d, runnerRequest(false))
	if err != nil || res.Results.Best["batch_size"] != 19 {
		t.Fatalf("best %v, %v; want 19 (20 and up die of CUDA OOM)", res.Results.Best, err)
	}
	ooms := 0
	for _, tr := range res.Results.Trials {
		if tr.Status == probe.OOM {
			ooms++
		}
	}
	if ooms == 0 || strings.ContainsAny(d.ErrOut.(*bytes.Buffer).String(), "\x1b\x07") {
		t.Errorf("%d OOM trials; output %q", ooms, d.ErrOut)
	}
}

// Without NVML a discrete profile's GPU is its memory.gpu, and the guard
// gets no GPU limit (spkit run would refuse one without NVML). A first
// value that already dies of CUDA OOM is exit 7, saying so.
func TestProbeDiscreteWithoutNVML(t *testing.T) {
	d, req := gpuProbe(t, gputest.Machines["nodriver"], "h100", map[string]string{"OOM_GPU_TOTAL_MIB": "1000"})
	res, err := Probe(context.Background(), d, req)
	if errdefs.CodeOf(err) != errdefs.MemoryGuard || !strings.Contains(err.Error(), "batch_size=1 already runs out of GPU memory (CUDA OOM)") {
		t.Fatalf("err = %v", err)
	}
	if r := res.Results; r.Memory != probe.Discrete || r.Ceiling != 80<<30 || r.GPUTotal != 80<<30 {
		t.Errorf("memory %s, ceiling %d, total %d: want discrete at the profile's 80GB", r.Memory, r.Ceiling, r.GPUTotal)
	}
	args, _ := os.ReadFile(filepath.Join(probe.TrialDir(res.Dir, 1), "args"))
	if strings.Contains(string(args), "--max-gpu-memory") {
		t.Errorf("a GPU limit without NVML:\n%s", args)
	}
}
