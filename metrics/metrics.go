// Package metrics exports what spkit run's supervisor sees as Prometheus
// metrics: a supervisor.Observer that keeps gauges and counters current, a
// collector for the kernel's memory pressure (PSI), and the HTTP server that
// serves them from a registry of its own (never the global default).
//
// Names follow Prometheus conventions: the spkit_ prefix, base units
// (_bytes, _seconds), _total for counters, 0-1 _ratio gauges, and an _info
// metric for the build. docs/metrics.md lists them.
package metrics

import (
	"strconv"
	"sync/atomic"
	"syscall"

	"github.com/prometheus/client_golang/prometheus"
	"golang.org/x/sys/unix"

	"github.com/spkit-dev/spkit/supervisor"
)

// BuildInfo labels spkit_build_info: what this run is made of.
type BuildInfo struct {
	Version, Driver, CUDA, AddressingMode, Profile string
	Unified                                        bool
}

// Exporter is the supervisor observer behind the metrics. Its methods are
// called from the supervisor's loop and only set values: a scrape never
// waits on the supervisor, nor the supervisor on a scrape.
type Exporter struct {
	supervisor.NopObserver
	reg *prometheus.Registry
	m   *set
	// stopped: a stop request (a signal, cancel) reached the trainer.
	stopped atomic.Bool
}

// StopRequested reports whether a stop that did not come from the guard
// (a forwarded signal: docker stop, scancel, Ctrl-C) reached the trainer:
// then whatever stops the run waits for it, and nothing should linger.
func (e *Exporter) StopRequested() bool { return e.stopped.Load() }

// New returns an exporter with its own registry, holding every spkit_
// metric, the memory pressure read from procRoot ("/" or "":
// /proc/pressure/memory) and spkit run's own CPU and RSS (see
// selfCollector; the client's Go runtime and process collectors are not
// registered).
func New(info BuildInfo, procRoot string) *Exporter {
	if procRoot == "" {
		// supervisor.Options.Root's default; a relative "proc/..." would
		// be looked up in the trainer's working directory.
		procRoot = "/"
	}
	reg := prometheus.NewRegistry()
	m := newSet(info)
	reg.MustRegister(group(append(m.collectors(), newPSICollector(procRoot))))
	return &Exporter{reg: reg, m: m}
}

// group registers many collectors as one: the registry's Gather starts a
// goroutine per collector while its metric channel runs dry, and for the
// guard's ~30 small collectors those wake-ups were most of a scrape's CPU.
// Describe still yields every description, so the registry's consistency
// checks see each metric.
type group []prometheus.Collector

func (g group) Describe(ch chan<- *prometheus.Desc) {
	for _, c := range g {
		c.Describe(ch)
	}
}

func (g group) Collect(ch chan<- prometheus.Metric) {
	for _, c := range g {
		c.Collect(ch)
	}
}

// Registry is the exporter's registry, for promhttp.HandlerFor and tests.
func (e *Exporter) Registry() *prometheus.Registry { return e.reg }

func (e *Exporter) OnStart(s supervisor.Start) {
	e.m.starts.Inc()
	e.m.running.Set(1)
	e.m.startTime.Set(float64(s.Time.UnixNano()) / 1e9)
	e.m.maxGPU.Set(float64(s.MaxGPU))
	e.m.grace.Set(s.Guard.EffectiveGrace().Seconds())
	for _, name := range StopSignals {
		e.m.stops.WithLabelValues(name) // at 0, so increase() sees the first stop
	}
	for _, src := range s.Guard.EffectiveSources() {
		e.m.sourceUp.WithLabelValues(string(src)).Set(1)
		e.m.sourceFailures.WithLabelValues(string(src)) // at 0, so increase() sees the first failure
	}
}

// OnSource follows a source that stops answering, or answers again.
func (e *Exporter) OnSource(s supervisor.SourceEvent) {
	up := e.m.sourceUp.WithLabelValues(string(s.Source))
	if s.Err == "" {
		up.Set(1)
		return
	}
	up.Set(0)
	e.m.sourceFailures.WithLabelValues(string(s.Source)).Inc()
}

func (e *Exporter) OnSample(s supervisor.Sample) {
	m := e.m
	m.samples.Inc()
	m.lastSample.Set(float64(s.Time.UnixNano()) / 1e9)
	m.memTotal.Set(float64(s.MemTotal))
	m.memAvailable.Set(float64(s.MemAvailable))
	m.memUsed.Set(float64(s.MemUsed))
	m.cgroupUsage.Set(float64(s.CgroupUsage))
	m.cgroupWS.Set(float64(s.CgroupWS))
	m.cgroupLimit.Set(float64(s.CgroupLimit))
	m.treeRSS.Set(float64(s.TreeRSS))
	m.treePIDs.Set(float64(s.TreePIDs))
	m.gpuTotal.Set(float64(s.GPUBytes))
	// Processes come and go: drop the pids this sample did not see.
	m.gpuProc.Reset()
	for _, p := range s.GPU {
		m.gpuProc.WithLabelValues(strconv.Itoa(p.PID)).Set(float64(p.Bytes))
	}
	e.setChecks(s.Checks)
}

// setChecks sets the guard's limit, usage, headroom and ratio per check.
func (e *Exporter) setChecks(checks []supervisor.Check) {
	m := e.m
	for _, c := range checks {
		lv := []string{string(c.Source), string(c.Kind)}
		m.guardLimit.WithLabelValues(lv...).Set(float64(c.Limit))
		m.trips.WithLabelValues(lv...) // at 0 from the first sample, so increase() sees the first trip
		m.guardUsed.WithLabelValues(lv...).Set(float64(c.Used))
		m.guardHeadroom.WithLabelValues(lv...).Set(float64(c.Limit) - float64(c.Used))
		if c.Limit > 0 {
			m.guardRatio.WithLabelValues(lv...).Set(float64(c.Used) / float64(c.Limit))
		}
	}
}

// StopSignals are the signal label values of spkit_stop_requests_total:
// the signals spkit run forwards (supervisor.Forwarded) and "cancel".
var StopSignals = func() []string {
	out := []string{"cancel"}
	for _, s := range supervisor.Forwarded {
		out = append(out, unix.SignalName(s.(syscall.Signal)))
	}
	return out
}()

func (e *Exporter) OnStop(s supervisor.Stop) {
	name := "cancel"
	if sig, ok := s.Signal.(syscall.Signal); ok {
		name = unix.SignalName(sig)
	}
	e.m.stops.WithLabelValues(name).Inc()
	e.stopped.Store(true)
}

func (e *Exporter) OnTrip(t supervisor.Trip) {
	e.m.trips.WithLabelValues(string(t.Source), string(t.Kind)).Inc()
	e.m.actions.WithLabelValues("SIGTERM").Inc()
}

func (e *Exporter) OnExit(r supervisor.Result) {
	e.m.running.Set(0)
	if r.Trip != nil && r.Trip.Killed {
		e.m.actions.WithLabelValues("SIGKILL").Inc()
	}
	sig := ""
	if r.Signal != 0 {
		sig = unix.SignalName(r.Signal)
	}
	e.m.exitCode.WithLabelValues(sig).Set(float64(r.Code()))
	e.m.endTime.Set(float64(r.Ended.UnixNano()) / 1e9)
}
