//go:build integration

package compose_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestComposeCLIRunsTheGeneratedFile runs the file `spkit compose` writes
// with the docker compose CLI itself (v5.6.0, built from
// github.com/docker/compose/v5's cmd/ and installed as the Docker CLI
// plugin), as a user without spkit on the host would:
//
//	spkit build --profile cpu
//	spkit compose cpu -o compose.yaml
//	docker compose -f compose.yaml --profile cpu up --abort-on-container-exit
//
// The example trains, its checkpoints land in ./output on the host and the
// trainer's exit code comes back: 0, then 2 for a config error.
func TestComposeCLIRunsTheGeneratedFile(t *testing.T) {
	c := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	start := time.Now()
	dockerConfig := testenv.ComposeCLI(t)
	t.Logf("TIME docker compose CLI %s ready in %s", testenv.ComposeVersion, time.Since(start).Round(time.Second))
	name := fmt.Sprintf("spkit-composecli-%d", time.Now().UnixNano()%1_000_000)
	dir := testenv.OfflineExample(t, name, testenv.TorchBase(t))
	setOverrides(t, dir, "max_train_steps: 6", "checkpointing_steps: 3", "hidden_size: 64", "num_layers: 2",
		"seq_len: 32", "batch_size: 4", "num_threads: 1")
	testenv.RemoveImageOnCleanup(t, c, name+":cuda13.0-cpu")
	run(t, bin, dir, nil, "build", "--profile", "cpu")
	run(t, bin, dir, nil, "compose", "cpu", "-o", "compose.yaml")

	compose := func(args ...string) (int, string) {
		t.Helper()
		return run(t, "docker", dir, []string{"DOCKER_CONFIG=" + dockerConfig},
			append([]string{"compose", "-f", "compose.yaml", "--profile", "cpu"}, args...)...)
	}
	t.Cleanup(func() { compose("down", "--volumes", "--timeout", "5") })
	if code, out := compose("version"); code != 0 || !strings.Contains(out, testenv.ComposeVersion) {
		t.Fatalf("docker compose version = exit %d: %s", code, out)
	}
	start = time.Now()
	code, out := compose("up", "--abort-on-container-exit")
	t.Logf("TIME docker compose up (example, 6 steps): %s", time.Since(start).Round(time.Second))
	if code != 0 || !strings.Contains(out, "done: step 6/6") {
		t.Fatalf("docker compose up = exit %d, want 0 and the trainer's last step:\n%s", code, out)
	}
	for _, step := range []string{"step-3.pt", "step-6.pt"} {
		if _, err := os.Stat(filepath.Join(dir, "output", "lora", "checkpoints", step)); err != nil {
			t.Errorf("checkpoint %s is not on the host: %v", step, err)
		}
	}

	// A trainer that fails: its exit code (the example's EXIT_CONFIG) is
	// docker compose's.
	setOverrides(t, dir, "learning_rate: -1")
	run(t, bin, dir, nil, "compose", "cpu", "-o", "compose.yaml")
	if code, out := compose("up", "--abort-on-container-exit"); code != 2 || !strings.Contains(out, "learning_rate") {
		t.Errorf("docker compose up of a bad trainer config = exit %d, want the trainer's 2:\n%s", code, out)
	}
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
		t.Fatalf("no trainer_overrides in %s:\n%s", path, s)
	}
	s = s[:i] + "    trainer_overrides:\n      " + strings.Join(kv, "\n      ") + "\n"
	if err := os.WriteFile(path, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// run runs name with args in dir (env added to the test's), bounded to 10
// minutes, and returns its exit code and combined output.
func run(t *testing.T, name, dir string, env []string, args ...string) (int, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if name != "docker" {
		args = append([]string{"-C", dir}, args...)
	}
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running %s: %v", name, err)
	}
	t.Logf("%s %s: exit %d\n%s", filepath.Base(name), strings.Join(args, " "), code, out)
	if name != "docker" && code != 0 {
		t.Fatalf("spkit %s = exit %d", strings.Join(args, " "), code)
	}
	return code, string(out)
}
