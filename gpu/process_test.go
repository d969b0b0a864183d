package gpu

import (
	"testing"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
	"github.com/NVIDIA/go-nvml/pkg/nvml/mock"
)

func fakeNVML(initRet nvml.Return, procs ...[]nvml.ProcessInfo) *mock.Interface {
	var devs []nvml.Device
	for _, p := range procs {
		devs = append(devs, &mock.Device{GetComputeRunningProcessesFunc: func() ([]nvml.ProcessInfo, nvml.Return) { return p, nvml.SUCCESS }})
	}
	return &mock.Interface{
		InitFunc:                   func() nvml.Return { return initRet },
		ShutdownFunc:               func() nvml.Return { return nvml.SUCCESS },
		DeviceGetCountFunc:         func() (int, nvml.Return) { return len(devs), nvml.SUCCESS },
		DeviceGetHandleByIndexFunc: func(i int) (nvml.Device, nvml.Return) { return devs[i], nvml.SUCCESS },
	}
}

func TestProcessSamplerSumsProcessesOverDevices(t *testing.T) {
	lib := fakeNVML(nvml.SUCCESS,
		[]nvml.ProcessInfo{{Pid: 10, UsedGpuMemory: 3 << 30}, {Pid: 11, UsedGpuMemory: 1 << 30}},
		[]nvml.ProcessInfo{{Pid: 10, UsedGpuMemory: 2 << 30}})
	s, err := OpenProcessSampler(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	got, err := s.ProcessMemory()
	if err != nil {
		t.Fatal(err)
	}
	if got[10] != 5<<30 || got[11] != 1<<30 || len(got) != 2 {
		t.Errorf("ProcessMemory = %v", got)
	}
}

// After a failed Init nothing else may be called: the mock's other funcs
// are nil, so any call would panic.
func TestProcessSamplerStopsAfterFailedInit(t *testing.T) {
	lib := &mock.Interface{InitFunc: func() nvml.Return { return nvml.ERROR_LIBRARY_NOT_FOUND }}
	if _, err := OpenProcessSampler(lib); err == nil {
		t.Fatal("OpenProcessSampler succeeded without a driver")
	}
}

// A multi-GPU trial is judged by its fullest device: the sampler reads
// each device apart, and ProcessMemory is their sum.
func TestProcessSamplerReadsDevicesApart(t *testing.T) {
	lib := fakeNVML(nvml.SUCCESS,
		[]nvml.ProcessInfo{{Pid: 10, UsedGpuMemory: 3 << 30}, {Pid: 11, UsedGpuMemory: 1 << 30}},
		[]nvml.ProcessInfo{{Pid: 10, UsedGpuMemory: 2 << 30}})
	s, err := OpenProcessSampler(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	devs, err := s.ProcessMemoryByDevice()
	if err != nil || len(devs) != 2 || devs[0][10] != 3<<30 || devs[0][11] != 1<<30 || devs[1][10] != 2<<30 || len(devs[1]) != 1 {
		t.Errorf("ProcessMemoryByDevice = %v, %v", devs, err)
	}
}
