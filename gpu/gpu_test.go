package gpu_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/NVIDIA/go-nvml/pkg/nvml"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/gpu/gputest"
	"github.com/spkit-dev/spkit/internal/errdefs"
)

func TestInfoFixtures(t *testing.T) {
	tests := []struct {
		machine    string
		devices    int
		cuda       string
		unified    bool
		signal     string // substring of the unified decision's reason
		addressing string
		c2c        string
	}{
		{"gb10", 1, "13.0", true, "addressing mode is ATS", gpu.AddressingATS, gpu.C2CUnknown},
		{"gh200", 1, "13.0", true, "addressing mode is ATS", gpu.AddressingATS, gpu.C2CEnabled},
		{"gb200", 2, "13.0", true, "addressing mode is ATS", gpu.AddressingATS, gpu.C2CEnabled},
		{"h100", 1, "13.0", false, "dedicated GPU memory", gpu.AddressingHMM, gpu.C2CUnknown},
		{"a100", 1, "12.8", false, "dedicated GPU memory", gpu.AddressingNone, gpu.C2CUnknown},
		{"rtx4090", 1, "13.0", false, "dedicated GPU memory", gpu.AddressingUnknown, gpu.C2CUnknown},
		{"rtx5090", 1, "13.0", false, "dedicated GPU memory", gpu.AddressingNone, gpu.C2CUnknown},
		{"v100", 1, "12.2", false, "dedicated GPU memory", gpu.AddressingUnknown, gpu.C2CUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.machine, func(t *testing.T) {
			info, err := gputest.Machines[tt.machine].Lister().Info()
			if err != nil {
				t.Fatalf("Info: %v", err)
			}
			if len(info.Devices) != tt.devices || info.CUDADriverVersion != tt.cuda {
				t.Fatalf("got %d devices, CUDA %s; want %d, %s", len(info.Devices), info.CUDADriverVersion, tt.devices, tt.cuda)
			}
			d := info.Devices[0]
			unified, why := d.Unified()
			if unified != tt.unified || !strings.Contains(why, tt.signal) {
				t.Errorf("Unified() = %v, %q; want %v with %q", unified, why, tt.unified, tt.signal)
			}
			if d.AddressingMode != tt.addressing || d.C2CMode != tt.c2c {
				t.Errorf("addressing %q c2c %q; want %q %q", d.AddressingMode, d.C2CMode, tt.addressing, tt.c2c)
			}
		})
	}
}

func TestUnifiedSignals(t *testing.T) {
	tests := []struct {
		dev    gpu.Device
		want   bool
		signal string
	}{
		{gpu.Device{AddressingMode: gpu.AddressingATS}, true, "ATS"},
		{gpu.Device{AddressingMode: gpu.AddressingNone, C2CMode: gpu.C2CEnabled}, true, "C2C"},
		{gpu.Device{AddressingMode: gpu.AddressingUnknown, MemoryNotSupported: true}, true, "NOT_SUPPORTED"},
		// Compute capability 12.1 alone decides nothing.
		{gpu.Device{ComputeCapability: "12.1", MemoryTotal: 32 << 30, AddressingMode: gpu.AddressingNone}, false, "32.0 GiB"},
	}
	for _, tt := range tests {
		got, why := tt.dev.Unified()
		if got != tt.want || !strings.Contains(why, tt.signal) {
			t.Errorf("%+v: Unified() = %v, %q; want %v with %q", tt.dev, got, why, tt.want, tt.signal)
		}
	}
}

func TestNoDriverStopsAfterInit(t *testing.T) {
	lib := gputest.Machines["nodriver"].Lib()
	_, err := (&gpu.NVML{Lib: lib}).Info()
	if !gpu.NoDriver(err) {
		t.Fatalf("err = %v, want a no-driver error", err)
	}
	if n := len(lib.InitCalls()); n != 1 {
		t.Errorf("Init called %d times, want 1", n)
	}
	if n := len(lib.ShutdownCalls()); n != 0 {
		t.Errorf("Shutdown called after a failed Init")
	}
	if errdefs.CodeOf(gpu.UserError(err)) != errdefs.Environment {
		t.Errorf("no driver should be an environment error")
	}
}

func TestErrorMidQuery(t *testing.T) {
	lib := gputest.Machines["gpulost"].Lib()
	_, err := (&gpu.NVML{Lib: lib}).Info()
	var e *gpu.Error
	if !errors.As(err, &e) || e.Device != 1 || e.Ret != nvml.ERROR_GPU_IS_LOST || e.Op != "memory info" {
		t.Fatalf("err = %v, want GPU_IS_LOST reading memory of GPU 1", err)
	}
	if !strings.Contains(err.Error(), "Xid") {
		t.Errorf("error %q does not say what to do", err)
	}
	if n := len(lib.ShutdownCalls()); n != 1 {
		t.Errorf("Shutdown called %d times after a successful Init, want 1", n)
	}
}

func TestBytes(t *testing.T) {
	for n, want := range map[uint64]string{512: "512 B", 1536: "1.5 KiB", 81559 << 20: "79.6 GiB"} {
		if got := gpu.Bytes(n); got != want {
			t.Errorf("Bytes(%d) = %q, want %q", n, got, want)
		}
	}
}
