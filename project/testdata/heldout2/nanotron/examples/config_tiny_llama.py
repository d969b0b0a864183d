import os
from nanotron.config import (
from nanotron.logging import human_format
model_config = LlamaConfig(
num_params = human_format(
seed = 42
learning_rate = LRSchedulerArgs(
optimizer = OptimizerArgs(
parallelism = ParallelismArgs(
tokens = TokensArgs(sequence_length=256, train_steps=15, micro_batch_size=2, batch_accumulation_per_replica=1)
data_stages = [
checkpoints_path = "./checkpoints"
os.makedirs(checkpoints_path, exist_ok=True)
config = Config(
    checkpoints=CheckpointsArgs(checkpoints_path=checkpoints_path, checkpoint_interval=10),
if __name__ == "__main__":
