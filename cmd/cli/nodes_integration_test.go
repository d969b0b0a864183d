//go:build integration

package cli_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/docker/compose/v5/pkg/api"
	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// ddpBase is the torch base whose torchrun works on Python 3.11
// (testenv.DDPTorchBase).
func ddpBase(t *testing.T, _ client.APIClient) string { return testenv.DDPTorchBase(t) }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// nodesRepo is the example trainer with a small cpu run.
func nodesRepo(t *testing.T, c client.APIClient, name string) string {
	t.Helper()
	dir := trainerRepo(t, name, ddpBase(t, c))
	setCPUOverrides(t, dir, "max_train_steps: 6\n      checkpointing_steps: 3")
	return dir
}

func setCPUOverrides(t *testing.T, dir, overrides string) {
	t.Helper()
	path := filepath.Join(dir, "spkit.yaml")
	yml, err := os.ReadFile(path)
	must(t, err)
	s := string(yml)
	i := strings.Index(s, "    trainer_overrides:\n")
	s = s[:i] + "    trainer_overrides:\n      " + overrides + "\n      " + strings.Join(smallOverrides, "\n      ") + "\n"
	must(t, os.WriteFile(path, []byte(s), 0o644))
}

var smallOverrides = []string{"hidden_size: 64", "num_layers: 2", "seq_len: 32", "batch_size: 4", "num_threads: 1"}

// TestNodesTwoRanksOnOneEngine: `spkit up cpu --nodes 2` runs the example
// trainer as two containers on this engine; both ranks rendezvous, train
// with DDP over Gloo and finish; rank 0's checkpoint is on the host. Then a
// rank killed mid-run makes the whole run exit non-zero instead of hanging.
func TestNodesTwoRanksOnOneEngine(t *testing.T) {
	c := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	lockEngine(t, false)
	skipInSwarm(t, c)
	name := fmt.Sprintf("spkit-nodes-%d", time.Now().UnixNano()%1_000_000)
	dir := nodesRepo(t, c, name)
	image := name + ":cuda13.0-cpu"
	t.Cleanup(func() {
		spkitCmd(t, bin, dir, "down", "cpu", "--nodes", "2", "--volumes")
		_, _ = c.ImageRemove(context.Background(), image, client.ImageRemoveOptions{Force: true, PruneChildren: true})
	})

	start := time.Now()
	code, out, marks := spkitTimed(t, bin, dir, map[string]string{"rendezvous": "cpu-1 | rank 1/2", "training": "cpu-0 | step 1/"},
		"up", "cpu", "--nodes", "2", "--force")
	t.Logf("spkit up cpu --nodes 2 (image build included): exit %d after %s; marks %v", code, time.Since(start).Round(time.Millisecond), marks)
	if code != 0 {
		t.Fatalf("spkit up --nodes 2 = exit %d\n%s", code, out)
	}
	for _, want := range []string{"cpu-0 | rank 0/2", "cpu-1 | rank 1/2", "gloo process group up", "cpu-0 | done: step 6/6", "cpu-1 | rank 1 done"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "output", "lora", "checkpoints", "step-6.pt")); err != nil {
		t.Errorf("rank 0's checkpoint is not on the host: %v", err)
	}

	// Second run, image present: the figure docs/benchmarks.md records.
	setCPUOverrides(t, dir, "max_train_steps: 400\n      step_sleep: 0.5\n      output_dir: output/long")
	cmd := exec.Command(bin, "-C", dir, "up", "cpu", "--nodes", "2", "--force")
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	start = time.Now()
	must(t, cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait(); _ = pw.Close() }()
	waitLine(t, pr, "cpu-0 | step 2/", 3*time.Minute)
	t.Logf("BENCH up --nodes 2 to both ranks training (image present): %s", time.Since(start).Round(time.Millisecond))
	go func() { _, _ = io.Copy(io.Discard, pr) }()
	killRank(t, c, name, "cpu-1")
	select {
	case err := <-done:
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() == 0 {
			t.Errorf("a killed rank: spkit up = %v, want a non-zero exit", err)
		}
		t.Logf("killed rank 1: spkit up exited %v after %s", err, time.Since(start).Round(time.Second))
	case <-time.After(3 * time.Minute):
		_ = cmd.Process.Kill()
		t.Fatal("a killed rank left spkit up hanging")
	}
	spkitCmd(t, bin, dir, "down", "cpu", "--nodes", "2")

	// --iface: the ranks on the host's network, rendezvous at the
	// interface's address; an interface that does not exist is refused.
	if code, out := spkitCmd(t, bin, dir, "up", "cpu", "--nodes", "2", "--iface", "nosuch0"); code != 4 || !strings.Contains(out, `"nosuch0" does not exist`) {
		t.Errorf("--iface nosuch0 = exit %d, want 4 and the missing interface named", code)
	}
	setCPUOverrides(t, dir, "max_train_steps: 4\n      checkpointing_steps: 2\n      output_dir: output/hostnet")
	code, out = spkitCmd(t, bin, dir, "up", "cpu", "--nodes", "2", "--iface", "lo", "--force")
	if code != 0 || !strings.Contains(out, "rendezvous at 127.0.0.1") || !strings.Contains(out, "cpu-0 | done: step 4/4") {
		t.Errorf("spkit up --nodes 2 --iface lo = exit %d", code)
	}
}

func killRank(t *testing.T, c client.APIClient, project, service string) {
	t.Helper()
	f := client.Filters{}.Add("label", api.ProjectLabel+"="+project, api.ServiceLabel+"="+service)
	res, err := c.ContainerList(t.Context(), client.ContainerListOptions{Filters: f})
	must(t, err)
	if len(res.Items) != 1 {
		t.Fatalf("%d running containers for %s", len(res.Items), service)
	}
	_, err = c.ContainerKill(t.Context(), res.Items[0].ID, client.ContainerKillOptions{Signal: "KILL"})
	must(t, err)
}

// waitLine reads r until a line contains want.
func waitLine(t *testing.T, r io.Reader, want string, timeout time.Duration) {
	t.Helper()
	found := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			t.Log(sc.Text())
			if strings.Contains(sc.Text(), want) {
				found <- true
				return
			}
		}
		found <- false
	}()
	select {
	case ok := <-found:
		if !ok {
			t.Fatalf("output ended before %q", want)
		}
	case <-time.After(timeout):
		t.Fatalf("no %q within %s", want, timeout)
	}
}

// spkitTimed runs spkit and notes when each mark's text first appears.
func spkitTimed(t *testing.T, bin, dir string, marks map[string]string, args ...string) (int, string, map[string]time.Duration) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-C", dir}, args...)...)
	pr, pw := io.Pipe()
	cmd.Stdout, cmd.Stderr = pw, pw
	start := time.Now()
	must(t, cmd.Start())
	go func() { _ = cmd.Wait(); _ = pw.Close() }()
	var b strings.Builder
	got := map[string]time.Duration{}
	sc := bufio.NewScanner(pr)
	for sc.Scan() {
		line := sc.Text()
		b.WriteString(line + "\n")
		for k, m := range marks {
			if _, seen := got[k]; !seen && strings.Contains(line, m) {
				got[k] = time.Since(start).Round(time.Millisecond)
			}
		}
	}
	return cmd.ProcessState.ExitCode(), b.String(), got
}
