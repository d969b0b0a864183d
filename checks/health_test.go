package checks

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/gpu/gputest"
	"github.com/spkit-dev/spkit/internal/runstate"
)

// gpuImage is the env of a GPU image for CUDA 13.0.
func gpuImage(count string) map[string]string {
	return map[string]string{"SPKIT_PROFILE": "h100", "SPKIT_CUDA_VERSION": "13.0", "SPKIT_MIN_DRIVER": "580.65.06", "SPKIT_GPU_COUNT": count}
}

var cpuImage = map[string]string{"SPKIT_PROFILE": "cpu", "SPKIT_GPU_COUNT": "0", "SPKIT_MIN_AVAILABLE": "1GB"}

// noNVML fails the test if NVML is touched.
type noNVML struct{ t *testing.T }

func (n noNVML) Info() (*gpu.Info, error) {
	n.t.Error("NVML queried for a cpu image")
	return nil, nil
}

func running(child int, updated time.Duration) *runstate.State {
	return &runstate.State{SupervisorPID: 1, ChildPID: child, Command: []string{"python3", "train.py"}, Status: "running",
		Updated: fixedNow.Add(-updated), MinAvailableBytes: 28 << 30}
}

type healthCase struct {
	name    string
	machine string
	env     map[string]string
	availG  uint64
	state   *runstate.State
	want    map[string]Status
	reason  string // substring of the one line
}

func healthCases() []healthCase {
	ok4 := map[string]Status{"gpu": OK, "driver": OK, "memory": OK, "trainer": OK}
	exited := running(123, time.Second)
	exited.Status, exited.ExitCode = "exited", new(int)
	*exited.ExitCode = 3
	v100env := map[string]string{"SPKIT_CUDA_VERSION": "12.9", "SPKIT_MIN_DRIVER": "575.51.03", "SPKIT_GPU_COUNT": "all"}
	return []healthCase{
		{"gb10", "gb10", gpuImage("all"), 92, running(123, time.Second), ok4, "1 GPU(s) visible: NVIDIA GB10"},
		{"gb10 below floor", "gb10", gpuImage("all"), 20, running(123, time.Second), map[string]Status{"memory": Fail}, "at or below the guard floor 28.0 GiB"},
		{"gh200", "gh200", gpuImage("all"), 400, running(123, time.Second), ok4, "NVIDIA GH200 480GB"},
		{"gb200 two", "gb200", gpuImage("2"), 800, running(123, time.Second), ok4, "2x NVIDIA GB200"},
		{"h100 driver at minimum", "h100", gpuImage("1"), 900, running(123, time.Second), ok4, "driver 580.65.06 >= 580.65.06"},
		{"h100 expects two", "h100", gpuImage("2"), 900, nil, map[string]Status{"gpu": Fail, "trainer": Skip}, "1 GPU(s) visible, the image expects 2"},
		{"a100 old driver", "a100", gpuImage("all"), 900, running(123, time.Second), map[string]Status{"driver": Fail}, "driver 570.124.06 is older than 580.65.06"},
		{"rtx4090", "rtx4090", gpuImage("all"), 40, running(123, time.Second), ok4, "NVIDIA GeForce RTX 4090"},
		{"rtx5090", "rtx5090", gpuImage("all"), 40, running(123, time.Second), ok4, "NVIDIA GeForce RTX 5090"},
		{"v100 on r535", "v100", v100env, 400, running(123, time.Second), map[string]Status{"driver": Fail}, "535.183.01 is older than 575.51.03"},
		{"no driver", "nodriver", gpuImage("all"), 8, running(123, time.Second), map[string]Status{"gpu": Fail, "driver": Skip}, "LIBRARY_NOT_FOUND"},
		{"gpu lost", "gpulost", gpuImage("all"), 900, running(123, time.Second), map[string]Status{"gpu": Fail}, "GPU_IS_LOST"},
		{"trainer gone", "h100", gpuImage("all"), 900, running(999, time.Second), map[string]Status{"trainer": Fail}, "pid 999 is gone"},
		{"supervisor stuck", "h100", gpuImage("all"), 900, running(123, time.Minute), map[string]Status{"trainer": Fail}, "not updated for 1m0s"},
		{"trainer exited", "h100", gpuImage("all"), 900, exited, map[string]Status{"trainer": Fail}, "exited with code 3"},
		{"cpu image", "", cpuImage, 8, nil, map[string]Status{"gpu": Skip, "driver": Skip, "memory": OK, "trainer": Skip}, "above the guard floor 1.0 GiB (SPKIT_MIN_AVAILABLE)"},
		{"cpu image low memory", "", cpuImage, 1, nil, map[string]Status{"memory": Fail}, "unhealthy: memory"},
	}
}

func healthContainer(t *testing.T, tc healthCase) *Container {
	statePath := filepath.Join(t.TempDir(), "run.json")
	if tc.state != nil {
		if err := runstate.Write(statePath, tc.state); err != nil {
			t.Fatal(err)
		}
	}
	var lister gpu.Lister = noNVML{t}
	if tc.machine != "" {
		lister = gputest.Machines[tc.machine].Lister()
	}
	return &Container{
		GPU: lister, Getenv: envMap(tc.env), StatePath: statePath, Now: now,
		MemInfo:  func() ([]byte, error) { return meminfo(max(tc.availG, 64), tc.availG), nil },
		PIDAlive: func(pid int) bool { return pid == 123 },
	}
}

func TestHealthDecisions(t *testing.T) {
	for _, tc := range healthCases() {
		t.Run(tc.name, func(t *testing.T) {
			r := Health(healthContainer(t, tc))
			wantOK := true
			for _, c := range r.Checks {
				if want, ok := tc.want[c.Name]; ok && c.Status != want {
					t.Errorf("check %s = %s (%s), want %s", c.Name, c.Status, c.Reason, want)
				}
				if tc.want[c.Name] == Fail {
					wantOK = false
				}
			}
			line := Line(r)
			if r.OK != wantOK || !strings.Contains(line, tc.reason) || strings.Contains(line, "\n") {
				t.Errorf("OK = %v, line %q; want OK %v and %q on one line", r.OK, line, wantOK, tc.reason)
			}
		})
	}
}
