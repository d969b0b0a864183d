import json
import os
from nanotron.config import (
from nanotron.logging import human_format
# Path to the converted SmolLM2-135M checkpoint. See `examples/llama/convert_hf_to_nanotron.py` for more information.
CHECKPOINT_PATH = "./checkpoints/smollm2-135m-nanotron"
TOKENIZER_PATH = "HuggingFaceTB/SmolLM2-135M"
model_config_dict = json.load(open(f"{CHECKPOINT_PATH}/model_config.json"))
model_config = Qwen2Config(**model_config_dict)
dense_layer_count = model_config.num_hidden_layers
base_params = model_config.vocab_size * model_config.hidden_size * 2
dense_ffn_params = dense_layer_count * (3 * model_config.hidden_size * model_config.intermediate_size)
attn_params = model_config.num_hidden_layers * (4 * model_config.hidden_size * model_config.hidden_size)
total_params = base_params + dense_ffn_params + attn_params
num_params = human_format(total_params).replace(".", "p")
seed = 42
learning_rate = LRSchedulerArgs(
optimizer = OptimizerArgs(
parallelism = ParallelismArgs(
tokens = TokensArgs(sequence_length=256, train_steps=15, micro_batch_size=2, batch_accumulation_per_replica=1)
data_stages = [
checkpoints_path = "./checkpoints"
os.makedirs(checkpoints_path, exist_ok=True)
run_name = "resume_training_%date_%jobid"
config = Config(
    checkpoints=CheckpointsArgs(
        checkpoints_path=checkpoints_path,
        checkpoint_interval=10,
        resume_checkpoint_path=CHECKPOINT_PATH,
if __name__ == "__main__":
