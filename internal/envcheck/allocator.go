package envcheck

// AllocatorEnv are the two names of PyTorch's allocator setting:
// PYTORCH_ALLOC_CONF from torch 2.9 on, PYTORCH_CUDA_ALLOC_CONF before
// (still read, with a warning). spkit writes both with one value (FACTS.md
// Environment: torch 2.9.1 ignores expandable_segments under the new name).
var AllocatorEnv = []string{"PYTORCH_ALLOC_CONF", "PYTORCH_CUDA_ALLOC_CONF"}

// AllocatorKeys are the allocator option keys upstream PyTorch accepts; it
// rejects unknown keys at the first CUDA allocation, so spkit refuses
// anything else before a run starts. The list lives here, not in the
// version matrix, because the in-image binary checks it (spkit validate)
// without the matrix.
//
// Sources: FACTS.md Environment (expandable_segments, max_split_size_mb,
// garbage_collection_threshold, roundup_power2_divisions, backend); PyTorch
// docs, "CUDA memory management" (pinned_use_cuda_host_register,
// pinned_num_register_threads, release_lock_on_cudamalloc,
// pinned_use_background_threads). Not here on purpose: use_uvm and
// uvm_oversubscription_ratio, a patched build's keys (seed 004), which
// upstream PyTorch rejects (FACTS.md Environment).
var AllocatorKeys = []string{
	"expandable_segments",
	"max_split_size_mb",
	"garbage_collection_threshold",
	"roundup_power2_divisions",
	"backend",
	"pinned_use_cuda_host_register",
	"pinned_num_register_threads",
	"release_lock_on_cudamalloc",
	"pinned_use_background_threads",
}
