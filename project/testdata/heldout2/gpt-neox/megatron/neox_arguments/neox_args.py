import subprocess
from dataclasses import dataclass
ATTENTION_TYPE_CHOICES = [
def get_git_commit_hash():
@dataclass
class NeoXArgsParallelism(NeoXArgsTemplate):
    pipe_parallel_size: int = 0
    model_parallel_size: int = 1
    pipe_partition_method: str = "type:transformer|mlp"
@dataclass
class NeoXArgsModel(NeoXArgsTemplate):
    mlp_multiple_of: int = 1
    layernorm_epsilon: float = 1.0e-5
    rms_norm_epsilon: float = 1.0e-8
    scalenorm_epsilon: float = 1.0e-8
    rpe_num_buckets: int = 32
    rpe_max_distance: int = 128
    opt_pos_emb_offset: int = 0
    param_sharing_style: str = "grouped"
    make_vocab_size_divisible_by: int = 128
    init_method_std: float = 0.02
    rotary_pct: float = 1.0
    rotary_emb_base: int = 10000
    will be stored in checkpoints (persistent=True) or not.
    with GPT-NeoX checkpoints that were trained with this flag.
    gmlp_attn_dim: int = 64
    output_layer_parallelism: Literal["column"] = "column"
    weight_server_port: Union[int, List[int]] = 6000
    online_dataserver_ips: Union[str, List[str]] = "localhost"
    online_dataserver_ports: Union[int, List[int]] = 10000
@dataclass
class NeoXArgsOptimizer(NeoXArgsTemplate):
@dataclass
class NeoXArgsLRScheduler(NeoXArgsTemplate):
    lr_decay_style: Literal["constant", "linear", "cosine", "exponential"] = "linear"
    min_lr: float = 0.0
    warmup: float = 0.01
    Reset the values of the scheduler (learning rate,warmup iterations, minimum learning rate, maximum number of iterations, and decay style from input arguments and ignore values from checkpoints. Note that all the above values will be reset.
    use_checkpoint_lr_scheduler: bool = False
    Use checkpoint to set the values of the scheduler (learning rate, warmup iterations, minimum learning rate, maximum number of iterations, and decay style from checkpoint and ignore input arguments.
@dataclass
class NeoXArgsLogging(NeoXArgsTemplate):
    wandb_project: str = "neox"
    wandb_host: str = "https://api.wandb.ai"
    log_dir: str = None
    log_interval: int = 100
    gradient_noise_scale_n_batches: int = 5
    profile_step_start: int = 10
    profile_step_stop: int = 12
@dataclass
class NeoXArgsOther(NeoXArgsTemplate):
    distributed_backend: str = "nccl"
    short_seq_prob: float = 0.1
    adlr_autoresume_interval: int = 1000
    seed: int = 1234
@dataclass
class NeoXArgsTokenizer(NeoXArgsTemplate):
@dataclass
class NeoXArgsTraining(NeoXArgsTemplate):
    weighted_sampler_alpha: float = 1.0
    data_impl: Literal["infer", "mmap", "cached"] = "infer"
    pack_impl: Literal["packed", "pack_until_overflow", "unpacked"] = "packed"
    dataset_impl: Literal["gpt2", "pairwise", "online"] = "gpt2"
    train_impl: Literal["normal", "dpo", "rm", "kto", "reinforce"] = "normal"
    dpo_beta: float = 0.1
    kto_desirable_weight: float = 1.0
    kto_undesirable_weight: float = 1.0
    z_loss: float = 0.0
    kto_beta: float = 0.1
    kl_impl: Literal["abs", "mse", "kl", "full"] = "mse"
    kl_div_beta: float = 0.1
    Output directory to save checkpoints to.
    Path to s3 bucket for saving checkpoints.
    Directory containing a model checkpoint.
    checkpoint_validation_with_forward_pass: bool = False
    save input and output of a forward pass with the checkpoint and validate after load
    checkpoint_scale: Literal["linear", "log"] = "linear"
    How step at which checkpoints are saved should scale. "linear" implies 1 checkpoint will be saved at every multiple of `checkpoint-factor`,
    while "log" implies that the number of steps between each checkpoint will be multiplied by `checkpoint-factor` at each step, starting from step 1.
    checkpoint_factor: Union[int, float] = None
    Acts as a multiplier on either the "log" or "linear" checkpoint spacing.
    With `checkpoint-scale="linear"`, `checkpoint-factor=20`, and `train-iters=100`, checkpoints will be saved at
    With `checkpoint-scale="log"`, `checkpoint-factor=2`, and `train-iters=100`, checkpoints will be saved at
    Note that the last checkpoint step is always saved.
    Additional iterations when a checkpoint should be saved.
    Do not load optimizer when loading checkpoint.
    Do not load rng state when loading checkpoint.
    Load model for finetuning. Do not load optimizer or rng state from checkpoint and set iteration to 0. Assumed when loading a release checkpoint.
    eval_iters: int = 100
    keep_last_n_checkpoints: int = None
    Number of last checkpoints to keep
    eval_interval: int = 1000
    split: str = "969, 30, 1"
    num_workers: int = 2
    attention_dropout: float = 0.0
    hidden_dropout: float = 0.0
    weight_decay: float = 0.1
    checkpoint_activations: bool = False
    checkpoint_num_layers: int = 1
    Chunk size (number of layers) for checkpointing.
