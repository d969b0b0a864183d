package gpu

import (
	"fmt"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
)

// NVML is the Lister backed by a go-nvml library: the real one (New) or a
// go-nvml mock (gputest).
type NVML struct {
	Lib nvml.Interface
}

// New returns the Lister over the system's libnvidia-ml.so.1. Nothing is
// loaded until Info is called, so a machine without a driver starts fine.
func New() *NVML { return &NVML{Lib: nvml.New()} }

// C2CReader is implemented by devices that report NVLink-C2C mode directly.
// go-nvml's own C2cModeInfoHandler always calls into the C library, so its
// mocks cannot answer it; fixtures implement this instead.
type C2CReader interface {
	C2CEnabled() (bool, nvml.Return)
}

// Info opens NVML, reads the driver and every device, and shuts NVML down.
// After a failed Init it returns at once: calling any other NVML function
// then kills the process (FACTS.md, "The go-nvml library").
func (n *NVML) Info() (*Info, error) {
	if ret := n.Lib.Init(); ret != nvml.SUCCESS {
		return nil, &Error{Op: "init", Device: -1, Ret: ret}
	}
	defer n.Lib.Shutdown()

	info := &Info{}
	var ret nvml.Return
	if info.DriverVersion, ret = n.Lib.SystemGetDriverVersion(); ret != nvml.SUCCESS {
		return nil, &Error{Op: "driver version", Device: -1, Ret: ret}
	}
	cuda, ret := n.Lib.SystemGetCudaDriverVersion()
	if ret != nvml.SUCCESS {
		return nil, &Error{Op: "CUDA driver version", Device: -1, Ret: ret}
	}
	info.CUDADriverVersion = fmt.Sprintf("%d.%d", cuda/1000, cuda%1000/10)
	count, ret := n.Lib.DeviceGetCount()
	if ret != nvml.SUCCESS {
		return nil, &Error{Op: "device count", Device: -1, Ret: ret}
	}
	for i := 0; i < count; i++ {
		d, err := n.device(i)
		if err != nil {
			return nil, err
		}
		info.Devices = append(info.Devices, *d)
	}
	return info, nil
}

func (n *NVML) device(i int) (*Device, error) {
	h, ret := n.Lib.DeviceGetHandleByIndex(i)
	if ret != nvml.SUCCESS {
		return nil, &Error{Op: "device handle", Device: i, Ret: ret}
	}
	d := &Device{Index: i}
	fail := func(op string, r nvml.Return) error { return &Error{Op: op, Device: i, Ret: r} }
	if d.Name, ret = h.GetName(); ret != nvml.SUCCESS {
		return nil, fail("name", ret)
	}
	if d.UUID, ret = h.GetUUID(); ret != nvml.SUCCESS {
		return nil, fail("UUID", ret)
	}
	major, minor, ret := h.GetCudaComputeCapability()
	if ret != nvml.SUCCESS {
		return nil, fail("compute capability", ret)
	}
	d.ComputeCapability = fmt.Sprintf("%d.%d", major, minor)
	if arch, ret := h.GetArchitecture(); ret == nvml.SUCCESS {
		d.Architecture = archNames[arch]
	} else if !optional(ret) {
		return nil, fail("architecture", ret)
	}
	if err := n.memory(h, d); err != nil {
		return nil, err
	}
	if err := n.coherence(h, d); err != nil {
		return nil, err
	}
	procs, ret := h.GetComputeRunningProcesses()
	if ret != nvml.SUCCESS && !optional(ret) {
		return nil, fail("running processes", ret)
	}
	for _, p := range procs {
		d.Processes = append(d.Processes, Process{PID: p.Pid, UsedBytes: p.UsedGpuMemory})
	}
	return d, nil
}

// memory reads the GPU's own memory; NOT_SUPPORTED is the unified-memory
// signal (GB10), not a failure.
func (n *NVML) memory(h nvml.Device, d *Device) error {
	mem, ret := h.GetMemoryInfo()
	switch ret {
	case nvml.SUCCESS:
		d.MemoryTotal, d.MemoryUsed = mem.Total, mem.Used
	case nvml.ERROR_NOT_SUPPORTED:
		d.MemoryNotSupported = true
	default:
		return &Error{Op: "memory info", Device: d.Index, Ret: ret}
	}
	return nil
}

// coherence reads addressing mode and C2C mode. Both are newer NVML calls:
// the symbol is looked up first because calling one an old driver lacks
// aborts the process.
func (n *NVML) coherence(h nvml.Device, d *Device) error {
	d.AddressingMode, d.C2CMode = AddressingUnknown, C2CUnknown
	if n.has("nvmlDeviceGetAddressingMode") {
		mode, ret := h.GetAddressingMode()
		if ret == nvml.SUCCESS {
			if name, ok := addressingNames[nvml.DeviceAddressingModeType(mode.Value)]; ok {
				d.AddressingMode = name
			}
		} else if !optional(ret) {
			return &Error{Op: "addressing mode", Device: d.Index, Ret: ret}
		}
	}
	enabled, ret := n.c2c(h)
	if ret == nvml.SUCCESS {
		d.C2CMode = C2CDisabled
		if enabled {
			d.C2CMode = C2CEnabled
		}
	} else if !optional(ret) {
		return &Error{Op: "C2C mode", Device: d.Index, Ret: ret}
	}
	return nil
}

func (n *NVML) c2c(h nvml.Device) (bool, nvml.Return) {
	if r, ok := h.(C2CReader); ok {
		return r.C2CEnabled()
	}
	if !n.has("nvmlDeviceGetC2cModeInfoV") {
		return false, nvml.ERROR_FUNCTION_NOT_FOUND
	}
	info, ret := h.GetC2cModeInfoV().V1()
	return info.IsC2cEnabled != 0, ret
}

func (n *NVML) has(symbol string) bool {
	return n.Lib.Extensions().LookupSymbol(symbol) == nil
}

// optional reports whether a query's failure means "this driver or GPU does
// not report that" rather than a broken GPU.
func optional(r nvml.Return) bool {
	return r == nvml.ERROR_NOT_SUPPORTED || r == nvml.ERROR_FUNCTION_NOT_FOUND
}

var archNames = map[nvml.DeviceArchitecture]string{
	nvml.DEVICE_ARCH_KEPLER:    "kepler",
	nvml.DEVICE_ARCH_MAXWELL:   "maxwell",
	nvml.DEVICE_ARCH_PASCAL:    "pascal",
	nvml.DEVICE_ARCH_VOLTA:     "volta",
	nvml.DEVICE_ARCH_TURING:    "turing",
	nvml.DEVICE_ARCH_AMPERE:    "ampere",
	nvml.DEVICE_ARCH_ADA:       "ada",
	nvml.DEVICE_ARCH_HOPPER:    "hopper",
	nvml.DEVICE_ARCH_BLACKWELL: "blackwell",
}

var addressingNames = map[nvml.DeviceAddressingModeType]string{
	nvml.DEVICE_ADDRESSING_MODE_NONE: AddressingNone,
	nvml.DEVICE_ADDRESSING_MODE_HMM:  AddressingHMM,
	nvml.DEVICE_ADDRESSING_MODE_ATS:  AddressingATS,
}
