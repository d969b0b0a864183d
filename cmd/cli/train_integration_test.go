//go:build integration

package cli_test

import (
	"fmt"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// smallModel keeps each step short on a 2-core machine.
var smallModel = []string{"hidden_size=64", "num_layers=2", "seq_len=32", "batch_size=4", "num_threads=1"}

// trainerRepo is the example trainer in its offline flavour (testenv).
func trainerRepo(t *testing.T, name, base string) string {
	return testenv.OfflineExample(t, name, base)
}

// spkitCmd runs the real spkit binary in dir and returns its exit code and
// combined output.
func spkitCmd(t *testing.T, bin, dir string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-C", dir}, args...)...)
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("running spkit: %v", err)
	}
	t.Logf("spkit %s: exit %d\n%s", strings.Join(args, " "), code, out)
	return code, string(out)
}

// TestTrainGuardStopsThenRerunResumes is issue 6's end to end: spkit train
// builds the example trainer's image on the local Debian base, runs it, the
// memory guard stops it at a low limit, the SIGTERM checkpoint is in the host
// mount, and a rerun resumes from it.
func TestTrainGuardStopsThenRerunResumes(t *testing.T) {
	c := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	base := testenv.TorchBase(t)
	name := fmt.Sprintf("spkit-e2e-%d", time.Now().UnixNano()%1_000_000)
	dir := trainerRepo(t, name, base)
	image := name + ":cuda13.0-cpu"
	// Cleanups run last first: the image goes after down removed its containers.
	testenv.RemoveImageOnCleanup(t, c, image)
	t.Cleanup(func() {
		spkitCmd(t, bin, dir, "down", "--volumes")
	})

	// The trainer keeps 64 MiB more every step; the guard watches the
	// container's cgroup and stops it at 700 MB. No periodic checkpoint: the
	// one on disk must come from SIGTERM.
	args := append([]string{"train", "cpu", "--base-image", base, "--guard-sources", "cgroup", "--max-memory", "700MB", "--",
		"max_train_steps=500", "checkpointing_steps=100000", "memory_hog_mb_per_step=64", "step_sleep=0.05"}, smallModel...)
	code, out := spkitCmd(t, bin, dir, args...)
	if code != 7 {
		t.Fatalf("guarded run: exit %d, want 7 (stopped by the memory guard)", code)
	}
	for _, want := range []string{"SIGTERM", "stopped by the memory guard", "newest output:",
		"memory: the guard stopped the trainer at ", "cgroup working set of the container"} {
		if !strings.Contains(out, want) {
			t.Errorf("guarded run output lacks %q", want)
		}
	}
	ckpts, _ := filepath.Glob(filepath.Join(dir, "output", "lora", "checkpoints", "step-*.pt"))
	if len(ckpts) != 1 {
		t.Fatalf("checkpoints on the host after the guard stop: %v, want exactly the SIGTERM one", ckpts)
	}
	step := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(ckpts[0]), "step-"), ".pt")

	// The rerun, without the low limit and without growing, resumes; with
	// --metrics-port its guard serves Prometheus metrics on the host's
	// loopback while it runs (issue #18), scraped and parsed here.
	port := freePort(t)
	args = append([]string{"train", "cpu", "--metrics-port", strconv.Itoa(port), "--", "max_train_steps=" + step + "0",
		"checkpointing_steps=100000", "step_sleep=0.2"}, smallModel...)
	scraped := make(chan map[string]*dto.MetricFamily, 1)
	stop := make(chan struct{})
	go func() { scraped <- scrapeUntil(port, stop) }()
	code, out = spkitCmd(t, bin, dir, args...)
	close(stop)
	fams := <-scraped
	for _, name := range []string{"spkit_memory_total_bytes", "spkit_memory_used_bytes", "spkit_build_info", "spkit_samples_total"} {
		if fams[name] == nil {
			t.Errorf("the run's metrics on 127.0.0.1:%d lack %s (got %d families)", port, name, len(fams))
		}
	}
	if code != 0 {
		t.Fatalf("rerun: exit %d, want 0", code)
	}
	if !strings.Contains(out, "resumed from") || !strings.Contains(out, "at step "+step) {
		t.Errorf("rerun did not resume from step %s", step)
	}
	if strings.Contains(out, "SIGTERM") {
		t.Errorf("the rerun replayed the guarded run's output (a fresh container per run)")
	}
	if !strings.Contains(out, "train cpu: completed") || !strings.Contains(out, "peak memory: ") {
		t.Errorf("rerun report missing")
	}
}

// freePort is a TCP port free on the loopback right now.
func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// scrapeUntil scrapes http://127.0.0.1:PORT/metrics every 200 ms until one
// scrape parses or stop closes, and returns the families (nil: none).
func scrapeUntil(port int, stop <-chan struct{}) map[string]*dto.MetricFamily {
	url := fmt.Sprintf("http://127.0.0.1:%d/metrics", port)
	for {
		if resp, err := http.Get(url); err == nil {
			p := expfmt.NewTextParser(model.UTF8Validation)
			fams, perr := p.TextToMetricFamilies(resp.Body)
			resp.Body.Close()
			if perr == nil && len(fams) > 0 {
				return fams
			}
		}
		select {
		case <-stop:
			return nil
		case <-time.After(200 * time.Millisecond):
		}
	}
}
