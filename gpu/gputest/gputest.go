// Package gputest holds GPU fixtures for tests: machines described as data
// and served through go-nvml's moq mocks (pkg/nvml/mock), so the real NVML
// code path in package gpu runs against them. Unset mock methods panic,
// which is how a test notices NVML being called after a failed Init.
package gputest

import (
	"github.com/NVIDIA/go-nvml/pkg/nvml"
	"github.com/NVIDIA/go-nvml/pkg/nvml/mock"

	"github.com/spkit-dev/spkit/gpu"
)

// Machine describes what NVML reports on one machine.
type Machine struct {
	Name string
	// InitRet is what nvml.Init returns (SUCCESS unless set).
	InitRet nvml.Return
	Driver  string
	// CUDA is nvmlSystemGetCudaDriverVersion's integer, 13000 for 13.0.
	CUDA    int
	Devices []Dev
}

// Dev is one GPU of a Machine.
type Dev struct {
	Name         string
	UUID         string
	Major, Minor int
	Arch         nvml.DeviceArchitecture
	// MemTotal/MemUsed in bytes; MemRet NOT_SUPPORTED for unified memory.
	MemTotal, MemUsed uint64
	MemRet            nvml.Return
	// Addressing is the NVML addressing mode; AddrRet its return code.
	Addressing nvml.DeviceAddressingModeType
	AddrRet    nvml.Return
	C2C        bool
	C2CRet     nvml.Return
	Procs      []nvml.ProcessInfo
	// Fail makes one query return an error: method name -> code.
	Fail map[string]nvml.Return
}

// Lister returns a gpu.Lister over the machine's mock library.
func (m Machine) Lister() gpu.Lister { return &gpu.NVML{Lib: m.Lib()} }

// Lib returns the go-nvml mock for the machine. Only Init is set when Init
// fails, so any later NVML call panics the test.
func (m Machine) Lib() *mock.Interface {
	lib := &mock.Interface{InitFunc: func() nvml.Return { return m.InitRet }}
	if m.InitRet != nvml.SUCCESS {
		return lib
	}
	devs := make([]nvml.Device, len(m.Devices))
	for i := range m.Devices {
		devs[i] = m.Devices[i].device()
	}
	lib.ShutdownFunc = func() nvml.Return { return nvml.SUCCESS }
	lib.SystemGetDriverVersionFunc = func() (string, nvml.Return) { return m.Driver, nvml.SUCCESS }
	lib.SystemGetCudaDriverVersionFunc = func() (int, nvml.Return) { return m.CUDA, nvml.SUCCESS }
	lib.DeviceGetCountFunc = func() (int, nvml.Return) { return len(devs), nvml.SUCCESS }
	lib.DeviceGetHandleByIndexFunc = func(i int) (nvml.Device, nvml.Return) {
		if i < 0 || i >= len(devs) {
			return nil, nvml.ERROR_INVALID_ARGUMENT
		}
		return devs[i], nvml.SUCCESS
	}
	lib.ExtensionsFunc = func() nvml.ExtendedInterface {
		return &mock.ExtendedInterface{LookupSymbolFunc: func(string) error { return nil }}
	}
	return lib
}

// device is a mock.Device that also answers C2C mode (gpu.C2CReader).
type device struct {
	*mock.Device
	c2c    bool
	c2cRet nvml.Return
}

func (d *device) C2CEnabled() (bool, nvml.Return) { return d.c2c, d.c2cRet }

func (d Dev) device() nvml.Device {
	ret := func(method string, def nvml.Return) nvml.Return {
		if r, ok := d.Fail[method]; ok {
			return r
		}
		return def
	}
	m := &mock.Device{
		GetNameFunc: func() (string, nvml.Return) { return d.Name, ret("GetName", nvml.SUCCESS) },
		GetUUIDFunc: func() (string, nvml.Return) { return d.UUID, ret("GetUUID", nvml.SUCCESS) },
		GetCudaComputeCapabilityFunc: func() (int, int, nvml.Return) {
			return d.Major, d.Minor, ret("GetCudaComputeCapability", nvml.SUCCESS)
		},
		GetArchitectureFunc: func() (nvml.DeviceArchitecture, nvml.Return) {
			return d.Arch, ret("GetArchitecture", nvml.SUCCESS)
		},
		GetMemoryInfoFunc: func() (nvml.Memory, nvml.Return) {
			return nvml.Memory{Total: d.MemTotal, Used: d.MemUsed, Free: d.MemTotal - d.MemUsed}, ret("GetMemoryInfo", d.MemRet)
		},
		GetAddressingModeFunc: func() (nvml.DeviceAddressingMode, nvml.Return) {
			return nvml.DeviceAddressingMode{Version: 1, Value: uint32(d.Addressing)}, ret("GetAddressingMode", d.AddrRet)
		},
		GetComputeRunningProcessesFunc: func() ([]nvml.ProcessInfo, nvml.Return) {
			return d.Procs, ret("GetComputeRunningProcesses", nvml.SUCCESS)
		},
	}
	return &device{Device: m, c2c: d.C2C, c2cRet: ret("C2C", d.C2CRet)}
}
