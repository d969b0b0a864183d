package metrics

import (
	"os"
	"strconv"
	"strings"
	"syscall"

	"github.com/prometheus/client_golang/prometheus"
)

// selfCollector exports spkit run's own CPU and RSS: the guard's cost. It
// replaces the client's process collector, which reads half a dozen /proc
// files per scrape (net/netstat among them) and tripled the CPU a
// once-a-second scrape costs.
type selfCollector struct {
	cpu, rss *prometheus.Desc
	pageSize float64
	statm    *kfile
}

func newSelfCollector() *selfCollector {
	return &selfCollector{
		cpu:      prometheus.NewDesc("spkit_process_cpu_seconds_total", "User and system CPU time spent by spkit run itself (the supervisor and guard).", nil, nil),
		rss:      prometheus.NewDesc("spkit_process_resident_memory_bytes", "spkit run's own resident memory.", nil, nil),
		pageSize: float64(os.Getpagesize()),
		statm:    &kfile{path: "/proc/self/statm"},
	}
}

func (c *selfCollector) Describe(ch chan<- *prometheus.Desc) { ch <- c.cpu; ch <- c.rss }

func (c *selfCollector) Collect(ch chan<- prometheus.Metric) {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		sec := float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
		ch <- prometheus.MustNewConstMetric(c.cpu, prometheus.CounterValue, sec)
	}
	var pages float64
	ok := c.statm.read(func(b []byte) {
		if f := strings.Fields(string(b)); len(f) > 1 {
			pages, _ = strconv.ParseFloat(f[1], 64)
		}
	})
	if ok && pages > 0 {
		ch <- prometheus.MustNewConstMetric(c.rss, prometheus.GaugeValue, pages*c.pageSize)
	}
}
