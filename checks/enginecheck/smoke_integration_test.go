//go:build integration

package enginecheck_test

import (
	"context"
	"os/exec"
	"strings"
	"testing"

	"github.com/moby/moby/api/types/container"

	"github.com/spkit-dev/spkit/checks"
	"github.com/spkit-dev/spkit/checks/enginecheck"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/testenv"
	"github.com/spkit-dev/spkit/internal/testenv/smoketest"
	"github.com/spkit-dev/spkit/profiles"
)

// A CPU image built from the local base passes smoke with the cpu profile;
// the same image with a GPU profile fails with the NVIDIA runtime sentence,
// both through the package and through the spkit binary.
func TestSmokeCPUImage(t *testing.T) {
	c := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	ref := smoketest.Image(t, c, map[string]string{"spkit": bin}, smoketest.CPUEnv)
	cat := profiles.Builtin()
	cpu, _ := cat.Get("cpu")
	h100, err := cat.Get("h100")
	if err != nil {
		t.Fatal(err)
	}

	r, err := enginecheck.Smoke(context.Background(), c, ref, cpu)
	if err != nil {
		t.Fatalf("smoke with the cpu profile: %v", err)
	}
	if !r.OK {
		t.Fatalf("smoke with the cpu profile failed: %+v", r.Failed())
	}
	if st := status(r, "torch-import"); st != checks.OK {
		t.Errorf("torch-import = %q, want ok", st)
	}
	if st := status(r, "cuda-available"); st != checks.Skip {
		t.Errorf("cuda-available = %q on a cpu image, want skip", st)
	}

	_, err = enginecheck.Smoke(context.Background(), c, ref, h100)
	if errdefs.CodeOf(err) != errdefs.Environment || !strings.Contains(err.Error(), "nvidia-ctk runtime configure --runtime=docker") {
		t.Errorf("smoke with a GPU profile: err = %v (code %d), want the NVIDIA Container Toolkit sentence, code 4", err, errdefs.CodeOf(err))
	}

	out, err := exec.Command(bin, "smoke", ref, "--profile", "cpu").CombinedOutput()
	if err != nil {
		t.Errorf("spkit smoke --profile cpu: %v\n%s", err, out)
	}
	out, err = exec.Command(bin, "smoke", ref, "--profile", "h100").CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 4 || !strings.Contains(string(out), "NVIDIA Container Toolkit") {
		t.Errorf("spkit smoke --profile h100: %v, want exit 4 and the toolkit sentence:\n%s", err, out)
	}
}

func status(r *checks.Report, name string) checks.Status {
	for _, c := range r.Checks {
		if c.Name == name {
			return c.Status
		}
	}
	return ""
}

// A GPU image smoke-tested with the cpu profile (CI's hosted runners: no GPU
// requested) checks structure and imports: the GPU checks are skipped, not
// failed. Without that override the same image fails validate.
func TestSmokeGPUImageStructureWithoutGPU(t *testing.T) {
	c := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	gpuEnv := []string{"SPKIT_PROFILE=h100", "SPKIT_GPU_COUNT=all", "SPKIT_UNIFIED_MEMORY=false", "SPKIT_CUDA_VERSION=13.0", "HF_HOME=/app/cache"}
	ref := smoketest.Image(t, c, map[string]string{"spkit": bin}, gpuEnv)
	cpu, _ := profiles.Builtin().Get("cpu")
	r, err := enginecheck.Smoke(context.Background(), c, ref, cpu)
	if err != nil {
		t.Fatalf("smoke: %v", err)
	}
	if !r.OK {
		t.Fatalf("structure smoke of a GPU image failed: %+v", r.Failed())
	}
	if st := status(r, "torch-import"); st != checks.OK {
		t.Errorf("torch-import = %q, want ok", st)
	}

	res := testenv.Run(t, c, &container.Config{Image: ref, Entrypoint: []string{"spkit"}, Cmd: []string{"validate"}}, nil)
	if res.ExitCode == 0 {
		t.Errorf("validate in a GPU image with no GPU passed; the smoke override is what makes it skip:\n%s", res.Stdout)
	}
}
