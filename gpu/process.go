package gpu

import (
	"fmt"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
)

// ProcessSampler reads the GPU memory each process holds, for the
// supervisor's guard. Unlike Info, which opens and closes NVML per reading,
// it keeps NVML open for the run: nvmlInit is far too slow to call once a
// second.
type ProcessSampler struct {
	lib  nvml.Interface
	devs []nvml.Device
}

// OpenProcessSampler initialises NVML and takes the device handles. After a failed
// Init it returns at once: any other NVML call would then kill the process
// (FACTS.md, "The go-nvml library").
func OpenProcessSampler(lib nvml.Interface) (*ProcessSampler, error) {
	if ret := lib.Init(); ret != nvml.SUCCESS {
		return nil, fmt.Errorf("NVML init: %s", nvml.ErrorString(ret))
	}
	s := &ProcessSampler{lib: lib}
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
// container they do not match the trainer's, and the supervisor falls back
// to counting every process on the container's GPUs.
func (s *ProcessSampler) ProcessMemory() (map[int]uint64, error) {
	devs, err := s.ProcessMemoryByDevice()
	if err != nil {
		return nil, err
	}
	out := map[int]uint64{}
	for _, d := range devs {
		for pid, b := range d {
			out[pid] += b
		}
	}
	return out, nil
}

// ProcessMemoryByDevice is each compute process's GPU memory, one map per
// device (by NVML index): a multi-GPU trial is judged by its fullest one.
func (s *ProcessSampler) ProcessMemoryByDevice() ([]map[int]uint64, error) {
	out := make([]map[int]uint64, len(s.devs))
	for i, h := range s.devs {
		procs, ret := h.GetComputeRunningProcesses()
		if ret != nvml.SUCCESS {
			return nil, fmt.Errorf("NVML processes of device %d: %s", i, nvml.ErrorString(ret))
		}
		out[i] = map[int]uint64{}
		for _, p := range procs {
			out[i][int(p.Pid)] += p.UsedGpuMemory
		}
	}
	return out, nil
}

// Close shuts NVML down.
func (s *ProcessSampler) Close() { s.lib.Shutdown() }
