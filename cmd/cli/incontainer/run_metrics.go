package incontainer

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/spkit-dev/spkit/gpu"
	"github.com/spkit-dev/spkit/internal/errdefs"
	"github.com/spkit-dev/spkit/internal/imageenv"
	"github.com/spkit-dev/spkit/metrics"
	"github.com/spkit-dev/spkit/supervisor"
)

// startMetrics binds --metrics ADDR (or the run's SPKIT_METRICS_ADDR)
// before the trainer starts and adds the exporter to the observers; the
// returned stop shuts the server down (with a bounded wait) after the
// trainer is gone. Given the run's signals (the run ended), it first waits
// for the scraper's next visit, so that Prometheus sees the exit code and
// the trainer stopped; a signal ends that wait. Nil: no wait. Only the
// first call acts. No ADDR: nothing to stop.
func startMetrics(d *Deps, o *RunOptions, so *supervisor.Options) (func(sigs <-chan os.Signal), error) {
	addr := o.Metrics
	if addr == "" {
		return func(<-chan os.Signal) {}, nil
	}
	e := metrics.New(buildInfo(so), so.Root)
	srv, err := metrics.Listen(addr, e)
	if err != nil && o.metricsFromEnv {
		return nil, errdefs.Wrap(errdefs.Config, err, imageenv.MetricsAddr+"="+addr+": cannot listen: "+err.Error(),
			"pick a free port: metrics.port in spkit.yaml or --metrics-port, or turn metrics off with --metrics-port 0")
	}
	if err != nil {
		return nil, errdefs.Wrap(errdefs.Usage, err, "--metrics "+addr+": cannot listen: "+err.Error(),
			"give a free HOST:PORT, e.g. 0.0.0.0:9400 (publish it with -p 9400:9400)")
	}
	fmt.Fprintf(d.ErrOut, "spkit: metrics on http://%s/metrics\n", srv.Addr())
	so.Observers = append(so.Observers, e)
	var once sync.Once
	return func(sigs <-chan os.Signal) {
		once.Do(func() {
			// A stop request (docker stop, scancel) has its own deadline
			// to keep: no wait then.
			if due := srv.ScrapeDue(); sigs != nil && due > 0 && !e.StopRequested() {
				fmt.Fprintf(d.ErrOut, "spkit: waiting up to %s for the last metrics scrape (it sees the exit)\n", due.Round(time.Second))
				ctx, cancel := untilSignal(sigs)
				srv.AwaitScrape(ctx)
				cancel()
			}
			if err := srv.Shutdown(); err != nil {
				fmt.Fprintf(d.ErrOut, "spkit: warning: stopping the metrics server: %v\n", err)
			}
		})
	}, nil
}

// buildInfo labels spkit_build_info from the image's environment and, when
// a driver answers, NVML (driver, CUDA, addressing mode of the first GPU).
func buildInfo(so *supervisor.Options) metrics.BuildInfo {
	env, _ := imageenv.Decode(os.Getenv)
	b := metrics.BuildInfo{Profile: env.Profile, CUDA: env.CUDAVersion, Unified: so.Unified}
	if os.Getenv(imageenv.GPUCount) == "0" {
		return b
	}
	info, err := gpu.New().Info()
	if err != nil {
		return b
	}
	b.Driver = info.DriverVersion
	if info.CUDADriverVersion != "" {
		b.CUDA = info.CUDADriverVersion
	}
	if len(info.Devices) > 0 {
		b.AddressingMode = info.Devices[0].AddressingMode
		b.Unified, _ = info.Devices[0].Unified()
	}
	return b
}

// defaultMemoryLog is where the memory log goes when --memory-log is not
// given: under the image's output folder ($SPKIT_OUTPUT_DIR, the mounted
// volumes.output), so it outlives the container and spkit report finds it
// on the host. "" (no log) when there is no such folder or it is read-only.
func defaultMemoryLog(getenv func(string) string) string {
	dir := getenv(imageenv.OutputDir)
	if dir == "" {
		return ""
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return ""
	}
	path := supervisor.DefaultMemoryLog(dir)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return ""
	}
	return path
}
