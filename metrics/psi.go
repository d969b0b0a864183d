package metrics

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/prometheus/client_golang/prometheus"
)

// PSI is one line of /proc/pressure/memory: the share of time in the last
// 10, 60 and 300 seconds that some (or all) tasks stalled on memory, and
// the total stall time.
type PSI struct {
	Avg10, Avg60, Avg300 float64 // 0-1
	TotalSeconds         float64
}

// ReadPSI reads root/proc/pressure/memory. ok is false where the kernel has
// no PSI (before 4.20, or booted with psi=0).
func ReadPSI(root string) (some, full PSI, ok bool) {
	b, err := os.ReadFile(filepath.Join(root, "proc", "pressure", "memory"))
	if err != nil {
		return PSI{}, PSI{}, false
	}
	return ParsePSI(b)
}

// ParsePSI parses the pressure file's "some" and "full" lines.
func ParsePSI(b []byte) (some, full PSI, ok bool) {
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 5 {
			continue
		}
		p := parsePSIFields(fields[1:])
		switch fields[0] {
		case "some":
			some, ok = p, true
		case "full":
			full = p
		}
	}
	return some, full, ok
}

func parsePSIFields(fields []string) PSI {
	var p PSI
	for _, f := range fields {
		k, v, _ := strings.Cut(f, "=")
		n, err := strconv.ParseFloat(v, 64)
		if err != nil {
			continue
		}
		switch k {
		case "avg10":
			p.Avg10 = n / 100
		case "avg60":
			p.Avg60 = n / 100
		case "avg300":
			p.Avg300 = n / 100
		case "total": // microseconds
			p.TotalSeconds = n / 1e6
		}
	}
	return p
}

// psiCollector reads the pressure file at scrape time: nothing is read
// between scrapes, and a kernel without PSI exports nothing.
type psiCollector struct {
	file         *kfile
	ratio, stall *prometheus.Desc
}

func newPSICollector(root string) *psiCollector {
	return &psiCollector{file: &kfile{path: filepath.Join(root, "proc", "pressure", "memory")},
		ratio: prometheus.NewDesc("spkit_memory_pressure_ratio",
			"Share of time tasks stalled on memory (PSI, /proc/pressure/memory): kind some (at least one task) or full (all), over window 10s, 60s or 300s.",
			[]string{"kind", "window"}, nil),
		stall: prometheus.NewDesc("spkit_memory_pressure_stall_seconds_total",
			"Total time tasks stalled on memory since boot (PSI), kind some or full.", []string{"kind"}, nil),
	}
}

func (c *psiCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.ratio; ch <- c.stall }

func (c *psiCollector) Collect(ch chan<- prometheus.Metric) {
	var some, full PSI
	ok := false
	c.file.read(func(b []byte) { some, full, ok = ParsePSI(b) })
	if !ok {
		return
	}
	for _, k := range []struct {
		kind string
		p    PSI
	}{{"some", some}, {"full", full}} {
		for _, w := range []struct {
			window string
			v      float64
		}{{"10s", k.p.Avg10}, {"60s", k.p.Avg60}, {"300s", k.p.Avg300}} {
			ch <- prometheus.MustNewConstMetric(c.ratio, prometheus.GaugeValue, w.v, k.kind, w.window)
		}
		ch <- prometheus.MustNewConstMetric(c.stall, prometheus.CounterValue, k.p.TotalSeconds, k.kind)
	}
}
