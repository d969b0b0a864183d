//go:build integration

package cli_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/moby/moby/client"

	"github.com/spkit-dev/spkit/internal/testenv"
)

// TestProbeExampleTrainer is issue 13's end to end: spkit probe finds the
// largest batch size of the example trainer that fits under a ceiling the
// test chooses (so the answer is not a power of two), in real containers on
// the cpu profile, with at most one trial stopped by the guard, writes the
// table, results.json and the plot, applies the answer to spkit.yaml, and
// leaves no container behind.
func TestProbeExampleTrainer(t *testing.T) {
	c := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	base := testenv.TorchBase(t)
	name := fmt.Sprintf("spkit-probe-%d", time.Now().UnixNano()%1_000_000)
	dir := trainerRepo(t, name, base)
	// Cleanups run last first: the image goes after down removed its containers.
	testenv.RemoveImageOnCleanup(t, c, name+":cuda13.0-cpu")
	t.Cleanup(func() {
		spkitCmd(t, bin, dir, "down", "--volumes")
	})
	code, out := spkitCmd(t, bin, dir, "probe", "cpu", "--param", "batch_size=1..256", "--ceiling", "450MB", "--steps", "2")
	if code != 0 {
		t.Fatalf("spkit probe: exit %d", code)
	}
	data, err := os.ReadFile(filepath.Join(dir, ".spkit", "probe", "cpu", "results.json"))
	if err != nil {
		t.Fatal(err)
	}
	var res struct {
		Ceiling uint64 `json:"ceiling_bytes"`
		Target  uint64 `json:"target_bytes"`
		Trials  []struct {
			Values map[string]int `json:"values"`
			Peak   uint64         `json:"peak_bytes"`
			Status string         `json:"status"`
			Fits   bool           `json:"fits"`
		} `json:"trials"`
		Best map[string]int `json:"best"`
	}
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}
	// The search refines between powers of two: it tries a value that is
	// not one above the largest power of two that fits. The answer itself
	// may still be a power of two: on this machine one batch more can peak
	// 60 MiB higher (32 at 413 MiB, 33 at 486 MiB in one CI run), so what
	// is checked is that it looked, and that nothing larger fitted.
	best := res.Best["batch_size"]
	if best < 2 || res.Ceiling != 450<<20 {
		t.Fatalf("best batch_size %d under %d bytes: want a fitting value of at least 2", best, res.Ceiling)
	}
	refined := false
	for _, tr := range res.Trials {
		if v := tr.Values["batch_size"]; v > best && v < 2*best && v&(v-1) != 0 {
			refined = true
		}
	}
	if best&(best-1) == 0 && !refined {
		t.Fatalf("best batch_size %d is a power of two and no value between it and %d was tried: the search did not refine", best, 2*best)
	}
	stops := 0
	for _, tr := range res.Trials {
		if tr.Status == "stopped" {
			stops++
		}
		if tr.Status == "ok" && tr.Values["batch_size"] == best && (!tr.Fits || tr.Peak > res.Target) {
			t.Errorf("the answer's own trial does not fit: %+v", tr)
		}
		if tr.Status == "ok" && tr.Values["batch_size"] > best && tr.Fits {
			t.Errorf("a larger value fitted: %+v", tr)
		}
	}
	// A prediction just under the target can be stopped by the guard, and
	// the midpoint below it once more when the trainer's peak jumps between
	// neighbours (above); the flaw this guards against ran 7 trials into
	// the guard.
	if stops > 2 {
		t.Errorf("%d trials stopped by the guard, want at most two", stops)
	}
	if !strings.Contains(out, "| batch_size | peak | headroom | host | GPU | predicted | status |") || !strings.Contains(out, fmt.Sprintf("best batch_size=%d", best)) {
		t.Errorf("no results table in the output")
	}
	for _, f := range []string{"results.md", "memory-batch_size.svg"} {
		if _, err := os.Stat(filepath.Join(dir, ".spkit", "probe", "cpu", f)); err != nil {
			t.Error(err)
		}
	}
	ctrs, err := c.ContainerList(t.Context(), client.ContainerListOptions{All: true,
		Filters: make(client.Filters).Add("label", "com.docker.compose.project="+name)})
	if err != nil || len(ctrs.Items) != 0 {
		t.Errorf("containers left: %v, %v", ctrs.Items, err)
	}
	// --apply writes the answer into spkit.yaml, which still parses. The
	// answer sits at the edge of the target and a trial's peak varies by tens
	// of MiB from run to run here (batch 2 once measured above batch 4), so
	// probing best alone again may land just over it and find nothing: the
	// second search starts from half of best and applies whatever it finds.
	code, out = spkitCmd(t, bin, dir, "probe", "cpu", "--param", fmt.Sprintf("batch_size=%d..%d", best/2, best), "--ceiling", "450MB", "--steps", "2", "--apply")
	if code != 0 {
		t.Fatalf("spkit probe --apply: exit %d", code)
	}
	m := regexp.MustCompile(`best batch_size=(\d+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("spkit probe --apply printed no answer")
	}
	yml, _ := os.ReadFile(filepath.Join(dir, "spkit.yaml"))
	if !strings.Contains(string(yml), "batch_size: "+m[1]) {
		t.Errorf("spkit.yaml after --apply, want batch_size: %s:\n%s", m[1], yml)
	}
	if code, _ := spkitCmd(t, bin, dir, "compose", "cpu"); code != 0 {
		t.Errorf("spkit.yaml no longer loads after --apply")
	}
}
