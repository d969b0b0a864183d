package probe

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spkit-dev/spkit/internal/errdefs"
)

// A discrete GPU's results say which memory each figure is, keep host and
// GPU peaks apart, and read back through ReadResults (what estimate uses).
func TestResultsDiscreteRoundTrip(t *testing.T) {
	r := &Results{Profile: "h100", Memory: Discrete, Ceiling: 78 * gib, Target: 74 * gib, HostCeiling: 90 * gib, HostTarget: 85 * gib,
		GPUTotal: 79 * gib, Source: "tree+gpu", Steps: 3, Params: []string{"batch_size"}, Best: map[string]int{"batch_size": 16},
		Trials: []Trial{
			{Values: map[string]int{"batch_size": 16}, Peak: 50 * gib, HostPeak: 3 * gib, GPUPeak: 50 * gib, Status: OK, Fits: true, Seconds: 18.9},
			{Values: map[string]int{"batch_size": 32}, HostPeak: 3 * gib, GPUPeak: 77 * gib, Status: OOM, Seconds: 17.8,
				Note: "CUDA out of memory (PyTorch): torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB."},
			{Values: map[string]int{"batch_size": 24}, Peak: 60 * gib, HostPeak: 88 * gib, GPUPeak: 60 * gib, Status: OK, Note: "host memory over the host target"},
		}}
	var md bytes.Buffer
	r.WriteMarkdown(&md)
	for _, want := range []string{
		"Discrete GPU memory: ceiling 78.0 GiB", "on the fullest GPU (of its 79.0 GiB total", "host memory judged apart: ceiling 90.0 GiB, target 85.0 GiB (host is the trainer's process tree RSS)",
		"| batch_size | peak | headroom | host | GPU | predicted | status |",
		"| 16 | 50.0 GiB | 28.0 GiB | 3.0 GiB | 50.0 GiB |  | ok | 18.9 |",
		"| 32 |  |  | 3.0 GiB | 77.0 GiB |  | CUDA OOM | 17.8 |",
		"| ok, host memory over the host target |",
	} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("results.md lacks %q:\n%s", want, md.String())
		}
	}
	var svg bytes.Buffer
	if err := r.Plot(&svg, "batch_size", "svg"); err != nil || !strings.Contains(svg.String(), "CUDA OOM (its last sample)") || !strings.Contains(svg.String(), "host peak") {
		t.Errorf("plot: %v (legend: CUDA OOM, host peak)", err)
	}
	repo := t.TempDir()
	if err := os.MkdirAll(Dir(repo, "h100"), 0o755); err != nil {
		t.Fatal(err)
	}
	var js bytes.Buffer
	if err := r.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(ResultsPath(repo, "h100"), js.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	back, err := ReadResults(repo, "h100")
	if err != nil || back.Memory != Discrete || back.HostCeiling != 90*gib || back.Trials[1].Status != OOM || back.Trials[1].GPUPeak != 77*gib {
		t.Fatalf("ReadResults = %+v, %v", back, err)
	}
	if r, err := ReadResults(repo, "a100"); r != nil || err != nil {
		t.Errorf("no results: %+v, %v", r, err)
	}
	for name, body := range map[string]string{"status": `{"trials": [{"status": "exploded"}]}`, "memory": `{"memory": "swap"}`, "json": `{`} {
		if err := os.WriteFile(ResultsPath(repo, "h100"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadResults(repo, "h100"); errdefs.CodeOf(err) != errdefs.Config {
			t.Errorf("%s: err = %v, want a config error", name, err)
		}
	}
	if got := TrialDir(Dir(repo, "h100"), 3); got != filepath.Join(repo, ".spkit", "probe", "h100", "trials", "3") {
		t.Errorf("TrialDir = %s", got)
	}
}

// TestReadResultsFollowsNoLinkOut: results.json is read beneath the
// repository, like every file in it (docs/security.md): one shipped as a
// link to a file outside is refused with exit 3 and that file is never
// read (before, a link out was read and decoded), and a file past the cap
// says so rather than failing to decode a cut.
func TestReadResultsFollowsNoLinkOut(t *testing.T) {
	base := t.TempDir()
	repo, outside := filepath.Join(base, "repo"), filepath.Join(base, "results.json")
	if err := os.MkdirAll(Dir(repo, "h100"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(outside, []byte(`{"memory": "discrete", "trials": []}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, ResultsPath(repo, "h100")); err != nil {
		t.Fatal(err)
	}
	r, err := ReadResults(repo, "h100")
	if r != nil || errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "leads outside") {
		t.Errorf("a results.json linked out: %+v, %v; want exit 3 naming the link", r, err)
	}
	big := ResultsPath(repo, "a100")
	if err := os.MkdirAll(filepath.Dir(big), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(big, append([]byte(`{"trials": [`), bytes.Repeat([]byte(" "), maxResultsBytes)...), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadResults(repo, "a100"); errdefs.CodeOf(err) != errdefs.Config || !strings.Contains(err.Error(), "larger than") {
		t.Errorf("a results.json over the cap: %v; want exit 3 saying it is too large", err)
	}
}

// A trainer's escape sequences never reach probe's table.
func TestResultsTableIsPrintable(t *testing.T) {
	r := &Results{Params: []string{"batch\x1b]0;x\x07_size"}, Trials: []Trial{{Values: map[string]int{}, Status: "\x1b[2Jodd", Note: "x"}}}
	var md bytes.Buffer
	r.WriteTable(&md)
	if strings.ContainsAny(md.String(), "\x1b\x07") || !strings.Contains(md.String(), "| batch_size |") {
		t.Errorf("table = %q", md.String())
	}
}
