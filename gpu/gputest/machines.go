package gputest

import "github.com/NVIDIA/go-nvml/pkg/nvml"

const (
	mib = 1 << 20
	gib = 1 << 30
)

// Machines are the fixtures, by name. Values follow FACTS.md "Platforms";
// memory figures are what NVML reports (a little under the marketing size).
var Machines = map[string]Machine{
	// DGX Spark: memory info NOT_SUPPORTED, addressing mode ATS (reported),
	// per-process memory works.
	"gb10": {Name: "gb10", Driver: "580.95.05", CUDA: 13000, Devices: []Dev{{
		Name: "NVIDIA GB10", UUID: "GPU-5e1f0c2a-0b7d-4c4e-9a51-3f2d8c7e1a01", Major: 12, Minor: 1,
		Arch: nvml.DEVICE_ARCH_BLACKWELL, MemRet: nvml.ERROR_NOT_SUPPORTED,
		Addressing: nvml.DEVICE_ADDRESSING_MODE_ATS, C2CRet: nvml.ERROR_NOT_SUPPORTED,
		Procs: []nvml.ProcessInfo{{Pid: 4242, UsedGpuMemory: 12 * gib}},
	}}},
	// GH200: 96 GB HBM3 reported, ATS and NVLink-C2C.
	"gh200": {Name: "gh200", Driver: "580.82.07", CUDA: 13000, Devices: []Dev{{
		Name: "NVIDIA GH200 480GB", UUID: "GPU-0a6d3f11-7e2b-4b90-8c1d-2f4e6a8b0c02", Major: 9, Minor: 0,
		Arch: nvml.DEVICE_ARCH_HOPPER, MemTotal: 97871 * mib, MemUsed: 512 * mib,
		Addressing: nvml.DEVICE_ADDRESSING_MODE_ATS, C2C: true,
	}}},
	// GB200: two Blackwell GPUs per Grace, ATS and C2C.
	"gb200": {Name: "gb200", Driver: "580.95.05", CUDA: 13000, Devices: []Dev{
		{Name: "NVIDIA GB200", UUID: "GPU-1b2c3d4e-0000-4000-8000-00000000b201", Major: 10, Minor: 0,
			Arch: nvml.DEVICE_ARCH_BLACKWELL, MemTotal: 189471 * mib, MemUsed: 600 * mib,
			Addressing: nvml.DEVICE_ADDRESSING_MODE_ATS, C2C: true},
		{Name: "NVIDIA GB200", UUID: "GPU-1b2c3d4e-0000-4000-8000-00000000b202", Major: 10, Minor: 0,
			Arch: nvml.DEVICE_ARCH_BLACKWELL, MemTotal: 189471 * mib, MemUsed: 600 * mib,
			Addressing: nvml.DEVICE_ADDRESSING_MODE_ATS, C2C: true},
	}},
	// H100 SXM on x86: discrete; HMM addressing on a recent kernel is not
	// unified memory. Driver exactly CUDA 13.0's minimum.
	"h100": {Name: "h100", Driver: "580.65.06", CUDA: 13000, Devices: []Dev{{
		Name: "NVIDIA H100 80GB HBM3", UUID: "GPU-9c8b7a65-4321-4fed-8cba-0987654321aa", Major: 9, Minor: 0,
		Arch: nvml.DEVICE_ARCH_HOPPER, MemTotal: 81559 * mib, MemUsed: 1024 * mib,
		Addressing: nvml.DEVICE_ADDRESSING_MODE_HMM, C2CRet: nvml.ERROR_NOT_SUPPORTED,
	}}},
	// A100 on an r570 driver: CUDA 12.8 at most, too old for CUDA 13.
	"a100": {Name: "a100", Driver: "570.124.06", CUDA: 12080, Devices: []Dev{{
		Name: "NVIDIA A100-SXM4-80GB", UUID: "GPU-a1000000-1111-4222-8333-444455556666", Major: 8, Minor: 0,
		Arch: nvml.DEVICE_ARCH_AMPERE, MemTotal: 81920 * mib, MemUsed: 4 * mib,
		Addressing: nvml.DEVICE_ADDRESSING_MODE_NONE, C2CRet: nvml.ERROR_NOT_SUPPORTED,
	}}},
	"rtx4090": {Name: "rtx4090", Driver: "580.82.09", CUDA: 13000, Devices: []Dev{{
		Name: "NVIDIA GeForce RTX 4090", UUID: "GPU-40900000-aaaa-4bbb-8ccc-ddddeeeeffff", Major: 8, Minor: 9,
		Arch: nvml.DEVICE_ARCH_ADA, MemTotal: 24564 * mib, MemUsed: 300 * mib,
		AddrRet: nvml.ERROR_NOT_SUPPORTED, C2CRet: nvml.ERROR_NOT_SUPPORTED,
	}}},
	"rtx5090": {Name: "rtx5090", Driver: "580.95.05", CUDA: 13000, Devices: []Dev{{
		Name: "NVIDIA GeForce RTX 5090", UUID: "GPU-50900000-aaaa-4bbb-8ccc-ddddeeee0001", Major: 12, Minor: 0,
		Arch: nvml.DEVICE_ARCH_BLACKWELL, MemTotal: 32607 * mib, MemUsed: 350 * mib,
		Addressing: nvml.DEVICE_ADDRESSING_MODE_NONE, C2CRet: nvml.ERROR_NOT_SUPPORTED,
	}}},
	// V100 on r535: Volta is gone from CUDA 13, and r535 tops out at CUDA 12.
	"v100": {Name: "v100", Driver: "535.183.01", CUDA: 12020, Devices: []Dev{{
		Name: "Tesla V100-SXM2-32GB", UUID: "GPU-10000000-2222-4333-8444-555566667777", Major: 7, Minor: 0,
		Arch: nvml.DEVICE_ARCH_VOLTA, MemTotal: 32768 * mib, MemUsed: 0,
		AddrRet: nvml.ERROR_FUNCTION_NOT_FOUND, C2CRet: nvml.ERROR_FUNCTION_NOT_FOUND,
	}}},
	// No driver: libnvidia-ml.so.1 is absent.
	"nodriver": {Name: "nodriver", InitRet: nvml.ERROR_LIBRARY_NOT_FOUND},
	// Two H100s; the second falls off the bus while its memory is read.
	"gpulost": {Name: "gpulost", Driver: "580.82.07", CUDA: 13000, Devices: []Dev{
		{Name: "NVIDIA H100 80GB HBM3", UUID: "GPU-9c8b7a65-4321-4fed-8cba-0987654321b1", Major: 9, Minor: 0,
			Arch: nvml.DEVICE_ARCH_HOPPER, MemTotal: 81559 * mib, MemUsed: 1024 * mib,
			Addressing: nvml.DEVICE_ADDRESSING_MODE_HMM, C2CRet: nvml.ERROR_NOT_SUPPORTED},
		{Name: "NVIDIA H100 80GB HBM3", UUID: "GPU-9c8b7a65-4321-4fed-8cba-0987654321b2", Major: 9, Minor: 0,
			Arch: nvml.DEVICE_ARCH_HOPPER, MemTotal: 81559 * mib, MemUsed: 1024 * mib,
			Addressing: nvml.DEVICE_ADDRESSING_MODE_HMM, C2CRet: nvml.ERROR_NOT_SUPPORTED,
			Fail: map[string]nvml.Return{"GetMemoryInfo": nvml.ERROR_GPU_IS_LOST}},
	}},
}

// Names returns the fixture names in a fixed order.
func Names() []string {
	return []string{"gb10", "gh200", "gb200", "h100", "a100", "rtx4090", "rtx5090", "v100", "nodriver", "gpulost"}
}
