package metrics

import (
	"github.com/prometheus/client_golang/prometheus"

	"github.com/spkit-dev/spkit/internal/version"
)

// set holds every metric the exporter keeps.
type set struct {
	info                                             *prometheus.GaugeVec
	starts, samples                                  prometheus.Counter
	running, startTime, endTime, lastSample          prometheus.Gauge
	memTotal, memAvailable, memUsed                  prometheus.Gauge
	cgroupUsage, cgroupWS, cgroupLimit               prometheus.Gauge
	treeRSS, treePIDs, gpuTotal, maxGPU, grace       prometheus.Gauge
	gpuProc, exitCode                                *prometheus.GaugeVec
	guardLimit, guardUsed, guardHeadroom, guardRatio *prometheus.GaugeVec
	trips, actions, stops                            *prometheus.CounterVec
	sourceUp                                         *prometheus.GaugeVec
	sourceFailures                                   *prometheus.CounterVec
}

func gauge(name, help string) prometheus.Gauge {
	return prometheus.NewGauge(prometheus.GaugeOpts{Name: "spkit_" + name, Help: help})
}

func gaugeVec(name, help string, labels ...string) *prometheus.GaugeVec {
	return prometheus.NewGaugeVec(prometheus.GaugeOpts{Name: "spkit_" + name, Help: help}, labels)
}

func counterVec(name, help string, labels ...string) *prometheus.CounterVec {
	return prometheus.NewCounterVec(prometheus.CounterOpts{Name: "spkit_" + name, Help: help}, labels)
}

func newSet(b BuildInfo) *set {
	m := &set{
		info: gaugeVec("build_info", "spkit's build and the machine it runs on; the value is 1.",
			"version", "driver", "cuda", "addressing_mode", "unified", "profile"),
		starts:       prometheus.NewCounter(prometheus.CounterOpts{Name: "spkit_trainer_starts_total", Help: "Trainers started by this spkit run (a container restart starts a new series)."}),
		samples:      prometheus.NewCounter(prometheus.CounterOpts{Name: "spkit_samples_total", Help: "Complete memory samples taken (one a second)."}),
		running:      gauge("trainer_running", "1 while the trainer runs, 0 after it exited."),
		startTime:    gauge("trainer_start_time_seconds", "When the trainer started, Unix time."),
		endTime:      gauge("trainer_end_time_seconds", "When the trainer's last process was reaped, Unix time (0 while it runs)."),
		lastSample:   gauge("last_sample_time_seconds", "When the last sample was taken, Unix time."),
		memTotal:     gauge("memory_total_bytes", "MemTotal from /proc/meminfo (on unified memory, the GPU's pool too)."),
		memAvailable: gauge("memory_available_bytes", "MemAvailable from /proc/meminfo."),
		memUsed:      gauge("memory_used_bytes", "MemTotal - MemAvailable: what the guard's meminfo source sees."),
		cgroupUsage:  gauge("cgroup_usage_bytes", "The container's memory cgroup usage, page cache included."),
		cgroupWS:     gauge("cgroup_working_set_bytes", "The cgroup's usage less inactive page cache (as docker stats)."),
		cgroupLimit:  gauge("cgroup_limit_bytes", "The cgroup's own memory limit (0: none)."),
		treeRSS:      gauge("trainer_rss_bytes", "RSS of the trainer and all its descendants."),
		treePIDs:     gauge("trainer_processes", "Processes in the trainer's tree."),
		gpuTotal:     gauge("gpu_memory_bytes", "GPU memory held by the trainer's processes (NVML, per process; works on GB10)."),
		maxGPU:       gauge("guard_max_gpu_memory_bytes", "The guard's GPU memory limit (0: none)."),
		grace:        gauge("guard_grace_seconds", "Time from SIGTERM to SIGKILL when the guard or a signal stops the trainer."),
		gpuProc:      gaugeVec("gpu_process_memory_bytes", "GPU memory per process (NVML's pid: the host's).", "pid"),
		exitCode:     gaugeVec("trainer_exit_code", "spkit run's exit code (7 after a guard stop, 128+N for signal N); absent while the trainer runs.", "signal"),
		guardLimit:   gaugeVec("guard_limit_bytes", "Each guard limit, in the source's used terms.", "source", "limit"),
		guardUsed:    gaugeVec("guard_used_bytes", "What each guarded source uses, in the terms of its limit.", "source", "limit"),
		guardHeadroom: gaugeVec("guard_headroom_bytes",
			"Limit less used: how far the guard is from stopping the trainer (negative past it).", "source", "limit"),
		guardRatio: gaugeVec("guard_usage_ratio", "Used over limit, 0-1 (1: the guard stops the trainer).", "source", "limit"),
		trips:      counterVec("guard_trips_total", "Times the guard stopped the trainer.", "source", "limit"),
		actions:    counterVec("guard_signals_total", "Signals the guard sent the trainer's group (SIGTERM at a trip, SIGKILL after the grace).", "signal"),
		stops:      counterVec("stop_requests_total", "Stops that did not come from the guard: a forwarded signal, or cancel.", "signal"),
		sourceUp:   gaugeVec("guard_source_up", "1 while a memory source answers, 0 while it fails (its figures are then missing, not 0).", "source"),
		sourceFailures: counterVec("guard_source_failures_total",
			"Times a memory source stopped answering (no file descriptor left, a cgroup removed, NVML failing).", "source"),
	}
	if b.Version == "" {
		b.Version = version.Get().Version
	}
	// Counters whose labels are known up front start at 0: a series that
	// appears at 1 hides its first increment from rate() and increase().
	for _, sig := range []string{"SIGTERM", "SIGKILL"} {
		m.actions.WithLabelValues(sig)
	}
	m.info.WithLabelValues(b.Version, b.Driver, b.CUDA, b.AddressingMode, boolLabel(b.Unified), b.Profile).Set(1)
	return m
}

func boolLabel(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

func (m *set) collectors() []prometheus.Collector {
	return []prometheus.Collector{
		m.info, m.starts, m.samples, m.running, m.startTime, m.endTime, m.lastSample,
		m.memTotal, m.memAvailable, m.memUsed, m.cgroupUsage, m.cgroupWS, m.cgroupLimit,
		m.treeRSS, m.treePIDs, m.gpuTotal, m.maxGPU, m.grace, m.gpuProc, m.exitCode,
		m.guardLimit, m.guardUsed, m.guardHeadroom, m.guardRatio, m.trips, m.actions, m.stops,
		m.sourceUp, m.sourceFailures, newSelfCollector(),
	}
}
