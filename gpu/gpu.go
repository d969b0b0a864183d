// Package gpu is spkit's narrow view of the machine's NVIDIA GPUs: what
// doctor, healthcheck and validate need, read through NVML (go-nvml) and
// nothing else. Every NVML failure comes back as an *Error that says what to
// do; unified memory is decided from NVML signals and the decision says which
// signal made it.
package gpu

import "fmt"

// Addressing modes as NVML reports them (nvmlDeviceGetAddressingMode).
const (
	AddressingNone    = "none"
	AddressingHMM     = "hmm"
	AddressingATS     = "ats"
	AddressingUnknown = "unknown" // the driver does not report it
)

// C2C modes (nvmlDeviceGetC2cModeInfoV).
const (
	C2CEnabled  = "enabled"
	C2CDisabled = "disabled"
	C2CUnknown  = "unknown"
)

// Lister reads the GPUs of this machine. Implementations open NVML, read
// everything, and close it again, so a caller holds no NVML state.
type Lister interface {
	Info() (*Info, error)
}

// Info is one reading of the machine's GPUs.
type Info struct {
	// DriverVersion is the kernel driver, "580.95.05".
	DriverVersion string `json:"driver_version"`
	// CUDADriverVersion is the newest CUDA the driver's API supports, "13.0".
	CUDADriverVersion string   `json:"cuda_driver_version"`
	Devices           []Device `json:"devices"`
}

// Device is one GPU.
type Device struct {
	Index int    `json:"index"`
	Name  string `json:"name"`
	UUID  string `json:"uuid"`
	// ComputeCapability is "major.minor", "12.1".
	ComputeCapability string `json:"compute_capability"`
	// Architecture is the driver's name for it (blackwell, hopper, ...), or
	// "" when the driver does not say.
	Architecture string `json:"architecture,omitempty"`
	// MemoryTotal and MemoryUsed are the GPU's own memory in bytes; both are
	// zero and MemoryNotSupported is true where NVML has no figure (GB10).
	MemoryTotal        uint64 `json:"memory_total,omitempty"`
	MemoryUsed         uint64 `json:"memory_used,omitempty"`
	MemoryNotSupported bool   `json:"memory_not_supported,omitempty"`
	AddressingMode     string `json:"addressing_mode"`
	C2CMode            string `json:"c2c_mode"`
	// Processes using the GPU for compute, with the memory each holds.
	Processes []Process `json:"processes,omitempty"`
}

// Process is a compute process on a GPU.
type Process struct {
	PID       uint32 `json:"pid"`
	UsedBytes uint64 `json:"used_bytes"`
}

// Unified decides whether the device shares the system's memory, and says
// which NVML signal decided. Compute capability is deliberately not a signal:
// H100 (9.0) is discrete and GB10 (12.1) is unified.
func (d *Device) Unified() (bool, string) {
	switch {
	case d.AddressingMode == AddressingATS:
		return true, "NVML addressing mode is ATS (the GPU translates CPU page tables)"
	case d.C2CMode == C2CEnabled:
		return true, "NVML reports NVLink-C2C enabled (coherent CPU-GPU link)"
	case d.MemoryNotSupported:
		return true, "NVML memory info is NOT_SUPPORTED (no dedicated GPU memory to report)"
	}
	return false, fmt.Sprintf("NVML reports %s of dedicated GPU memory, addressing mode %s, C2C %s",
		Bytes(d.MemoryTotal), d.AddressingMode, d.C2CMode)
}

// FitsMemoryModel reports whether settings made for a unified (or discrete)
// machine suit d, and why. Coherent CPU-GPU memory on a GPU with its own HBM
// (GH200, GB200: ATS or C2C, yet memory info is reported) suits discrete
// settings too; a GPU without memory of its own (GB10) does not.
func (d *Device) FitsMemoryModel(unified bool) (bool, string) {
	got, why := d.Unified()
	switch {
	case got == unified:
		return true, why
	case got && !unified && !d.MemoryNotSupported:
		return true, fmt.Sprintf("%s, and it has %s of its own memory: discrete settings are valid", why, Bytes(d.MemoryTotal))
	}
	return false, why
}

// Bytes formats n in binary units, "79.6 GiB".
func Bytes(n uint64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := uint64(unit), 0
	for m := n / unit; m >= unit && exp < 4; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTP"[exp])
}
