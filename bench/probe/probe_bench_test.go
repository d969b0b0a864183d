//go:build bench

// Package probe's benchmark times spkit probe on the example trainer in
// real containers, against a baseline spkit (-baseline: today's build, one
// container per trial), in one run on the same image, trainer and
// ceiling: the answer, trials run and stopped, wall time, and each trial's
// overhead (its wall time in probe less the trainer's own run under spkit
// run, from the trial's memory log). -naive adds seed 002's naive sweep.
package probe

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/spkit-dev/spkit/bench/benchdoc"
	"github.com/spkit-dev/spkit/internal/testenv"
)

var (
	write    = flag.String("write", "", "rewrite this Markdown file's section with the figures")
	baseline = flag.String("baseline", "", "a spkit binary to compare with (its spkit-container beside it), e.g. one built from the commit before one-container trials")
	naive    = flag.Bool("naive", false, "also run seed 002's naive doubling sweep (--no-predict)")
)

const ceiling = "700MB"

type run struct {
	name          string
	best          int
	trials, stops int
	skipped       int
	took          time.Duration
	values        []string
	// trainer is the trainers' own time (spkit run's start to exit in
	// each trial's memory log); overheads each trial's wall less it.
	trainer   time.Duration
	overheads []float64
	// peaks are the trials' measured peaks by batch size.
	peaks map[int]uint64
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
	// Build once, so no probe pays for the image.
	if out, err := exec.Command(bin, "-C", dir, "build", "--profile", "cpu").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	type strategy struct{ name, bin, flag string }
	var order []strategy
	if *baseline != "" {
		order = append(order, strategy{"baseline: " + baselineName(), *baseline, ""})
	}
	order = append(order, strategy{"spkit probe: one container, a trainer process per trial", bin, ""})
	if *naive {
		order = append(order, strategy{"naive doubling sweep (seed 002), one container", bin, "--no-predict"})
	}
	var runs []run
	for _, s := range order {
		runs = append(runs, probeOnce(t, s.bin, dir, s.name, s.flag))
	}
	md := table(runs)
	t.Log("\n" + md)
	if *write != "" {
		cmd := "go test -tags bench -count=1 -timeout 90m ./bench/probe -args -write docs/benchmarks.md"
		if *baseline != "" {
			cmd += " -baseline " + *baseline
		}
		root, err := testenv.ModuleRoot()
		if err != nil {
			t.Fatal(err)
		}
		if err := benchdoc.RewriteSection(filepath.Join(root, *write), "Probe: trials in one container", cmd, md); err != nil {
			t.Fatal(err)
		}
	}
}

func baselineName() string {
	if out, err := exec.Command(*baseline, "version").Output(); err == nil {
		return strings.TrimSpace(strings.SplitN(string(out), "\n", 2)[0]) + ", a container per trial"
	}
	return filepath.Base(*baseline) + ", a container per trial"
}

func table(runs []run) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Example trainer (cpu profile, Debian's PyTorch 1.13 base), batch_size from 1, ceiling %s, 2 steps per trial, "+
		"on this 2-core machine shared with other engineers' builds (one run, the strategies one after another). "+
		"Overhead per trial: the trial's wall time in probe less the trainer's own run under spkit run (start to exit in the trial's memory log).\n\n", ceiling)
	b.WriteString("| strategy | answer | trials run | stopped by the guard | skipped by prediction | wall time | trainers' own time | overhead per trial (median) | overhead in all | values tried |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for _, r := range runs {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %.0f s | %.0f s | %.1f s | %.0f s | %s |\n", r.name, r.best, r.trials, r.stops, r.skipped,
			r.took.Seconds(), r.trainer.Seconds(), median(r.overheads), (r.took - r.trainer).Seconds(), strings.Join(r.values, ", "))
	}
	if len(runs) >= 2 && strings.HasPrefix(runs[0].name, "baseline") {
		old, now := runs[0], runs[1]
		fmt.Fprintf(&b, "\nWall time, one container / a container per trial: **%.2fx** (%.0f s / %.0f s); overhead in all %.2fx; same answer: %v.\n",
			now.took.Seconds()/old.took.Seconds(), now.took.Seconds(), old.took.Seconds(),
			(now.took-now.trainer).Seconds()/(old.took-old.trainer).Seconds(), now.best == old.best)
		b.WriteString(peakComparison(old, now))
	}
	b.WriteString("\nTargets (issue 35): overhead per trial at most 3 s (median); total wall time at most 0.5x a container per trial on the same trainer and ceiling, the same answer, at most one guard stop.\n")
	return b.String()
}

// peakComparison lists the peaks both strategies measured at the same batch
// sizes: whether one container measures a trial as a fresh container does
// is what makes their answers comparable.
func peakComparison(old, now run) string {
	var both []int
	for v := range now.peaks {
		if _, ok := old.peaks[v]; ok {
			both = append(both, v)
		}
	}
	if len(both) == 0 {
		return ""
	}
	slices.Sort(both)
	var parts []string
	for _, v := range both {
		o, n := float64(old.peaks[v])/(1<<20), float64(now.peaks[v])/(1<<20)
		parts = append(parts, fmt.Sprintf("%d: %.0f / %.0f (%+.1f%%)", v, o, n, (n-o)/o*100))
	}
	return fmt.Sprintf("\nPeaks at the batch sizes both ran, MiB, a container per trial / one container: %s. The answers: %d (a container per trial), %d (one container).\n",
		strings.Join(parts, ", "), old.best, now.best)
}

func probeOnce(t *testing.T, bin, dir, name, flag string) run {
	t.Helper()
	_ = os.RemoveAll(filepath.Join(dir, ".spkit", "probe"))
	args := []string{"-C", dir, "probe", "cpu", "--param", "batch_size=1..512", "--ceiling", ceiling, "--steps", "2", "--json"}
	if flag != "" {
		args = append(args, flag)
	}
	start := time.Now()
	cmd := exec.Command(bin, args...)
	var stderr strings.Builder
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	took := time.Since(start)
	if err != nil {
		t.Fatalf("%s: %v\n%s", name, err, stderr.String())
	}
	var res struct {
		Trials []struct {
			Values  map[string]int `json:"values"`
			Status  string         `json:"status"`
			Seconds float64        `json:"seconds"`
			Peak    uint64         `json:"peak_bytes"`
		} `json:"trials"`
		Best map[string]int `json:"best"`
	}
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("%s: %v\n%s", name, err, out)
	}
	r := run{name: name, best: res.Best["batch_size"], took: took, peaks: map[int]uint64{}}
	n := 0
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
		n++
		r.trials++
		r.values = append(r.values, v)
		if tr.Peak > 0 {
			r.peaks[tr.Values["batch_size"]] = tr.Peak
		}
		own, err := trainerTime(filepath.Join(dir, ".spkit", "probe", "cpu", "trials", fmt.Sprint(n)))
		if err != nil {
			t.Fatalf("%s: trial %d: %v", name, n, err)
		}
		r.trainer += own
		r.overheads = append(r.overheads, tr.Seconds-own.Seconds())
	}
	return r
}

// trainerTime is spkit run's start to exit in a trial folder's memory log:
// memory.jsonl (one container) or .spkit/memory.jsonl (a container per
// trial, whose output mount was the trial folder).
func trainerTime(dir string) (time.Duration, error) {
	for _, p := range []string{filepath.Join(dir, "memory.jsonl"), filepath.Join(dir, ".spkit", "memory.jsonl")} {
		f, err := os.Open(p)
		if err != nil {
			continue
		}
		defer f.Close()
		var start, end time.Time
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var ev struct {
				Event string    `json:"event"`
				Time  time.Time `json:"time"`
			}
			if json.Unmarshal(sc.Bytes(), &ev) != nil {
				continue
			}
			switch ev.Event {
			case "start":
				start = ev.Time
			case "exit":
				end = ev.Time
			}
		}
		if start.IsZero() || end.IsZero() {
			return 0, fmt.Errorf("%s has no start and exit", p)
		}
		return end.Sub(start), nil
	}
	return 0, fmt.Errorf("no memory log in %s", dir)
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
