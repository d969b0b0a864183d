import math
import os
import uuid
from config import MambaConfig, MambaInit, MambaModelConfig
from nanotron.config import (
from nanotron.logging import human_format
new_job_id = uuid.uuid4()
job_id = str(new_job_id)[:8]
seed = 42
ssm_cfg_dtype = "bfloat16"
ssm_cfg = {
model_config = MambaModelConfig(
tie_embedding = model_config.vocab_size * model_config.d_model  # model_config.vocab_size * model_config.d_model
expand = 2 if ("expand" not in ssm_cfg) else ssm_cfg["expand"]
ngroups = 1 if ("ngroups" not in ssm_cfg) else ssm_cfg["ngroups"]
d_state = 16 if ("d_state" not in ssm_cfg) else ssm_cfg["d_state"]
d_conv = 4 if ("d_conv" not in ssm_cfg) else ssm_cfg["d_conv"]
dt_rank = (
d_inner = int(expand * model_config.d_model)
in_proj = model_config.d_model * d_inner * 2
conv1d = d_inner * int(d_inner / d_inner) * d_conv + d_inner
in_proj = model_config.d_model * d_inner * 2 + 0
x_proj = d_inner * (dt_rank + d_state * 2) + 0
out_proj = d_inner * model_config.d_model + 0
dt_proj = dt_rank * d_inner + d_inner
A_log = d_inner * d_state
D = d_inner
norm = model_config.d_model
norm_f = model_config.d_model
num_params = human_format(
seed = 42
optimizer = OptimizerArgs(
parallelism = ParallelismArgs(
tokens = TokensArgs(sequence_length=2048, train_steps=300, micro_batch_size=8, batch_accumulation_per_replica=1)
data_stages = [
model = ModelArgs(
checkpoints_path = os.path.dirname(os.path.dirname(__file__)) + "/checkpoints"
os.makedirs(checkpoints_path, exist_ok=True)
config = MambaConfig(
    checkpoints=CheckpointsArgs(checkpoints_path=checkpoints_path, checkpoint_interval=100),
if __name__ == "__main__":
