package checks

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/gpu/gputest"
	"github.com/spkit-dev/spkit/profiles"
)

// fakePython answers like the embedded script would on the machine: the
// GPU checks pass where the fixture has a working GPU. It echoes its
// argument so the goldens show what Go passed.
func fakePython(machine string) func(context.Context, string, string) ([]byte, error) {
	return func(_ context.Context, _ string, arg string) ([]byte, error) {
		var cfg struct {
			GPU    bool              `json:"gpu"`
			Extras map[string]string `json:"extras"`
		}
		if err := json.Unmarshal([]byte(arg), &cfg); err != nil {
			return nil, err
		}
		checks := []Check{{Name: "torch-import", Status: OK, Reason: "fake torch; argument " + arg}}
		gpuStatus := map[bool]Status{true: OK, false: Skip}[cfg.GPU]
		cuda := gpuStatus
		if machine == "nodriver" || machine == "gpulost" {
			cuda = Fail
		}
		checks = append(checks, Check{Name: "torch-cuda", Status: gpuStatus}, Check{Name: "cuda-available", Status: cuda},
			Check{Name: "matmul", Status: gpuStatus})
		for _, f := range slices.Sorted(maps.Keys(cfg.Extras)) {
			checks = append(checks, Check{Name: "extra:" + f, Status: OK})
		}
		out, _ := json.Marshal(checks)
		return append([]byte("some warning from torch\n"), out...), nil
	}
}

type validateCase struct {
	name, machine, profile string
	env                    map[string]string
	want                   map[string]Status
}

func validateCases() []validateCase {
	var cases []validateCase
	for _, m := range gputest.Names() {
		p := map[string]string{"gb10": "dgx-spark", "nodriver": "h100", "gpulost": "h100"}[m]
		if p == "" {
			p = m
		}
		cases = append(cases, validateCase{name: m, machine: m, profile: p})
	}
	return append(cases,
		validateCase{name: "dgx-spark image on h100", machine: "h100", profile: "dgx-spark", want: map[string]Status{"unified-memory": Fail}},
		validateCase{name: "h100 image on gb10", machine: "gb10", profile: "h100", want: map[string]Status{"unified-memory": Fail}},
		validateCase{name: "seeds use_uvm", machine: "gb10", profile: "dgx-spark",
			env: map[string]string{"PYTORCH_ALLOC_CONF": "use_uvm:True,expandable_segments:True"}, want: map[string]Status{"allocator": Fail}},
		validateCase{name: "cpu", profile: "cpu", want: map[string]Status{"gpu": Skip, "unified-memory": Skip, "torch-import": OK}},
		validateCase{name: "unwritable HF_HOME", machine: "h100", profile: "h100", env: map[string]string{"HF_HOME": "/ro"}, want: map[string]Status{"dirs": Fail}},
		// volumes.output ./checkpoints: the image says where the run mounts it.
		validateCase{name: "output folder from the image", machine: "h100", profile: "h100", env: map[string]string{"SPKIT_OUTPUT_DIR": "/ro"}, want: map[string]Status{"dirs": Fail}},
	)
}

// profileEnv is the environment an image built for the profile carries.
func profileEnv(t *testing.T, name string, extra map[string]string) map[string]string {
	p, err := profiles.Builtin().Get(name)
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"SPKIT_PROFILE": p.Name, "SPKIT_CUDA_VERSION": "13.0", "SPKIT_MIN_DRIVER": "580.65.06",
		"SPKIT_GPU_COUNT": "0", "SPKIT_UNIFIED_MEMORY": fmt.Sprint(p.Unified()), "SPKIT_FEATURES": "bitsandbytes,flash-attn,wandb"}
	if p.HasGPU() {
		env["SPKIT_GPU_COUNT"] = p.Runtime.GPUs
	}
	for k, v := range p.Env {
		env[k] = v
	}
	for k, v := range extra {
		env[k] = v
	}
	return env
}

func TestValidateGolden(t *testing.T) {
	for _, tc := range validateCases() {
		t.Run(tc.name, func(t *testing.T) {
			var lister gpu.Lister = noNVML{t}
			if tc.machine != "" {
				lister = gputest.Machines[tc.machine].Lister()
			}
			v := &Validator{
				Container: &Container{GPU: lister, Getenv: envMap(profileEnv(t, tc.profile, tc.env)), StatePath: "/nonexistent/spkit/run.json",
					Now: now, MemInfo: func() ([]byte, error) { return meminfo(128, 90), nil }, PIDAlive: func(int) bool { return true }},
				RunPython: fakePython(tc.machine),
				Writable: func(dir string) error {
					if dir == "/ro" {
						return errors.New("/ro is not writable (read-only file system)")
					}
					return nil
				},
			}
			r := v.Validate(context.Background())
			for _, c := range r.Checks {
				if want, ok := tc.want[c.Name]; ok && c.Status != want {
					t.Errorf("check %s = %s (%s), want %s", c.Name, c.Status, c.Reason, want)
				}
			}
			goldenFile(t, "validate/"+strings.ReplaceAll(tc.name, " ", "-")+".json", mustJSON(t, r))
		})
	}
}

// TestValidateScript runs the embedded script with a real python3 against a
// stand-in torch module, for a GPU and a CPU image.
func TestValidateScript(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	t.Setenv("PYTHONPATH", filepath.Join("testdata", "pyfake"))
	tests := []struct {
		arg  string
		want map[string]Status
	}{
		{`{"gpu": true, "cuda": "13.0", "extras": {"flash-attn": "flash_attn"}}`,
			map[string]Status{"torch-import": OK, "torch-cuda": OK, "cuda-available": OK, "matmul": OK, "bf16": OK, "extra:flash-attn": Fail}},
		{`{"gpu": true, "cuda": "12.8", "extras": {}}`, map[string]Status{"torch-cuda": Fail}},
		{`{"gpu": false, "cuda": "", "extras": {"json": "json"}}`,
			map[string]Status{"torch-import": OK, "torch-cuda": Skip, "cuda-available": Skip, "matmul": Skip, "bf16": Skip, "extra:json": OK}},
	}
	for _, tt := range tests {
		out, err := RunPython(context.Background(), validateScript, tt.arg)
		if err != nil {
			t.Fatalf("script failed: %v\n%s", err, out)
		}
		v := &Validator{Container: &Container{Now: now}, RunPython: func(context.Context, string, string) ([]byte, error) { return out, nil }}
		got := map[string]Status{}
		for _, c := range v.python(context.Background(), Image{}) {
			got[c.Name] = c.Status
		}
		for name, want := range tt.want {
			if got[name] != want {
				t.Errorf("%s: check %s = %q, want %q (all: %v)", tt.arg, name, got[name], want, got)
			}
		}
	}
}

func TestWritable(t *testing.T) {
	dir := t.TempDir()
	if err := Writable(dir); err != nil {
		t.Errorf("Writable(%s) = %v", dir, err)
	}
	if err := Writable(filepath.Join(dir, "missing")); err == nil {
		t.Error("a missing directory counted as writable")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("Writable left %d file(s) behind", len(entries))
	}
}
