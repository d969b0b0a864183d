// Package imageenv is the SPKIT_* environment an spkit image carries, with
// its one encoder and decoder: the generated Dockerfile and every run-time
// renderer (compose, later Swarm and Kubernetes) write it with Env.Encode,
// and spkit run, spkit healthcheck and spkit validate read it back inside
// the container with Decode. The run-time variables (Run: the metrics
// address) have their codec here too; only renderers of a run write them,
// never an image. It imports only guardspec and memsize (which
// need nothing but docker/go-units), so the small spkit-healthcheck binary
// can use it without linking the image generator.
package imageenv

// HealthcheckBinary is the name, in the image's /usr/local/bin, of the
// HEALTHCHECK the image runs: the small cmd/spkit-healthcheck binary, or a
// symlink to the container binary, which runs its healthcheck when invoked
// under this name.
const HealthcheckBinary = "spkit-healthcheck"

// Names of the variables, in the order Encode writes them.
const (
	Profile       = "SPKIT_PROFILE"        // profile name
	CUDAVersion   = "SPKIT_CUDA_VERSION"   // "13.0"
	MinDriver     = "SPKIT_MIN_DRIVER"     // "580.65.06"
	GPUCount      = "SPKIT_GPU_COUNT"      // "0" (cpu), "all", or N
	Unified       = "SPKIT_UNIFIED_MEMORY" // "true" / "false"
	TorchVersion  = "SPKIT_TORCH_VERSION"  // "2.9.1" or "base"
	Features      = "SPKIT_FEATURES"       // comma-separated spkit.yaml features
	OutputDir     = "SPKIT_OUTPUT_DIR"     // where checkpoints go, a mount at run time ("/app/output")
	MaxUsed       = "SPKIT_MAX_USED"       // guard: stop above this much used memory ("100GiB")
	MinAvailable  = "SPKIT_MIN_AVAILABLE"  // guard: stop below this much available ("28GiB" or "20%")
	GuardInterval = "SPKIT_GUARD_INTERVAL" // guard: sampling interval far from the limit ("1s")
	Grace         = "SPKIT_GRACE"          // guard: SIGTERM -> SIGKILL grace ("120s"; "0" for none)
	GuardSources  = "SPKIT_GUARD_SOURCES"  // guard: what the limits apply to ("meminfo,cgroup,gpu")
)

// Names are every variable, in the order Encode writes them.
var Names = []string{
	Profile, CUDAVersion, MinDriver, GPUCount, Unified, TorchVersion, Features, OutputDir,
	MaxUsed, MinAvailable, GuardInterval, Grace, GuardSources,
}

// Run-time variables: a run sets them (the compose service, the Kubernetes
// container, the Swarm service, the sbatch script) and an image never
// carries them: they are not in Names, Env does not hold them, and the
// Dockerfile's ENV never writes them.
const (
	MetricsAddr = "SPKIT_METRICS_ADDR" // spkit run --metrics: serve Prometheus metrics on HOST:PORT ("0.0.0.0:9400")
)

// RunNames are the run-time variables, in the order Run.Encode writes them.
var RunNames = []string{MetricsAddr}
