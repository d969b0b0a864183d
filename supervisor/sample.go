package supervisor

import (
	"time"

	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/guardspec"
)

// GPUSampler reports the GPU memory held by processes. The NVML
// implementation lives with the GPU code; nil means no GPU figures.
type GPUSampler interface {
	// ProcessMemory returns GPU memory in bytes per pid, for every
	// process using a GPU (the caller keeps those of its tree).
	ProcessMemory() (map[int]uint64, error)
}

// GPUProcess is one process's GPU memory in the memory log.
type GPUProcess struct {
	PID   int    `json:"pid"`
	Bytes uint64 `json:"bytes"`
}

// Sample is one look at memory, complete enough for a metrics exporter:
// every source's figures, and each limit as it applied at that moment.
// Fields a tick did not read are zero.
type Sample struct {
	Time time.Time `json:"time"`
	// meminfo: system-wide, in bytes; MemUsed is MemTotal - MemAvailable.
	MemTotal     uint64 `json:"mem_total"`
	MemAvailable uint64 `json:"mem_available"`
	MemUsed      uint64 `json:"mem_used"`
	// cgroup: raw usage, working set (usage less inactive page cache) and
	// the cgroup's own limit (0: none).
	CgroupUsage uint64 `json:"cgroup_usage,omitempty"`
	CgroupWS    uint64 `json:"cgroup_working_set,omitempty"`
	CgroupLimit uint64 `json:"cgroup_limit,omitempty"`
	// tree: RSS of the trainer and its descendants, and how many.
	TreeRSS  uint64 `json:"tree_rss,omitempty"`
	TreePIDs int    `json:"tree_pids,omitempty"`
	// gpu: per process, and the sum.
	GPU      []GPUProcess `json:"gpu,omitempty"`
	GPUBytes uint64       `json:"gpu_bytes,omitempty"`
	// MaxUsed is the max-used limit; Headroom the minimum available
	// memory resolved against MemTotal (0: not set).
	MaxUsed  uint64 `json:"max_used,omitempty"`
	Headroom uint64 `json:"headroom,omitempty"`
	// Checks are the limits as they applied to this sample, one per
	// watched source and limit.
	Checks []Check `json:"checks,omitempty"`
}

// sampler owns the open kernel files. The fast path (every tick) reads
// /proc/meminfo and the cgroup's usage file only; the tree, GPU and
// memory.stat are read on the slow cadence or when they matter.
type sampler struct {
	o      *Options
	sys    *hostmem.SystemReader
	cg     *hostmem.CgroupReader
	tree   *hostmem.Tree
	pids   []int
	lastCg hostmem.Cgroup
}

func newSampler(o *Options) (*sampler, error) {
	s := &sampler{o: o, tree: hostmem.NewTree(o.Root)}
	var err error
	if s.sys, err = hostmem.OpenSystem(o.Root); err != nil {
		return nil, err
	}
	if dir, files, err := hostmem.FindCgroup(o.Root); err == nil && dir != "" {
		s.cg, _ = hostmem.OpenCgroup(dir, files)
	}
	if s.cg != nil {
		s.lastCg, _ = s.cg.Read()
	}
	return s, nil
}

// sample takes a reading. full also reads the tree and the GPU; cgroup
// memory.stat is read only when the raw usage could be past a limit.
func (s *sampler) sample(now time.Time, pid int, full bool, cgLimit uint64) Sample {
	out := Sample{Time: now}
	if sys, err := s.sys.Read(); err == nil {
		out.MemTotal, out.MemAvailable = sys.Total, sys.Available
		out.MemUsed = sys.Total - min(sys.Available, sys.Total)
	}
	s.sampleCgroup(&out, full, cgLimit)
	if full || s.o.watches(guardspec.Tree) {
		out.TreeRSS, s.pids = s.tree.Read(pid)
		out.TreePIDs = len(s.pids)
	}
	if s.o.GPU != nil && (full || s.o.MaxGPU > 0) {
		s.sampleGPU(&out, pid)
	}
	return out
}

func (s *sampler) sampleCgroup(out *Sample, full bool, limit uint64) {
	if s.cg == nil {
		return
	}
	usage, err := s.cg.Usage()
	if err != nil {
		return
	}
	// Usage includes page cache: when it is under the limit, so is the
	// working set, and memory.stat need not be read.
	if full || (limit > 0 && usage > limit) {
		if c, err := s.cg.Read(); err == nil {
			s.lastCg = c
		}
	}
	c := s.lastCg
	c.Usage = usage
	out.CgroupUsage, out.CgroupWS, out.CgroupLimit = usage, c.WorkingSet(), c.Limit
}

func (s *sampler) sampleGPU(out *Sample, pid int) {
	if len(s.pids) == 0 {
		_, s.pids = s.tree.Read(pid)
	}
	mem, err := s.o.GPU.ProcessMemory()
	if err != nil {
		return
	}
	for _, p := range s.pids {
		if b, ok := mem[p]; ok {
			out.GPU = append(out.GPU, GPUProcess{PID: p, Bytes: b})
			out.GPUBytes += b
		}
	}
	if len(out.GPU) == 0 {
		// NVML's pids are the host's: in a container none match the
		// tree, and every process on the container's GPUs counts.
		for p, b := range mem {
			out.GPU = append(out.GPU, GPUProcess{PID: p, Bytes: b})
			out.GPUBytes += b
		}
	}
}

func (s *sampler) close() {
	s.sys.Close()
	if s.cg != nil {
		s.cg.Close()
	}
}
