package app

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/api/types/system"

	"github.com/spkit-dev/spkit/checks/doctor"
	"github.com/spkit-dev/spkit/checks/enginecheck"
	"github.com/spkit-dev/spkit/gpu/gputest"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv/fakeengine"
)

// Issue #18: doctor in a trainer repository checks the image spkit.yaml
// builds for the recommended profile, on the NVML fixtures. The engine
// cannot be reached (a problem doctor reports at once).
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
		// Issue 30: a pinned tag NVIDIA marks unsupported (and deletes) is
		// a problem, with the supported tag named.
		{"h100 unsupported base_image", "h100", base + "cuda: \"13.0\"\ntorch: base\nbase_image: nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04\n", []string{
			"  - problem: base_image nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04 is a tag NVIDIA marks unsupported (newer version available) and deletes: use nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04 (fix under Problems)",
			"fix: set base_image: nvidia/cuda:13.0.3-cudnn-devel-ubuntu24.04 in spkit.yaml",
		}, "base_image nvidia/cuda:13.0.2-cudnn-devel-ubuntu24.04 is a tag NVIDIA marks unsupported"},
		{"h100 no spkit.yaml", "h100", "", []string{"Image\n  - skipped: no spkit.yaml here"}, ""},
		{"no driver", "nodriver", base, []string{"Image\n  - skipped: no NVIDIA GPU"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			if tt.yaml != "" {
				if err := os.WriteFile(filepath.Join(dir, "spkit.yaml"), []byte(tt.yaml), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			var errOut bytes.Buffer
			d := &Deps{Dir: dir, GPU: gputest.Machines[tt.machine].Lister(), ProcRoot: t.TempDir(), Out: io.Discard, ErrOut: &errOut,
				Now: func() time.Time { return time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC) },
				Checks: func() (EngineChecks, error) {
					return nil, errdefs.New(errdefs.Environment, "DOCKER_HOST=bogus://x is not usable", "unset it")
				}}
			rep := Doctor(context.Background(), d)
			if errOut.Len() != 0 {
				t.Errorf("stderr: %s", errOut.String())
			}
			if len(rep.Problems) == 0 || !strings.Contains(problems(*rep), "DOCKER_HOST=bogus://x is not usable") {
				t.Errorf("problems lack the engine's: %s", problems(*rep))
			}
			var buf bytes.Buffer
			rep.WriteText(&buf)
			text := buf.String()
			for _, want := range tt.text {
				if !strings.Contains(text, want) {
					t.Errorf("report lacks %q:\n%s", want, text)
				}
			}
			if len(rep.Image.Findings) == 0 {
				t.Fatalf("no image findings:\n%s", text)
			}
			for _, f := range rep.Image.Findings {
				if f.Check == "" || f.Says == "" || (!f.OK && f.Fix == "") {
					t.Errorf("finding off the schema: %+v", f)
				}
				if !f.OK && !strings.Contains(problems(*rep), f.Says) {
					t.Errorf("failed finding %q is not among the problems", f.Says)
				}
			}
			if tt.problem != "" && !strings.Contains(problems(*rep), tt.problem) {
				t.Errorf("problems lack %q: %s", tt.problem, problems(*rep))
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

func TestDoctorOnAReachableEngine(t *testing.T) {
	c := &fakeengine.Client{System: system.Info{ServerVersion: "28.0.0", Runtimes: map[string]system.RuntimeWithStatus{"nvidia": {}}}}
	dir := t.TempDir()
	write(t, filepath.Join(dir, "spkit.yaml"), "name: [\n")
	var errOut bytes.Buffer
	shmRead := false
	d := &Deps{Dir: dir, GPU: gputest.Machines["h100"].Lister(), ProcRoot: t.TempDir(), Out: io.Discard, ErrOut: &errOut, Now: time.Now,
		Checks: func() (EngineChecks, error) { return enginecheck.Checks{API: c}, nil },
		Shm:    func() (uint64, uint64, error) { shmRead = true; return 64 << 30, 1 << 30, nil }}
	rep := Doctor(context.Background(), d)
	if !rep.NVIDIARuntime || rep.Engine.Error != "" || !shmRead {
		t.Errorf("engine %+v, nvidia runtime %v, shm read %v", rep.Engine, rep.NVIDIARuntime, shmRead)
	}
	// A broken spkit.yaml does not stop a host check.
	if !strings.Contains(errOut.String(), "spkit: warning: using the built-in profiles only") || rep.Recommendation.Profile != "h100" {
		t.Errorf("stderr %q, recommendation %+v", errOut.String(), rep.Recommendation)
	}
	var buf bytes.Buffer
	rep.WriteText(&buf)
	if !strings.Contains(buf.String(), "spkit.yaml does not load, so its image is not checked") {
		t.Errorf("report:\n%s", buf.String())
	}
	// A connection that fails without saying what to do gets a hint.
	d.Checks = func() (EngineChecks, error) { return nil, errors.New("tls: bad certificate") }
	if rep := Doctor(context.Background(), d); rep.Engine.Error != "tls: bad certificate" || !strings.Contains(rep.Engine.Hint, "DOCKER_HOST") {
		t.Errorf("engine = %+v", rep.Engine)
	}
}

func TestDevShm(t *testing.T) {
	if _, err := os.Stat("/dev/shm"); err != nil {
		t.Skip("no /dev/shm here")
	}
	total, used, err := DevShm()
	if err != nil || total == 0 || used > total {
		t.Errorf("DevShm = %d, %d, %v", total, used, err)
	}
}
