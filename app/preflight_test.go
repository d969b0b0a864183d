package app

import (
	"errors"
	"strings"
	"testing"

	"github.com/NVIDIA/go-nvml/pkg/nvml"
	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/hostmem"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/profiles"
	"github.com/spkit-dev/spkit/project"
)

func TestPreflight(t *testing.T) {
	nvidia := system.Info{Runtimes: map[string]system.RuntimeWithStatus{"nvidia": {}}}
	cdi := system.Info{DiscoveredDevices: []system.DeviceInfo{{Source: "cdi", ID: "nvidia.com/gpu=all"}}}
	gb10 := &gpu.Info{Devices: []gpu.Device{{Name: "NVIDIA GB10", AddressingMode: gpu.AddressingATS, MemoryNotSupported: true}}}
	h100 := &gpu.Info{Devices: []gpu.Device{{Name: "NVIDIA H100 80GB HBM3", AddressingMode: gpu.AddressingNone, MemoryTotal: 80 << 30}}}
	gh200 := &gpu.Info{Devices: []gpu.Device{{Name: "NVIDIA GH200 480GB", AddressingMode: gpu.AddressingATS, C2CMode: gpu.C2CEnabled, MemoryTotal: 96 << 30}}}
	plenty := &hostmem.Snapshot{System: hostmem.System{Available: 120 << 30}}
	tight := &hostmem.Snapshot{System: hostmem.System{Available: 20 << 30}, Top: []hostmem.Process{{PID: 42, Name: "python3", RSS: 80 << 30}}}
	noDriver := &gpu.Error{Op: "init", Device: -1, Ret: nvml.ERROR_LIBRARY_NOT_FOUND}
	tests := []struct {
		name, profile string
		host          Host
		want          []string // refusal checks, in order
		reason        string   // a word the first reason must hold
	}{
		{"dgx-spark on GB10", "dgx-spark", Host{Engine: nvidia, Local: true, GPU: gb10, Memory: plenty}, nil, ""},
		{"dgx-spark via CDI", "dgx-spark", Host{Engine: cdi, Local: true, GPU: gb10, Memory: plenty}, nil, ""},
		{"gh200 on GH200 (coherent, with its own HBM)", "gh200", Host{Engine: nvidia, Local: true, GPU: gh200, Memory: plenty}, nil, ""},
		{"no runtime", "dgx-spark", Host{Local: true, GPU: gb10, Memory: plenty}, []string{"nvidia-runtime"}, "NVIDIA runtime"},
		{"dgx-spark on H100", "dgx-spark", Host{Engine: nvidia, Local: true, GPU: h100, Memory: plenty}, []string{"memory-model"}, "discrete-GPU"},
		{"h100 on GB10", "h100", Host{Engine: nvidia, Local: true, GPU: gb10, Memory: plenty}, []string{"memory-model"}, "ATS"},
		{"remote engine: no host checks", "h100", Host{Engine: nvidia, GPU: gb10, Memory: tight}, nil, ""},
		{"GPU read failed, not missing", "h100", Host{Engine: nvidia, Local: true, GPUErr: errors.New("boom"), Memory: plenty}, nil, ""},
		{"no driver", "h100", Host{Engine: nvidia, Local: true, GPUErr: noDriver, Memory: plenty}, []string{"memory-model"}, "no NVIDIA driver"},
		{"too little free", "dgx-spark", Host{Engine: nvidia, Local: true, GPU: gb10, Memory: tight}, []string{"free-memory"}, "python3 (pid 42)"},
		{"cpu needs no GPU", "cpu", Host{Local: true, Memory: plenty}, nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rs := Preflight(target(t, tc.profile), &tc.host)
			var got []string
			for _, r := range rs {
				got = append(got, r.Check)
			}
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Fatalf("refusals = %v, want %v (%+v)", got, tc.want, rs)
			}
			if tc.reason != "" && !strings.Contains(rs[0].Reason, tc.reason) {
				t.Errorf("reason %q does not mention %q", rs[0].Reason, tc.reason)
			}
			if len(rs) > 0 && errdefs.CodeOf(RefusalError(tc.profile, rs)) != errdefs.Environment {
				t.Errorf("refusal error is not an Environment error")
			}
		})
	}
}

func TestRefusalErrorAndList(t *testing.T) {
	one := []Refusal{{Check: "free-memory", Reason: "only 2 GiB is available", Hint: "stop what holds the memory"}}
	if got := RefusalError("h100", one).Error(); got != "will not start profile h100: only 2 GiB is available: stop what holds the memory" {
		t.Errorf("one refusal: %q", got)
	}
	two := append(one, Refusal{Check: "nvidia-runtime", Reason: "no NVIDIA runtime", Hint: "install the toolkit"})
	err := RefusalError("h100", two)
	if got := err.Error(); got != "will not start profile h100: 2 preflight checks refused (free-memory, nvidia-runtime): the reasons and fixes are listed above" {
		t.Errorf("two refusals: %q", got)
	}
	if errdefs.CodeOf(err) != errdefs.Environment {
		t.Errorf("code = %d, want %d", errdefs.CodeOf(err), errdefs.Environment)
	}
	var b strings.Builder
	WriteRefusals(&b, two)
	want := "  - free-memory: only 2 GiB is available\n    fix: stop what holds the memory\n  - nvidia-runtime: no NVIDIA runtime\n    fix: install the toolkit\n"
	if b.String() != want {
		t.Errorf("WriteRefusals =\n%s\nwant\n%s", b.String(), want)
	}
}

// target resolves the fixture trainer for profile against the built-ins.
func target(t *testing.T, profile string) *project.Target {
	t.Helper()
	cfg, err := project.Parse([]byte(trainerYAML), "spkit.yaml")
	if err != nil {
		t.Fatalf("parsing the fixture: %v", err)
	}
	tg, err := project.Resolve(cfg, profile, profiles.Builtin(), profiles.DefaultMatrix())
	if err != nil {
		t.Fatalf("resolving %s: %v", profile, err)
	}
	return tg
}
