package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"maps"
	"path/filepath"
	"strings"
	"time"

	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/fsutil"
	"github.com/spkit-dev/spkit/internal/guardspec"
	"github.com/spkit-dev/spkit/internal/memsize"
	"github.com/spkit-dev/spkit/internal/runstate"
	"github.com/spkit-dev/spkit/probe"
	"github.com/spkit-dev/spkit/project"
)

// adjust returns the change trial n makes to the target: the parameter
// values and a short run (with a checkpoint save at its end where the
// trainer has one) into a scratch output directory, under a guard armed
// at the ceiling on the trainer's own memory.
func (p *prober) adjust(values map[string]int, n int) func(*project.Target) {
	scratch := probe.TrialDir(p.dir, n)
	return func(t *project.Target) {
		over := maps.Clone(t.TrainerOverrides)
		if over == nil {
			over = map[string]any{}
		}
		for k, v := range values {
			over[k] = v
		}
		over[p.keys.steps] = p.req.Steps
		if p.keys.checkpoint != "" {
			over[p.keys.checkpoint] = p.req.Steps
		}
		cfg := *t.Project
		out := scratch
		if !p.req.Local {
			// One container holds every trial: its output mount is the
			// trials folder, placed where the trainer's relative paths put
			// it (runspec.OutputTarget), so the trial's relative path
			// reaches trials/N inside it.
			rel, _ := filepath.Rel(p.d.Dir, scratch)
			cfg.Volumes.Output = "./" + filepath.ToSlash(filepath.Dir(rel))
			out = filepath.ToSlash(rel)
		}
		if p.keys.output != "" {
			over[p.keys.output] = out
		}
		t.Project, t.TrainerOverrides = &cfg, over
		t.UserOverrides = probeKeys(t.UserOverrides, over, values, p.keys)
		// The trial's guard is the ceiling on the trainer's own memory
		// alone (what spkit run is given): the profile's headroom on
		// available memory is not the trial's.
		t.Guard.MaxUsed, t.Guard.MinAvailable = memsize.Size(p.hostLimit()), memsize.Headroom{}
		t.Guard.Sources = p.guardSources()
	}
}

// guardSources are the trainer's own memory: its container's cgroup (or
// its process tree when local) and its GPU memory.
func (p *prober) guardSources() []guardspec.Source {
	s := []guardspec.Source{guardspec.Cgroup}
	if p.req.Local {
		s[0] = guardspec.Tree
	}
	if p.t.Profile.HasGPU() {
		s = append(s, guardspec.GPU)
	}
	return s
}

// hostLimit is where the guard stops a trial's host memory: the host
// ceiling on discrete GPUs, else the one pool's.
func (p *prober) hostLimit() uint64 {
	if p.results.Memory == probe.Discrete {
		return p.results.HostCeiling
	}
	return p.results.Ceiling
}

// gpuLimit is the guard's GPU memory limit (spkit run --max-gpu-memory) on
// discrete GPUs: the per-device ceiling times the devices the trial may
// use, as the guard sums its processes' memory over them (the fullest
// device is judged from the run state's per-device peak). 0: none.
func (p *prober) gpuLimit() uint64 {
	if p.results.Memory != probe.Discrete {
		return 0
	}
	return p.results.Ceiling * uint64(p.mem.devices)
}

// guardArgs are `spkit run`'s guard flags for a trial of target t.
func guardArgs(t *project.Target, gpuLimit uint64) []string {
	args := []string{"--max-memory", t.Guard.MaxUsed.Spec(), "--sources", guardspec.FormatSources(t.Guard.Sources)}
	if gpuLimit > 0 {
		args = append(args, "--max-gpu-memory", memsize.Size(gpuLimit).Spec())
	}
	return args
}

// save writes results.json, results.md and a plot per probed parameter.
func (p *prober) save() error {
	if err := fsutil.MkdirAllIn(p.d.Dir, p.dir); err != nil {
		return fsutil.WriteError(errdefs.Environment, err, p.dir)
	}
	var js, md bytes.Buffer
	if err := p.results.WriteJSON(&js); err != nil {
		return err
	}
	p.results.WriteMarkdown(&md)
	files := map[string][]byte{"results.json": js.Bytes(), "results.md": md.Bytes()}
	for _, prm := range p.results.Params {
		var svg bytes.Buffer
		if err := p.results.Plot(&svg, prm, "svg"); err == nil {
			files["memory-"+prm+".svg"] = svg.Bytes()
		}
	}
	for name, data := range files {
		if err := fsutil.WriteFileIn(p.d.Dir, filepath.Join(p.dir, name), data, 0o644); err != nil {
			return fsutil.WriteError(errdefs.Environment, err, filepath.Join(p.dir, name))
		}
	}
	return nil
}

// apply writes the best values into spkit.yaml's trainer_overrides for the
// profile, checking the result still parses strictly.
func (p *prober) apply() error {
	path := filepath.Join(p.d.Dir, project.FileName)
	data, err := fsutil.ReadFileIn(context.Background(), p.d.Dir, path, fsutil.MaxConfigBytes)
	if err != nil {
		return fsutil.ReadError(errdefs.Config, err, path)
	}
	out, err := probe.Apply(data, p.t.Profile.Name, p.results.Best)
	if err != nil {
		return errdefs.Wrap(errdefs.Config, err, "cannot apply the best values to spkit.yaml", "set them by hand: "+fmt.Sprint(p.results.Best))
	}
	if _, err := project.Parse(out, path); err != nil {
		return errdefs.Wrap(errdefs.Config, err, "applying the best values would break spkit.yaml", "set them by hand: "+fmt.Sprint(p.results.Best))
	}
	return fsutil.WriteError(errdefs.Environment, fsutil.WriteFileIn(p.d.Dir, path, out, 0o644), path)
}

// hostPeak is the trainer's own host memory from its run state: what its
// container's cgroup working set gained over the trial (or its process
// tree, local). 0 when the state is missing.
func hostPeak(s *runstate.State, local bool) uint64 {
	if s == nil {
		return 0
	}
	host := s.Peaks.CgroupWorkingSetBytes - min(s.Peaks.CgroupBaseBytes, s.Peaks.CgroupWorkingSetBytes)
	if local || host == 0 {
		host = s.Peaks.TreeRSSBytes
	}
	if host == 0 {
		host = s.PeakUsedBytes
	}
	return host
}

// gpuPeak is the GPU memory the trainer's processes held (NVML): the
// fullest device's where the run state has it, else the sum over devices.
func gpuPeak(s *runstate.State) uint64 {
	if s == nil {
		return 0
	}
	if s.Peaks.GPUDeviceBytes > 0 {
		return s.Peaks.GPUDeviceBytes
	}
	return s.Peaks.GPUBytes
}

// judged is the peak a trial is judged by: on a discrete GPU its GPU
// memory; in one pool host and GPU memory together (on unified memory the
// GPU's comes out of the same pool, and cgroups do not see it).
func judged(model string, host, gpu uint64) uint64 {
	if model == probe.Discrete {
		return gpu
	}
	return host + gpu
}

// outcome maps a trial's exit code and run state to the search's outcome:
// a trainer that died of a CUDA out-of-memory error (its last lines say
// so, its own or a child's) is an OOM trial, which does not fit.
func outcome(code int, s *runstate.State, took time.Duration, tail []string, local bool) probe.Outcome {
	out := probe.Outcome{Duration: took, HostPeak: hostPeak(s, local), GPUPeak: gpuPeak(s)}
	switch code {
	case 0:
		out.Status = probe.OK
	case int(errdefs.MemoryGuard):
		out.Status = probe.Stopped
	default:
		if oom := probe.FindOOM(tail); oom != nil {
			out.Status, out.Err = probe.OOM, oom
			return out
		}
		out.Status = probe.Failed
		msg := fmt.Sprintf("exit code %d", code)
		if len(tail) > 0 {
			msg += ": " + strings.Join(lastN(tail, 10), " | ")
		}
		out.Err = errors.New(probe.Printable(msg))
	}
	return out
}

func lastN(lines []string, n int) []string { return lines[max(len(lines)-n, 0):] }

// probeKeys adds the keys a trial sets to the user's overrides: they apply
// whatever the trainer's dialect (trainconfig.Select).
func probeKeys(user, over map[string]any, values map[string]int, keys trialKeys) map[string]any {
	out := maps.Clone(user)
	if out == nil {
		out = map[string]any{}
	}
	for _, k := range []string{keys.steps, keys.checkpoint, keys.output} {
		if v, ok := over[k]; ok && k != "" {
			out[k] = v
		}
	}
	for k := range values {
		out[k] = over[k]
	}
	return out
}
