import subprocess
from typing import List
from transformers import TrainerCallback
from transformers.trainer_callback import TrainerControl, TrainerState
from transformers.training_args import TrainingArguments
from .evaluation import run_benchmark_jobs
from .hub import push_to_hub_revision
def is_slurm_available() -> bool:
class DummyConfig:
class PushToHubRevisionCallback(TrainerCallback):
                output_dir=f"{args.output_dir}/checkpoint-{global_step}",
            future = push_to_hub_revision(
CALLBACKS = {
    "push_to_hub_revision": PushToHubRevisionCallback,
def get_callbacks(train_config, model_config) -> List[TrainerCallback]:
