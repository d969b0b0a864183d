//go:build integration

package slurm_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestSbatchAcceptsEveryScript submits every script `spkit slurm` writes,
// for every built-in profile, with pyxis and with Docker, with the options
// a user adds (partition, time, interface, metrics), to a real slurmctld
// with `sbatch --test-only`: Slurm's own option parser and scheduler judge
// each #SBATCH line (a 2-node cluster on this machine whose nodes advertise
// GPUs, so the GPU profiles' --gpus-per-node is judged too).
func TestSbatchAcceptsEveryScript(t *testing.T) {
	cluster := testenv.StartSlurm(t, 2)
	bin := testenv.BuildSpkit(t)
	dir := testenv.OfflineExample(t, "lora-trainer", testenv.DebianRef)
	// CUDA 13.0 (the example's) dropped Volta: spkit refuses v100 without
	// an older CUDA, as it should.
	appendFile(t, filepath.Join(dir, "spkit.yaml"), "  v100:\n    cuda: \"12.8\"\n")
	profiles := builtinProfiles(t, bin, dir)
	variants := [][]string{
		{"--container", "pyxis"},
		{"--container", "docker"},
		{"--partition", "debug", "--time", "00:30:00", "--iface", "lo", "--metrics-port", "9400"},
		{"--container", "docker", "--partition", "debug", "--time", "1-00:00:00", "--iface", "lo"},
	}
	n := 0
	for _, p := range profiles {
		for i, v := range variants {
			script := filepath.Join(dir, fmt.Sprintf("%s-%d.sbatch", p, i))
			args := append([]string{"-C", dir, "slurm", p, "--nodes", "2", "--image", "registry.example:5000/lora-trainer:1.0", "-o", script}, v...)
			if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
				t.Fatalf("spkit %s: %v\n%s", strings.Join(args, " "), err, out)
			}
			out, err := cluster.Command(dir, "sbatch", "--test-only", script).CombinedOutput()
			if err != nil || !strings.Contains(string(out), "to start at") {
				t.Errorf("sbatch --test-only refuses the script of spkit slurm %s %s: %v\n%s", p, strings.Join(v, " "), err, out)
			}
			n++
		}
	}
	t.Logf("sbatch --test-only accepted %d scripts (%d profiles: %s)", n, len(profiles), strings.Join(profiles, " "))
}

func appendFile(t *testing.T, path, text string) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.WriteString(text); err != nil {
		t.Fatal(err)
	}
}

// builtinProfiles lists spkit's built-in profiles (spkit profiles).
func builtinProfiles(t *testing.T, bin, dir string) []string {
	t.Helper()
	out, err := exec.Command(bin, "-C", dir, "profiles").Output()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, l := range strings.Split(string(out), "\n")[1:] {
		if f := strings.Fields(l); len(f) > 0 && strings.HasSuffix(l, "built-in") {
			names = append(names, f[0])
		}
	}
	if len(names) < 10 {
		t.Fatalf("spkit profiles lists %d built-in profiles:\n%s", len(names), out)
	}
	return names
}

// TestSbatchRunsTwoRanksWithDocker runs the example trainer on two Slurm
// nodes for real, as a user on a cluster without pyxis does:
//
//	spkit build --profile cpu
//	spkit slurm cpu --nodes 2 --container docker -o train.sbatch
//	sbatch --wait train.sbatch
//
// Each node's srun task starts the image with this machine's Docker engine,
// its node rank from SLURM_PROCID; both rendezvous on the first node, train
// with DDP over Gloo, and rank 0's checkpoints land in the repository on
// the host. The exit code comes back through sbatch --wait and scontrol
// (accounting is off); a trainer that fails makes the job fail.
func TestSbatchRunsTwoRanksWithDocker(t *testing.T) {
	c := testenv.Engine(t)
	cluster := testenv.StartSlurm(t, 2)
	bin := testenv.BuildSpkit(t)
	name := fmt.Sprintf("spkit-slurm-%d", time.Now().UnixNano()%1_000_000)
	dir := testenv.OfflineExample(t, name, testenv.DDPTorchBase(t))
	setOverrides(t, dir, "max_train_steps: 6", "checkpointing_steps: 3", "hidden_size: 64", "num_layers: 2",
		"seq_len: 32", "batch_size: 4", "num_threads: 1")
	testenv.RemoveImageOnCleanup(t, c, name+":cuda13.0-cpu")
	spkit(t, bin, dir, "build", "--profile", "cpu")
	spkit(t, bin, dir, "slurm", "cpu", "--nodes", "2", "--container", "docker", "-o", "train.sbatch")

	start := time.Now()
	code, job, out := sbatchWait(t, cluster, dir)
	t.Logf("TIME sbatch --wait, 2 ranks in Docker, 6 steps: %s", time.Since(start).Round(time.Second))
	if code != 0 {
		t.Fatalf("sbatch --wait = exit %d, want 0\n%s", code, out)
	}
	for _, want := range []string{"rank 0/2", "rank 1/2", "gloo process group up", "done: step 6/6"} {
		if !strings.Contains(out, want) {
			t.Errorf("the job's output lacks %q", want)
		}
	}
	// One guard per rank: docker run's --entrypoint replaces the image's
	// (spkit run -- twice nested the guard).
	if n := strings.Count(out, "spkit: peak memory over"); n != 2 {
		t.Errorf("%d spkit runs reported, want 2 (one a rank)", n)
	}
	for _, step := range []string{"step-3.pt", "step-6.pt"} {
		if _, err := os.Stat(filepath.Join(dir, "output", "lora", "checkpoints", step)); err != nil {
			t.Errorf("rank 0's checkpoint %s is not on the host: %v", step, err)
		}
	}
	if got := jobExitCode(t, cluster, dir, job); got != "0:0" {
		t.Errorf("scontrol show job %s: ExitCode=%s, want 0:0", job, got)
	}

	// A trainer that fails on both nodes: the job fails, with torchrun's
	// exit code (1: a worker failed).
	setOverrides(t, dir, "learning_rate: -1")
	spkit(t, bin, dir, "slurm", "cpu", "--nodes", "2", "--container", "docker", "-o", "train.sbatch")
	code, job, out = sbatchWait(t, cluster, dir)
	if code != 1 || !strings.Contains(out, "learning_rate must be") {
		t.Errorf("a failing trainer: sbatch --wait = exit %d, want 1\n%s", code, out)
	}
	if got := jobExitCode(t, cluster, dir, job); got != "1:0" {
		t.Errorf("scontrol show job %s: ExitCode=%s, want 1:0", job, got)
	}
}

var submitted = regexp.MustCompile(`Submitted batch job (\d+)`)

// sbatchWait submits train.sbatch from dir with the Hugging Face cache in
// the test's directory, waits for the job (at most 10 minutes) and returns
// sbatch's exit code, the job id and the job's output file.
func sbatchWait(t *testing.T, cluster *testenv.Slurm, dir string) (int, string, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	cmd := cluster.Command(dir, "sbatch", "--wait", "train.sbatch")
	cmd = exec.CommandContext(ctx, cmd.Path, cmd.Args[1:]...)
	cmd.Dir, cmd.Env = dir, append(cluster.Env(), "HF_CACHE="+t.TempDir())
	b, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("sbatch: %v\n%s", err, b)
	}
	m := submitted.FindStringSubmatch(string(b))
	if m == nil {
		t.Fatalf("sbatch --wait: exit %d, no job id:\n%s\nslurmctld.log:\n%s", code, b, cluster.Log("slurmctld.log"))
	}
	var out []byte // #SBATCH --output=%x-%j.out
	if matches, _ := filepath.Glob(filepath.Join(dir, "*-"+m[1]+".out")); len(matches) == 1 {
		out, _ = os.ReadFile(matches[0])
	}
	t.Logf("sbatch --wait train.sbatch: exit %d\n%s\njob %s's output:\n%s", code, b, m[1], out)
	return code, m[1], string(out)
}

var exitCodeField = regexp.MustCompile(`\bExitCode=(\S+)`)

// jobExitCode is scontrol show job's ExitCode (CODE:SIGNAL).
func jobExitCode(t *testing.T, cluster *testenv.Slurm, dir, job string) string {
	t.Helper()
	out, err := cluster.Command(dir, "scontrol", "show", "job", job).CombinedOutput()
	if err != nil {
		t.Fatalf("scontrol show job %s: %v\n%s", job, err, out)
	}
	m := exitCodeField.FindStringSubmatch(string(out))
	if m == nil {
		t.Fatalf("scontrol show job %s has no ExitCode:\n%s", job, out)
	}
	return m[1]
}

// setOverrides replaces the cpu profile's trainer_overrides in spkit.yaml.
func setOverrides(t *testing.T, dir string, kv ...string) {
	t.Helper()
	path := filepath.Join(dir, "spkit.yaml")
	yml, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(yml)
	i := strings.Index(s, "    trainer_overrides:\n")
	if i < 0 {
		t.Fatalf("no trainer_overrides in %s", path)
	}
	s = s[:i] + "    trainer_overrides:\n      " + strings.Join(kv, "\n      ") + "\n"
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// spkit runs the spkit binary in dir and fails the test unless it exits 0.
func spkit(t *testing.T, bin, dir string, args ...string) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-C", dir}, args...)...)
	cmd.Dir = dir // -o FILE is the caller's path
	out, err := cmd.CombinedOutput()
	t.Logf("spkit %s:\n%s", strings.Join(args, " "), out)
	if err != nil {
		t.Fatalf("spkit %s: %v", strings.Join(args, " "), err)
	}
}
