package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"syscall"
	"time"

	"github.com/docker/go-units"

	"github.com/spkit-dev/spkit/hostmem"
)

// trial is one hog run under one tool.
type trial struct {
	reaction  time.Duration
	overshoot int64 // bytes the hog touched between crossing and the signal
	availDrop uint64
	ok        bool
	early     bool
	note      string
}

func (c *config) reactionTable(w io.Writer) error {
	fmt.Fprintf(w, "Reaction: threshold = MemAvailable at the start less %s; %d trials each.\n\n", units.BytesSize(float64(c.margin)), c.trials)
	fmt.Fprintln(w, "| tool | hog rate | reaction median | reaction p90 | reaction max | overshoot median (hog bytes) | overshoot p90 | overshoot max | MemAvailable overshoot median | early | failed |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|---|---|---|---|")
	tools := []string{"spkit"}
	if c.earlyoom != "" {
		tools = append(tools, "earlyoom")
	}
	for _, rate := range c.rates {
		for _, tool := range tools {
			var ts []trial
			for i := 0; i < c.trials; i++ {
				t, err := c.trial(tool, rate, i)
				if err != nil {
					return err
				}
				ts = append(ts, t)
				time.Sleep(300 * time.Millisecond) // let the memory come back
			}
			writeRow(w, tool, rate, ts)
		}
	}
	fmt.Fprintln(w)
	return nil
}

func writeRow(w io.Writer, tool string, rate int64, ts []trial) {
	var re, ov, ad []float64
	failed, early := 0, 0
	for _, t := range ts {
		if t.early {
			early++
		}
		if !t.ok {
			failed++
			fmt.Fprintf(os.Stderr, "%s %s/s: %s\n", tool, units.BytesSize(float64(rate)), t.note)
			continue
		}
		re = append(re, float64(t.reaction))
		ov = append(ov, float64(t.overshoot))
		ad = append(ad, float64(t.availDrop))
	}
	d := func(v float64) string { return time.Duration(v).Round(100 * time.Microsecond).String() }
	b := func(v float64) string { return units.BytesSize(v) }
	fmt.Fprintf(w, "| %s | %s/s | %s | %s | %s | %s | %s | %s | %s | %d | %d |\n", tool, units.BytesSize(float64(rate)),
		d(pct(re, 50)), d(pct(re, 90)), d(pct(re, 100)), b(pct(ov, 50)), b(pct(ov, 90)), b(pct(ov, 100)), b(pct(ad, 50)), early, failed)
}

func pct(v []float64, p int) float64 {
	if len(v) == 0 {
		return 0
	}
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	i := (len(s) - 1) * p / 100
	return s[i]
}

func (c *config) trial(tool string, rate int64, n int) (trial, error) {
	avail, err := available()
	if err != nil {
		return trial{}, err
	}
	threshold := avail - uint64(c.margin)
	report := filepath.Join(c.dir, fmt.Sprintf("%s-%d-%d.json", tool, rate, n))
	hogEnv := append(os.Environ(), "GUARDHOG=1", "HOG_REPORT="+report,
		"HOG_RATE="+strconv.FormatInt(rate, 10), "HOG_MAX="+strconv.FormatInt(c.margin*2+512<<20, 10),
		"HOG_CROSS="+strconv.FormatUint(threshold, 10))
	if tool == "spkit" {
		cmd := exec.Command(c.spkit, "run", "--headroom", strconv.FormatUint(threshold, 10), "--sources", "meminfo", "--grace", "10s", "--", c.hog)
		cmd.Env = append(hogEnv, "SPKIT_STATE_DIR="+c.dir)
		out, _ := cmd.CombinedOutput()
		if code := cmd.ProcessState.ExitCode(); code != 7 {
			return trial{note: fmt.Sprintf("spkit exited %d: %s", code, out)}, nil
		}
	} else if err := c.earlyoomTrial(threshold, hogEnv); err != nil {
		return trial{}, err
	}
	return readTrial(report)
}

// earlyoomTrial starts earlyoom with the threshold (KiB), then the hog.
func (c *config) earlyoomTrial(threshold uint64, hogEnv []string) error {
	kib := threshold / 1024
	eo := exec.Command(c.earlyoom, "-M", fmt.Sprintf("%d,%d", kib, kib/2), "-r", "0", "--prefer", "^guardhog$")
	log, err := os.Create(filepath.Join(c.dir, "earlyoom.log"))
	if err != nil {
		return err
	}
	defer log.Close()
	eo.Stdout, eo.Stderr = log, log
	if err := eo.Start(); err != nil {
		return err
	}
	defer func() { eo.Process.Signal(syscall.SIGTERM); eo.Wait() }()
	time.Sleep(300 * time.Millisecond) // its first poll
	hog := exec.Command(c.hog)
	hog.Env = hogEnv
	return hog.Run()
}

func readTrial(path string) (trial, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return trial{note: "no hog report"}, nil
	}
	var r hogReport
	if err := json.Unmarshal(data, &r); err != nil {
		return trial{}, err
	}
	switch {
	case !r.Signalled:
		return trial{note: "the hog was never signalled"}, nil
	case !r.Crossed || r.SignalNS < r.CrossNS:
		// The signal came before the hog's own look after its chunk: the
		// reaction was within one chunk (or another process pushed
		// MemAvailable over first).
		return trial{ok: true, early: true}, nil
	}
	t := trial{ok: true, reaction: time.Duration(r.SignalNS - r.CrossNS), overshoot: r.AllocSig - r.AllocCross}
	if r.AvailCross > r.AvailSig {
		t.availDrop = r.AvailCross - r.AvailSig
	}
	return t, nil
}

func available() (uint64, error) {
	r, err := hostmem.OpenSystem("/")
	if err != nil {
		return 0, err
	}
	defer r.Close()
	s, err := r.Read()
	return s.Available, err
}
