//go:build bench

// Package probe's benchmark compares spkit probe's fitted search with seed
// 002's naive doubling sweep (the guard stopping each over-limit trial) on
// the example trainer in real containers: trials run, trials stopped by the
// guard, wall time to the answer.
package probe

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/bench/benchdoc"
	"github.com/spkit-dev/spkit/internal/testenv"
)

var write = flag.String("write", "", "rewrite this Markdown file's section with the figures")

const ceiling = "700MB"

type run struct {
	name          string
	best          int
	trials, stops int
	skipped       int
	took          time.Duration
	values        []string
}

func TestProbeBench(t *testing.T) {
	c := testenv.Engine(t)
	bin := testenv.BuildSpkit(t)
	base := testenv.TorchBase(t)
	dir := testenv.OfflineExample(t, "spkit-bench-probe", base)
	// Cleanups run last first: the image goes after down removed its containers.
	testenv.RemoveImageOnCleanup(t, c, "spkit-bench-probe:cuda13.0-cpu")
	t.Cleanup(func() {
		_ = exec.Command(bin, "-C", dir, "down", "--volumes").Run()
	})
	// Build once, so neither strategy pays for the image.
	if out, err := exec.Command(bin, "-C", dir, "build", "--profile", "cpu").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	var runs []run
	for _, s := range []struct{ name, flag string }{{"spkit probe (fit, skip, bisect)", ""}, {"naive doubling sweep (seed 002)", "--no-predict"}} {
		runs = append(runs, probeOnce(t, bin, dir, s.name, s.flag))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Example trainer (cpu profile, Debian's PyTorch 1.13 base), batch_size from 1, ceiling %s, 2 steps per trial, one container per trial, on this 2-core machine.\n\n", ceiling)
	b.WriteString("| strategy | answer | trials run | stopped by the guard | skipped by prediction | wall time | values tried |\n|---|---|---|---|---|---|---|\n")
	for _, r := range runs {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %.0f s | %s |\n", r.name, r.best, r.trials, r.stops, r.skipped, r.took.Seconds(), strings.Join(r.values, ", "))
	}
	t.Log("\n" + b.String())
	if *write != "" {
		if err := benchdoc.RewriteSection(*write, "Probe: fitted search vs naive sweep",
			"go test -tags bench -count=1 -timeout 60m ./bench/probe -args -write docs/benchmarks.md", b.String()); err != nil {
			t.Fatal(err)
		}
	}
}

func probeOnce(t *testing.T, bin, dir, name, flag string) run {
	t.Helper()
	_ = os.RemoveAll(filepath.Join(dir, ".spkit", "probe"))
	args := []string{"-C", dir, "probe", "cpu", "--param", "batch_size=1..512", "--ceiling", ceiling, "--steps", "2", "--json"}
	if flag != "" {
		args = append(args, flag)
	}
	start := time.Now()
	out, err := exec.Command(bin, args...).Output()
	took := time.Since(start)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var res struct {
		Trials []struct {
			Values map[string]int `json:"values"`
			Status string         `json:"status"`
		} `json:"trials"`
		Best map[string]int `json:"best"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("%s: %v\n%s", name, err, out)
	}
	r := run{name: name, best: res.Best["batch_size"], took: took}
	for _, tr := range res.Trials {
		v := fmt.Sprint(tr.Values["batch_size"])
		switch tr.Status {
		case "skipped":
			r.skipped++
			continue
		case "stopped":
			r.stops++
			v += " (stopped)"
		}
		r.trials++
		r.values = append(r.values, v)
	}
	return r
}
