# mostly moving to using checkpointing from deepspeed (identical code anyway) so currently this file is only imports
import deepspeed
import deepspeed.runtime.activation_checkpointing.checkpointing as checkpointing
_MODEL_PARALLEL_RNG_TRACKER_NAME = (
    deepspeed.checkpointing._MODEL_PARALLEL_RNG_TRACKER_NAME
# Whether apply model parallelsim to checkpointed hidden states.
_CHECKPOINTED_ACTIVATIONS_MEMORY_BUFFER = None
_CUDA_RNG_STATE_TRACKER = deepspeed.checkpointing._CUDA_RNG_STATE_TRACKER
# Deepspeed checkpointing functions
_set_cuda_rng_state = checkpointing._set_cuda_rng_state
checkpoint = checkpointing.checkpoint
model_parallel_cuda_manual_seed = checkpointing.model_parallel_cuda_manual_seed
get_cuda_rng_tracker = checkpointing.get_cuda_rng_tracker
