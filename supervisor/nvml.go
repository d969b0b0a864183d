package supervisor

import (
	"fmt"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
)

// NVMLSampler is the GPUSampler over NVML. Unlike gpu's Lister,
// which opens and closes NVML per reading, it keeps NVML open for the run:
// nvmlInit is far too slow to call once a second.
type NVMLSampler struct {
	lib  nvml.Interface
	devs []nvml.Device
}

// OpenNVML initialises NVML and takes the device handles. After a failed
// Init it returns at once: any other NVML call would then kill the process
// (FACTS.md, "The go-nvml library").
func OpenNVML(lib nvml.Interface) (*NVMLSampler, error) {
	if ret := lib.Init(); ret != nvml.SUCCESS {
		return nil, fmt.Errorf("NVML init: %s", nvml.ErrorString(ret))
	}
	s := &NVMLSampler{lib: lib}
	count, ret := lib.DeviceGetCount()
	if ret != nvml.SUCCESS {
		lib.Shutdown()
		return nil, fmt.Errorf("NVML device count: %s", nvml.ErrorString(ret))
	}
	for i := 0; i < count; i++ {
		h, ret := lib.DeviceGetHandleByIndex(i)
		if ret != nvml.SUCCESS {
			lib.Shutdown()
			return nil, fmt.Errorf("NVML device %d: %s", i, nvml.ErrorString(ret))
		}
		s.devs = append(s.devs, h)
	}
	return s, nil
}

// ProcessMemory sums each compute process's GPU memory over all devices.
// The pids are those of NVML's pid namespace (the host's); inside a
// container they do not match the tree's, and the sampler falls back to
// counting every process on the container's GPUs.
func (s *NVMLSampler) ProcessMemory() (map[int]uint64, error) {
	out := map[int]uint64{}
	for i, h := range s.devs {
		procs, ret := h.GetComputeRunningProcesses()
		if ret != nvml.SUCCESS {
			return nil, fmt.Errorf("NVML processes of device %d: %s", i, nvml.ErrorString(ret))
		}
		for _, p := range procs {
			out[int(p.Pid)] += p.UsedGpuMemory
		}
	}
	return out, nil
}

// Close shuts NVML down.
func (s *NVMLSampler) Close() { s.lib.Shutdown() }
