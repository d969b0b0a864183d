package slurm

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/testenv/golden"
	"github.com/spkit-dev/spkit/internal/testenv/spectest"
	"github.com/spkit-dev/spkit/runspec"
)

func spec(t *testing.T, profile string) *runspec.Spec {
	t.Helper()
	return spectest.Spec(t, spectest.Config(t, "testdata/spkit.yaml"), profile, runspec.Flags{})
}

func TestGoldenAndShellSyntax(t *testing.T) {
	for _, profile := range []string{"cpu", "h100"} {
		t.Run(profile, func(t *testing.T) {
			got, err := Render(spec(t, profile), Options{Nodes: 2, Iface: "ib0", Image: "registry.example:5000/lora-trainer:1.0", Time: "04:00:00"})
			if err != nil {
				t.Fatal(err)
			}
			golden.Assert(t, "testdata/"+profile+".sbatch", got)
			path := filepath.Join(t.TempDir(), "job.sbatch")
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("bash", "-n", path).CombinedOutput(); err != nil {
				t.Errorf("bash -n: %v\n%s", err, out)
			}
			s := string(got)
			for _, want := range []string{
				`MASTER_ADDR="$(scontrol show hostnames "${SLURM_JOB_NODELIST}" | head -n1)"`,
				`--container-image="${IMAGE}"`, "registry.example:5000#lora-trainer:1.0",
				`"--rdzv_endpoint=${MASTER_ADDR}:29400"`, "--rdzv_backend=c10d", "#SBATCH --nodes=2",
				"spkit run -- python3 -m torch.distributed.run", "export NCCL_SOCKET_IFNAME=ib0",
			} {
				if !strings.Contains(s, want) {
					t.Errorf("script lacks %q", want)
				}
			}
			if strings.Contains(s, "sshd") || strings.Contains(s, "password") {
				t.Error("the script must not need sshd or passwords")
			}
		})
	}
}

// The Docker script (no pyxis): srun runs a fixed task program that starts
// docker run with the node rank from SLURM_PROCID and the static
// rendezvous on the first node.
func TestGoldenDocker(t *testing.T) {
	for _, profile := range []string{"cpu", "h100"} {
		t.Run(profile, func(t *testing.T) {
			got, err := Render(spec(t, profile), Options{Nodes: 2, Image: "registry.example:5000/lora-trainer:1.0", Container: Docker})
			if err != nil {
				t.Fatal(err)
			}
			golden.Assert(t, "testdata/"+profile+"-docker.sbatch", got)
			path := filepath.Join(t.TempDir(), "job.sbatch")
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command("bash", "-n", path).CombinedOutput(); err != nil {
				t.Errorf("bash -n: %v\n%s", err, out)
			}
			s := string(got)
			for _, want := range []string{
				"DEFAULT_IMAGE=registry.example:5000/lora-trainer:1.0", `--env PET_NODE_RANK="${SLURM_PROCID}"`,
				`"--master_addr=${MASTER_ADDR}"`, "--master_port=29400", "--network host",
				`--volume "${REPO}/output:/app/output"`, "--env SPKIT_PROFILE",
			} {
				if !strings.Contains(s, want) {
					t.Errorf("script lacks %q", want)
				}
			}
			if strings.Contains(s, "--container-image") || strings.Contains(s, "rdzv") {
				t.Error("a Docker script must not use pyxis or the c10d rendezvous")
			}
			if gpu := strings.Contains(s, `--gpus "${gpus}"`); gpu != (profile == "h100") {
				t.Errorf("GPU request in the %s script: %v", profile, gpu)
			}
		})
	}
	if _, err := Render(spec(t, "cpu"), Options{Nodes: 2, Container: "podman"}); err == nil {
		t.Error("Render took --container podman")
	}
}

func TestEnroot(t *testing.T) {
	for in, want := range map[string]string{
		"nvcr.io/nvidia/pytorch:25.09-py3": "nvcr.io#nvidia/pytorch:25.09-py3",
		"localhost/lora:1":                 "localhost#lora:1",
		"user/lora:1":                      "user/lora:1",
		"lora:1":                           "lora:1",
	} {
		if got := Enroot(in); got != want {
			t.Errorf("Enroot(%q) = %q, want %q", in, got, want)
		}
	}
}
