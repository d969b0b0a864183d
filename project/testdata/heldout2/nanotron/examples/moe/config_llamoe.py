import os
from dataclasses import dataclass
from typing import Optional
from nanotron.config import (
from nanotron.config.config import PretrainDatasetsArgs
from nanotron.logging import human_format
@dataclass
class LlaMoEConfig:
    bos_token_id: int = 1
    eos_token_id: int = 2
    hidden_act: str = "silu"
    hidden_size: int = 4096
    initializer_range: float = 0.02
    intermediate_size: int = 11008
    max_position_embeddings: int = 2048
    num_attention_heads: int = 32
    num_hidden_layers: int = 32
    pretraining_tp: int = 1
    rms_norm_eps: float = 1e-6
    vocab_size: int = 32000
    moe_num_experts: int = 1
    num_experts_per_tok: int = 1
    moe_capacity_factor: int = 1
model_config = LlaMoEConfig(
num_params = human_format(
SEED = 42
learning_rate = LRSchedulerArgs(
optimizer = OptimizerArgs(
parallelism = ParallelismArgs(
tokens = TokensArgs(sequence_length=256, train_steps=1918, micro_batch_size=256, batch_accumulation_per_replica=2)
data = DataArgs(
checkpoints_path = os.path.dirname(os.path.dirname(__file__)) + "/checkpoints"
os.makedirs(checkpoints_path, exist_ok=True)
config = Config(
    checkpoints=CheckpointsArgs(
        checkpoints_path=checkpoints_path,
        checkpoint_interval=100000,
        resume_checkpoint_path=checkpoints_path,
if __name__ == "__main__":
