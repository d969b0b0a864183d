package doctor

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

func TestDoctorSparkMemoryFindings(t *testing.T) {
	h := doctorHost("gb10")
	h.Root.(fstest.MapFS)["proc/meminfo"] = &fstest.MapFile{Data: append(meminfo(119, 40), []byte("SwapTotal:  16777216 kB\nSwapFree:  12582912 kB\n")...)}
	h.Shm = func() (uint64, uint64, error) { return 60 << 30, 3 << 30, nil }
	d := RunDoctor(context.Background(), h)
	if m := d.MemoryModel; m == nil || !m.Unified || !strings.Contains(m.DecidedBy, "ATS") || m.SwapUsed != 4<<30 || m.ShmUsed != 3<<30 {
		t.Fatalf("memory model: %+v", m)
	}
	for _, want := range []string{"only 40.0 GiB of 119.0 GiB is available", "drop_caches", "4.0 GiB of swap is in use", "/dev/shm holds 3.0 GiB", "ipc: host"} {
		if !someContains(problemTexts(d), want) {
			t.Errorf("problems %q lack %q", problemTexts(d), want)
		}
	}
}

func TestTorchArchFinding(t *testing.T) {
	for _, tt := range []struct {
		list []string
		cc   string
		ok   bool
		says string
	}{
		{[]string{"sm_80", "sm_90", "sm_100", "sm_120", "compute_120"}, "12.1", true, "its sm_120 code runs on this GPU"},
		{[]string{"sm_80", "sm_90"}, "9.0", true, "torch has sm_90 code"},
		{[]string{"sm_80", "sm_90"}, "12.1", false, "has no code for sm_121"},
		{[]string{"sm_80", "compute_90"}, "12.1", true, "compute_90"},
	} {
		f := TorchArchFinding(tt.list, tt.cc)
		if f.OK != tt.ok || !strings.Contains(f.Says, tt.says) || (!f.OK && f.Fix == "") {
			t.Errorf("TorchArchFinding(%v, %s) = %+v", tt.list, tt.cc, f)
		}
	}
}

func TestNGCTagAge(t *testing.T) {
	now := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	if f := NGCTagAge("nvcr.io/nvidia/pytorch:25.09-py3", now, 12); f.OK || !strings.Contains(f.Says, "14 months old") || f.Fix == "" {
		t.Errorf("25.09: %+v", f)
	}
	if f := NGCTagAge("nvcr.io/nvidia/pytorch:26.10-py3", now, 12); !f.OK || !strings.Contains(f.Says, "1 month old") {
		t.Errorf("26.10: %+v", f)
	}
	if f := NGCTagAge("pytorch/pytorch:latest", now, 12); !f.OK || !strings.Contains(f.Says, "unknown") {
		t.Errorf("latest: %+v", f)
	}
}
