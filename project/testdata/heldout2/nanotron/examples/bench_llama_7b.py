import os
from nanotron.config import (
from nanotron.logging import human_format
model_config = LlamaConfig()
num_params = human_format(
seed = 42
learning_rate = LRSchedulerArgs(
optimizer = OptimizerArgs(
parallelism = ParallelismArgs(
tokens = TokensArgs(sequence_length=8192, train_steps=5, micro_batch_size=1, batch_accumulation_per_replica=8)
dataset = PretrainDatasetsArgs(hf_dataset_or_datasets="stas/openwebtext-10k", text_column_name="text")
checkpoints_path = os.path.dirname(os.path.dirname(__file__)) + "/checkpoints"
os.makedirs(checkpoints_path, exist_ok=True)
config = Config(
    checkpoints=CheckpointsArgs(checkpoints_path=checkpoints_path, checkpoint_interval=1000),
if __name__ == "__main__":
