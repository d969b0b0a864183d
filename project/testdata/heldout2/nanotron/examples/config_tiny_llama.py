"""Writes examples/config_tiny_llama.yaml (fixture: the same arguments)."""
import os

from nanotron.config import (
    CheckpointsArgs,
    Config,
    GeneralArgs,
    LlamaConfig,
    ModelArgs,
    ParallelismArgs,
    TokensArgs,
)

model_config = LlamaConfig(
    hidden_size=16,
    intermediate_size=64,
    num_attention_heads=4,
    num_hidden_layers=2,
    num_key_value_heads=4,
    pretraining_tp=1,
    vocab_size=256,
)

parallelism = ParallelismArgs(
    dp=2,
    pp=2,
    tp=2,
    pp_engine="1f1b",
    tp_mode="REDUCE_SCATTER",
    tp_linear_async_communication=True,
)

tokens = TokensArgs(sequence_length=256, train_steps=15, micro_batch_size=2, batch_accumulation_per_replica=1)

checkpoints_path = "./checkpoints"
os.makedirs(checkpoints_path, exist_ok=True)

config = Config(
    general=GeneralArgs(project="debug", run="tiny_llama_%date_%jobid", seed=42),
    checkpoints=CheckpointsArgs(checkpoints_path=checkpoints_path, checkpoint_interval=10),
    parallelism=parallelism,
    model=ModelArgs(model_config=model_config),
    tokens=tokens,
)

if __name__ == "__main__":
    dir = os.path.dirname(__file__)
    config.save_as_yaml(f"{dir}/config_tiny_llama.yaml")
