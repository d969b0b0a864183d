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

// GPUDeviceSampler is a GPUSampler that also reads each device apart:
// GPU memory in bytes per pid, one map per device.
type GPUDeviceSampler interface {
	ProcessMemoryByDevice() ([]map[int]uint64, error)
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
	// CgroupBase is the working set when the trainer started, counted out
	// of the cgroup's checks (Options.CgroupBaseline; 0: not counted out).
	CgroupBase uint64 `json:"cgroup_base,omitempty"`
	// tree: RSS of the trainer and its descendants, and how many.
	// TreeCut: the walk stopped at TreeWalkBudget, and TreeRSS is a part
	// of the tree's (the guard compares a stand-in too, standIn).
	TreeRSS  uint64 `json:"tree_rss,omitempty"`
	TreePIDs int    `json:"tree_pids,omitempty"`
	TreeCut  bool   `json:"tree_cut,omitempty"`
	// TreeStandIn is the tree's estimate while its walks are cut, from
	// standInSrc (sampleStandIn); 0 otherwise.
	TreeStandIn uint64 `json:"tree_stand_in,omitempty"`
	standInSrc  guardspec.Source
	// gpu: per process, and the sum; GPUDevice the most the trainer held
	// on one device (where the sampler reads devices apart).
	GPU       []GPUProcess `json:"gpu,omitempty"`
	GPUBytes  uint64       `json:"gpu_bytes,omitempty"`
	GPUDevice uint64       `json:"gpu_device_bytes,omitempty"`
	// MaxUsed is the max-used limit; Headroom the minimum available
	// memory resolved against MemTotal (0: not set).
	MaxUsed  uint64 `json:"max_used,omitempty"`
	Headroom uint64 `json:"headroom,omitempty"`
	// Checks are the limits as they applied to this sample, one per
	// watched source and limit.
	Checks []Check `json:"checks,omitempty"`
	// Failed are the sources that did not answer at this sample: their
	// figures are missing, never zero readings, and no check uses them.
	Failed []SourceFailure `json:"failed,omitempty"`
	// read are the sources this sample read.
	read sourceSet
}

// sampler owns the open kernel files. The fast path (every tick) reads
// /proc/meminfo and the cgroup's usage file only; the tree, GPU and
// memory.stat are read on the slow cadence or when they matter.
type sampler struct {
	o    *Options
	sys  *hostmem.SystemReader
	cg   *hostmem.CgroupReader
	tree *hostmem.Tree
	pids []int
	// walked is when the tree was last walked (ReadKnown reads its
	// processes in between).
	walked time.Time
	// cut: the last walk stopped at its budget.
	cut bool
	// base is the last whole walk, with the stand-in's reading then.
	base   standInBase
	lastCg hostmem.Cgroup
	// cgBase is the cgroup's working set at start (Options.CgroupBaseline).
	cgBase uint64
}

func newSampler(o *Options) (*sampler, error) {
	s := &sampler{o: o, tree: hostmem.NewTree(o.Root)}
	s.tree.Budget = TreeWalkBudget
	var err error
	if s.sys, err = hostmem.OpenSystem(o.Root); err != nil {
		return nil, err
	}
	if dir, files, err := hostmem.FindCgroup(o.Root); err == nil && dir != "" {
		s.cg, _ = hostmem.OpenCgroup(dir, files)
	}
	if s.cg != nil {
		s.lastCg, _ = s.cg.Read()
		if o.CgroupBaseline {
			s.cgBase = s.lastCg.WorkingSet()
		}
	}
	return s, nil
}

// sample takes a reading. A fast tick reads only the sources the limits
// watch (one read each: meminfo's pread, the cgroup's usage, the tree's
// known processes); full also reads the others, the tree walked and the
// GPU, for the observers. The cgroup's memory.stat is read only when its
// raw usage could be past a limit.
func (s *sampler) sample(now time.Time, pid int, full bool, cgLimit uint64) Sample {
	out := Sample{Time: now}
	if full || s.o.watches(guardspec.Meminfo) {
		s.sampleMeminfo(&out)
	}
	if full || s.o.watches(guardspec.Cgroup) {
		s.sampleCgroup(&out, full, cgLimit)
	}
	if full || s.o.watches(guardspec.Tree) {
		walked := s.sampleTree(&out, now, pid, full)
		s.sampleStandIn(&out, walked, full, cgLimit)
	}
	if s.o.GPU != nil && (full || s.o.MaxGPU > 0) {
		s.sampleGPU(&out, pid)
	}
	return out
}

func (s *sampler) sampleMeminfo(out *Sample) {
	out.read.add(guardspec.Meminfo)
	if sys, err := s.sys.Read(); err == nil {
		out.MemTotal, out.MemAvailable = sys.Total, sys.Available
		out.MemUsed = sys.Total - min(sys.Available, sys.Total)
	} else {
		out.fail(guardspec.Meminfo, err)
	}
}

// TreeWalkEvery is how often the tree source walks the trainer's process
// tree (tasks, children) when it samples faster: in between it rereads the
// RSS of the processes it knows (one pread each), and walks again at once
// when one of them is gone. A process started since the last walk is
// counted from the next one.
const TreeWalkEvery = 250 * time.Millisecond

func (s *sampler) sampleTree(out *Sample, now time.Time, pid int, full bool) (walked bool) {
	out.read.add(guardspec.Tree)
	if !full && now.Sub(s.walked) < TreeWalkEvery {
		if rss, ok := s.tree.ReadKnown(); ok {
			out.TreeRSS, out.TreePIDs, out.TreeCut = rss, len(s.pids), s.cut
			return false
		}
	}
	s.walked = now
	out.TreeRSS, s.pids = s.tree.Read(pid)
	out.TreePIDs = len(s.pids)
	s.cut = s.tree.Cut()
	out.TreeCut = s.cut
	if err := s.tree.Err(); err != nil {
		out.TreeRSS, out.TreePIDs = 0, 0 // a part of the tree is no reading
		out.fail(guardspec.Tree, err)
	}
	return true
}

func (s *sampler) sampleCgroup(out *Sample, full bool, limit uint64) {
	if s.cg == nil {
		return
	}
	out.read.add(guardspec.Cgroup)
	usage, err := s.cg.Usage()
	if err != nil {
		out.fail(guardspec.Cgroup, err)
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
	out.CgroupUsage, out.CgroupWS, out.CgroupLimit, out.CgroupBase = usage, c.WorkingSet(), c.Limit, s.cgBase
}

// CgroupGained is the working set less the baseline: what the cgroup
// source's checks and peak count.
func (s *Sample) CgroupGained() uint64 { return s.CgroupWS - min(s.CgroupBase, s.CgroupWS) }

func (s *sampler) sampleGPU(out *Sample, pid int) {
	if len(s.pids) == 0 {
		_, s.pids = s.tree.Read(pid)
	}
	out.read.add(guardspec.GPU)
	devs, err := s.gpuDevices()
	if err != nil {
		out.fail(guardspec.GPU, err)
		return
	}
	mem := map[int]uint64{}
	for _, d := range devs {
		for p, b := range d {
			mem[p] += b
		}
	}
	for _, p := range s.pids {
		if b, ok := mem[p]; ok {
			out.GPU = append(out.GPU, GPUProcess{PID: p, Bytes: b})
			out.GPUBytes += b
		}
	}
	mine := len(out.GPU) > 0
	if !mine {
		// NVML's pids are the host's: in a container none match the
		// tree, and every process on the container's GPUs counts.
		for p, b := range mem {
			out.GPU = append(out.GPU, GPUProcess{PID: p, Bytes: b})
			out.GPUBytes += b
		}
	}
	if len(devs) > 1 {
		out.GPUDevice = fullestDevice(devs, s.pids, mine)
	}
}

// gpuDevices reads the GPU memory per device where the sampler can, else
// all devices as one.
func (s *sampler) gpuDevices() ([]map[int]uint64, error) {
	if ds, ok := s.o.GPU.(GPUDeviceSampler); ok {
		return ds.ProcessMemoryByDevice()
	}
	mem, err := s.o.GPU.ProcessMemory()
	return []map[int]uint64{mem}, err
}

// fullestDevice is the most the trainer's processes (mine: pids; else
// every process) hold on one device.
func fullestDevice(devs []map[int]uint64, pids []int, mine bool) uint64 {
	var most uint64
	for _, d := range devs {
		var sum uint64
		if mine {
			for _, p := range pids {
				sum += d[p]
			}
		} else {
			for _, b := range d {
				sum += b
			}
		}
		most = max(most, sum)
	}
	return most
}

func (s *sampler) close() {
	s.tree.Close()
	s.sys.Close()
	if s.cg != nil {
		s.cg.Close()
	}
}
