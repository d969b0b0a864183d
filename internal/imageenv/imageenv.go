// Package imageenv names the SPKIT_* environment an spkit image carries:
// the generated Dockerfile and compose project set it, and spkit run,
// spkit healthcheck and spkit validate read it back inside the container.
// It imports nothing, so the small spkit-healthcheck binary can use it
// without linking the image generator.
package imageenv

const (
	Profile       = "SPKIT_PROFILE"        // profile name
	CUDAVersion   = "SPKIT_CUDA_VERSION"   // "13.0"
	MinDriver     = "SPKIT_MIN_DRIVER"     // "580.65.06"
	GPUCount      = "SPKIT_GPU_COUNT"      // "0" (cpu), "all", or N
	Unified       = "SPKIT_UNIFIED_MEMORY" // "true" / "false"
	TorchVersion  = "SPKIT_TORCH_VERSION"  // "2.9.1" or "base"
	Features      = "SPKIT_FEATURES"       // comma-separated spkit.yaml features
	MaxUsed       = "SPKIT_MAX_USED"       // guard: stop above this much used memory
	MinAvailable  = "SPKIT_MIN_AVAILABLE"  // guard: stop below this much available
	GuardInterval = "SPKIT_GUARD_INTERVAL" // guard: sampling interval far from the limit
	Grace         = "SPKIT_GRACE"          // guard: SIGTERM -> SIGKILL grace
	GuardSources  = "SPKIT_GUARD_SOURCES"  // guard: what the limits apply to (meminfo,cgroup,tree,gpu)
)
