package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/checks/doctor"
	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/gpu/gputest"
)

// Issue #18: doctor in a trainer repository checks the image spkit.yaml
// builds for the recommended profile, on the NVML fixtures. The engine is
// a bogus address (a problem doctor reports at once), so the exit is 1.
func TestDoctorImage(t *testing.T) {
	const base = "name: lora\ncopy: [\"*.py\"]\ntrain:\n  command: [python, train.py]\n"
	tests := []struct {
		name, machine, yaml string
		text                []string // in the text report
		problem             string   // in the JSON problems ("" none from the image)
	}{
		{"gb10 cu130 torch 2.9.1", "gb10", base + "cuda: \"13.0\"\ntorch: 2.9.1\n", []string{
			"Image for profile dgx-spark (spkit.yaml)\n  torch 2.9.1 from the cu130 wheels (CUDA 13.0), linux/arm64\n",
			"torch CUDA arch list: sm_75 sm_80 sm_86 sm_90 sm_100 sm_110 sm_120 compute_120 (version matrix: cu130 wheels of torch 2.9.1)",
			"  - ok: GPU 0 (NVIDIA GB10, cc 12.1): torch has no sm_121 build, but its sm_120 code runs on this GPU: CUDA cubins are binary compatible within the 12.x family",
		}, ""},
		{"gh200 old NGC", "gh200", base + "cuda: \"13.0\"\ntorch: base\nbase_image: nvcr.io/nvidia/pytorch:24.05-py3\n", []string{
			"  nvcr.io/nvidia/pytorch:24.05-py3 ships its own torch and CUDA, linux/arm64\n  torch CUDA arch list: unknown\n",
			"  - problem: nvcr.io/nvidia/pytorch:24.05-py3 is 30 months old (NGC 24.05) (fix under Problems)",
			"fix: set base_image: nvcr.io/nvidia/pytorch:25.11-py3 in spkit.yaml (the NGC image spkit's version matrix names for CUDA 13.0; NVIDIA's DGX Spark playbooks",
			"  - skipped: the version matrix has no CUDA arch list for nvcr.io/nvidia/pytorch:24.05-py3",
		}, "24.05-py3 is 30 months old"},
		{"gh200 matrix NGC", "gh200", base + "torch: base\n", []string{
			"  nvcr.io/nvidia/pytorch:25.11-py3 ships torch 2.10.0a0 (CUDA 13.0), linux/arm64\n",
			"  - ok: nvcr.io/nvidia/pytorch:25.11-py3 is 12 months old\n",
		}, ""},
		{"gh200 does not resolve", "gh200", base + "cuda: \"12.9\"\ntorch: 2.9.0\n", []string{
			"Image\n  - skipped: spkit.yaml does not resolve for profile gh200, so its image is not checked: torch 2.9.0 exists for cu129 on amd64 but not arm64",
		}, ""},
		{"h100 newest torch, unlisted", "h100", base + "profiles:\n  dgx-spark: {}\n", []string{
			"Image for profile h100 (spkit.yaml)\n  spkit.yaml lists dgx-spark, not h100: this is the image `spkit build --profile h100` would make\n",
			"  - ok: GPU 0 (NVIDIA H100 80GB HBM3, cc 9.0): torch has sm_90 code for this GPU (sm_90)\n",
		}, ""},
		{"h100 no spkit.yaml", "h100", "", []string{"Image\n  - skipped: no spkit.yaml here"}, ""},
		{"no driver", "nodriver", base, []string{"Image\n  - skipped: no NVIDIA GPU"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("DOCKER_HOST", "bogus://x")
			t.Setenv("DOCKER_CONTEXT", "")
			t.Setenv("SPKIT_MATRIX", "embedded")
			dir := t.TempDir()
			if tt.yaml != "" {
				if err := os.WriteFile(filepath.Join(dir, "spkit.yaml"), []byte(tt.yaml), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			runDoctor := func(args ...string) (int, string) {
				f := NewFactory()
				f.NewGPU = func() gpu.Lister { return gputest.Machines[tt.machine].Lister() }
				code, stdout, stderr := runFactory(t, f, dir, append([]string{"doctor"}, args...), 30*time.Second)
				if stderr != "" {
					t.Errorf("stderr: %s", stderr)
				}
				return code, stdout
			}
			code, text := runDoctor()
			if code != 1 {
				t.Errorf("exit %d, want 1 (the bogus engine)", code)
			}
			for _, want := range tt.text {
				if !strings.Contains(text, want) {
					t.Errorf("report lacks %q:\n%s", want, text)
				}
			}
			_, out := runDoctor("--json")
			var rep doctor.Doctor
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatalf("--json: %v\n%s", err, out)
			}
			if len(rep.Image.Findings) == 0 {
				t.Fatalf("--json has no image findings:\n%s", out)
			}
			for _, f := range rep.Image.Findings {
				if f.Check == "" || f.Says == "" || (!f.OK && f.Fix == "") {
					t.Errorf("finding off the schema: %+v", f)
				}
				if !f.OK && !strings.Contains(problems(rep), f.Says) {
					t.Errorf("failed finding %q is not among the problems", f.Says)
				}
			}
			if tt.problem != "" && !strings.Contains(problems(rep), tt.problem) {
				t.Errorf("problems lack %q: %s", tt.problem, problems(rep))
			}
		})
	}
}

func problems(d doctor.Doctor) string {
	var b strings.Builder
	for _, p := range d.Problems {
		b.WriteString(p.Problem + " / " + p.Fix + "\n")
	}
	return b.String()
}
